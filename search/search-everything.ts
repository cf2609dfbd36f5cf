/**
 * One search for every front end (`/search`, `arbiter search`): one document, or all of them
 * merged into one ranking (fuse-rankings.ts).
 */
import type { ContentDb } from '../database/open-database.js';
import { unlessUserError } from '../common/user-error.js';
import { DOCUMENT_SEARCHES } from './document-searches.js';
import type { SearchDoc, SearchOutcome, SearchScope } from './search-result.js';

/**
 * The best results for `query` in `scope` at `at` (YYYY-MM-DD; the newest versions without it).
 * `all` leaves out documents not imported, and throws the CR's UserError when none is.
 */
export function searchEverything(db: ContentDb, scope: SearchScope, query: string, limit: number, at?: string): SearchOutcome {
  if (scope !== 'all') return DOCUMENT_SEARCHES[scope](db, query, limit, at);
  const found = (Object.keys(DOCUMENT_SEARCHES) as SearchDoc[])
    .map((doc) => unlessUserError(() => DOCUMENT_SEARCHES[doc](db, query, limit, at)))
    .filter((outcome) => outcome !== null);
  // Nothing imported at all: the CR's own error says how to import it.
  if (found.length === 0) return DOCUMENT_SEARCHES.cr(db, query, limit, at);
  return {
    results: found.flatMap((outcome) => outcome.results).sort((a, b) => b.score - a.score).slice(0, limit),
    sources: found.flatMap((outcome) => outcome.sources),
  };
}
