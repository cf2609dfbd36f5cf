import { describe, expect, it } from 'vitest';
import { namedWordings, type Concept } from '../../../rules-db/search/concept.js';

describe('namedWordings', () => {
  it('leaves out the wordings a concept only implies', () => {
    const tapped: Concept = { typed: 'tapped', alternatives: [['tap'], ['untap']], wordingWeights: [1, 0.5], weight: 3, source: 'word' };
    expect(namedWordings(tapped)).toEqual([['tap']]);
  });

  it('keeps every wording of a concept without worths', () => {
    const etb: Concept = { typed: 'etb', alternatives: [['etb'], ['enter', 'the', 'battlefield']], weight: 2, source: 'synonym' };
    expect(namedWordings(etb)).toEqual(etb.alternatives);
  });
});
