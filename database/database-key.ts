/**
 * A name for a content database that is the same in every thread of a process that opens it: its
 * file's absolute path. Indexes built from it are shared under keys that start with it
 * (common/shared-memory/shared-indexes.ts). A database in memory has no file another thread could
 * open: it gets a name of its own, unique in the process, so nothing built from it is ever mistaken
 * for another's.
 */
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import type { ContentDb } from './open-database.js';

const inMemory = new WeakMap<ContentDb, string>();
let unnamed = 0;

/** The database's key for shared indexes. */
export function databaseKey(db: ContentDb): string {
  if (db.memory || db.name === '' || db.name === ':memory:') {
    let key = inMemory.get(db);
    if (!key) inMemory.set(db, (key = `memory:${threadId}:${++unnamed}`));
    return key;
  }
  return path.resolve(db.name);
}
