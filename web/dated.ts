/**
 * Reading the date segment of an address (`latest` or YYYY-MM-DD) as the CR release or document
 * version it names. A dated address is canonical only at an effective date: any other date is
 * redirected to the effective date of the version in effect then, so every dated page stays the same.
 */
import type { ContentDb } from '../database/open-database.js';
import { releaseAt, type ReleaseSummary } from '../rules-db/store/release-queries.js';
import { docVersionAt, type DocVersionSummary } from '../docs-db/store/doc-versions.js';
import type { DocKind } from '../docs-db/tournament-document.js';
import { UserError } from '../common/user-error.js';

export type Dated<T> = { kind: 'found'; version: T; latest: boolean } | { kind: 'elsewhere'; effectiveDate: string };

const LATEST = 'latest';

function dated<T extends { effectiveDate: string }>(segment: string, at: (date?: string) => T): Dated<T> {
  if (segment === LATEST) return { kind: 'found', version: at(), latest: true };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(segment)) throw new UserError('bad-date', `"${segment}" is not a date; use YYYY-MM-DD (2025-11-14) or "latest".`);
  const version = at(segment);
  return version.effectiveDate === segment ? { kind: 'found', version, latest: false } : { kind: 'elsewhere', effectiveDate: version.effectiveDate };
}

/** The CR release `segment` names. */
export function datedRelease(db: ContentDb, segment: string): Dated<ReleaseSummary> {
  return dated(segment, (date) => releaseAt(db, date));
}

/** The version of document `kind` that `segment` names. */
export function datedDocVersion(db: ContentDb, kind: DocKind, segment: string): Dated<DocVersionSummary> {
  return dated(segment, (date) => docVersionAt(db, kind, date));
}
