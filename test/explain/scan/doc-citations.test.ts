import { describe, expect, it } from 'vitest';
import { findDocCitations } from '../../../explain/scan/doc-citations.js';

const cited = (text: string) => findDocCitations(text).map(({ text: words, target }) => ({ words, target }));

describe('findDocCitations', () => {
  it('reads MTR and IPG citations before and after the number', () => {
    expect(cited('MTR 4.2, IPG 2.5., mtr section 2.3, IPG Appendix B, section 3.8 of the MTR, section 4.2 of the Magic Tournament Rules, Infraction Procedure Guide 3.3')).toEqual([
      { words: 'MTR 4.2', target: { kind: 'doc-section', doc: 'mtr', number: '4.2' } },
      { words: 'IPG 2.5', target: { kind: 'doc-section', doc: 'ipg', number: '2.5' } },
      { words: 'mtr section 2.3', target: { kind: 'doc-section', doc: 'mtr', number: '2.3' } },
      { words: 'IPG Appendix B', target: { kind: 'doc-section', doc: 'ipg', number: 'Appendix B' } },
      { words: 'section 3.8 of the MTR', target: { kind: 'doc-section', doc: 'mtr', number: '3.8' } },
      { words: 'section 4.2 of the Magic Tournament Rules', target: { kind: 'doc-section', doc: 'mtr', number: '4.2' } },
      { words: 'Infraction Procedure Guide 3.3', target: { kind: 'doc-section', doc: 'ipg', number: '3.3' } },
    ]);
  });

  it('leaves a section that names no document, and CR numbers, alone', () => {
    expect(cited('see section 3.8, CR 702.19b and MTR 123')).toEqual([]);
  });
});
