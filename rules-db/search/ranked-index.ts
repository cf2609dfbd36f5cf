/**
 * The two-stage ranking every searched collection shares (CR releases, MTR and IPG versions):
 * a BM25F index scores every document for the query's concepts, and the best of them, with any
 * documents a named title points to and those whose predicted questions (predicted-questions.ts)
 * the query matches best, are ordered by rank-rules.ts's signals (coverage, rarity, phrases,
 * structure), the first stage's score and the best question match being two more.
 */
import { DocumentList, type FieldIndex } from '../../common/field-index.js';
import type { QuestionIndex } from './predicted-questions.js';
import { withoutFiller } from './filler-words.js';
import { rankedConcepts, scoreRule, type RankedConcept, type RankedRuleWords } from './rank-rules.js';
import type { Concept } from './search-query.js';
import type { SearchVocabulary } from './search-vocabulary.js';

/** A collection ready to rank: its documents' words, their BM25F index and vocabulary. */
export interface RankedIndex {
  documents: RankedRuleWords[];
  fields: FieldIndex;
  /** Stem → a number standing for it, so phrase checks compare integers. */
  termIds: ReadonlyMap<string, number>;
  vocabulary: SearchVocabulary;
  /** The documents' predicted questions, each indexed on its own; absent when none were attached. */
  questions?: QuestionIndex;
}

/** Documents the first stage hands to the second. */
const CANDIDATES = 60;
/** Documents whose predicted questions match best, handed to the second stage as well. */
const QUESTION_CANDIDATES = 30;
/**
 * Concepts a query needs for its question match to count in full: one or two ("deals damage",
 * "tempting offer") are a search for a term, which the text answers; a predicted question holding
 * both words is no sign of the rule. Below, it counts in proportion. At 3: keyword dev set MRR@10
 * 0.870 → 0.880, community set R@5 0.974 → 1.000, natural questions unchanged; at 4 and 6, held-out
 * CR MRR@10 fell (0.670 → 0.668, 0.654).
 */
const FULL_QUESTION_CONCEPTS = 3;
/**
 * Weight of the first stage's score (scaled to the best candidate's) in the final score. It fades
 * as a title takes up more of the query: a query naming a keyword or glossary term ("Attack") is
 * answered by where that title points, a question in many words by what the words match.
 */
const FIRST_STAGE_WEIGHT = 0.5;

/**
 * What a situation the question reveals (situations.ts) adds to the score of each rule deciding it,
 * times the reading's strength (about 0.3–0.75); scores run about 0–2. Chosen with the stories'
 * weights (predicted-questions.ts): at 0, 0.25, 0.5, 0.75 and 1 (stories as shipped), MRR@10 on the
 * real dev questions 0.412, 0.440, 0.455, 0.432, 0.405; dev CR 0.762, 0.791, 0.793, 0.766, 0.755;
 * held-out CR (never tuned on) 0.668, 0.760, 0.794, 0.802, 0.802; validation 0.696, 0.750, 0.747,
 * 0.738, 0.725.
 */
const SITUATION_WEIGHT = 0.5;

/** A ranked document: its place in `RankedIndex.documents` and its score. */
export interface RankedDocument {
  document: number;
  score: number;
}

/** What ranking knows of a query beyond its words (rankIndex). */
export interface RankingHints {
  /** How likely a document is to answer this query before its words are compared (0–1, multiplying its score). */
  prior?: (document: number) => number;
  /** The documents deciding a situation the question reveals, with the reading's strength. */
  situational?: Map<number, number>;
  /** False to leave the predicted questions out (a query quoting the text: quotations.ts); true by default. */
  asked?: boolean;
}

/**
 * The best documents for `concepts`, best first (ties in collection order); `boosts` maps documents
 * a title in the query names to how strongly it names them (0–1).
 */
