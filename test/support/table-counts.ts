/** Row counts of every table, to prove an operation changed nothing. */
import type { ContentDb } from '../../database/open-database.js';

export function tableCounts(db: ContentDb): Record<string, number> {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '%search_%' ORDER BY name")
    .pluck()
    .all() as string[];
  return Object.fromEntries(tables.map((table) => [table, (db.prepare(`SELECT COUNT(*) FROM "${table}"`).pluck().get() as number)]));
}
