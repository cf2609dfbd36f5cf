import { describe, expect, it } from 'vitest';
import { findBracedReferences } from '../../../explain/scan/braced-references.js';

describe('findBracedReferences', () => {
  it('finds each {{…}} with what is inside, trimmed, and where it is', () => {
    expect(findBracedReferences('see {{ CR 702.19b }} and {{MTR 4.2}}')).toEqual([
      { start: 4, end: 20, text: '{{ CR 702.19b }}', inner: 'CR 702.19b' },
      { start: 25, end: 36, text: '{{MTR 4.2}}', inner: 'MTR 4.2' },
    ]);
  });

  it('returns [] for empty braces, single braces, braces across lines and a paragraph in braces', () => {
    expect(findBracedReferences('{{}} {{   }} {702.19b} {{702.\n19b}}')).toEqual([]);
    expect(findBracedReferences(`{{${'word '.repeat(30)}}}`)).toEqual([]);
  });
});
