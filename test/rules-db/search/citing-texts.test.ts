import { describe, expect, it } from 'vitest';
import { citingTexts } from '../../../rules-db/search/citing-texts.js';

const NUMBERS = ['805.1', '805.2', '805.2a', '805.2b', '810.1', '810.2', '704.5', '704.5f', '704.5g', '702.12', '702.12a', '702.12b'];
const cite = (target: string, citingNumber: string, citingText = `text of ${citingNumber}`) => ({ target, citingNumber, citingText });

describe('citingTexts', () => {
  it('gives a cited rule the citing rule’s text, and its subrules too', () => {
    const texts = citingTexts(NUMBERS, [cite('805.2', '810.2', 'The Two-Headed Giant variant uses the shared team turns option.')]);
    expect(texts.get('805.2')).toEqual(['The Two-Headed Giant variant uses the shared team turns option.']);
    expect(texts.get('805.2a')).toEqual(texts.get('805.2'));
    expect(texts.get('805.2b')).toEqual(texts.get('805.2'));
    expect(texts.has('805.1')).toBe(false);
  });

  it('gives every rule of a cited section the text; a part (“section 8”) or an unknown number gives nothing', () => {
    const texts = citingTexts(NUMBERS, [cite('805', '810.2'), cite('8', '702.12'), cite('999.1', '702.12')]);
    expect([...texts.keys()].sort()).toEqual(['805.1', '805.2', '805.2a', '805.2b']);
  });

  it('collects every citing rule, in the order given', () => {
    const texts = citingTexts(NUMBERS, [cite('704.5f', '702.12b'), cite('704.5f', '810.1')]);
    expect(texts.get('704.5f')).toEqual(['text of 702.12b', 'text of 810.1']);
  });

  it('skips a rule citing what it sits in (a subrule citing its own section adds nothing)', () => {
    expect(citingTexts(NUMBERS, [cite('704.5', '704.5g'), cite('805', '805.2a')]).size).toBe(0);
  });

  it('skips a citation of more than 50 rules: it says too little about each', () => {
    const big = Array.from({ length: 51 }, (_, index) => `702.${index + 1}`);
    expect(citingTexts([...big, '810.2'], [cite('702', '810.2')]).size).toBe(0);
    expect(citingTexts([...big.slice(0, 50), '810.2'], [cite('702', '810.2')]).size).toBe(50);
  });
});
