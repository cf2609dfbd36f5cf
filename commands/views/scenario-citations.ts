/** The scenario engines' citations resolved against a release, once per release. */
import type { ContentDb } from '../../database/open-database.js';
import type { ReleaseSummary } from '../../rules-db/store/release-queries.js';
import { ruleTexts } from '../../rules-db/store/rule-queries.js';
import { UserError } from '../../common/user-error.js';
import { resolveCitations, type CitationNumbers } from '../../scenarios/citations.js';

const resolved = new WeakMap<ContentDb, Map<string, CitationNumbers>>();

/** The rule numbers the engines cite, as numbered in `release`; a UserError if a cited rule is gone. */
export function citationsFor(db: ContentDb, release: ReleaseSummary): CitationNumbers {
  let cache = resolved.get(db);
  if (!cache) resolved.set(db, (cache = new Map()));
  // The sha256 changes when a release is replaced by a corrected file with the same date.
  const key = release.sha256;
  const cached = cache.get(key);
  if (cached) return cached;
  const resolution = resolveCitations(ruleTexts(db, release.id));
  if (!resolution.ok) {
    throw new UserError(
      'citations-missing',
      `The scenario helpers cannot cite the Comprehensive Rules effective ${release.effectiveDate}: ${resolution.message}`,
    );
  }
  cache.set(key, resolution.numbers);
  return resolution.numbers;
}
