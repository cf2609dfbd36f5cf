import { describe, expect, it } from 'vitest';
import { buildQuotations, isQuotation } from '../../../rules-db/search/quotations.js';

// Texts as content stem ids: text 0 is stems 1–8 in order, text 1 shares its first three.
const texts = [Int32Array.of(1, 2, 3, 4, 5, 6, 7, 8), Int32Array.of(1, 2, 3, 9, 10, 11)];
const quotations = buildQuotations(texts, 30);

describe('quotations', () => {
  it('reads a query holding most of one text, word for word, as a quotation', () => {
    // Five triples, all in text 0.
    expect(isQuotation(quotations, [1, 2, 3, 4, 5, 6, 7])).toBe(true);
    // Six triples, four of them in text 0 (2-3-4, 3-4-5, 4-5-6, 5-6-7), two the query's own.
    expect(isQuotation(quotations, [11, 10, 2, 3, 4, 5, 6, 7])).toBe(true);
  });

  it('needs half of the query in one text, not spread over several', () => {
    // Nine triples: four in text 0 (2-3-4, 3-4-5, 4-5-6, 1-2-3), four in text 1 (1-2-3, 2-3-9, 3-9-10, 9-10-11).
    expect(isQuotation(quotations, [2, 3, 4, 5, 6, 1, 2, 3, 9, 10, 11])).toBe(false);
    // Nine triples, four in text 0 (1-2-3 to 4-5-6), the rest the query's own.
    expect(isQuotation(quotations, [1, 2, 3, 4, 5, 6, 20, 21, 22, 23, 24])).toBe(false);
    // The same stems out of order hold no triple.
    expect(isQuotation(quotations, [7, 6, 5, 4, 3, 2, 1])).toBe(false);
  });

  it('needs four triples: a short query shares half of itself with a text as easily as a quote does', () => {
    // Three triples, all in text 0.
    expect(isQuotation(quotations, [1, 2, 3, 4, 5])).toBe(false);
    expect(isQuotation(quotations, [1, 2, 3, 4, 5, 6])).toBe(true);
  });

  it('never matches a stem the release lacks, and counts a triple a text holds twice once', () => {
    expect(isQuotation(quotations, [1, 2, -1, 4, 5, 6, 7, 8])).toBe(false);
    const repeated = buildQuotations([Int32Array.of(1, 2, 3, 1, 2, 3)], 4);
    expect([...repeated.texts]).toEqual([0, 0, 0]);
    expect(isQuotation(repeated, [1, 2, 3, 1, 2, 3])).toBe(true);
  });

  it('keeps its triples in shared memory, and reads nothing as a quotation when the ids are too many to be exact', () => {
    expect(quotations.triples.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(quotations.texts.buffer).toBeInstanceOf(SharedArrayBuffer);
    const huge = buildQuotations(texts, 300_000);
    expect(huge.triples.length).toBe(0);
    expect(isQuotation(huge, [1, 2, 3, 4, 5, 6, 7])).toBe(false);
  });
});
