/**
 * Cross-validation must score each fold with a setting chosen without it: a setting that only
 * wins on one fold's questions must not be credited with them.
 */
import { describe, expect, it } from 'vitest';
import { bestSetting, crossValidate } from '../../bench/cross-validate.js';
import { rankMetrics } from '../../bench/search-quality.js';

const mrr = (ranks: number[]) => rankMetrics(ranks).mrrAt10;

describe('crossValidate', () => {
  it('scores each fold with the setting that does best on the other folds', () => {
    // Questions 0–3 in folds 0, 1, 0, 1. Setting 1 is perfect on fold 0 and useless elsewhere.
    const shipped = [2, 2, 2, 2];
    const overfit = [1, 0, 1, 0];
    const { ranks, chosen } = crossValidate([shipped, overfit], 2, mrr);
    // Fold 0 is judged by fold 1, where the shipped setting wins; fold 1 by fold 0, where the overfit one does.
    expect(chosen).toEqual([0, 1]);
    expect(ranks).toEqual([2, 0, 2, 0]);
    // In-sample, the overfit setting looks as good as the shipped one (MRR 0.5 each); cross-validated, worse.
    expect(mrr(overfit)).toBe(mrr(shipped));
    expect(mrr(ranks)).toBeLessThan(mrr(shipped));
  });

  it('keeps the earlier setting on a tie', () => {
    expect(bestSetting([[1, 2], [2, 1]], mrr)).toBe(0);
    expect(bestSetting([[3, 3], [1, 3]], mrr)).toBe(1);
  });

  it('refuses fewer than two folds or more folds than questions', () => {
    expect(() => crossValidate([[1, 2, 3]], 1, mrr)).toThrow(/1 folds of 3 questions/);
    expect(() => crossValidate([[1, 2, 3]], 4, mrr)).toThrow(/4 folds of 3 questions/);
  });
});
