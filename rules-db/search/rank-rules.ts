/**
 * Scoring candidate rules for a parsed query. Plain data in, plain data out: the weights below are
 * the whole ranking method, measured with `npm run eval:search`.
 */
import { withoutFiller } from './filler-words.js';
import type { RuleTitle, SearchLexicon } from './search-lexicon.js';
import { namedWordings, type Concept } from './concept.js';

/**
 * A rule's words as ranking sees them: stem ids (SearchLexicon.stemIds) in order. Integer arrays
 * keep thousands of cached rules small and make scanning them cheap.
 */
export interface RankedRuleWords {
  number: string;
  /** Every word of the text, filler included: wordings such as "enters the battlefield" match here. */
  text: Int32Array;
  /** The text without filler words: adjacent query words are looked for here. */
  content: Int32Array;
  examples: Int32Array;
  /** Section title and keyword title the rule sits under. */
  heading: Int32Array;
}

/** A concept as ranking uses it: its weight, and its wordings as stem ids, whole and without filler. */
export interface RankedConcept {
  weight: number;
  wordings: Int32Array[];
  /** Each wording's worth (0–1), in the order of `wordings`. */
  wordingWeights: number[];
  contentWordings: Int32Array[];
}

/** The concepts of a query in stem ids; a stem the release lacks gets -1, which matches nothing. */
export function rankedConcepts(concepts: Concept[], stemIds: ReadonlyMap<string, number>): RankedConcept[] {
  const ids = (stems: string[]) => Int32Array.from(stems, (stem) => stemIds.get(stem) ?? -1);
  return concepts.map((concept) => ({
    weight: concept.weight,
    wordings: concept.alternatives.map(ids),
    wordingWeights: concept.alternatives.map((_, index) => concept.wordingWeights?.[index] ?? 1),
    contentWordings: concept.alternatives.map((alternative) => ids(withoutFiller(alternative))),
  }));
}

/** How much each signal adds to a score; see `scoreRule`. */
const WEIGHTS = { relevance: 0.35, coverage: 0.35, phrase: 0.15, title: 1, lead: 0.1 };
/**
 * A title's boost falls with the fourth power of its share of the query: naming a keyword alone
 * puts its rules first, naming it in passing ("can a player with hexproof be targeted…") barely.
 */
const TITLE_SHARE_POWER = 4;
/** BM25-style saturation: a word's second mention in a rule adds less than its first. */
const SATURATION = 1.2;
/** Typical number of content words in a rule, for length normalisation. */
const AVERAGE_LENGTH = 30;
/** How many content words open a rule: a concept named there is what the rule is about. */
const LEAD_LENGTH = 3;

/**
 * Rules that titles named in the query point to (keyword headings, sections, glossary citations),
 * with their boost (see titleBoost).
 */
export function titleBoosts(concepts: Concept[], lexicon: SearchLexicon): Map<string, number> {
  const reading = titleReading(concepts);
  const candidates = new Set<RuleTitle>();
  for (const { wordings } of reading.concepts) {
    for (const wording of wordings) for (const stem of wording) for (const title of lexicon.titlesByStem.get(stem) ?? []) candidates.add(title);
  }
  const boosts = new Map<string, number>();
  for (const title of candidates) {
    const boost = titleBoost(reading, title.stems);
    if (boost === 0) continue;
    for (const rule of title.rules) {
      const strength = rule.strength * boost;
      if (strength > (boosts.get(rule.number) ?? 0)) boosts.set(rule.number, strength);
    }
  }
  return boosts;
}

/**
 * A query as titles are matched against it: each concept's weight and its wordings as named
 * (namedWordings) without filler. Read once a query, as a common word is in hundreds of titles:
 * reading the concepts again for each title was a sixth of what a search allocated.
 */
export interface TitleReading {
  total: number;
  concepts: { weight: number; wordings: string[][] }[];
  /** Every stem of those wordings: a title with a word outside them is not named. */
  stems: Set<string>;
}

export function titleReading(concepts: Concept[]): TitleReading {
  const read = concepts.map((concept) => ({ weight: concept.weight, wordings: namedWordings(concept).map(withoutFiller).filter((wording) => wording.length > 0) }));
  return { total: totalWeight(concepts), concepts: read, stems: new Set(read.flatMap(({ wordings }) => wordings.flat())) };
}

/**
 * How strongly the query names a title (its content stems), 0–1: a title counts as named when the
 * query's wordings, each used whole, spell out all its words, and the boost grows with the fourth
 * power of the share of the query the title takes up.
 */
export function titleBoost({ total, concepts, stems }: TitleReading, titleStems: string[]): number {
  if (total === 0 || titleStems.length === 0) return 0;
  // Most titles reached share one word with the query: told apart before anything else is done for
  // them. Indexed loops, not Sets or for…of: hundreds of titles a query come this far, and those
  // allocated (a sixth of what a search naming a card allocated, npm run bench:cards).
  for (let at = 0; at < titleStems.length; at++) if (!stems.has(titleStems[at]!)) return 0;
  // Each title word spelled by a wording that fits the title.
  for (let at = 0; at < titleStems.length; at++) if (!spelledBy(concepts, titleStems[at]!, titleStems)) return 0;
  let weight = 0;
  for (let index = 0; index < concepts.length; index++) {
    const { wordings } = concepts[index]!;
    for (let at = 0; at < wordings.length; at++) {
      if (!fitsTitle(wordings[at]!, titleStems)) continue;
      weight += concepts[index]!.weight;
      break;
    }
  }
  return (weight / total) ** TITLE_SHARE_POWER;
}

