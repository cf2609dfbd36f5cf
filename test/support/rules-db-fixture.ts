/** Fresh databases for tests: empty, or holding real releases from ../shared. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { type ContentDb } from '../../database/open-database.js';
import { openContentDb } from '../../rules-db/store/open-content-db.js';
import { importReleaseFile } from '../../rules-db/store/import-release.js';
import { crPath } from './shared-data.js';

const directories: string[] = [];
afterAll(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

/** A new temporary directory, removed after the test file. */
export function tempDirectory(prefix = 'arbiter-test-'): string {
  const directory = mkdtempSync(path.join(tmpdir(), prefix));
  directories.push(directory);
  return directory;
}

/** A path for a new database file in a temporary directory removed after the test file. */
export function tempDbPath(): string {
  return path.join(tempDirectory(), 'rules.sqlite');
}

/** A new database on disk (WAL needs a file) with the given releases from ../shared/data/cr imported. */
export function createTestDb(...crFiles: string[]): ContentDb {
  const db = openContentDb(tempDbPath());
  for (const file of crFiles) importReleaseFile(db, readFileSync(crPath(file)), { source: file });
  return db;
}
