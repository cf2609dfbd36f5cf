/**
 * SQLite and file-system errors on the database file, as sentences that say what happened and
 * what to do. Each is an expected failure (exit 1, `arbiter start` refuses to start with it);
 * anything this does not recognise stays an unexpected error.
 */
import path from 'node:path';
import { UserError } from '../common/user-error.js';

/** The busy timeout every connection waits for another's write lock before giving up. */
export const BUSY_TIMEOUT_MS = 5000;

/** SQLite's error code (`SQLITE_FULL`, `SQLITE_IOERR_WRITE`…) or Node's (`ENOSPC`, `EROFS`…). */
function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string' ? (error as { code: string }).code : '';
}

/** The UserError for `error` met while using the database at `file`; null when it is a bug, not a condition. */
export function describeDatabaseError(error: unknown, file: string): UserError | null {
  if (error instanceof UserError) return error;
  const code = codeOf(error);
  const message = error instanceof Error ? error.message : '';
  const folder = path.dirname(path.resolve(file));
  if (code === 'SQLITE_NOTADB') {
    return new UserError('not-a-database', `${file} is not an Arbiter database (it is not an SQLite file). Point --db (or RULES_DB) at the database, or at a new file name to start one.`);
  }
  if (code.startsWith('SQLITE_CORRUPT')) {
    return new UserError('corrupt-database', `The database ${file} is damaged (SQLite finds it corrupt). Restore it from a backup, or import the rules into a new file with --db.`);
  }
  if (code === 'SQLITE_FULL' || code === 'ENOSPC' || /disk is full|no space left/i.test(message)) {
    return new UserError('disk-full', `The disk holding ${file} is full, so nothing was written and the database is as it was. Free some space and run the command again.`);
  }
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) {
    return new UserError(
      'database-locked',
      `The database ${file} stayed locked by another program for more than ${BUSY_TIMEOUT_MS / 1000} seconds (an import still running?); try again once it has finished.`,
    );
  }
  if (code.startsWith('SQLITE_READONLY') || code === 'EROFS' || code === 'EACCES' || code === 'EPERM') {
    return notWritable(folder);
  }
  if (code.startsWith('SQLITE_CANTOPEN') || code === 'ENOENT' || code === 'ENOTDIR') {
    return new UserError('cannot-open-database', `Cannot open the database ${file}: its folder ${folder} does not exist or cannot be read. Check --db (or RULES_DB).`);
  }
  if (code.startsWith('SQLITE_IOERR') || code === 'EIO') {
    return new UserError('database-io-error', `Reading or writing ${file} failed (an input/output error: a full or failing disk?). The database is as it was; check the disk and try again.`);
  }
  return null;
}

/** The UserError for a command that writes, run where the database's folder is read-only. */
export function notWritable(folder: string): UserError {
  return new UserError(
    'not-writable',
    `The folder ${folder} is not writable (a read-only file system?), and this command writes to the database there. ` +
      'Commands that only read (list, show, search) still work; to write, use --db with a writable place.',
  );
}