/** Whether a wording of the concepts that fits the title holds `stem`. */
function spelledBy(concepts: TitleReading['concepts'], stem: string, titleStems: string[]): boolean {
  for (let index = 0; index < concepts.length; index++) {
    const { wordings } = concepts[index]!;
    for (let at = 0; at < wordings.length; at++) if (wordings[at]!.includes(stem) && fitsTitle(wordings[at]!, titleStems)) return true;
  }
  return false;
}

/** Whether every word of `wording` is a word of the title. */
function fitsTitle(wording: string[], titleStems: string[]): boolean {
  for (let at = 0; at < wording.length; at++) if (!titleStems.includes(wording[at]!)) return false;
  return true;
}

/** The score of one rule: higher is better, roughly 0–2. */
export function scoreRule(rule: RankedRuleWords, concepts: RankedConcept[], titleBoost: number): number {
  const total = totalWeight(concepts);
  if (total === 0) return 0;
  let relevance = 0;
  let coverage = 0;
  let lead = 0;
  const lengthFactor = 0.25 + (0.75 * rule.content.length) / AVERAGE_LENGTH;
  for (const concept of concepts) {
    const inText = weightedOccurrences(rule.text, concept);
    const inHeading = bestWording(rule.heading, concept);
    const inExamples = weightedOccurrences(rule.examples, concept);
    const text = inText / (inText + SATURATION * lengthFactor);
    const examples = inExamples / (inExamples + SATURATION);
    relevance += concept.weight * Math.min(1, text + 0.5 * inHeading + 0.15 * examples);
    const covered = Math.max(bestWording(rule.text, concept), inHeading);
    if (covered > 0) coverage += covered * concept.weight;
    else if (inExamples > 0) coverage += 0.5 * bestWording(rule.examples, concept) * concept.weight;
    let opening = 0;
    for (let index = 0; index < concept.contentWordings.length; index++) {
      if (opens(rule.content, concept.contentWordings[index]!)) opening = Math.max(opening, concept.wordingWeights[index]!);
    }
    lead += opening * concept.weight;
  }
  const share = coverage / total;
  return (
    WEIGHTS.relevance * (relevance / total) +
    WEIGHTS.coverage * share * share +
    WEIGHTS.phrase * adjacency(rule, concepts) +
    WEIGHTS.title * titleBoost +
    WEIGHTS.lead * (lead / total)
  );
}

/** Share of the query's neighbouring concept pairs that the rule also has side by side. */
function adjacency(rule: RankedRuleWords, concepts: RankedConcept[]): number {
  let found = 0;
  let possible = 0;
  for (let index = 0; index + 1 < concepts.length; index++) {
    const left = concepts[index]!;
    const right = concepts[index + 1]!;
    const pairWeight = left.weight + right.weight;
    possible += pairWeight;
    if (adjacentIn(rule.content, left, right) || adjacentIn(rule.heading, left, right)) found += pairWeight;
  }
  return possible === 0 ? 0 : found / possible;
}

/** True when a wording of `left` is directly followed by a wording of `right` in `words` (filler ignored). */
function adjacentIn(words: Int32Array, left: RankedConcept, right: RankedConcept): boolean {
  for (const before of left.contentWordings) {
    for (let start = nextMatch(words, before, 0); start >= 0; start = nextMatch(words, before, start + 1)) {
      const end = start + before.length;
      for (const after of right.contentWordings) if (matchesAt(words, after, end)) return true;
    }
  }
  return false;
}

/** How many times the concept's wordings occur in `words`, each occurrence counted at its wording's worth. */
function weightedOccurrences(words: Int32Array, concept: RankedConcept): number {
  let count = 0;
  for (let index = 0; index < concept.wordings.length; index++) count += concept.wordingWeights[index]! * occurrencesOf(words, concept.wordings[index]!);
  return count;
}

/** The worth of the best of the concept's wordings found in `words`, 0 if none. */
function bestWording(words: Int32Array, concept: RankedConcept): number {
  let best = 0;
  for (let index = 0; index < concept.wordings.length; index++) {
    if (concept.wordingWeights[index]! > best && nextMatch(words, concept.wordings[index]!, 0) >= 0) best = concept.wordingWeights[index]!;
  }
  return best;
}

/** How many times any of the wordings occurs in `words`. */
export function occurrences(words: Int32Array, wordings: Int32Array[]): number {
  let count = 0;
  for (const wording of wordings) count += occurrencesOf(words, wording);
  return count;
}

/** How many times `wording` occurs in `words`. (Scoring loops are written without closures or arrays: this runs for every candidate and concept.) */
function occurrencesOf(words: Int32Array, wording: Int32Array): number {
  let count = 0;
  for (let start = nextMatch(words, wording, 0); start >= 0; start = nextMatch(words, wording, start + 1)) count++;
  return count;
}

/** Where `sequence` next occurs in `words` from `from` on, or -1. (Scoring runs this thousands of times a query: no allocation.) */
function nextMatch(words: Int32Array, sequence: Int32Array, from: number): number {
  const first = sequence[0];
  if (first === undefined || first < 0) return -1;
  for (let index = words.indexOf(first, from); index >= 0; index = words.indexOf(first, index + 1)) {
    if (matchesAt(words, sequence, index)) return index;
  }
  return -1;
}

function matchesAt(words: Int32Array, sequence: Int32Array, start: number): boolean {
  if (start + sequence.length > words.length) return false;
  for (let offset = 0; offset < sequence.length; offset++) if (words[start + offset] !== sequence[offset]) return false;
  return true;
}

/** True when `wording` is among the first content words: what the rule is about ("A permanent is…"). */
function opens(content: Int32Array, wording: Int32Array): boolean {
  const at = nextMatch(content, wording, 0);
  return at >= 0 && at < LEAD_LENGTH;
}

function totalWeight(concepts: { weight: number }[]): number {
  return concepts.reduce((sum, concept) => sum + concept.weight, 0);
}
