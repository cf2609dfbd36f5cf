/** Opens the content database with the rules' derived data up to date: what every front end calls. */
import { openDatabase, type ContentDb } from '../../database/open-database.js';
import { ensureLineage } from './release-lineage.js';

/** Opens (creating and migrating if needed) the database at `file`. */
export function openContentDb(file: string): ContentDb {
  const db = openDatabase(file);
  // Databases imported before lineage existed (migration 0004) get it computed once, here.
  ensureLineage(db);
  return db;
}
