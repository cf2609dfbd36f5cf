/**
 * A service's young generations (commands/framework/young-generation.ts): the main thread keeps
 * V8's first size though the pool starts threads, whose heaps' start put V8's process-wide growth
 * factor back to 2; the handler threads keep HANDLER_YOUNG_GENERATION_MB. Run in a process of
 * its own: V8's flags are process-wide, and this one's must stay as vitest set them.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { HANDLER_YOUNG_GENERATION_MB } from '../../../commands/framework/young-generation.js';
import { createTestDb } from '../../support/rules-db-fixture.js';

const db = createTestDb();
const dbPath = db.name;
db.close();

interface Sizes {
  /** The main thread's new space before the pool started and after it allocated, in bytes. */
  before: number;
  after: number;
  /** Each handler thread's new space, in bytes. */
  threads: { threadId: number; bytes: number }[];
}

/**
 * Starts a pool of two threads in a new process and makes the main thread allocate objects that
 * survive a while, as a bot's interactions in flight do. `fixed`: the service's way
 * (fixYoungGenerations); otherwise the main thread alone sets the growth factor to 1, as before.
 */
async function youngGenerations(fixed: boolean): Promise<Sizes> {
  const url = (file: string) => JSON.stringify(new URL(file, import.meta.url).href);
  const script = `
    import v8 from 'node:v8';
    import { fixYoungGenerations } from ${url('../../../commands/framework/young-generation.ts')};
    import { HandlerPool } from ${url('../../../commands/framework/handler-pool.ts')};
    if (${fixed}) fixYoungGenerations();
    else v8.setFlagsFromString('--semi-space-growth-factor=1');
    const newSpace = () => v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space').space_size;
    const before = newSpace();
    const pool = new HandlerPool({ dbPath: ${JSON.stringify(dbPath)}, commandsModule: ${url('../../support/timing-commands.ts')}, settings: {}, version: 'test', startedAt: new Date().toISOString(), threads: 2, allThreadsAtStart: true });
    await pool.ready();
    let kept = [];
    for (let round = 0; round < 200; round++) {
      for (let index = 0; index < 20000; index++) kept.push({ index, list: [index] });
      if (kept.length > 200000) kept = kept.slice(100000);
    }
    const run = () => pool.run({ kind: 'command', name: 'young-generation', options: { ms: 300 }, userId: '1', memory: {} });
    const threads = (await Promise.all([run(), run()])).map((outcome) => JSON.parse(outcome.reply.embeds[0].description));
    await pool.destroy();
    console.log(JSON.stringify({ before, after: newSpace(), threads }));
  `;
  // A file, not --eval: the pool's threads inherit the process's flags, and --input-type is refused in them.
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'arbiter-young-')), 'pool.mjs');
  writeFileSync(file, script);
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', file], { timeout: 60_000 });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as Sizes;
}

describe("a service's young generations", () => {
  it('keep the main thread at its first size after the pool starts threads, and each handler thread at its set size', async () => {
    const sizes = await youngGenerations(true);
    // Never grown beyond one doubling, which can happen while a thread starts (young-generation.ts);
    // unfixed, the same allocations grow it further (the last test). It may shrink: under load it was
    // 2.5 or 3 MB after against 4 MB before, with the index builder a thread and as a process
    // (docs/memory.md, fifth round; the cause not established), never seen when run alone.
    expect(sizes.after).toBeLessThanOrEqual(2 * sizes.before);
    expect(new Set(sizes.threads.map((thread) => thread.threadId)).size).toBe(2);
    for (const thread of sizes.threads) expect(thread.bytes).toBe(HANDLER_YOUNG_GENERATION_MB * 1024 * 1024);
  });

  it('are fixed by the service commands (start, serve) as their process starts, and by no other', async () => {
    const script = `
      import { runCliProcess } from ${JSON.stringify(new URL('../../../cli/main.ts', import.meta.url).href)};
      import { youngGenerationsFixed } from ${JSON.stringify(new URL('../../../commands/framework/young-generation.ts', import.meta.url).href)};
      const before = youngGenerationsFixed();
      await runCliProcess(process.argv.slice(1));
      console.log(JSON.stringify([before, youngGenerationsFixed()]));
    `;
    const fixedBy = async (...args: string[]) => {
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, '--', ...args], { timeout: 60_000 });
      return JSON.parse(stdout.trim().split('\n').at(-1)!) as [boolean, boolean];
    };
    expect(await fixedBy('serve', '--help')).toEqual([false, true]);
    expect(await fixedBy('start', '--help')).toEqual([false, true]);
    expect(await fixedBy('rules', 'list', '--help')).toEqual([false, false]);
  });

  it('are needed: set on the main thread alone, the factor is put back when a thread starts, and the main thread grows', async () => {
    const sizes = await youngGenerations(false);
    expect(sizes.after).toBeGreaterThan(2 * sizes.before);
  });
});
