/**
 * Whether the disk under a database can take writes: full, or mounted read-only. Reading keeps
 * working on either (the bot answers from its content), but imports, settings, rulings and button
 * state are refused, so /healthz says which — a full disk while serving used to stay hidden behind
 * 200s and generic apologies. Two system calls (statfs, access), cheap enough for every probe.
 */
import { constants } from 'node:fs';
import { access, statfs } from 'node:fs/promises';
import path from 'node:path';

/** Below this much free space a disk counts as full: SQLite needs room for the write-ahead log and a transaction's pages. */
export const FULL_BELOW_BYTES = 1024 * 1024;

export interface DiskState {
  /** The database file. */
  file: string;
  /** Bytes an unprivileged process may still write there. */
  freeBytes: number;
  full: boolean;
  /** The folder cannot be written (a read-only mount, or no permission). */
  readOnly: boolean;
}

/** The state of the disk holding `file` (its folder, which SQLite writes its journal beside it into). */
export async function diskState(file: string): Promise<DiskState> {
  const folder = path.dirname(path.resolve(file));
  const { bavail, bsize } = await statfs(folder);
  const freeBytes = bavail * bsize;
  const readOnly = await access(folder, constants.W_OK).then(
    () => false,
    (error: NodeJS.ErrnoException) => error.code === 'EROFS' || error.code === 'EACCES' || error.code === 'EPERM',
  );
  return { file, freeBytes, full: freeBytes < FULL_BELOW_BYTES, readOnly };
}
