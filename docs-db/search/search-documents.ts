/** Full-text search over stored MTR and IPG versions: the user's words in, best sections first. */
import type { ContentDb } from '../../database/open-database.js';
import { highlightSnippet } from '../../common/highlight.js';
import { searchWords } from '../../common/search-words.js';
import { statement } from '../../database/statement-cache.js';
import { isUserError } from '../../common/user-error.js';
import type { DocKind } from '../tournament-document.js';
import { docFtsQuery } from '../store/index-text.js';
import { docVersionAt, type DocVersionSummary } from '../store/doc-versions.js';

export interface DocSearchHit {
  doc: DocKind;
  /** "2.5", "Appendix A"; "" for front matter such as the Introduction. */
  section: string;
  title: string;
  /** Section text around the matched words, which are in **bold**. */
  snippet: string;
  /** Higher is better. */
  score: number;
  effectiveDate: string;
}

/** Column weights for bm25: title (with its shorthand), text. */
const BM25_WEIGHTS = '4.0, 1.0';

/**
 * The versions a search covers: `doc`'s in effect at `at`, or both documents' (either may be
 * missing, not both). Throws the UserError of docVersionAt when there is nothing to search.
 */
export function searchableVersions(db: ContentDb, doc: DocKind | undefined, at?: string): DocVersionSummary[] {
  if (doc) return [docVersionAt(db, doc, at)];
  const versions: DocVersionSummary[] = [];
  let firstError: unknown;
  for (const kind of ['mtr', 'ipg'] as const) {
    try {
      versions.push(docVersionAt(db, kind, at));
    } catch (error) {
      if (!isUserError(error)) throw error;
      firstError ??= error;
    }
  }
  if (versions.length === 0) throw firstError;
  return versions;
}

/** The best sections of `versions` for `query`: all words first, then any word when that finds too few. */
export function searchDocuments(db: ContentDb, versions: DocVersionSummary[], query: string, limit = 10): DocSearchHit[] {
  const words = [...new Set(searchWords(query))];
  if (words.length === 0 || versions.length === 0) return [];
  const find = statement(
    db,
    `SELECT doc_sections.id, doc_sections.version_id AS versionId, doc_sections.number, doc_sections.title, doc_sections.text,
        -bm25(doc_search, ${BM25_WEIGHTS}) AS score
       FROM doc_search JOIN doc_sections ON doc_sections.id = doc_search.rowid
      WHERE doc_search MATCH ? ORDER BY score DESC LIMIT ?`,
  );
  type Row = { id: number; versionId: number; number: string; title: string; text: string; score: number };
  const ids = versions.map((version) => version.id);
  let rows = find.all(docFtsQuery(ids, words, 'AND'), limit) as Row[];
  if (rows.length < limit && words.length > 1) {
    const seen = new Set(rows.map((row) => row.id));
    const more = find.all(docFtsQuery(ids, words, 'OR'), limit) as Row[];
    rows = rows.concat(more.filter((row) => !seen.has(row.id))).slice(0, limit);
  }
  const byId = new Map(versions.map((version) => [version.id, version]));
  const matched = new Set(words);
  return rows.map((row) => {
    const version = byId.get(row.versionId)!;
    return {
      doc: version.kind,
      section: row.number,
      title: row.title,
      snippet: highlightSnippet(row.text, matched),
      score: Number(row.score.toFixed(4)),
      effectiveDate: version.effectiveDate,
    };
  });
}
