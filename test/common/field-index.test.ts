import { describe, expect, it } from 'vitest';
import { DocumentList, FieldIndex } from '../../common/field-index.js';

const scores = (index: FieldIndex, term: string, count: number) => {
  const values = new Float64Array(count);
  const hits = new Uint8Array(count);
  index.accumulate(term, 1, values, hits, new DocumentList(count));
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

describe('DocumentList', () => {
  const index = FieldIndex.build([[['trample', 'damage']], [['damage']], [['flying']]], [{ weight: 1, b: 0 }]);

  it('lists each document a query touches once, across its words, in the order first touched', () => {
    const touched = new DocumentList(3);
    const values = new Float64Array(3);
    const hits = new Uint8Array(3);
    index.accumulate('damage', 1, values, hits, touched);
    index.accumulate('trample', 1, values, hits, touched);
    expect([...touched.view()]).toEqual([0, 1]);
    expect([touched.at(0), touched.at(1), touched.length]).toEqual([0, 1, 2]);
    expect([...hits]).toEqual([2, 1, 0]);
  });

  it('is reused, not grown: cleared, it lists the next query from the start of the same buffer', () => {
    const touched = new DocumentList(3);
    index.accumulate('damage', 1, new Float64Array(3), new Uint8Array(3), touched);
    const first = touched.view();
    touched.clear();
    index.accumulate('flying', 1, new Float64Array(3), new Uint8Array(3), touched);
    expect([...touched.view()]).toEqual([2]);
    expect(touched.view().buffer).toBe(first.buffer);
  });
});
