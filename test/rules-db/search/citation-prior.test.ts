import { describe, expect, it } from 'vitest';
import { citationPriors } from '../../../rules-db/search/citation-prior.js';

const cite = (target: string, citingNumber: string) => ({ target, citingNumber, citingText: `text of ${citingNumber}` });

describe('citationPriors', () => {
  it('raises a rule by the square root of how many rules cite it, and leaves an uncited one at 1', () => {
    const priors = citationPriors(['601.2f', '704.5f', '702.12a'], [cite('601.2f', '702.51a'), cite('601.2f', '702.41a'), cite('601.2f', '702.96a'), cite('704.5f', '120.5')], 0.1);
    expect(priors[0]).toBeCloseTo(1 + 0.1 * Math.sqrt(3));
    expect(priors[1]).toBeCloseTo(1 + 0.1);
    expect(priors[2]).toBe(1);
  });

  it('counts a citing rule once however often it cites, and never a rule citing itself', () => {
    const priors = citationPriors(['704.5f'], [cite('704.5f', '120.5'), cite('704.5f', '120.5'), cite('704.5f', '704.5f')], 0.1);
    expect(priors[0]).toBeCloseTo(1 + 0.1);
  });

  it('gives a cited section only its own entry: its rules are reached through the citing words', () => {
    const priors = citationPriors(['704', '704.5', '704.5f'], [cite('704', '120.5')], 0.1);
    expect([...priors].map((prior) => prior > 1)).toEqual([true, false, false]);
  });

  it('is 1 for every rule at weight 0', () => {
    expect([...citationPriors(['601.2f'], [cite('601.2f', '702.51a')], 0)]).toEqual([1]);
  });
});
