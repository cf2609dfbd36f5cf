/**
 * An in-memory BM25F index (Robertson, Zaragoza & Taylor 2004; Zaragoza et al., "Microsoft
 * Cambridge at TREC-13"): each document has fields (title, text, examples…) of different worth;
 * a term's frequencies in them are weighted, length-normalised per field, summed, and only then
 * saturated, so a word in a title and the text counts more than in the text alone but never
 * more than a word can. Hand-written because the FTS5 index scores fields as separate columns
 * (no cross-field saturation) and cannot hold the derived fields search adds (glossary entries
 * that cite a rule); a release's index builds in tens of milliseconds and a query scores in well
 * under one.
 */

/** How one field counts: its weight relative to the others, and how much its length is normalised (0–1). */
export interface FieldSpec {
  weight: number;
  b: number;
}

/** Term → for each document holding it, its saturated field-weighted frequency (0–1). */
interface Postings {
  docs: Int32Array;
  values: Float32Array;
}

/** BM25's term-frequency saturation: larger means later occurrences still add much. */
const K1 = 1.2;

export class FieldIndex {
  readonly documentCount: number;
  private readonly postingsByTerm: Map<string, Postings>;

  /**
   * Indexes `documents`, each given as one token list per field (in the order of `fields`).
   * @example new FieldIndex([[['trample'], ['excess', 'damage']]], [{ weight: 3, b: 0.3 }, { weight: 1, b: 0.75 }])
   */
  constructor(documents: string[][][], fields: FieldSpec[]) {
    this.documentCount = documents.length;
    const averageLengths = fields.map((_, field) => documents.reduce((sum, document) => sum + (document[field]?.length ?? 0), 0) / Math.max(1, documents.length) || 1);
    const collected = new Map<string, { docs: number[]; values: number[] }>();
    documents.forEach((document, docIndex) => {
      const weighted = new Map<string, number>();
      fields.forEach((spec, field) => {
        const tokens = document[field] ?? [];
        if (tokens.length === 0) return;
        const norm = 1 - spec.b + (spec.b * tokens.length) / averageLengths[field]!;
        const counts = new Map<string, number>();
        for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
        for (const [token, count] of counts) weighted.set(token, (weighted.get(token) ?? 0) + (spec.weight * count) / norm);
      });
      for (const [token, frequency] of weighted) {
        let entry = collected.get(token);
        if (!entry) collected.set(token, (entry = { docs: [], values: [] }));
        entry.docs.push(docIndex);
        entry.values.push(frequency / (K1 + frequency));
      }
    });
    this.postingsByTerm = new Map([...collected].map(([token, entry]) => [token, { docs: Int32Array.from(entry.docs), values: Float32Array.from(entry.values) }]));
  }

  /** How many documents hold `term` in any field. */
  documentFrequency(term: string): number {
    return this.postingsByTerm.get(term)?.docs.length ?? 0;
  }

  /** Every term the index holds. */
  terms(): IterableIterator<string> {
    return this.postingsByTerm.keys();
  }

  /**
   * Adds `weight` × the saturated frequency of `term` to `scores[doc]` for every document holding
   * it (arrays indexed by document, as built), counts the hit in `hits[doc]`, and lists each
   * document hit for the first time in `touched` (so callers visit and reset only those).
   */
  accumulate(term: string, weight: number, scores: Float64Array, hits: Uint8Array, touched: number[]): void {
    const postings = this.postingsByTerm.get(term);
    if (!postings) return;
    const { docs, values } = postings;
    for (let index = 0; index < docs.length; index++) {
      const doc = docs[index]!;
      if (hits[doc] === 0) touched.push(doc);
      scores[doc] = scores[doc]! + weight * values[index]!;
      hits[doc] = hits[doc]! + 1;
    }
  }
}
