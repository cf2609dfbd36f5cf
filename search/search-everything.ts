/**
 * One search for every front end (`/search`, `arbiter search`): one document, or all of them
 * merged into one ranking.
 *
 * Merging uses calibrated scores. Every document is ranked by the same scorer (coverage of the
 * question's concepts, rarity, phrases: rules-db/search/ranked-index.ts), so scores share a scale,
 * but not a prior: a question about combat matches the MTR's words too. Each result's score is
 * therefore multiplied by the probability that the question is about its document
 * (collection-weights.ts). Measured on the natural-question dev set against reciprocal rank fusion
 * (k = 60, weighted or not), which interleaves documents whatever the question is about and lost
 * 0.1–0.3 recall@5.
 */
import type { ContentDb } from '../database/open-database.js';
import { unlessUserError } from '../common/user-error.js';
import { collectionWeights } from './collection-weights.js';
import { eventContext, eventPriors } from './event-context.js';
import type { Rel } from '../docs-db/rel.js';
import { DOCUMENT_SEARCHES } from './document-searches.js';
import { SEARCH_DOCS, type SearchOutcome, type SearchScope } from './search-result.js';

/**
 * The best results for `query` in `scope` at `at` (YYYY-MM-DD; the newest versions without it).
 * `all` leaves out documents not imported, and throws the CR's UserError when none is; it weighs
 * documents by the event the question is about, at `serverRel` unless it names a REL (event-context.ts).
 */
export function searchEverything(db: ContentDb, scope: SearchScope, query: string, limit: number, at?: string, serverRel?: Rel): SearchOutcome {
  if (scope !== 'all') return DOCUMENT_SEARCHES[scope].search(db, query, limit, at);
  const found = SEARCH_DOCS
    .map((doc) => unlessUserError(() => ({ doc, outcome: DOCUMENT_SEARCHES[doc].search(db, query, limit, at), vocabulary: DOCUMENT_SEARCHES[doc].vocabulary(db, at) })))
    .filter((entry) => entry !== null);
  // Nothing imported at all: the CR's own error says how to import it.
  if (found.length === 0) return DOCUMENT_SEARCHES.cr.search(db, query, limit, at);
  const weights = collectionWeights(query, found.map((entry) => entry.vocabulary), eventPriors(found.map((entry) => entry.doc), eventContext(query, serverRel)));
  const results = found
    .flatMap((entry, index) => entry.outcome.results.map((result) => ({ ...result, score: Number((result.score * weights[index]!).toFixed(4)) })))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
  return { results, sources: found.flatMap((entry) => entry.outcome.sources), cards: found.flatMap((entry) => entry.outcome.cards) };
}
