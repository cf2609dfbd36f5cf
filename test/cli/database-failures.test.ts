/**
 * Issue 13, case 4: stack traces (exit 2) instead of messages for a full disk, a file that is not
 * SQLite (also from `arbiter start`), a locked database and a read-only directory — where even
 * `rules list`, `show` and `search` failed, although they only read. Each is now a sentence, exit 1,
 * and the read commands work read-only.
 *
 * The read-only and disk-full cases need a real mount (a tmpfs remounted read-only, a small tmpfs):
 * they are skipped, saying so, where this process may not mount (not root, or no mount permission).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDb, tempDbPath } from '../support/rules-db-fixture.js';
import { runArbiter } from '../support/run-cli.js';
import { crPath } from '../support/shared-data.js';

/** Mounts a tmpfs of `size` at a new folder; null when mounting is not permitted here. */
function mountTmpfs(size: string): string | null {
  const folder = mkdtempSync(path.join(tmpdir(), 'arbiter-mount-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', folder], { stdio: 'ignore' });
    return folder;
  } catch {
    rmSync(folder, { recursive: true, force: true });
    return null;
  }
}

const mounts: string[] = [];
afterAll(() => {
  for (const folder of mounts) {
    execFileSync('umount', [folder], { stdio: 'ignore' });
    rmSync(folder, { recursive: true, force: true });
  }
});

const canMount = (() => {
  const probe = mountTmpfs('1m');
  if (probe) mounts.push(probe);
  return probe !== null;
})();
const NO_MOUNT = 'skipped: this process may not mount a tmpfs (needs root and mount permission), so a read-only or full file system cannot be made';

describe.skipIf(!canMount)(`a read-only file system${canMount ? '' : ` (${NO_MOUNT})`}`, () => {
  const folder = mountTmpfs('64m')!;
  mounts.push(folder);
  const dbPath = path.join(folder, 'rules.sqlite');

  it('answers list, show and search read-only, and says a write command cannot write there', async () => {
    expect((await runArbiter(['rules', 'import', crPath('cr-20260116.txt'), '--db', dbPath])).code).toBe(0);
    execFileSync('mount', ['-o', 'remount,ro', folder]);
    expect(await runArbiter(['rules', 'list', '--db', dbPath])).toMatchObject({ code: 0, stdout: expect.stringMatching(/^2026-01-16 +3114 rules/), stderr: '' });
    expect(await runArbiter(['rules', 'show', '702.19b', '--db', dbPath])).toMatchObject({ code: 0, stdout: expect.stringContaining('702.19b · Trample'), stderr: '' });
    expect(await runArbiter(['rules', 'search', 'trample', '--db', dbPath])).toMatchObject({ code: 0, stderr: '' });
    expect(await runArbiter(['ask', '/rule 616.1', '--db', dbPath])).toMatchObject({ code: 0, stderr: '' });
    const write = await runArbiter(['rules', 'import', crPath('cr-20251114.txt'), '--db', dbPath]);
    expect(write).toEqual({ code: 1, stdout: '', stderr: `Error: The folder ${folder} is not writable (a read-only file system?), and this command writes to the database there. Commands that only read (list, show, search) still work; to write, use --db with a writable place.\n` });
    const start = await runArbiter(['start', '--db', dbPath], { env: {} });
    expect(start.code).toBe(1);
    expect(start.stderr).toContain('is not writable');
  });
});

describe.skipIf(!canMount)(`a full disk${canMount ? '' : ` (${NO_MOUNT})`}`, () => {
  it('says the disk is full, exit 1, and leaves the database as it was', async () => {
    // Room for the 2003 release (0.7 MB), not for the 2026 one (2.4 MB more).
    const folder = mountTmpfs('2m')!;
    mounts.push(folder);
    const dbPath = path.join(folder, 'rules.sqlite');
    expect((await runArbiter(['rules', 'import', crPath('cr-20030315.txt'), '--db', dbPath])).code).toBe(0);
    const run = await runArbiter(['rules', 'import', crPath('cr-20260116.txt'), '--db', dbPath]);
    expect(run).toEqual({ code: 1, stdout: '', stderr: `Error: The disk holding ${dbPath} is full, so nothing was written and the database is as it was. Free some space and run the command again.\n` });
    expect(await runArbiter(['rules', 'list', '--db', dbPath])).toMatchObject({ code: 0, stdout: expect.stringMatching(/^2003-03-15 +514 rules[^\n]*\n$/) });
  });
});

describe('a database file that cannot be used', () => {
  it('says a file that is not SQLite is not an Arbiter database, for reading, writing and `arbiter start`', async () => {
    const file = path.join(path.dirname(tempDbPath()), 'notes.txt');
    writeFileSync(file, 'These are my notes, not a database.\n'.repeat(200));
    const sentence = `Error: ${file} is not an Arbiter database (it is not an SQLite file). Point --db (or RULES_DB) at the database, or at a new file name to start one.\n`;
    expect(await runArbiter(['rules', 'list', '--db', file])).toEqual({ code: 1, stdout: '', stderr: sentence });
    expect(await runArbiter(['rules', 'import', crPath('cr-20260116.txt'), '--db', file])).toEqual({ code: 1, stdout: '', stderr: sentence });
    expect(await runArbiter(['start', '--db', file], { env: { DISCORD_TOKEN: 'MTMwMDAwMDAwMDAwMDAwMDAwMQ.fake.token' } })).toEqual({ code: 1, stdout: '', stderr: sentence });
  });

  it('says a damaged database is damaged', async () => {
    const db = createTestDb('cr-20260116.txt');
    const file = path.join(path.dirname(db.name), 'damaged.sqlite');
    db.pragma('wal_checkpoint(TRUNCATE)');
    copyFileSync(db.name, file);
    db.close();
    // Overwrite the pages after the schema with noise: the header and schema still read as SQLite.
    const bytes = readFileSync(file);
    for (let index = 64 * 1024; index < bytes.length; index += 7) bytes[index] = (index * 31) % 256;
    writeFileSync(file, bytes);
    const run = await runArbiter(['rules', 'show', '702.19b', '--db', file]);
    expect(run).toEqual({ code: 1, stdout: '', stderr: `Error: The database ${file} is damaged (SQLite finds it corrupt). Restore it from a backup, or import the rules into a new file with --db.\n` });
  });

  it('says the database stayed locked beyond the busy timeout', async () => {
    const file = tempDbPath();
    expect((await runArbiter(['rules', 'import', crPath('cr-20030315.txt'), '--db', file])).code).toBe(0);
    const lock = new Database(file);
    lock.exec('BEGIN IMMEDIATE');
    const run = await runArbiter(['rules', 'import', crPath('cr-20051001.txt'), '--db', file]);
    lock.exec('ROLLBACK');
    lock.close();
    expect(run).toEqual({
      code: 1,
      stdout: '',
      stderr: `Error: The database ${file} stayed locked by another program for more than 5 seconds (an import still running?); try again once it has finished.\n`,
    });
  });
});
