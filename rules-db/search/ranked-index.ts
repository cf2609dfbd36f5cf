/**
 * The two-stage ranking every searched collection shares (CR releases, MTR and IPG versions):
 * a BM25F index scores every document for the query's concepts, and the best of them, with any
 * documents a named title points to, are ordered by rank-rules.ts's signals (coverage, rarity,
 * phrases, structure), the first stage's score being one more.
 */
import type { FieldIndex } from '../../common/field-index.js';
import { withoutFiller } from './filler-words.js';
import { rankedConcepts, scoreRule, type RankedConcept, type RankedRuleWords } from './rank-rules.js';
import type { Concept } from './search-query.js';
import type { SearchVocabulary } from './search-vocabulary.js';

/** A collection ready to rank: its documents' words, their BM25F index and vocabulary. */
export interface RankedIndex {
  documents: RankedRuleWords[];
  fields: FieldIndex;
  /** Stem → a number standing for it, so phrase checks compare integers. */
  termIds: Map<string, number>;
  vocabulary: SearchVocabulary;
}

/** Documents the first stage hands to the second. */
const CANDIDATES = 120;
/**
 * Weight of the first stage's score (scaled to the best candidate's) in the final score. It fades
 * as a title takes up more of the query: a query naming a keyword or glossary term ("Attack") is
 * answered by where that title points, a question in many words by what the words match.
 */
const FIRST_STAGE_WEIGHT = 0.5;

/** A ranked document: its place in `RankedIndex.documents` and its score. */
export interface RankedDocument {
  document: number;
  score: number;
}

/**
 * The best documents for `concepts`, best first (ties in collection order); `boosts` maps documents
 * a title in the query names to how strongly it names them (0–1).
 */
export function rankIndex(index: RankedIndex, concepts: Concept[], boosts: Map<number, number>, limit: number): { ranked: RankedDocument[]; concepts: RankedConcept[] } {
  const first = firstStage(index, concepts);
  const candidates = topDocuments(first, CANDIDATES);
  for (const document of boosts.keys()) if (!candidates.includes(document)) candidates.push(document);
  const best = Math.max(1e-9, ...candidates.map((document) => first[document]!));
  // Boosts are the title's share of the query to the fourth power (rank-rules.ts): fade by the share itself.
  const firstWeight = FIRST_STAGE_WEIGHT * (1 - Math.min(1, Math.max(0, ...boosts.values())) ** 0.25);
  const ranked = rankedConcepts(concepts, index.termIds);
  const scored = candidates
    .map((document) => ({
      document,
      score: scoreRule(index.documents[document]!, ranked, boosts.get(document) ?? 0) + firstWeight * (first[document]! / best),
    }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.document - b.document)
    .slice(0, limit);
  return { ranked: scored, concepts: ranked };
}

/**
 * Every document's BM25F score for the concepts: a concept counts with its weight (rarity) times
 * how strongly the document holds its best wording, a wording of several words only where the
 * document has them all.
 */
function firstStage(index: RankedIndex, concepts: Concept[]): Float64Array {
  const count = index.documents.length;
  const total = new Float64Array(count);
  const concept = new Float64Array(count);
  const wording = new Float64Array(count);
  const hits = new Uint8Array(count);
  for (const { alternatives, weight } of concepts) {
    concept.fill(0);
    for (const alternative of alternatives) {
      const stems = [...new Set(withoutFiller(alternative))];
      wording.fill(0);
      hits.fill(0);
      for (const part of stems) index.fields.accumulate(part, 1 / stems.length, wording, hits);
      for (let doc = 0; doc < count; doc++) if (hits[doc] === stems.length && wording[doc]! > concept[doc]!) concept[doc] = wording[doc]!;
    }
    for (let doc = 0; doc < count; doc++) total[doc] = total[doc]! + weight * concept[doc]!;
  }
  return total;
}

/** The indexes of the `limit` highest positive scores, best first. */
function topDocuments(scores: Float64Array, limit: number): number[] {
  const found: number[] = [];
  for (let doc = 0; doc < scores.length; doc++) if (scores[doc]! > 0) found.push(doc);
  return found.sort((a, b) => scores[b]! - scores[a]!).slice(0, limit);
}

/** Builds the integer form of token lists, numbering new stems as they come (see RankedIndex.termIds). */
export function termNumbering(): { termIds: Map<string, number>; ids: (stems: string[]) => Int32Array } {
  const termIds = new Map<string, number>();
  return {
    termIds,
    ids: (stems) =>
      Int32Array.from(stems, (term) => {
        let id = termIds.get(term);
        if (id === undefined) termIds.set(term, (id = termIds.size));
        return id;
      }),
  };
}
