import { describe, expect, it } from 'vitest';
import { jaccard, normalizeForMatching, similarPairs, Vocabulary } from '../../../rules-db/diff/text-similarity.js';
import { release } from '../../support/releases.js';

describe('normalizeForMatching', () => {
  it('ignores case, typographic quotes and dashes, rule references and extra whitespace', () => {
    expect(normalizeForMatching('See rule 701.9a—“Double.”')).toBe('see rule #-"double."');
    expect(normalizeForMatching('  A player’s\n deck  (see rule 103)  ')).toBe("a player's deck (see rule #)");
  });
});

describe('jaccard', () => {
  const vocabulary = new Vocabulary();
  const words = (text: string) => vocabulary.wordSet(normalizeForMatching(text));

  it('is 1 for the same words in any order and 0 for none shared', () => {
    expect(jaccard(words('flying is an evasion ability'), words('an evasion ability is flying'))).toBe(1);
    expect(jaccard(words('trample'), words('flying'))).toBe(0);
    expect(jaccard(words(''), words(''))).toBe(0);
  });

  it('counts shared words over all words', () => {
    expect(jaccard(words('draw a card'), words('draw two cards'))).toBe(1 / 5);
  });
});

describe('similarPairs', () => {
  it('finds exactly the pairs a comparison of every pair finds, on 300 real rules of two releases', () => {
    const vocabulary = new Vocabulary();
    const sets = (date: string) =>
      release(date)
        .rules.filter((rule) => rule.number.startsWith('702.1'))
        .slice(0, 300)
        .map((rule) => vocabulary.wordSet(normalizeForMatching(rule.text)));
    const left = sets('2024-02-02');
    const right = sets('2026-01-16');
    const everyPair = left.flatMap((a, l) =>
      right.flatMap((b, r) => (jaccard(a, b) >= 0.5 ? [{ left: l, right: r, similarity: jaccard(a, b) }] : [])),
    );
    const byPosition = (a: { left: number; right: number }, b: { left: number; right: number }) => a.left - b.left || a.right - b.right;
    expect(everyPair.length).toBeGreaterThan(200);
    expect(similarPairs(left, right, 0.5).sort(byPosition)).toEqual(everyPair.sort(byPosition));
  });
});
