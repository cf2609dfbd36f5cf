import { describe, expect, it } from 'vitest';
import { spokenEnglish } from '../../common/spoken-english.js';

describe('spokenEnglish', () => {
  it('reads the SUBTLEXus counts with case folded', () => {
    const { counts, total } = spokenEnglish();
    expect(counts.get('what')).toBeGreaterThan(counts.get('creature')!);
    expect(counts.has('What')).toBe(false);
    expect(total).toBeGreaterThan(40_000_000);
  });
});
