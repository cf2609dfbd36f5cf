import { describe, expect, it } from 'vitest';
import { releaseAt } from '../../../rules-db/store/release-queries.js';
import { ruleIndex } from '../../../rules-db/search/rule-index.js';
import { weighByRulesLanguage } from '../../../rules-db/search/rules-language.js';
import { searchLexicon } from '../../../rules-db/search/search-lexicon.js';
import { searchRules } from '../../../rules-db/search/search-rules.js';
import { parseQuery, type Concept } from '../../../rules-db/search/search-query.js';
import { createTestDb } from '../../support/rules-db-fixture.js';

const db = createTestDb('cr-20260116.txt');
const release = releaseAt(db);
const vocabulary = ruleIndex(db, searchLexicon(db, release)).vocabulary;
/** Each concept of `query` by what it typed: the share of its weight the weighing leaves (1 = all). */
const shares = (query: string) => {
  const unweighed = parseQuery(query, vocabulary).map((concept): Concept => ({ ...concept, weight: 1 }));
  return new Map(weighByRulesLanguage(unweighed, vocabulary).map((concept) => [concept.typed, concept.weight]));
};

describe('weighByRulesLanguage', () => {
  it('weighs chat words the rules seldom use far below the rules words of the same question', () => {
    const weights = shares('my opponent keeps saying his frog token can go back to his hand');
    expect(weights.get('frog')).toBeLessThan(0.6);
    expect(weights.get('go')).toBeLessThan(0.3);
    expect(weights.get('token')).toBeGreaterThan(0.95);
    expect(weights.get('opponent')).toBeGreaterThan(0.95);
    expect(weights.get('hand')).toBeGreaterThan(weights.get('frog')!);
  });

  it('reads a word the rules never use, though known from the glossary or the lexicon, as chat (regression: "hits" kept its full weight)', () => {
    expect(vocabulary.stemRules.get('hit')).toBe(0);
    const weights = shares('can i respond when my creature hits 0 toughness');
    expect(weights.get('hits')).toBeLessThan(0.6);
    expect(weights.get('toughness')).toBeGreaterThan(0.95);
  });

  it('keeps the weights of a question in rules words only', () => {
    const weights = shares('tapped creature block');
    for (const weight of weights.values()) expect(weight).toBeGreaterThan(0.9);
  });

  it('keeps the weights of slang read through the lexicon and of words spoken English lacks', () => {
    const weights = shares('opp has hexproof');
    expect(weights.get('opp')).toBe(1);
    expect(weights.get('hexproof')).toBe(1);
  });

  it('returns an empty question as it is', () => {
    expect(weighByRulesLanguage([], vocabulary)).toEqual([]);
  });

  // Without the weighing, "frog" (one rule) and "keeps" outranked the token rules: 111.8 was 7th.
  // 111.7 answers as well (the token may go to the hand, and ceases to exist there). Since
  // predicted questions say "opponent" for "opp", a question about Turn to Frogs (613.7g) comes first.
  it('finds a rule for a question padded with chat in the top 5', () => {
    const hits = searchRules(db, release, 'my opponent keeps saying his frog token can go back to his hand, is that even possible', 5);
    expect(hits.map((hit) => hit.number).some((number) => number === '111.7' || number === '111.8')).toBe(true);
  });
});
