import { describe, expect, it } from 'vitest';
import { diffSequences, type EditRun } from '../../../rules-db/diff/sequence-diff.js';

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

/** Replays the runs, checking they cover both sequences in order and that 'same' items are equal. */
function replay(a: readonly number[], b: readonly number[], runs: EditRun[]): number {
  let aNext = 0;
  let bNext = 0;
  let same = 0;
  for (const run of runs) {
    if (run.kind !== 'added') expect(run.aStart).toBe(aNext);
    if (run.kind !== 'removed') expect(run.bStart).toBe(bNext);
    if (run.kind === 'same') {
      expect(a.slice(run.aStart, run.aStart + run.length)).toEqual(b.slice(run.bStart, run.bStart + run.length));
      same += run.length;
    }
    if (run.kind !== 'added') aNext += run.length;
    if (run.kind !== 'removed') bNext += run.length;
  }
  expect([aNext, bNext]).toEqual([a.length, b.length]);
  return same;
}

describe('diffSequences', () => {
  it('returns no runs for two empty sequences', () => {
    expect(diffSequences([], [], (x) => x)).toEqual([]);
  });

  it('gives one same run for equal sequences', () => {
    expect(diffSequences([1, 2, 3], [1, 2, 3], (x) => x)).toEqual([{ kind: 'same', aStart: 0, bStart: 0, length: 3 }]);
  });

  it('gives an insertion between common parts', () => {
    expect(diffSequences(['a', 'c'], ['a', 'b', 'c'], (x) => x)).toEqual([
      { kind: 'same', aStart: 0, bStart: 0, length: 1 },
      { kind: 'added', aStart: 1, bStart: 1, length: 1 },
      { kind: 'same', aStart: 1, bStart: 2, length: 1 },
    ]);
  });

  it('compares items by their key', () => {
    const runs = diffSequences([{ id: 1 }, { id: 2 }], [{ id: 2 }], (item) => item.id);
    expect(runs).toEqual([
      { kind: 'removed', aStart: 0, bStart: 0, length: 1 },
      { kind: 'same', aStart: 1, bStart: 0, length: 1 },
    ]);
  });

  it('finds a shortest edit script for 3,000 random pairs (as long a common subsequence as exists)', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    for (let trial = 0; trial < 3_000; trial++) {
      const alphabet = 1 + Math.floor(random() * 5);
      const a = Array.from({ length: Math.floor(random() * 20) }, () => Math.floor(random() * alphabet));
      const b = Array.from({ length: Math.floor(random() * 20) }, () => Math.floor(random() * alphabet));
      expect(replay(a, b, diffSequences(a, b, (x) => x))).toBe(lcsLength(a, b));
    }
  });
});
