/**
 * The bytes of every imported file, compressed (migrations/0006): a replaced release or version
 * stays restorable. Rows are only ever added. Each store names its own `kind` ('cr', 'mtr', 'ipg').
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import { UserError } from '../common/user-error.js';
import type { ContentDb } from './open-database.js';
import { statement } from './statement-cache.js';

export interface ImportedFile {
  id: number;
  kind: string;
  effectiveDate: string;
  sha256: string;
  source: string;
  importedAt: string;
  /** Bytes before compression. */
  size: number;
}

const COLUMNS = 'id, kind, effective_date AS effectiveDate, sha256, source, imported_at AS importedAt, size';

/** Keeps `bytes` (once per kind and sha256; the same bytes again keep their first record). */
export function keepImportedFile(db: ContentDb, file: Omit<ImportedFile, 'id' | 'importedAt' | 'size'>, bytes: Uint8Array): void {
  statement(
    db,
    `INSERT INTO imported_files (kind, effective_date, sha256, source, imported_at, size, gzip) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (kind, sha256) DO NOTHING`,
  ).run(file.kind, file.effectiveDate, file.sha256, file.source, new Date().toISOString(), bytes.length, gzipSync(bytes));
}

/** Every kept file of `kinds`, newest date first, then most recently imported first. */
export function listImportedFiles(db: ContentDb, kinds: string[]): ImportedFile[] {
  return (statement(db, `SELECT ${COLUMNS} FROM imported_files ORDER BY effective_date DESC, imported_at DESC, id DESC`).all() as ImportedFile[]).filter(
    (file) => kinds.includes(file.kind),
  );
}

/**
 * The one kept file of `kinds` for `effectiveDate` whose sha256 starts with `prefix`; a UserError
 * naming the candidates when none or several match.
 */
export function findImportedFile(db: ContentDb, kinds: string[], effectiveDate: string, prefix: string, listCommand: string): ImportedFile {
  const sameDate = listImportedFiles(db, kinds).filter((file) => file.effectiveDate === effectiveDate);
  const matches = sameDate.filter((file) => file.sha256.startsWith(prefix.toLowerCase()));
  if (matches.length === 1) return matches[0]!;
  const known = sameDate.map((file) => file.sha256.slice(0, 12)).join(', ');
  if (matches.length === 0) {
    throw new UserError(
      'no-kept-file',
      sameDate.length === 0
        ? `No imported file effective ${effectiveDate} is kept; \`${listCommand}\` lists what is.`
        : `No file effective ${effectiveDate} has a sha256 starting with "${prefix}"; the kept ones start ${known}.`,
    );
  }
  throw new UserError('ambiguous-kept-file', `Several files effective ${effectiveDate} have a sha256 starting with "${prefix}" (${known}); give more of it.`);
}

/**
 * Keeps a file already gzip-compressed on its way in (a 165 MB card file is compressed while it
 * streams, never held whole): `size` is its length uncompressed. Same rules as keepImportedFile.
 */
export function keepCompressedFile(db: ContentDb, file: Omit<ImportedFile, 'id' | 'importedAt'>, gzip: Uint8Array): void {
  statement(
    db,
    `INSERT INTO imported_files (kind, effective_date, sha256, source, imported_at, size, gzip) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (kind, sha256) DO NOTHING`,
  ).run(file.kind, file.effectiveDate, file.sha256, file.source, new Date().toISOString(), file.size, gzip);
}

/** A kept file of `kind` by its sha256, still compressed (to be streamed, not held whole), or null. */
export function readCompressedFile(db: ContentDb, kind: string, sha256: string): Buffer | null {
  return (statement(db, 'SELECT gzip FROM imported_files WHERE kind = ? AND sha256 = ?').pluck().get(kind, sha256) as Buffer | undefined) ?? null;
}

/** The original bytes of a kept file. */
export function readImportedFile(db: ContentDb, id: number): Uint8Array {
  const compressed = statement(db, 'SELECT gzip FROM imported_files WHERE id = ?').pluck().get(id) as Buffer;
  return gunzipSync(compressed);
}
