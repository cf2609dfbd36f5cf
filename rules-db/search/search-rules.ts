/**
 * Search over one release's rules: the user's words in, best rules first.
 *
 * Two stages. The release's BM25F index (rule-index.ts) scores every rule for the query's concepts
 * (see search-query.ts) over titles, text, examples, citing glossary entries and parent text; the
 * best of those, with the rules that titles in the query point to (keyword headings, sections,
 * glossary citations), are then ordered by rank-rules.ts on coverage, rarity, phrases and structure,
 * the first stage's score being one more signal.
 */
import type { ContentDb } from '../../database/open-database.js';
import { isFillerWord, withoutFiller } from './filler-words.js';
import { normalizeRuleNumber } from '../rule-number.js';
import { highlightSnippet } from '../../common/highlight.js';
import { occurrences, rankedConcepts, scoreRule, titleBoosts, type RankedConcept, type RankedRuleWords } from './rank-rules.js';
import type { ReleaseSummary } from '../store/release-queries.js';
import { searchLexicon } from './search-lexicon.js';
import { parseQuery, type Concept } from './search-query.js';
import { ruleIndex, type RuleIndex } from './rule-index.js';
import type { SearchVocabulary } from './search-vocabulary.js';
import { statement } from '../../database/statement-cache.js';

export interface SearchHit {
  number: string;
  /** Rule text around the matched words, which are in **bold** (markdown-escaped). */
  snippet: string;
  /** Higher is better. */
  score: number;
}

/** Rules the first stage hands to the second. */
const CANDIDATES = 120;
/**
 * Weight of the first stage's score (scaled to the best candidate's) in the final score. It fades
 * as a title takes up more of the query: a query naming a keyword or glossary term ("Attack") is
 * answered by where that title points, a question in many words by what the words match.
 */
const FIRST_STAGE_WEIGHT = 0.5;

/** The best rules of `release` for `query`, best first. */
export function searchRules(db: ContentDb, release: ReleaseSummary, query: string, limit = 10): SearchHit[] {
  const lexicon = searchLexicon(db, release);
  const index = ruleIndex(db, lexicon);
  const concepts = parseQuery(query, index.vocabulary);
  if (concepts.length === 0) return [];
  const boosts = titleBoosts(concepts, lexicon);
  // A rule number searched for ("702.19", "rule 704.5j") is that rule first, then the rules citing it.
  const named = normalizeRuleNumber(query);
  if (named) boosts.set(named, 1);

  const first = firstStage(index, concepts);
  const candidates = topDocuments(first, CANDIDATES);
  for (const number of boosts.keys()) {
    const position = index.byNumber.get(number);
    if (position !== undefined && !candidates.includes(position)) candidates.push(position);
  }
  const best = Math.max(1e-9, ...candidates.map((position) => first[position]!));
  const firstWeight = FIRST_STAGE_WEIGHT * (1 - Math.min(1, Math.max(0, ...boosts.values())));
  const ranked = rankedConcepts(concepts, index.termIds);
  const top = candidates
    .map((position) => {
      const rule = index.rules[position]!;
      const score = scoreRule(rule, ranked, boosts.get(rule.number) ?? 0) + firstWeight * (first[position]! / best);
      return { rule, score };
    })
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.rule.position - b.rule.position)
    .slice(0, limit);
  const texts = ruleTexts(db, top.map((entry) => entry.rule.id));
  return top.map(({ rule, score }) => ({
    number: rule.number,
    snippet: highlightSnippet(texts.get(rule.id) ?? '', matchedWords(index.vocabulary, concepts, ranked, rule)),
    score: Number(score.toFixed(4)),
  }));
}

/**
 * Every rule's BM25F score for the concepts: a concept counts with its weight (rarity) times how
 * strongly the rule holds its best wording, a wording of several words only where the rule has
 * them all.
 */
export function firstStage(index: RuleIndex, concepts: Concept[]): Float64Array {
  const count = index.rules.length;
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
export function topDocuments(scores: Float64Array, limit: number): number[] {
  const found: number[] = [];
  for (let doc = 0; doc < scores.length; doc++) if (scores[doc]! > 0) found.push(doc);
  return found.sort((a, b) => scores[b]! - scores[a]!).slice(0, limit);
}

/** The printed text of the given rules, for snippets. */
function ruleTexts(db: ContentDb, ids: number[]): Map<number, string> {
  const rows = statement(db, 'SELECT id, text FROM rules WHERE id IN (SELECT value FROM json_each(?))').raw().all(JSON.stringify(ids)) as [number, string][];
  return new Map(rows);
}

/**
 * The words to bold in a rule's snippet: every form of the query's single words, and the words of
 * a longer wording ("illegal targets") only where the rule has that wording.
 */
function matchedWords(vocabulary: SearchVocabulary, concepts: Concept[], ranked: RankedConcept[], rule: RankedRuleWords): Set<string> {
  const words = new Set<string>();
  concepts.forEach((concept, index) => {
    concept.alternatives.forEach((alternative, wording) => {
      if (alternative.length > 1 && occurrences(rule.text, [ranked[index]!.wordings[wording]!]) === 0) return;
      for (const part of alternative) {
        if (!isFillerWord(part)) for (const word of vocabulary.stemWords.get(part) ?? []) words.add(word);
      }
    });
  });
  return words;
}
