import { describe, expect, it } from 'vitest';
import { commonSubsequence } from '../../../rules-db/diff/common-subsequence.js';

/** Length of a longest common subsequence, by the textbook quadratic table. */
function lcsLength(a: readonly number[], b: readonly number[]): number {
  let previous = new Array<number>(b.length + 1).fill(0);
  for (const item of a) {
    const row = [0];
    b.forEach((other, j) => row.push(item === other ? previous[j]! + 1 : Math.max(previous[j + 1]!, row[j]!)));
    previous = row;
  }
  return previous[b.length]!;
}

/** Checks the pairs are a common subsequence: equal items, strictly increasing on both sides. */
function expectCommonSubsequence<T>(a: readonly T[], b: readonly T[], pairs: [number, number][]): void {
  pairs.forEach(([i, j], index) => {
    expect(a[i]).toBe(b[j]);
    if (index > 0) {
      expect(i).toBeGreaterThan(pairs[index - 1]![0]);
      expect(j).toBeGreaterThan(pairs[index - 1]![1]);
    }
  });
}

/** A reproducible shuffle of 0 … n − 1. */
function shuffled(n: number, seed: number): number[] {
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const items = Array.from({ length: n }, (_, index) => index);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

describe('commonSubsequence', () => {
  it('returns no pairs for two empty sequences', () => {
    expect(commonSubsequence([], [])).toEqual([]);
  });

  it('pairs every item of two equal sequences', () => {
    expect(commonSubsequence([1, 2, 3], [1, 2, 3])).toEqual([[0, 0], [1, 1], [2, 2]]);
  });

  it('pairs around an insertion and skips items found on one side only', () => {
    expect(commonSubsequence(['a', 'c'], ['a', 'b', 'c'])).toEqual([[0, 0], [1, 2]]);
    expect(commonSubsequence(['x', 'a', 'b'], ['a', 'y', 'b'])).toEqual([[1, 0], [2, 2]]);
  });

  it('finds a longest common subsequence for 3,000 random pairs', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    for (let trial = 0; trial < 3_000; trial++) {
      const alphabet = 1 + Math.floor(random() * 5);
      const a = Array.from({ length: Math.floor(random() * 20) }, () => Math.floor(random() * alphabet));
      const b = Array.from({ length: Math.floor(random() * 20) }, () => Math.floor(random() * alphabet));
      const pairs = commonSubsequence(a, b);
      expectCommonSubsequence(a, b, pairs);
      expect(pairs).toHaveLength(lcsLength(a, b));
    }
  });

  it('aligns two orders of 3,000 items a few hundred moves apart', () => {
    const a = Array.from({ length: 3_000 }, (_, index) => index);
    // 100 items taken out and put back elsewhere: 200 edits.
    const moved = new Set(shuffled(3_000, 1).slice(0, 100));
    const b = [...a.filter((item) => !moved.has(item)), ...moved];
    const pairs = commonSubsequence(a, b);
    expectCommonSubsequence(a, b, pairs);
    expect(pairs).toHaveLength(lcsLength(a, b));
  });

  it('gives up, returning no pairs, on two orders of 3,000 items too scrambled to align', () => {
    expect(commonSubsequence(shuffled(3_000, 1), shuffled(3_000, 2))).toEqual([]);
  });
});
