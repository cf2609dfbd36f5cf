/** Which releases the database holds, and which one a date selects. */
import type { ContentDb } from '../../database/open-database.js';
import { parseIsoDate } from '../../common/parse-date.js';
import { statement } from '../../database/statement-cache.js';
import { UserError } from '../../common/user-error.js';

export interface ReleaseSummary {
  id: number;
  effectiveDate: string;
  source: string;
  sha256: string;
  importedAt: string;
  rules: number;
  examples: number;
  glossary: number;
}

const SUMMARY_COLUMNS = `id, effective_date AS effectiveDate, source, sha256, imported_at AS importedAt,
  rule_count AS rules, example_count AS examples, glossary_count AS glossary`;

/** Every release, newest first. */
export function listReleases(db: ContentDb): ReleaseSummary[] {
  return statement(db, `SELECT ${SUMMARY_COLUMNS} FROM releases ORDER BY effective_date DESC`).all() as ReleaseSummary[];
}

export function findReleaseBySha256(db: ContentDb, sha256: string): ReleaseSummary | null {
  return (statement(db, `SELECT ${SUMMARY_COLUMNS} FROM releases WHERE sha256 = ?`).get(sha256) as ReleaseSummary) ?? null;
}

export function findReleaseByDate(db: ContentDb, effectiveDate: string): ReleaseSummary | null {
  return (statement(db, `SELECT ${SUMMARY_COLUMNS} FROM releases WHERE effective_date = ?`).get(effectiveDate) as ReleaseSummary) ?? null;
}

/**
 * The newest release effective on or before `at` (YYYY-MM-DD), or the newest of all without `at`.
 * Throws a UserError when the database is empty, the date is malformed, or it predates every release.
 */
export function releaseAt(db: ContentDb, at?: string): ReleaseSummary {
  // Every answer asks this: one row, not the list of every release.
  const newest = statement(db, `SELECT ${SUMMARY_COLUMNS} FROM releases ORDER BY effective_date DESC LIMIT 1`).get() as ReleaseSummary | undefined;
  if (!newest) {
    throw new UserError(
      'no-release',
      'The database holds no Comprehensive Rules release yet. Import one with `arbiter rules import <file>` or `arbiter rules update`.',
    );
  }
  if (at === undefined) return newest;
  const date = parseIsoDate(at);
  if (!date) throw new UserError('bad-date', `"${at}" is not a date; use YYYY-MM-DD, e.g. 2025-11-14.`);
  const release = statement(db, `SELECT ${SUMMARY_COLUMNS} FROM releases WHERE effective_date <= ? ORDER BY effective_date DESC LIMIT 1`).get(date) as
    | ReleaseSummary
    | undefined;
  if (!release) {
    const oldest = statement(db, 'SELECT MIN(effective_date) AS date FROM releases').get() as { date: string };
    throw new UserError('no-release-at', `No release was in effect on ${date}; the oldest imported release is ${oldest.date}.`);
  }
  return release;
}
