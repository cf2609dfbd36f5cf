import { describe, expect, it } from 'vitest';
import { FieldIndex } from '../../common/field-index.js';

const scores = (index: FieldIndex, term: string, count: number) => {
  const values = new Float64Array(count);
  const hits = new Uint8Array(count);
  index.accumulate(term, 1, values, hits, []);
  return { values: [...values], hits: [...hits] };
};

describe('FieldIndex (BM25F)', () => {
  const fields = [{ weight: 3, b: 0 }, { weight: 1, b: 0 }];
  const index = FieldIndex.build(
    [
      [['trample'], ['excess', 'damage']],
      [[], ['trample', 'damage']],
      [[], ['damage', 'damage', 'damage']],
    ],
    fields,
  );

  it('counts a word in a heavier field for more, saturating at 1', () => {
    const { values, hits } = scores(index, 'trample', 3);
    expect(values[0]).toBeGreaterThan(values[1]!);
    expect(values[0]).toBeLessThan(1);
    expect(hits).toEqual([1, 1, 0]);
  });

  it('saturates repeats: three mentions count for less than three times one', () => {
    const { values } = scores(index, 'damage', 3);
    expect(values[2]).toBeGreaterThan(values[0]!);
    expect(values[2]).toBeLessThan(3 * values[0]!);
  });

  it('knows how many documents hold a term, and nothing of unknown ones', () => {
    expect(index.documentFrequency('damage')).toBe(3);
    expect(index.documentFrequency('flying')).toBe(0);
    expect(scores(index, 'flying', 3).hits).toEqual([0, 0, 0]);
  });
});
