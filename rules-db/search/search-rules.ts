/**
 * Search over one release's rules: the user's words in, best rules first.
 *
 * The FTS index finds candidates for the query's concepts (see search-query.ts); rules that titles
 * in the query point to join them (keyword headings, sections, glossary citations); rank-rules.ts
 * then orders them by coverage, rarity, phrases and structure.
 */
import type { ContentDb } from '../../database/open-database.js';
import { isFillerWord, withoutFiller } from './filler-words.js';
import { normalizeRuleNumber } from '../rule-number.js';
import { highlightSnippet } from '../../common/highlight.js';
import { occurrences, rankedConcepts, scoreRule, titleBoosts, type RankedConcept, type RankedRuleWords } from './rank-rules.js';
import type { ReleaseSummary } from '../store/release-queries.js';
import { searchLexicon, type SearchLexicon } from './search-lexicon.js';
import { parseQuery, type Concept } from './search-query.js';
import { searchWords } from '../../common/search-words.js';
import { releaseToken } from '../store/index-text.js';
import { statement } from '../../database/statement-cache.js';
import { stem } from './stem.js';

export interface SearchHit {
  number: string;
  /** Rule text around the matched words, which are in **bold**. */
  snippet: string;
  /** Higher is better. */
  score: number;
}

/** Column weights for bm25 when picking candidates: heading (section/keyword title), text, examples. */
const BM25_WEIGHTS = '4.0, 1.0, 0.3';
/** Candidates taken from the index for ranking. */
const CANDIDATES = 150;
/** A concept in more than this share of rules is too common to pick candidates by (it still ranks them). */
const COMMON_SHARE = 0.2;
/** The rarest concepts of a long question pick the candidates; the others still rank them. */
const CANDIDATE_CONCEPTS = 5;

/**
 * An FTS5 query for one release: every word quoted and release-tagged, so nothing the user types
 * is read as FTS5 syntax (AND, NEAR(, *, -, quotes, parentheses…).
 */
export function toFtsQuery(releaseId: number, words: string[], operator: 'AND' | 'OR'): string {
  return words.map((word) => `"${releaseToken(releaseId, word)}"`).join(` ${operator} `);
}

