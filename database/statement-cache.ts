/** Prepared statements, compiled once per database: preparing costs more than running a lookup. */
import type { Statement } from 'better-sqlite3';
import type { ContentDb } from './open-database.js';

const caches = new WeakMap<ContentDb, Map<string, Statement>>();

/** The prepared statement for `sql` on `db`, compiled on first use. */
export function statement(db: ContentDb, sql: string): Statement {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  let prepared = cache.get(sql);
  if (!prepared) cache.set(sql, (prepared = db.prepare(sql)));
  return prepared;
}
