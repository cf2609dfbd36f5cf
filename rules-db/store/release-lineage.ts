/**
 * Keeps the rule lineage between consecutive releases (migrations/0004) in step with the releases
 * stored: after an import, a replacement, or on first opening a database imported before lineage
 * existed. Each missing pair costs one diff (≈10–200 ms); pairs already stored cost nothing.
 */
import type { ContentDb } from '../../database/open-database.js';
import { diffReleases, type ReleaseDiff } from '../diff/diff-releases.js';
import { loadRelease } from './load-release.js';
import { listReleases, type ReleaseSummary } from './release-queries.js';
import { statement } from '../../database/statement-cache.js';

type LineageRow = [from: string | null, to: string | null, changed: 0 | 1, referencesOnly: 0 | 1];

/** The rows one diff stores: changed, moved, added and removed rules. */
export function lineageRows(diff: ReleaseDiff): LineageRow[] {
  return [
    ...diff.changed.map((change): LineageRow => [change.number, change.number, 1, change.referencesOnly ? 1 : 0]),
    ...diff.moved.map((move): LineageRow => [move.from, move.to, move.changed ? 1 : 0, move.referencesOnly ? 1 : 0]),
    ...diff.added.map((number): LineageRow => [null, number, 1, 0]),
    ...diff.removed.map((number): LineageRow => [number, null, 1, 0]),
  ];
}

/** The consecutive pairs lacking lineage and the stored pairs no longer consecutive; null when in step. */
function lineagePlan(db: ContentDb) {
  const releases = listReleases(db).reverse();
  const wanted = releases.slice(1).map((to, index) => [releases[index]!, to] as const);
  const stored = statement(db, 'SELECT from_release_id AS fromId, to_release_id AS toId FROM release_pairs').all() as {
    fromId: number;
    toId: number;
  }[];
  const key = (fromId: number, toId: number) => `${fromId}>${toId}`;
  const wantedKeys = new Set(wanted.map(([from, to]) => key(from.id, to.id)));
  const storedKeys = new Set(stored.map((pair) => key(pair.fromId, pair.toId)));
  const missing = wanted.filter(([from, to]) => !storedKeys.has(key(from.id, to.id)));
  const stale = stored.filter((pair) => !wantedKeys.has(key(pair.fromId, pair.toId)));
  return missing.length === 0 && stale.length === 0 ? null : { missing, stale };
}

/** Stores the lineage of every consecutive pair that lacks it and drops pairs no longer consecutive. */
export function ensureLineage(db: ContentDb): void {
  if (!lineagePlan(db)) return;
  db.transaction(() => {
    // Planned again under the write lock: another process opening the database may have done it.
    const plan = lineagePlan(db);
    if (!plan) return;
    for (const pair of plan.stale) statement(db, 'DELETE FROM release_pairs WHERE from_release_id = ? AND to_release_id = ?').run(pair.fromId, pair.toId);
    for (const [from, to] of plan.missing) storePair(db, from, to);
  }).immediate();
}

function storePair(db: ContentDb, from: ReleaseSummary, to: ReleaseSummary): void {
  const diff = diffReleases(loadRelease(db, from), loadRelease(db, to));
  statement(db, 'INSERT INTO release_pairs (from_release_id, to_release_id) VALUES (?, ?)').run(from.id, to.id);
  const insert = statement(
    db,
    'INSERT INTO rule_changes (from_release_id, to_release_id, from_number, to_number, changed, references_only) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const row of lineageRows(diff)) insert.run(from.id, to.id, ...row);
}
