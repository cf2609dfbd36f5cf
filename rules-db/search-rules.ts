/** Full-text search over one release's rules: the user's words in, best rules first. */
import type { RulesDb } from './database.js';
import { highlightSnippet } from './highlight.js';
import type { ReleaseSummary } from './release-queries.js';
import { releaseToken, searchWords } from './search-text.js';
import { statement } from './statement-cache.js';

export interface SearchHit {
  number: string;
  /** Rule text around the matched words, which are in **bold**. */
  snippet: string;
  /** Higher is better. */
  score: number;
}

/** Column weights for bm25: heading (section/keyword title), text, examples. */
const BM25_WEIGHTS = '4.0, 1.0, 0.3';

/**
 * An FTS5 query for one release: every word quoted and release-tagged, so nothing the user types
 * is read as FTS5 syntax (AND, NEAR(, *, -, quotes, parentheses…).
 */
export function toFtsQuery(releaseId: number, words: string[], operator: 'AND' | 'OR'): string {
  return words.map((word) => `"${releaseToken(releaseId, word)}"`).join(` ${operator} `);
}

/** The best rules of `release` for `query`: all words first, then any word when that finds too few. */
export function searchRules(db: RulesDb, release: ReleaseSummary, query: string, limit = 10): SearchHit[] {
  const words = [...new Set(searchWords(query))];
  if (words.length === 0) return [];
  const find = statement(
    db,
    `SELECT rules.number, rules.text, -bm25(rule_search, ${BM25_WEIGHTS}) AS score
       FROM rule_search JOIN rules ON rules.id = rule_search.rowid
      WHERE rule_search MATCH ? ORDER BY score DESC LIMIT ?`,
  );
  type Row = { number: string; text: string; score: number };
  let rows = find.all(toFtsQuery(release.id, words, 'AND'), limit) as Row[];
  if (rows.length < limit && words.length > 1) {
    const seen = new Set(rows.map((row) => row.number));
    const more = find.all(toFtsQuery(release.id, words, 'OR'), limit) as Row[];
    rows = rows.concat(more.filter((row) => !seen.has(row.number))).slice(0, limit);
  }
  const matched = new Set(words);
  return rows.map((row) => ({ number: row.number, snippet: highlightSnippet(row.text, matched), score: Number(row.score.toFixed(4)) }));
}