export function rankIndex(
  index: RankedIndex,
  concepts: Concept[],
  boosts: Map<number, number>,
  limit: number,
  { prior, situational = new Map(), asked: askedFor = true }: RankingHints = {},
): { ranked: RankedDocument[]; concepts: RankedConcept[] } {
  const asked = askedFor ? questionMatches(index, concepts) : NO_QUESTION_MATCHES;
  const { scores: first, touched } = conceptScores(index.fields, index.documents.length, concepts);
  const candidates = topDocuments(first, touched, CANDIDATES);
  for (const document of [...boosts.keys(), ...situational.keys(), ...topDocuments(asked.shares, asked.documents, QUESTION_CANDIDATES)]) if (!candidates.includes(document)) candidates.push(document);
  const firstScores = new Map(candidates.map((document) => [document, first[document]!]));
  const askedShares = new Map(candidates.map((document) => [document, asked.shares[document] ?? 0]));
  clearScratch(index.fields, touched);
  asked.clear();
  const best = Math.max(1e-9, ...firstScores.values());
  // Boosts are the title's share of the query to the fourth power (rank-rules.ts). The first stage fades
  // by the share itself; the question match (QuestionIndex.weight) by the boost, so that only a query
  // that is nearly all title ("trample", "mana value") leaves it out: with the share, natural questions
  // naming a keyword in passing lost it too (dev CR MRR@10 0.680 → 0.665).
  const titled = Math.min(1, Math.max(0, ...boosts.values()));
  const firstWeight = FIRST_STAGE_WEIGHT * (1 - titled ** 0.25);
  const questionWeight = (index.questions?.weight ?? 0) * (1 - titled) * Math.min(1, concepts.length / FULL_QUESTION_CONCEPTS);
  const ranked = rankedConcepts(concepts, index.termIds);
  const scored = candidates
    .map((document) => ({
      document,
      score:
        (scoreRule(index.documents[document]!, ranked, boosts.get(document) ?? 0) +
          firstWeight * (firstScores.get(document)! / best) +
          questionWeight * askedShares.get(document)!) *
          (prior?.(document) ?? 1) +
        SITUATION_WEIGHT * (situational.get(document) ?? 0),
    }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.document - b.document)
    .slice(0, limit);
  return { ranked: scored, concepts: ranked };
}

/**
 * For each document with predicted questions, how much of the query its best-matching question
 * says: that question's score (conceptScores) as a share of the query's total weight. `shares` is
 * indexed by document, `documents` lists those with a share above 0; both are scratch kept from
 * query to query (a new list a query was a tenth of what a search allocated): read them before
 * `clear`, which zeroes them for the next query.
 */
function questionMatches(index: RankedIndex, concepts: Concept[]): QuestionMatches {
  const questions = index.questions;
  if (!questions) return NO_QUESTION_MATCHES;
  const total = concepts.reduce((sum, concept) => sum + concept.weight, 0);
  const { scores, touched } = conceptScores(questions.fields, questions.owner.length, concepts);
  let matches = questionMatchScratch.get(questions);
  if (!matches) {
    const shares = new Float64Array(index.documents.length);
    const list = new DocumentList(index.documents.length);
    matches = { shares, list, documents: list.view(), clear: () => clearShares(shares, list) };
    questionMatchScratch.set(questions, matches);
  }
  const { shares, list } = matches;
  for (let at = 0; at < touched.length; at++) {
    const question = touched[at]!;
    const document = questions.owner[question]!;
    const share = (scores[question]! * questions.worth[question]!) / total;
    if (share <= shares[document]!) continue;
    if (shares[document] === 0) list.push(document);
    shares[document] = share;
  }
  clearScratch(questions.fields, touched);
  matches.documents = list.view();
  return matches;
}

interface QuestionMatches {
  shares: Float64Array;
  documents: ArrayLike<number>;
  clear: () => void;
}

/** No document matched by a predicted question. */
const NO_QUESTION_MATCHES: QuestionMatches = { shares: new Float64Array(0), documents: [], clear: () => {} };

/** Each question index's per-document best shares and the documents holding one, reused across queries. */
const questionMatchScratch = new WeakMap<QuestionIndex, QuestionMatches & { list: DocumentList }>();

function clearShares(shares: Float64Array, list: DocumentList): void {
  for (let at = 0; at < list.length; at++) shares[list.at(at)] = 0;
  list.clear();
}

/**
 * Every document's BM25F score for the concepts: a concept counts with its weight (rarity) times
 * how strongly the document holds its best wording, a wording of several words only where the
 * document has them all. Only documents a wording touches are visited (a query runs in well under
 * a millisecond on 3,000 rules). The caller clears the scratch arrays (clearScratch) when done.
 */
function conceptScores(fields: FieldIndex, documentCount: number, concepts: Concept[]): { scores: Float64Array; touched: Int32Array } {
  const { total, concept, wording, hits, inTotal, touchedWording, touchedConcept, touchedTotal } = scratchOf(fields, documentCount);
  touchedTotal.clear();
  for (const { alternatives, weight, wordingWeights } of concepts) {
    touchedConcept.clear();
    for (const [alternativeIndex, alternative] of alternatives.entries()) {
      const worth = wordingWeights?.[alternativeIndex] ?? 1;
      const stems = [...new Set(withoutFiller(alternative))];
      touchedWording.clear();
      for (const part of stems) fields.accumulate(part, 1 / stems.length, wording, hits, touchedWording);
      for (let at = 0; at < touchedWording.length; at++) {
        const doc = touchedWording.at(at);
        if (hits[doc] === stems.length && worth * wording[doc]! > concept[doc]!) {
          if (concept[doc] === 0) touchedConcept.push(doc);
          concept[doc] = worth * wording[doc]!;
        }
        wording[doc] = 0;
        hits[doc] = 0;
      }
    }
    for (let at = 0; at < touchedConcept.length; at++) {
      const doc = touchedConcept.at(at);
      total[doc] = total[doc]! + weight * concept[doc]!;
      concept[doc] = 0;
      if (inTotal[doc] === 0) {
        inTotal[doc] = 1;
        touchedTotal.push(doc);
      }
    }
  }
  return { scores: total, touched: touchedTotal.view() };
}

/**
 * Per-document arrays a query scores in, and lists of the documents it touched, reused (all zero,
 * and empty, between queries): allocating them per query fed the garbage collector. The touched
 * documents conceptScores returns are a view of `touchedTotal`, read before it scores again.
 */
interface Scratch {
  total: Float64Array;
  concept: Float64Array;
  wording: Float64Array;
  hits: Uint8Array;
  inTotal: Uint8Array;
  touchedWording: DocumentList;
  touchedConcept: DocumentList;
  touchedTotal: DocumentList;
}

const scratches = new WeakMap<FieldIndex, Scratch>();

function scratchOf(fields: FieldIndex, count: number): Scratch {
  let scratch = scratches.get(fields);
  if (!scratch) {
    scratch = {
      total: new Float64Array(count),
      concept: new Float64Array(count),
      wording: new Float64Array(count),
      hits: new Uint8Array(count),
      inTotal: new Uint8Array(count),
      touchedWording: new DocumentList(count),
      touchedConcept: new DocumentList(count),
      touchedTotal: new DocumentList(count),
    };
    scratches.set(fields, scratch);
  }
  return scratch;
}

/** Zeroes what conceptScores left in the scratch arrays. */
function clearScratch(fields: FieldIndex, touched: Int32Array): void {
  const { total, inTotal } = scratches.get(fields)!;
  for (let at = 0; at < touched.length; at++) {
    const doc = touched[at]!;
    total[doc] = 0;
    inTotal[doc] = 0;
  }
}

/**
 * The `limit` documents of `candidates` scoring highest (and above 0), best first, ties in
 * collection order: a min-heap of the best so far, so thousands of candidates cost little.
 */
function topDocuments(scores: Float64Array, candidates: ArrayLike<number>, limit: number): number[] {
  const heap: number[] = [];
  // a is worse than b: lower score, or the same score later in the collection.
  const worse = (a: number, b: number) => scores[a]! < scores[b]! || (scores[a] === scores[b] && a > b);
  // Not a destructuring swap, which allocated an array each time (a twelfth of what a search allocated).
  const swap = (a: number, b: number) => {
    const kept = heap[a]!;
    heap[a] = heap[b]!;
    heap[b] = kept;
  };
  const siftDown = (start: number) => {
    for (let at = start; ; ) {
      const left = 2 * at + 1;
      const right = left + 1;
      let worst = at;
      if (left < heap.length && worse(heap[left]!, heap[worst]!)) worst = left;
      if (right < heap.length && worse(heap[right]!, heap[worst]!)) worst = right;
      if (worst === at) return;
      swap(at, worst);
      at = worst;
    }
  };
  for (let at = 0; at < candidates.length; at++) {
    const doc = candidates[at]!;
    if (scores[doc]! <= 0) continue;
    if (heap.length < limit) {
      heap.push(doc);
      for (let at = heap.length - 1; at > 0 && worse(heap[at]!, heap[(at - 1) >> 1]!); at = (at - 1) >> 1) swap(at, (at - 1) >> 1);
    } else if (worse(heap[0]!, doc)) {
      heap[0] = doc;
      siftDown(0);
    }
  }
  return heap.sort((a, b) => (worse(a, b) ? 1 : worse(b, a) ? -1 : 0));
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
