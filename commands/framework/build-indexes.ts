/**
 * What a handler thread builds before it takes its first task: the in-memory indexes the commonest
 * answers read — the newest CR's search index and names, each tournament document's newest section
 * index, the card names and their words' typo index. Built on first use instead, they made a new
 * thread's first /search or /card spend about 0.5 s of CPU, and on a busy 2-core machine the first
 * answers of a replica took 2–4 s (npm run load, its first requests). Documents not imported are
 * skipped.
 */
import type { ContentDb } from '../../database/open-database.js';
import { isUserError } from '../../common/user-error.js';
import { searchEverything } from '../../search/search-everything.js';
import { releaseAt } from '../../rules-db/store/release-queries.js';
import { releaseNames } from '../../rules-db/lookup/release-names.js';
import { cardNameIndex } from '../../cards-db/lookup/find-card.js';
import { cardNameWords } from '../../cards-db/lookup/fuzzy-card-names.js';

/** Builds the indexes of everything imported in `db`. */
export function buildIndexes(db: ContentDb): void {
  const builds = [
    // One search of every document builds each one's index, and reads its first question.
    () => searchEverything(db, 'all', 'trample', 1),
    () => releaseNames(db, releaseAt(db)),
    () => {
      cardNameIndex(db);
      // Built by the pool's index builder, so no handler thread builds its own for a typo or an unfinished name.
      cardNameWords(db, false);
      cardNameWords(db, true);
    },
  ];
  for (const build of builds) {
    try {
      build();
    } catch (error) {
      // Not imported (yet): built on first use after the import.
      if (!isUserError(error)) throw error;
    }
  }
}
