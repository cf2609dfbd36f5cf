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
import { SEARCH_DOCS, type SearchDoc, type SearchOutcome, type SearchScope } from './search-result.js';
import type { SearchVocabulary } from '../rules-db/search/search-vocabulary.js';

/**
 * The best results for `query` in `scope` at `at` (YYYY-MM-DD; the newest versions without it).
 * `all` leaves out documents not imported, and throws the CR's UserError when none is; it weighs
 * documents by the event the question is about, at `serverRel` unless it names a REL (event-context.ts).
 */
export function searchEverything(
  db: ContentDb,
  scope: SearchScope,
  query: string,
  limit: number,
  at?: string,
  serverRel?: Rel,
  { atTournament }: { atTournament?: boolean } = {},
): SearchOutcome {
  if (scope !== 'all') return DOCUMENT_SEARCHES[scope].search(db, query, limit, at);
  // A caller may know the question is asked at a tournament (a help desk's situation) though it names none.
  const event = { ...eventContext(query, serverRel), ...(atTournament === undefined ? {} : { atTournament }) };
  const found = SEARCH_DOCS
    .map((doc) =>
      unlessUserError(() => ({
        doc,
        outcome: DOCUMENT_SEARCHES[doc].search(db, query, limit, at, { atTournament: event.atTournament }),
        vocabulary: DOCUMENT_SEARCHES[doc].vocabulary(db, at),
        storyVocabulary: DOCUMENT_SEARCHES[doc].storyVocabulary(db, at),
      })),
    )
    .filter((entry) => entry !== null);
  // Nothing imported at all: the CR's own error says how to import it.
  if (found.length === 0) return DOCUMENT_SEARCHES.cr.search(db, query, limit, at);
  const priors = eventPriors(found.map((entry) => entry.doc), event);
  const weights = collectionWeights(query, found.map((entry) => entry.vocabulary), priors);
  if (event.atTournament) tellTournamentDocumentsApart(query, found, weights, priors);
  const results = found
    .flatMap((entry, index) => entry.outcome.results.map((result) => ({ ...result, score: Number((result.score * weights[index]!).toFixed(4)) })))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
  return { results, sources: found.flatMap((entry) => entry.outcome.sources), cards: found.flatMap((entry) => entry.outcome.cards) };
}

/**
 * For a question set at a tournament: the tournament documents' share of `weights` (in place),
 * given to each by how its stories read the question — the help-desk situations it governs
 * (collection-weights.ts over story vocabularies), a hierarchical collection selection. Game or
 * tournament is told by how each document is written and asked about; which tournament document,
 * by the situations each governs, which a judge describes in the game's words ("drew three and
 * discarded two for the wrong trigger"): those words would draw every game question to the IPG,
 * so they are read only here. With the stories read for every question, dev CR questions' doc:all
 * MRR@10 fell 0.712 → 0.673; read here only, 0.712 (see the figures in search-everything's note).
 */
function tellTournamentDocumentsApart(query: string, found: { doc: SearchDoc; storyVocabulary: SearchVocabulary }[], weights: number[], priors: number[]): void {
  const tournament = found.flatMap((entry, index) => (entry.doc === 'cr' ? [] : [index]));
  if (tournament.length < 2) return;
  const share = tournament.reduce((sum, index) => sum + weights[index]!, 0);
  const within = collectionWeights(query, tournament.map((index) => found[index]!.storyVocabulary), tournament.map((index) => priors[index]!));
  tournament.forEach((index, at) => (weights[index] = share * within[at]!));
}
