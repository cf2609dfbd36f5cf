/**
 * Issue 13, case 2: handlers ran on the event loop, so one slow handler blocked every other user
 * (and the 2-second deferral timer). Now they run on a pool of worker threads.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { HandlerPool } from '../../../commands/framework/handler-pool.js';
import { loadConfig } from '../../../bot/config.js';
import { commandSettings } from '../../../bot/command-context.js';
import { createTestDb, tempDbPath } from '../../support/rules-db-fixture.js';

const dbPath = tempDbPath();
createTestDb().close();
const releaseDb = createTestDb('cr-20260116.txt');
const withRelease = releaseDb.name;
releaseDb.close();
const config = loadConfig({});
const setup = {
  dbPath,
  commandsModule: new URL('../../support/timing-commands.ts', import.meta.url).href,
  settings: commandSettings(config),
  version: 'test',
  startedAt: new Date().toISOString(),
};
const pool = new HandlerPool({ ...setup, threads: 2, timeoutMs: 30_000 });
// The limit also covers starting the replacement thread (loading the command modules from source),
// which took over 2 s on a loaded 2-core machine: 5 s keeps the test about cancelling, not start-up.
const strictPool = new HandlerPool({ ...setup, threads: 1, timeoutMs: 5000 });
afterAll(() => Promise.all([pool.destroy(), strictPool.destroy()]));

const run = (name: string, options: Record<string, number> = {}, on = pool) => on.run({ kind: 'command', name, options, userId: '1', memory: {} });

describe('the handler pool', () => {
  it('answers a quick command while a slow one still runs on another thread', async () => {
    // Both threads busy at once: both have loaded the command modules before the measurement.
    await Promise.all([run('spin', { ms: 300 }), run('spin', { ms: 300 })]);
    let slowDone = false;
    const slow = run('spin', { ms: 5000 }).then((outcome) => ((slowDone = true), outcome));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    const fast = await run('quick');
    const waited = performance.now() - started;
    expect(fast.reply!.embeds[0]!.description).toBe('quick');
    expect(slowDone).toBe(false);
    // bench:pool measures a few milliseconds; the bound is loose for a busy, shared machine.
    expect(waited).toBeLessThan(2000);
    expect((await slow).reply!.embeds[0]!.description).toBe('spun 5000 ms');
  });

  it('cancels a handler that runs past the limit, answers with a sentence, and keeps working', async () => {
    const outcome = await run('spin', { ms: 60_000 }, strictPool);
    expect(outcome.reply).toMatchObject({ ephemeral: true, embeds: [{ description: expect.stringMatching(/^That took longer than 5 seconds to work out, so it was stopped\./) }] });
    expect(outcome.logged).toEqual([expect.objectContaining({ message: 'handler cancelled: too slow' })]);
    expect((await run('quick', {}, strictPool)).reply!.embeds[0]!.description).toBe('quick');
  });

  it('starts every thread at once when asked, ready once each has loaded the commands and built its indexes', async () => {
    const eager = new HandlerPool({ ...setup, dbPath: withRelease, threads: 2, allThreadsAtStart: true });
    try {
      await eager.ready();
      expect(eager.threadCount).toBe(2);
      expect((await run('quick', {}, eager)).reply!.embeds[0]!.description).toBe('quick');
    } finally {
      await eager.destroy();
    }
  });

  it('warms up the threads it starts with before it is ready, and a thread started later only while no task waits', async () => {
    const warming = new HandlerPool({ ...setup, threads: 1, warmUpMs: 1000 });
    const quickRuns = async () => Number((await run('count', {}, warming)).reply!.embeds[0]!.description);
    const threadIds = () => warming.threadMemory().map((memory) => memory.threadId);
    const exitThread = async () => expect((await run('exit', {}, warming)).logged).toEqual([expect.objectContaining({ message: 'handler worker failed' })]);
    try {
      await warming.ready();
      // Counted before any interaction asked for /quick: all of them are the warm-up's.
      expect(await quickRuns()).toBeGreaterThan(100);
      // The thread ends; its replacement has an interaction waiting for it, so it does not warm up.
      await exitThread();
      expect(await quickRuns()).toBe(0);
      // Ended again with nothing asked meanwhile: the replacement warms up, and is ready (reports its memory) only then.
      const before = threadIds();
      await exitThread();
      await vi.waitFor(() => expect(threadIds().some((id) => !before.includes(id))).toBe(true), { timeout: 20_000, interval: 50 });
      expect(await quickRuns()).toBeGreaterThan(100);
    } finally {
      await warming.destroy();
    }
  });

  it('hands a task queued behind a busy thread to that thread once it is free, not to a thread still starting', async () => {
    const growing = new HandlerPool({ ...setup, threads: 2 });
    try {
      await growing.ready();
      // A thread reports its memory just after it says it is ready.
      await vi.waitFor(() => expect(growing.threadMemory()).toHaveLength(1), { interval: 20 });
      // The second task queues: the pool starts another thread (seconds to load the modules from source).
      const [, quick] = await Promise.all([
        run('spin', { ms: 200 }, growing),
        run('quick', {}, growing).then((outcome) => ({ outcome, threadsReady: growing.threadMemory().length })),
      ]);
      expect(quick.outcome.reply!.embeds[0]!.description).toBe('quick');
      // Answered by the first thread: the new one had not yet said it was ready (it reports its memory then).
      expect(quick.threadsReady).toBe(1);
      expect(growing.threadCount).toBe(2);
    } finally {
      await growing.destroy();
    }
  });

  it('is ready with one thread by default, and starts more under load', async () => {
    await pool.ready();
    expect(pool.threadCount).toBeGreaterThanOrEqual(1);
  });

  it('says so, rather than waiting for ever, when a thread cannot start', async () => {
    const broken = new HandlerPool({ ...setup, commandsModule: new URL('../../support/no-such-commands.ts', import.meta.url).href, threads: 1 });
    try {
      await expect(broken.ready()).rejects.toThrow(/^A handler thread failed to start: .*no-such-commands/);
      // Meanwhile piscina replaces the thread, and the replacement fails the same way: that must
      // not escape as an uncaught exception (vitest fails the run on one), nor change the answer.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await expect(broken.ready()).rejects.toThrow(/^A handler thread failed to start: .*no-such-commands/);
    } finally {
      await broken.destroy();
    }
  });
});
