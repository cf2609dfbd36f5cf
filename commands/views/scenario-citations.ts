/** The scenario engines' citations resolved against a release, once per release. */
import type { ContentDb } from '../../database/open-database.js';
import { findReleaseByDate, type ReleaseSummary } from '../../rules-db/store/release-queries.js';
import { followRuleNumber } from '../../rules-db/history/follow-rule-number.js';
import { ruleTexts } from '../../rules-db/store/rule-queries.js';
import { UserError } from '../../common/user-error.js';
import { CITATIONS, resolveCitations, type CitationKey, type CitationNumbers } from '../../scenarios/citations.js';

/** The release whose numbers CITATIONS records (`number2026`). */
const NUMBERED_IN = '2026-01-16';

const resolved = new WeakMap<ContentDb, Map<string, CitationNumbers>>();

/** The rule numbers the engines cite, as numbered in `release` (found by phrase, else followed by number); a UserError if a cited rule is gone. */
export function citationsFor(db: ContentDb, release: ReleaseSummary): CitationNumbers {
  let cache = resolved.get(db);
  if (!cache) resolved.set(db, (cache = new Map()));
  // The sha256 changes when a release is replaced by a corrected file with the same date.
  const key = release.sha256;
  const cached = cache.get(key);
  if (cached) return cached;
  const resolution = resolveCitations(ruleTexts(db, release.id));
  const numbers = resolution.ok ? resolution.numbers : followMissing(db, release, resolution.found, resolution.missing);
  if (!numbers) {
    throw new UserError(
      'citations-missing',
      `The scenario helpers cannot cite the Comprehensive Rules effective ${release.effectiveDate}: ${resolution.ok ? '' : resolution.message}`,
    );
  }
  cache.set(key, numbers);
  return numbers;
}

/**
 * Citations whose phrase a later release reworded, found as the other CR numbers are: their
 * 2026-01-16 number followed through the stored lineage to `release` (followRuleNumber). Null when
 * one cannot be followed (that release not imported, `release` older, or the rule removed).
 */
export function followMissing(db: ContentDb, release: ReleaseSummary, found: Partial<CitationNumbers>, missing: CitationKey[]): CitationNumbers | null {
  if (release.effectiveDate < NUMBERED_IN || !findReleaseByDate(db, NUMBERED_IN)) return null;
  const numbers = { ...found };
  for (const key of missing) {
    const followed = followRuleNumber(db, CITATIONS[key].number2026, { fromDate: NUMBERED_IN, toDate: release.effectiveDate });
    if (!followed?.number) return null;
    numbers[key] = followed.number;
  }
  return numbers as CitationNumbers;
}
