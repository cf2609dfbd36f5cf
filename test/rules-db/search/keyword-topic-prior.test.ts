import { describe, expect, it } from 'vitest';
import { releaseAt } from '../../../rules-db/store/release-queries.js';
import { keywordTopicPrior } from '../../../rules-db/search/keyword-topic-prior.js';
import { ruleIndex } from '../../../rules-db/search/rule-index.js';
import { searchLexicon } from '../../../rules-db/search/search-lexicon.js';
import { parseQuery } from '../../../rules-db/search/search-query.js';
import { createTestDb } from '../../support/rules-db-fixture.js';

const db = createTestDb('cr-20260116.txt');
const lexicon = searchLexicon(db, releaseAt(db));
const priorFor = (query: string) => keywordTopicPrior(parseQuery(query, ruleIndex(db, lexicon).vocabulary), lexicon);

describe('keywordTopicPrior', () => {
  it('lowers keyword rules the question does not name, and only those', () => {
    const prior = priorFor('creatures you control get +1/+1 until end of turn, does a new creature get it');
    expect(prior('702.108a')).toBeLessThan(1); // Prowess
    expect(prior('702.108')).toBeLessThan(1);
    expect(prior('611.2c')).toBe(1); // no titled heading
  });

  it('leaves a keyword the question names at full weight', () => {
    expect(priorFor('does prowess trigger on a creature spell')('702.108a')).toBe(1);
  });

  it('counts a keyword of several words as named only by all of them (regression: "double blocked" named Double Strike)', () => {
    expect(priorFor('my attacker got double blocked, how do i split the damage')('702.4b')).toBeLessThan(1);
    expect(priorFor('does double strike deal damage twice')('702.4b')).toBe(1);
  });

  it('leaves every keyword rule alone when the question asks for a keyword', () => {
    expect(priorFor('which keyword lets a creature deal combat damage twice')('702.4b')).toBe(1);
  });
});