/** The best rules of `release` for `query`, best first. */
export function searchRules(db: ContentDb, release: ReleaseSummary, query: string, limit = 10): SearchHit[] {
  const lexicon = searchLexicon(db, release);
  const concepts = parseQuery(query, lexicon);
  if (concepts.length === 0) return [];
  const boosts = titleBoosts(concepts, lexicon);
  // A rule number searched for ("702.19", "rule 704.5j") is that rule first, then the rules citing it.
  const named = normalizeRuleNumber(query);
  if (named) boosts.set(named, 1);
  const ids = new Set(candidateIds(db, lexicon, concepts));
  for (const id of ruleIds(db, release.id, [...boosts.keys()])) ids.add(id);

  const ranked = rankedConcepts(concepts, lexicon.stemIds);
  const best = ruleWords(db, lexicon, [...ids])
    .map((rule) => ({ rule, score: scoreRule(rule, ranked, boosts.get(rule.number) ?? 0) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.rule.position - b.rule.position)
    .slice(0, limit);
  const texts = ruleTexts(db, best.map((entry) => entry.rule.id));
  return best.map(({ rule, score }) => ({
    number: rule.number,
    snippet: highlightSnippet(texts.get(rule.id) ?? '', matchedWords(lexicon, concepts, ranked, rule)),
    score: Number(score.toFixed(4)),
  }));
}

/**
 * Rule ids the index ranks best for the query's rarest concepts. Common concepts only rank (unless
 * there is nothing else, and then rules with all of them are tried first): a posting list of a
 * third of the release costs more than it tells.
 */
function candidateIds(db: ContentDb, lexicon: SearchLexicon, concepts: Concept[]): number[] {
  const groups = concepts
    .map((concept) => ({ concept, fts: conceptQuery(lexicon, concept) }))
    .filter((group): group is { concept: Concept; fts: string } => group.fts !== null);
  const rare = groups.filter((group) => !isCommon(lexicon, group.concept));
  const find = statement(
    db,
    `SELECT rowid FROM rule_search WHERE rule_search MATCH ? ORDER BY bm25(rule_search, ${BM25_WEIGHTS}) LIMIT ${CANDIDATES}`,
  ).pluck();
  if (rare.length > 0) {
    const rarest = rare.sort((a, b) => b.concept.weight - a.concept.weight).slice(0, CANDIDATE_CONCEPTS);
    return find.all(rarest.map((group) => `(${group.fts})`).join(' OR ')) as number[];
  }
  if (groups.length === 0) return [];
  const all = groups.length > 1 ? (find.all(groups.map((group) => `(${group.fts})`).join(' AND ')) as number[]) : [];
  return all.length >= CANDIDATES / 2 ? all : [...new Set([...all, ...(find.all(groups.map((group) => `(${group.fts})`).join(' OR ')) as number[])])];
}

function isCommon(lexicon: SearchLexicon, concept: Concept): boolean {
  return concept.alternatives.every((alternative) =>
    alternative.some((part) => (lexicon.stemRules.get(part) ?? 0) > COMMON_SHARE * lexicon.ruleCount),
  );
}

/**
 * The FTS5 expression for a concept: any of its wordings, a wording being all its content words
 * (each in any inflection the release uses). Phrase order is checked when ranking.
 */
function conceptQuery(lexicon: SearchLexicon, concept: Concept): string | null {
  const wordings = concept.alternatives
    .map((alternative) => {
      const groups = withoutFiller(alternative).map((part) => lexicon.stemWords.get(part));
      if (groups.some((group) => group === undefined)) return null;
      return groups.map((group) => `(${toFtsQuery(lexicon.releaseId, group!, 'OR')})`).join(' AND ');
    })
    .filter((wording): wording is string => wording !== null);
  return wordings.length === 0 ? null : wordings.map((wording) => `(${wording})`).join(' OR ');
}

function ruleIds(db: ContentDb, releaseId: number, numbers: string[]): number[] {
  if (numbers.length === 0) return [];
  return statement(db, 'SELECT id FROM rules WHERE release_id = ? AND number IN (SELECT value FROM json_each(?))')
    .pluck()
    .all(releaseId, JSON.stringify(numbers)) as number[];
}

interface CachedRule extends RankedRuleWords {
  id: number;
  position: number;
}

const ruleCache = new WeakMap<SearchLexicon, Map<number, CachedRule>>();

/** The words of the given rules, read and stemmed once per release. */
function ruleWords(db: ContentDb, lexicon: SearchLexicon, ids: number[]): CachedRule[] {
  let cache = ruleCache.get(lexicon);
  if (!cache) ruleCache.set(lexicon, (cache = new Map()));
  const missing = ids.filter((id) => !cache.has(id));
  if (missing.length > 0) {
    const rows = statement(
      db,
      `SELECT id, number, parent, section, position, text,
         (SELECT group_concat(text, ' ') FROM examples WHERE rule_id = rules.id) AS examples
       FROM rules WHERE id IN (SELECT value FROM json_each(?))`,
    ).all(JSON.stringify(missing)) as { id: number; number: string; parent: string | null; section: string; position: number; text: string; examples: string | null }[];
    const ids = (stems: string[]) => Int32Array.from(stems, (part) => lexicon.stemIds.get(part) ?? -1);
    for (const row of rows) {
      const text = searchWords(row.text).map(stem);
      const heading = [lexicon.sectionTitles.get(row.section), lexicon.ruleTitles.get(row.parent ?? row.number)].filter(Boolean).join(' ');
      cache.set(row.id, {
        id: row.id,
        number: row.number,
        position: row.position,
        text: ids(text),
        content: ids(text.filter((part) => !isFillerWord(part))),
        examples: ids(searchWords(row.examples ?? '').map(stem)),
        heading: ids(searchWords(heading).map(stem)),
      });
    }
  }
  return ids.map((id) => cache.get(id)).filter((rule): rule is CachedRule => rule !== undefined);
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
function matchedWords(lexicon: SearchLexicon, concepts: Concept[], ranked: RankedConcept[], rule: RankedRuleWords): Set<string> {
  const words = new Set<string>();
  concepts.forEach((concept, index) => {
    concept.alternatives.forEach((alternative, wording) => {
      if (alternative.length > 1 && occurrences(rule.text, [ranked[index]!.wordings[wording]!]) === 0) return;
      for (const part of alternative) {
        if (!isFillerWord(part)) for (const word of lexicon.stemWords.get(part) ?? []) words.add(word);
      }
    });
  });
  return words;
}
