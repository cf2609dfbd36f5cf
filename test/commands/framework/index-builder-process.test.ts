/**
 * Issue 36, fifth round: the indexes every handler thread reads are built by a child process
 * (commands/framework/index-builder.ts), not a thread, so that the memory the build used is
 * returned whole at its exit. What the builder thread's tests asserted holds for it (the shared
 * indexes' tests, run through the pool); these assert what is the child's own: the indexes arrive
 * in this process's shared memory, the same as a copy built in place; the child has exited; the
 * file it writes them to has no name on disk; a failing child leaves the threads to build for
 * themselves; and it never outlives its parent.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { startIndexBuilder } from '../../../commands/framework/index-builder-process.js';
import { buildsOf, holdsIndex, indexesHeld } from '../../../common/shared-memory/shared-indexes.js';
import { releaseAt } from '../../../rules-db/store/release-queries.js';
import { searchLexicon } from '../../../rules-db/search/search-lexicon.js';
import { ruleIndexKey } from '../../../rules-db/search/rule-index.js';
import { searchRules } from '../../../rules-db/search/search-rules.js';
import { openContentDb } from '../../../rules-db/store/open-content-db.js';
import { createTestDb, tempDirectory } from '../../support/rules-db-fixture.js';
import { withoutTemporaryFolder } from '../../support/without-temporary-folder.js';
import { childPids, commandLine, isRunning, processEnded } from '../../support/process-tree.js';
import { describeHits } from '../../support/shared-index-commands.js';
import { indexStatusPool } from '../../support/index-status-pool.js';

const created = createTestDb('cr-20260116.txt');
const dbPath = created.name;
created.close();
const QUERIES = ['can a tapped creature block', 'trample deathtouch', 'legend rule', 'hexproof vs shroud'];

/** The index builder processes this process has started and that still run. */
function runningBuilders(): number[] {
  return childPids(process.pid).filter((pid) => commandLine(pid).includes('index-builder') && isRunning(pid));
}

/**
 * An index's data as comparable text: each view over memory as its type, place (which buffer, in
 * the order met; offset; length), whether that memory is shared, and a digest of its bytes.
 */
function describeData(data: unknown): unknown {
  const buffers: ArrayBufferLike[] = [];
  const describe = (value: unknown): unknown => {
    if (ArrayBuffer.isView(value)) {
      if (!buffers.includes(value.buffer)) buffers.push(value.buffer);
      const bytes = new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
      return { view: value.constructor.name, buffer: buffers.indexOf(value.buffer), offset: value.byteOffset, length: value.byteLength, shared: value.buffer instanceof SharedArrayBuffer, sha256: createHash('sha256').update(bytes).digest('hex') };
    }
    if (value instanceof Map) return new Map([...value].map(([key, member]) => [key, describe(member)]));
    if (Array.isArray(value)) return value.map(describe);
    if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, member]) => [key, describe(member)]));
    return value;
  };
  return describe(data);
}

