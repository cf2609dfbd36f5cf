/**
 * Opens the SQLite file that holds the content every front end reads (CR releases, MTR and IPG
 * versions): WAL mode, foreign keys on, migrations applied. Knows no domain; rules-db/store's
 * openContentDb adds what the rules derive from their releases.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrate.js';

export type ContentDb = Database.Database;

/** Default location when neither --db nor RULES_DB is given. */
export const DEFAULT_DB_PATH = 'data/rules.sqlite';

/** Opens (creating if needed) the database at `file` and brings its schema up to date. */
export function openDatabase(file: string): ContentDb {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  // WAL lets a running bot keep reading while an import writes.
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}
