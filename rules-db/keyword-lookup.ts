/** Keyword and keyword-action names ("trample", "double") → their heading rule (702.19, 701.10). */
import type { RulesDb } from './database.js';
import type { ReleaseSummary } from './release-queries.js';
import { isTitleOnly } from './rule-title.js';
import { statement } from './statement-cache.js';

/** The title-only rule whose title is `name` (case-insensitive, singular or plural); null if none. */
export function findKeywordRule(db: RulesDb, release: ReleaseSummary, name: string): string | null {
  const wanted = name.trim().toLowerCase();
  const candidates = [wanted, wanted.replace(/e?s$/, '')];
  const rows = statement(db, 'SELECT number, text FROM rules WHERE release_id = ? AND parent IS NULL AND lower(text) IN (?, ?)')
    .all(release.id, ...candidates) as { number: string; text: string }[];
  return rows.find((row) => isTitleOnly(row.text))?.number ?? null;
}
