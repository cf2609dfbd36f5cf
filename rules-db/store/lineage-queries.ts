/** Reading the stored lineage (migrations/0004): what one release did to a rule of the release before it. */
import type { ContentDb } from '../../database/open-database.js';
import type { ReleaseSummary } from './release-queries.js';
import { statement } from '../../database/statement-cache.js';

export interface LineageStep {
  /** The rule's number on the other side of the step; null when it did not exist there. */
  number: string | null;
  changed: boolean;
  referencesOnly: boolean;
}

type LineageRow = { number: string | null; changed: number; referencesOnly: number } | undefined;

const toStep = (row: LineageRow): LineageStep | null =>
  row ? { number: row.number, changed: row.changed === 1, referencesOnly: row.referencesOnly === 1 } : null;

/** How the rule numbered `number` in `release` came to be, from the release before it; null if unchanged. */
export function lineageBack(db: ContentDb, release: ReleaseSummary, number: string): LineageStep | null {
  return toStep(
    statement(db, 'SELECT from_number AS number, changed, references_only AS referencesOnly FROM rule_changes WHERE to_release_id = ? AND to_number = ?').get(
      release.id,
      number,
    ) as LineageRow,
  );
}

/** What became of the rule numbered `number` in `release` in the release after it; null if unchanged. */
export function lineageForward(db: ContentDb, release: ReleaseSummary, number: string): LineageStep | null {
  return toStep(
    statement(db, 'SELECT to_number AS number, changed, references_only AS referencesOnly FROM rule_changes WHERE from_release_id = ? AND from_number = ?').get(
      release.id,
      number,
    ) as LineageRow,
  );
}

/** How many rules a release added, removed, changed in place and renumbered against the release before it, from the stored lineage. */
export function lineageCounts(db: ContentDb, release: ReleaseSummary): { added: number; removed: number; changed: number; renumbered: number } {
  return statement(
    db,
    `SELECT COUNT(*) FILTER (WHERE from_number IS NULL) AS added, COUNT(*) FILTER (WHERE to_number IS NULL) AS removed,
       COUNT(*) FILTER (WHERE from_number = to_number) AS changed,
       COUNT(*) FILTER (WHERE from_number IS NOT NULL AND to_number IS NOT NULL AND from_number <> to_number) AS renumbered
     FROM rule_changes WHERE to_release_id = ?`,
  ).get(release.id) as { added: number; removed: number; changed: number; renumbered: number };
}
