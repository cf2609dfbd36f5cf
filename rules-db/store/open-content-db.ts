/** Opens the content database with the rules' derived data up to date: what every front end calls. */
import { isWritable, openDatabase, type ContentDb, type OpenOptions } from '../../database/open-database.js';
import { isUserError } from '../../common/user-error.js';
import { ensureLineage } from './release-lineage.js';

/**
 * Opens the database at `file`: for writing (creating and migrating it if needed), or read-only.
 * A read-only open of a database an older Arbiter made upgrades it once first where it can write.
 */
export function openContentDb(file: string, options: OpenOptions = {}): ContentDb {
  if (options.readonly) {
    try {
      return openDatabase(file, { readonly: true });
    } catch (error) {
      if (!isUserError(error) || error.code !== 'database-needs-upgrade' || !isWritable(file)) throw error;
      openContentDb(file).close();
      return openDatabase(file, { readonly: true });
    }
  }
  const db = openDatabase(file);
  // Databases imported before lineage existed (migration 0004) get it computed once, here.
  ensureLineage(db);
  return db;
}
