/**
 * Opens the SQLite file that holds the content every front end reads (CR releases, MTR and IPG
 * versions): WAL mode, foreign keys on, migrations applied. Knows no domain; rules-db/store's
 * openContentDb adds what the rules derive from their releases.
 *
 * Commands that only read open the file read-only, so they work on a read-only file system;
 * commands that write are told plainly when its folder is not writable. Every SQLite failure
 * a user can meet (not a database, damaged, disk full, locked, unwritable) becomes a UserError
 * sentence (describe-database-error.ts).
 */
import { accessSync, constants, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { UserError } from '../common/user-error.js';
import { BUSY_TIMEOUT_MS, describeDatabaseError, notWritable } from './describe-database-error.js';
import { migrate, pendingMigrations } from './migrate.js';

export type ContentDb = Database.Database;

/** Default location when neither --db nor RULES_DB is given. */
export const DEFAULT_DB_PATH = 'data/rules.sqlite';

export interface OpenOptions {
  /** Open for reading only: nothing is created, migrated or written. */
  readonly?: boolean;
}

/**
 * Opens the database at `file`: for writing (the default), creating and migrating it as needed;
 * or read-only. Throws a UserError saying what is wrong for any condition a user can fix.
 */
export function openDatabase(file: string, options: OpenOptions = {}): ContentDb {
  try {
    return options.readonly ? openReadOnly(file) : openWritable(file);
  } catch (error) {
    throw describeDatabaseError(error, file) ?? error;
  }
}

/** Whether `file` (a database that may not exist yet) can be written: its folder and, if present, itself. */
export function isWritable(file: string): boolean {
  const resolved = path.resolve(file);
  try {
    accessSync(existsSync(resolved) ? resolved : nearestExistingFolder(path.dirname(resolved)), constants.W_OK);
    // WAL needs the folder too, for the -wal and -shm files beside the database.
    if (existsSync(resolved)) accessSync(path.dirname(resolved), constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

function nearestExistingFolder(folder: string): string {
  return existsSync(folder) || path.dirname(folder) === folder ? folder : nearestExistingFolder(path.dirname(folder));
}

function openWritable(file: string): ContentDb {
  if (file !== ':memory:') {
    if (!isWritable(file)) throw notWritable(path.dirname(path.resolve(file)));
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  }
  const db = new Database(file);
  try {
    // The busy timeout first: switching a new file to WAL takes a lock other processes may hold.
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    whileBusy(() => {
      // WAL lets a running bot keep reading while an import writes.
      db.pragma('journal_mode = WAL');
      db.pragma('foreign_keys = ON');
      migrate(db);
    });
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** How long to wait before trying again after SQLite said busy without waiting. */
const BUSY_RETRY_MS = 25;

/**
 * Runs `work` (which may be run again: each of its steps checks what is already done), again while
 * SQLite says the database is busy, until the busy timeout has passed. SQLite answers some busy
 * conditions at once, without its busy handler waiting (a WAL file another process is creating or
 * recovering, a snapshot gone stale): one of twelve processes opening a new database together failed
 * so, in a test run under load (test/database/concurrent-open.test.ts), though none waited.
 */
function whileBusy(work: () => void): void {
  const deadline = Date.now() + BUSY_TIMEOUT_MS;
  for (;;) {
    try {
      work();
      return;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      const busy = typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'));
      if (!busy || Date.now() >= deadline) throw error;
      // A synchronous pause: opening the database is synchronous, as better-sqlite3 is.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, BUSY_RETRY_MS);
    }
  }
}

function openReadOnly(file: string): ContentDb {
  // Nothing imported yet: an empty database in memory answers every read with "import first".
  if (file === ':memory:' || !existsSync(file)) return openWritable(':memory:');
  let db: ContentDb;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    // The first read finds a file that is not SQLite, or a WAL file that cannot be shared.
    db.prepare('SELECT COUNT(*) FROM sqlite_master').get();
  } catch (error) {
    if ((error as { code?: string }).code !== 'SQLITE_CANTOPEN' || isWritable(file)) throw error;
    db = openImmutableCopy(file);
  }
  if (pendingMigrations(db).length > 0) {
    db.close();
    throw new UserError(
      'database-needs-upgrade',
      `The database ${file} was made by an older Arbiter and must be upgraded once by a command that writes (such as \`arbiter rules import\`), ` +
        'where its folder is writable.',
    );
  }
  return db;
}

/**
 * A WAL database on a read-only file system: SQLite cannot create the shared-memory file (-shm)
 * readers need, and its `immutable=1` mode needs a URI file name, which better-sqlite3 compiles
 * out (SQLITE_USE_URI=0). So the file is read into memory, marked as a rollback-journal database
 * (header bytes 18–19, the only difference a WAL file's header has), and opened from there.
 * Memory grows by the file's size; nobody can be writing, as nothing can write to that folder.
 */
function openImmutableCopy(file: string): ContentDb {
  const bytes = readFileSync(file);
  if (bytes.length >= 20) bytes[18] = bytes[19] = 1;
  const db = new Database(bytes, { readonly: true });
  db.prepare('SELECT COUNT(*) FROM sqlite_master').get();
  return db;
}