describe('the index builder process', () => {
  it("hands its indexes to this process, in shared memory and the same as a copy built in place, and has exited", async () => {
    const builder = startIndexBuilder(dbPath);
    expect(runningBuilders()).toEqual([builder.pid]);
    // Its file was removed from its folder before it started: nothing is left on disk, however either process ends.
    const file = readlinkSync(`/proc/${builder.pid}/fd/3`);
    expect(file.startsWith(path.join(tmpdir(), 'arbiter-indexes-'))).toBe(true);
    expect(file.endsWith(' (deleted)')).toBe(true);
    expect(await builder.done).toEqual({ built: true, ms: expect.any(Number) });
    await processEnded(builder.pid!, 5_000);

    const db = openContentDb(dbPath, { readonly: true });
    const key = ruleIndexKey(db, searchLexicon(db, releaseAt(db)));
    expect(holdsIndex(key)).toBe(true);
    // Searched here, the release reads the child's copy: nothing is built in this process.
    const hits = QUERIES.map((query) => describeHits(searchRules(db, releaseAt(db), query, 10)));
    expect(buildsOf(key)).toBe(0);
    db.close();

    // The same release in a database of its own: this process builds that one in place.
    const twin = createTestDb('cr-20260116.txt');
    expect(QUERIES.map((query) => describeHits(searchRules(twin, releaseAt(twin), query, 10)))).toEqual(hits);
    const twinKey = ruleIndexKey(twin, searchLexicon(twin, releaseAt(twin)));
    expect(buildsOf(twinKey)).toBe(1);
    const held = new Map(indexesHeld().map((index) => [index.key, index]));
    const received = describeData(held.get(key)!.data);
    expect(received).toEqual(describeData(held.get(twinKey)!.data));
    expect(held.get(key)!.bytes).toBe(held.get(twinKey)!.bytes);
    // Every view of it is over shared memory, as in the copy built in place.
    expect(JSON.stringify(received)).not.toContain('"shared":false');
    twin.close();
  });

  it('is what a handler pool starts, and has exited once the pool is ready, which says it built the indexes', async () => {
    const { pool, status } = indexStatusPool(dbPath, { threads: 1 });
    try {
      const [builder] = runningBuilders();
      expect(builder).toBeDefined();
      expect((await pool.ready()).indexes).toEqual({ built: true, ms: expect.any(Number) });
      await processEnded(builder!, 5_000);
      expect(await status({ queries: QUERIES })).toMatchObject({ heldBefore: true, buildsBefore: 0, buildsAfter: 0, sharedPostings: true });
    } finally {
      await pool.destroy();
    }
  });

  it('when it fails (killed mid-build), leaves the handler thread to build the indexes as it starts, with the same answers', async () => {
    // A database of its own: nothing built from it is held yet.
    const own = createTestDb('cr-20260116.txt');
    const ownPath = own.name;
    own.close();
    const twin = createTestDb('cr-20260116.txt');
    const expected = QUERIES.map((query) => describeHits(searchRules(twin, releaseAt(twin), query, 10)));
    twin.close();
    const { pool, status } = indexStatusPool(ownPath, { threads: 1 });
    try {
      const [builder] = runningBuilders();
      process.kill(builder!, 'SIGKILL');
      // The pool says why: a service logs it (service-runtime.ts).
      expect((await pool.ready()).indexes).toEqual({ built: false, reason: 'was killed (SIGKILL)' });
      const answered = await status({ queries: QUERIES });
      // Built once, by the thread itself before it took a task (build-indexes.ts), and offered to this process.
      expect(answered).toMatchObject({ heldBefore: true, buildsBefore: 1, buildsAfter: 1, sharedPostings: true });
      expect(answered.hits).toEqual(expected);
    } finally {
      await pool.destroy();
    }
  });

  it('without a temporary folder to write to, is not started, and settles at once (the handler threads build as when it fails)', async () => {
    const builder = withoutTemporaryFolder(() => startIndexBuilder(dbPath));
    expect(builder.pid).toBeUndefined();
    expect(runningBuilders()).toEqual([]);
    expect(await builder.done).toEqual({ built: false, reason: expect.stringMatching(/^not started: no temporary folder to write the indexes to \(ENOTDIR: not a directory, mkdtemp '.*not-a-folder\/arbiter-indexes-XXXXXX'\)$/) });
  });

  it('that fails says why in a sentence: its exit code and the last line it wrote, no stack trace', async () => {
    const notADatabase = path.join(tempDirectory(), 'arbiter.db');
    writeFileSync(notADatabase, 'not SQLite\n'.repeat(100));
    const builder = startIndexBuilder(notADatabase);
    expect(await builder.done).toEqual({ built: false, reason: `exited with code 1: ${notADatabase} is not an Arbiter database (it is not an SQLite file). Point --db (or RULES_DB) at the database, or at a new file name to start one.` });
  });

  it('given to a handler pool, is the one the pool waits for: it starts none of its own, and stops it with its threads', async () => {
    const before = runningBuilders();
    const given = startIndexBuilder(dbPath);
    const { pool } = indexStatusPool(dbPath, { threads: 1, indexBuilder: given });
    try {
      expect(runningBuilders().filter((pid) => !before.includes(pid))).toEqual([given.pid]);
    } finally {
      await pool.destroy();
    }
    await processEnded(given.pid!, 2_000);
    expect(await given.done).toEqual({ built: false, reason: 'stopped before it finished' });
  });

  it("is stopped with the pool that started it", async () => {
    const before = runningBuilders();
    const { pool } = indexStatusPool(dbPath, { threads: 1 });
    const [builder] = runningBuilders().filter((pid) => !before.includes(pid));
    expect(builder).toBeDefined();
    await pool.destroy();
    await processEnded(builder!, 2_000);
  });
});

/**
 * A process that starts the builder, prints its pid, then ends as `how` says: `exit` (process.exit),
 * `crash` (an uncaught error), `wait` (until the test kills it). Resolves with both pids once the
 * builder runs.
 */
async function parentOfBuilder(how: 'exit' | 'crash' | 'wait'): Promise<{ parent: number; builder: number; exited: Promise<void> }> {
  const script = `
    import { startIndexBuilder } from ${JSON.stringify(new URL('../../../commands/framework/index-builder-process.ts', import.meta.url).href)};
    const { pid } = startIndexBuilder(${JSON.stringify(dbPath)});
    console.log(pid);
    if (${JSON.stringify(how)} === 'exit') process.exit(0);
    if (${JSON.stringify(how)} === 'crash') setImmediate(() => { throw new Error('the parent crashed'); });
  `;
  const parent = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'ignore'] });
  const exited = new Promise<void>((resolve) => parent.once('exit', () => resolve()));
  const [line] = await createInterface({ input: parent.stdout! })[Symbol.asyncIterator]().next().then((next) => [next.value as string]);
  return { parent: parent.pid!, builder: Number(line), exited };
}

describe('the index builder process, when its parent goes', () => {
  const started: number[] = [];
  afterAll(() => {
    for (const pid of started) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
  });

  for (const how of ['exit', 'crash'] as const) {
    it(`ends at once when the parent ${how === 'exit' ? 'exits' : 'crashes'} while it builds`, async () => {
      const { builder, exited } = await parentOfBuilder(how);
      started.push(builder);
      expect(builder).toBeGreaterThan(0);
      await exited;
      // Its build takes seconds; killed with its parent, it is gone long before.
      await processEnded(builder, 1_000);
    });
  }

  it('ends with its build when the parent is killed outright (SIGKILL): it writes its file, which nobody reads, and exits', async () => {
    const { parent, builder, exited } = await parentOfBuilder('wait');
    started.push(builder, parent);
    expect(isRunning(builder)).toBe(true);
    process.kill(parent, 'SIGKILL');
    await exited;
    await processEnded(builder, 50_000);
  });
});
