/** Which versions of the MTR and IPG the database holds, and which one a date selects. */
import type { ContentDb } from '../../database/open-database.js';
import { parseIsoDate } from '../../common/parse-date.js';
import { statement } from '../../database/statement-cache.js';
import { UserError } from '../../common/user-error.js';
import { DOC_TITLES, type DocKind } from '../tournament-document.js';

export interface DocVersionSummary {
  id: number;
  kind: DocKind;
  effectiveDate: string;
  source: string;
  sha256: string;
  importedAt: string;
  sections: number;
}

const SUMMARY_COLUMNS = `id, kind, effective_date AS effectiveDate, source, sha256, imported_at AS importedAt,
  section_count AS sections`;

/** Every version, the IPG's then the MTR's, each newest first. */
export function listDocVersions(db: ContentDb): DocVersionSummary[] {
  return statement(db, `SELECT ${SUMMARY_COLUMNS} FROM doc_versions ORDER BY kind, effective_date DESC`).all() as DocVersionSummary[];
}

/** The version imported from exactly these bytes, or null. */
export function findDocVersionBySha256(db: ContentDb, sha256: string): DocVersionSummary | null {
  return (statement(db, `SELECT ${SUMMARY_COLUMNS} FROM doc_versions WHERE sha256 = ?`).get(sha256) as DocVersionSummary) ?? null;
}

/** The version of `kind` effective on exactly `effectiveDate`, or null. */
export function findDocVersion(db: ContentDb, kind: DocKind, effectiveDate: string): DocVersionSummary | null {
  return (
    (statement(db, `SELECT ${SUMMARY_COLUMNS} FROM doc_versions WHERE kind = ? AND effective_date = ?`).get(kind, effectiveDate) as DocVersionSummary) ??
    null
  );
}

/**
 * The newest version of `kind` effective on or before `at` (YYYY-MM-DD), or the newest without `at`.
 * Throws a UserError when none is stored, the date is malformed, or it predates every version.
 */
export function docVersionAt(db: ContentDb, kind: DocKind, at?: string): DocVersionSummary {
  const date = at === undefined ? '9999-12-31' : parseIsoDate(at);
  if (!date) throw new UserError('bad-date', `"${at}" is not a date; use YYYY-MM-DD, e.g. 2025-04-21.`);
  const version = statement(
    db,
    `SELECT ${SUMMARY_COLUMNS} FROM doc_versions WHERE kind = ? AND effective_date <= ? ORDER BY effective_date DESC LIMIT 1`,
  ).get(kind, date) as DocVersionSummary | undefined;
  if (version) return version;
  const oldest = statement(db, 'SELECT MIN(effective_date) FROM doc_versions WHERE kind = ?').pluck().get(kind) as string | null;
  if (oldest === null) {
    throw new UserError(
      'no-document',
      `The database holds no ${DOC_TITLES[kind]} yet. Import it with \`arbiter docs import <file>\` or \`arbiter docs update\`.`,
    );
  }
  throw new UserError('no-document-at', `No ${DOC_TITLES[kind]} was in effect on ${date}; the oldest imported is effective ${oldest}.`);
}
