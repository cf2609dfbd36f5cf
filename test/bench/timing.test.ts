import { describe, expect, it } from 'vitest';
import { cpuTimeEach, percentile, scavengesDuring, timeEach } from '../../bench/timing.js';

describe('bench timing helpers', () => {
  it('counts the young-generation collections of what the work allocates, and none for work that allocates nothing', () => {
    let kept: unknown = null;
    // A million short-lived arrays, over 30 MB: more than a young generation holds at its largest (16 MB).
    const allocating = scavengesDuring(() => {
      for (let index = 0; index < 1_000_000; index++) kept = [index, index + 1, index + 2];
    });
    expect(kept).toEqual([999_999, 1_000_000, 1_000_001]);
    expect(allocating).toBeGreaterThan(0);
    // Small integers live in the variable itself, not on the heap.
    let count = 0;
    const quiet = scavengesDuring(() => {
      let local = 0;
      for (let index = 0; index < 200_000; index++) local = (local + index) % 1000;
      count = local;
    });
    expect(count).toBe(0);
    expect(quiet).toBe(0);
  });

  it('times each input every round after a warm-up pass, and reads percentiles from the sorted times', () => {
    const seen: number[] = [];
    const times = timeEach([1, 2, 3], (input) => seen.push(input), 2);
    expect(seen).toEqual([1, 2, 3, 1, 2, 3, 1, 2, 3]);
    expect(times).toHaveLength(6);
    expect(cpuTimeEach([1, 2], () => undefined, 3)).toHaveLength(6);
    expect(percentile([5, 1, 4, 2, 3], 50)).toBe(3);
    expect(percentile([5, 1, 4, 2, 3], 99)).toBe(5);
    expect(percentile([5, 1, 4, 2, 3], 0)).toBe(1);
  });
});
