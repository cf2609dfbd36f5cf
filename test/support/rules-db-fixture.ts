/** Fresh databases for tests: empty, or holding real releases from ../shared. */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, inject } from 'vitest';
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
  if (crFiles.length === 0) return openContentDb(tempDbPath());
  return copyOfCached(`cr:${crFiles.join(',')}`, () => {
    const db = openContentDb(tempDbPath());
    for (const file of crFiles) importReleaseFile(db, readFileSync(crPath(file)), { source: file });
    return db;
  });
}

/**
 * A copy of the database `build` makes, built once per test run under `key` (fixture-cache.ts) and
 * copied by every test file asking for the same key. `build` is the plain import, so a copy holds
 * exactly what an import would.
 */
export function copyOfCached(key: string, build: () => ContentDb): ContentDb {
  const cached = cachedPath(key);
  if (!existsSync(cached)) storeInCache(build(), cached);
  return copyOf(cached);
}

/** `copyOfCached` for a build that awaits (documents are parsed asynchronously). */
export async function copyOfCachedAsync(key: string, build: () => Promise<ContentDb>): Promise<ContentDb> {
  const cached = cachedPath(key);
  if (!existsSync(cached)) storeInCache(await build(), cached);
  return copyOf(cached);
}

function cachedPath(key: string): string {
  return path.join(inject('fixtureCacheDir'), `${createHash('sha256').update(key).digest('hex').slice(0, 32)}.sqlite`);
}

/** Written whole beside the cache entry, then renamed: two files building the same key at once each leave a complete copy. */
function storeInCache(built: ContentDb, cached: string): void {
  const partial = `${cached}.${process.pid}.${Date.now()}.partial`;
  built.prepare('VACUUM INTO ?').run(partial);
  built.close();
  renameSync(partial, cached);
}

function copyOf(cached: string): ContentDb {
  const file = tempDbPath();
  copyFileSync(cached, file);
  return openContentDb(file);
}
