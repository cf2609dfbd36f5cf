/**
 * Issue 13, case 3: two processes opening a new database at once — one crashed with "table
 * releases already exists" (5 of 20 races). Migrations now run under BEGIN IMMEDIATE and check
 * again once the lock is held.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { loadMigrations } from '../../database/migrate.js';
import { tempDbPath } from '../support/rules-db-fixture.js';
import { REPO_ROOT } from '../support/shared-data.js';

const OPEN = path.join(REPO_ROOT, 'dist/rules-db/store/open-content-db.js');

/** Starts a process that opens (creating and migrating) the database at `file`, as every writing command does. */
function openInProcess(file: string): Promise<{ code: number | null; stderr: string }> {
  const script = `const { openContentDb } = await import(${JSON.stringify(OPEN)}); openContentDb(${JSON.stringify(file)}).close();`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script]);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stderr })));
}

describe('opening a new database from many processes at once', () => {
  it('migrates it exactly once, and every process succeeds', async () => {
    for (let round = 0; round < 3; round++) {
      const file = tempDbPath();
      const results = await Promise.all(Array.from({ length: 12 }, () => openInProcess(file)));
      expect(results).toEqual(results.map(() => ({ code: 0, stderr: '' })));
      const db = new Database(file, { readonly: true });
      expect(db.prepare('SELECT version FROM schema_migrations ORDER BY version').pluck().all()).toEqual(loadMigrations().map((migration) => migration.version));
      db.close();
    }
  });
});
