/**
 * An in-memory BM25F index (Robertson, Zaragoza & Taylor 2004; Zaragoza et al., "Microsoft
 * Cambridge at TREC-13"): each document has fields (title, text, examples…) of different worth;
 * a term's frequencies in them are weighted, length-normalised per field, summed, and only then
 * saturated, so a word in a title and the text counts more than in the text alone but never
 * more than a word can. Hand-written because the FTS5 index scores fields as separate columns
 * (no cross-field saturation) and cannot hold the derived fields search adds (glossary entries
 * that cite a rule); a release's index builds in tens of milliseconds and a query scores in well
 * under one. Its postings live in shared memory, so every handler thread reads one copy.
 */
import { sharedArray } from './shared-memory/shared-arrays.js';
import { packIntLists } from './shared-memory/shared-maps.js';
import { StringTable, type StringTableData } from './shared-memory/string-table.js';

/** How one field counts: its weight relative to the others, and how much its length is normalised (0–1). */
export interface FieldSpec {
  weight: number;
  b: number;
}

/**
 * The index as plain data in shared memory (common/shared-memory/): each term's postings — the
 * documents holding it and its saturated field-weighted frequency (0–1) in each — one after
 * another, in the order terms first appear.
 */
export interface FieldIndexData {
  documentCount: number;
  terms: StringTableData;
  /** Where each term's postings start in `docs` and `values`; one more entry, the end of the last. */
  offsets: Int32Array;
  docs: Int32Array;
  values: Float32Array;
}

/** BM25's term-frequency saturation: larger means later occurrences still add much. */
const K1 = 1.2;

export class FieldIndex {
  readonly documentCount: number;
  private readonly termTable: StringTable;
  private readonly offsets: Int32Array;
  private readonly docs: Int32Array;
  private readonly values: Float32Array;

  /** Reads an index built by `build`, in this thread or another. */
  constructor(data: FieldIndexData) {
    this.documentCount = data.documentCount;
    this.termTable = new StringTable(data.terms);
    this.offsets = data.offsets;
    this.docs = data.docs;
    this.values = data.values;
  }

  /**
   * Indexes `documents`, each given as one token list per field (in the order of `fields`).
   * @example FieldIndex.build([[['trample'], ['excess', 'damage']]], [{ weight: 3, b: 0.3 }, { weight: 1, b: 0.75 }])
   */
  static build(documents: string[][][], fields: FieldSpec[]): FieldIndex {
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
    const postings = [...collected.values()];
    const { offsets, values: docs } = packIntLists(postings.map((entry) => entry.docs));
    const values = sharedArray(Float32Array, docs.length);
    postings.forEach((entry, term) => values.set(entry.values, offsets[term]!));
    return new FieldIndex({ documentCount: documents.length, terms: StringTable.from(collected.keys()).data(), offsets, docs, values });
  }

  /** The index as plain data, for a snapshot another thread opens with the constructor. */
  data(): FieldIndexData {
    return { documentCount: this.documentCount, terms: this.termTable.data(), offsets: this.offsets, docs: this.docs, values: this.values };
  }

  /** How many documents hold `term` in any field. */
  documentFrequency(term: string): number {
    const id = this.termTable.id(term);
    return id === -1 ? 0 : this.offsets[id + 1]! - this.offsets[id]!;
  }

  /** Every term the index holds. */
  terms(): IterableIterator<string> {
    return this.termTable[Symbol.iterator]();
  }

  /**
   * Adds `weight` × the saturated frequency of `term` to `scores[doc]` for every document holding
   * it (arrays indexed by document, as built), counts the hit in `hits[doc]`, and lists each
   * document hit for the first time in `touched` (so callers visit and reset only those).
   */
  accumulate(term: string, weight: number, scores: Float64Array, hits: Uint8Array, touched: DocumentList): void {
    const id = this.termTable.id(term);
    if (id === -1) return;
    const { docs, values } = this;
    for (let index = this.offsets[id]!, end = this.offsets[id + 1]!; index < end; index++) {
      const doc = docs[index]!;
      if (hits[doc] === 0) touched.push(doc);
      scores[doc] = scores[doc]! + weight * values[index]!;
      hits[doc] = hits[doc]! + 1;
    }
  }
}

/**
 * Documents listed once each, in a buffer kept from query to query: a query's lists of the
 * documents its words touch ran to thousands of entries in the predicted questions' index, and
 * growing a new array for each word of each query was most of what a search allocated (1.5 of about
 * 4 MB a search naming a card, one young-generation collection every 5 searches: npm run bench:cards).
 */
export class DocumentList {
  private readonly ids: Int32Array;
  length = 0;

  /** `capacity`: the collection's size, as no document is listed twice. */
  constructor(capacity: number) {
    this.ids = new Int32Array(capacity);
  }

  push(document: number): void {
    this.ids[this.length++] = document;
  }

  /** The `index`th document listed. */
  at(index: number): number {
    return this.ids[index]!;
  }

  /** The documents listed, as a view of the buffer: read it before the list is used again. */
  view(): Int32Array {
    return this.ids.subarray(0, this.length);
  }

  clear(): void {
    this.length = 0;
  }
}
