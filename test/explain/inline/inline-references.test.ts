import { describe, expect, it } from 'vitest';
import { findInlineReferences, inlineReferencesKey } from '../../../explain/inline/inline-references.js';

describe('findInlineReferences', () => {
  it('finds cards and braced references in order of appearance', () => {
    expect(findInlineReferences('is {{CR 702.19b}} about [[Colossal Dreadmaw]]? [[Delver|rulings]] {{IPG 2.5}}')).toEqual([
      { kind: 'braced', text: '{{CR 702.19b}}', inner: 'CR 702.19b' },
      { kind: 'card', text: '[[Colossal Dreadmaw]]', name: 'Colossal Dreadmaw', show: 'card', ignored: null },
      { kind: 'card', text: '[[Delver|rulings]]', name: 'Delver', show: 'rulings', ignored: null },
      { kind: 'braced', text: '{{IPG 2.5}}', inner: 'IPG 2.5' },
    ]);
  });

  it('says which qualifier changes nothing, and reads "rulings" in any case, singular too', () => {
    expect(findInlineReferences('[[Opt|M11]] [[Opt|Ruling]] [[!Opt]] [[Opt|]]')).toEqual([
      { kind: 'card', text: '[[Opt|M11]]', name: 'Opt', show: 'card', ignored: 'M11' },
      { kind: 'card', text: '[[Opt|Ruling]]', name: 'Opt', show: 'rulings', ignored: null },
    ]);
  });

  it('asks each thing once, whatever its case or spacing', () => {
    expect(findInlineReferences('[[opt]] [[ Opt ]] {{702.19B}} {{702.19b}} {{CR  702.19b}}').map((reference) => reference.text)).toEqual([
      '[[opt]]',
      '{{702.19B}}',
      '{{CR  702.19b}}',
    ]);
  });

  it('leaves code spans and blocks alone: there the syntax is shown, not asked', () => {
    expect(findInlineReferences('write `[[card name]]` or ``{{702.19b}}``\n```\n[[Opt]]\n{{MTR 4.2}}\n```\n[[Opt]]').map((reference) => reference.text)).toEqual(['[[Opt]]']);
  });

  it('finds nothing in running text, however many rule numbers it cites', () => {
    expect(findInlineReferences('that is 702.19b, CR 613.1, MTR 4.2 and IPG 2.5; Lightning Bolt is an instant [1] {x}')).toEqual([]);
  });
});

describe('inlineReferencesKey', () => {
  it('is the same for messages asking the same, and differs when what they ask differs', () => {
    const key = (text: string) => inlineReferencesKey(findInlineReferences(text));
    expect(key('see [[Opt]] and {{702.19b}}')).toBe(key('oh, I meant: [[opt]] — {{702.19b}}!'));
    expect(key('[[Opt]] {{702.19b}}')).not.toBe(key('{{702.19b}} [[Opt]]'));
    expect(key('[[Opt]]')).not.toBe(key('[[Opt|rulings]]'));
    expect(key('no references here')).toBe('');
    expect(key('[[Opt]]')).toMatch(/^[\w-]{22}$/);
  });
});
