import { describe, expect, it } from 'vitest';
import { occurrences, rankedConcepts, scoreRule, type RankedRuleWords } from '../../../rules-db/search/rank-rules.js';
import type { Concept } from '../../../rules-db/search/search-query.js';

// A tiny vocabulary of stems, as a release's lexicon would number them.
const stemIds = new Map(['combat', 'damag', 'is', 'dealt', 'at', 'onc', 'by', 'the', 'creatur', 'all', 'in', 'and', 'permanent', 'phase', 'a', 'rule', 'step', 'it', 'enter', 'battlefield', 'then', 'again'].map((stem, index) => [stem, index]));
const ids = (text: string) => Int32Array.from(text ? text.split(' ') : [], (stem) => stemIds.get(stem) ?? -1);
const concept = (typed: string, weight = 1, alternatives = [typed.split(' ')]): Concept => ({ typed, alternatives, weight, source: 'word' });
const ranked = (...concepts: Concept[]) => rankedConcepts(concepts, stemIds);
const rule = (text: string, heading = ''): RankedRuleWords => ({
  number: '1.1',
  text: ids(text),
  content: ids(text.split(' ').filter((word) => word !== 'the' && word !== 'is' && word !== 'it' && word !== 'a').join(' ')),
  examples: ids(''),
  heading: ids(heading),
});

describe('scoreRule', () => {
  const query = ranked(concept('combat'), concept('damag'));

  it('scores words side by side in the query’s order above the same words apart', () => {
    const phrase = rule('all combat damag is dealt at onc by the creatur');
    const apart = rule('all damag is dealt at onc in combat by the creatur');
    expect(scoreRule(phrase, query, 0)).toBeGreaterThan(scoreRule(apart, query, 0));
  });

  it('ignores filler between the words of a phrase', () => {
    expect(scoreRule(rule('combat the damag'), query, 0)).toBeCloseTo(scoreRule(rule('combat damag'), query, 0), 5);
  });

  it('prefers a rule with every concept over one repeating a single concept', () => {
    expect(scoreRule(rule('combat and damag'), query, 0)).toBeGreaterThan(scoreRule(rule('combat combat combat combat'), query, 0));
  });

  it('weighs a rare concept above a common one', () => {
    const weighted = ranked(concept('permanent', 0.5), concept('phase', 4));
    expect(scoreRule(rule('a phase rule'), weighted, 0)).toBeGreaterThan(scoreRule(rule('a permanent rule'), weighted, 0));
  });

  it('counts a match in the heading', () => {
    expect(scoreRule(rule('it is all'), query, 0)).toBe(0);
    expect(scoreRule(rule('it is all', 'combat damag step'), query, 0)).toBeGreaterThan(0);
  });

  it('adds the title boost', () => {
    const text = rule('combat damag');
    expect(scoreRule(text, query, 0.5) - scoreRule(text, query, 0)).toBeCloseTo(0.5, 5);
  });

  it('scores 0 for no concepts, and never matches a stem the release lacks', () => {
    expect(scoreRule(rule('combat damag'), [], 0)).toBe(0);
    expect(scoreRule(rule('combat damag'), ranked(concept('trampl')), 0)).toBe(0);
  });

  it('counts a wording of lesser worth for less than the wording typed, and more than none', () => {
    const weighed: Concept = { typed: 'combat', alternatives: [['combat'], ['damag']], wordingWeights: [1, 0.5], weight: 1, source: 'word' };
    const query = ranked(weighed, concept('step'));
    const typed = scoreRule(rule('combat step'), query, 0);
    const implied = scoreRule(rule('damag step'), query, 0);
    expect(typed).toBeGreaterThan(implied);
    expect(implied).toBeGreaterThan(scoreRule(rule('step'), query, 0));
  });
});

describe('occurrences', () => {
  it('counts every wording of a concept, phrases as consecutive words', () => {
    const [etb] = ranked(concept('etb', 1, [['etb'], ['enter', 'the', 'battlefield'], ['enter']]));
    expect(occurrences(ids('it enter the battlefield and then enter again'), etb!.wordings)).toBe(3);
  });
});
