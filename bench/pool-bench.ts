/**
 * `npm run bench:pool [-- --rounds N] [-- --json]`: how long a quick `/rule` waits while another
 * user's `/diff` across two decades and a 1-second handler run — with the handlers on the main
 * thread (as the bot ran them before the worker pool) and on the pool (commands/framework/handler-pool.ts).
 *
 * Each round starts a `/diff <old release> → 2026-01-16` and a `/spin` of 1 s (a CPU-bound handler)
 * at once, then sends `/rule` every 25 ms for 1.5 s; a `/rule`'s latency runs from the moment it
 * was due to the moment its reply is ready, so time spent waiting for a blocked event loop counts.
 * Rounds cycle through nine old releases so that no /diff is answered from the recent-diff cache.
 */
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../bot/config.js';
import { createCommandContext } from '../bot/command-context.js';
import type { OptionValue } from '../commands/framework/command-module.js';
import { createRegistry, runCommand } from '../commands/framework/dispatch.js';
import { HandlerPool } from '../commands/framework/handler-pool.js';
import { PooledDispatcher } from '../commands/framework/pooled-dispatch.js';
import { openContentDb } from '../rules-db/store/open-content-db.js';
import { importReleaseFile } from '../rules-db/store/import-release.js';
import { createStateStore } from '../state/create-state-store.js';
import { crPath } from '../test/support/shared-data.js';
import { COMMANDS } from './pool-commands.js';
import { percentile } from './timing.js';

const { values } = parseArgs({ options: { rounds: { type: 'string' }, json: { type: 'boolean' } } });
const OLD_RELEASES = ['2003-03-15', '2005-10-01', '2007-10-01', '2008-10-01', '2009-07-11', '2012-07-01', '2013-05-01', '2015-01-23', '2016-08-26'];
const rounds = Number(values.rounds ?? OLD_RELEASES.length);
const RULE_EVERY_MS = 25;
const RULES_PER_ROUND = 60;

type Run = (name: string, options: Record<string, OptionValue>, userId: string) => Promise<unknown>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the rounds against `run`; returns every /rule latency and how long each /diff took. */
async function measure(run: Run): Promise<{ rule: number[]; diff: number[] }> {
  const rule: number[] = [];
  const diff: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const from = OLD_RELEASES[round % OLD_RELEASES.length]!;
    const started = performance.now();
    const work: Promise<unknown>[] = [];
    // Arrivals are timers, like interactions arriving from the network: a blocked loop delays them.
    setTimeout(() => work.push(run('diff', { from, to: '2026-01-16' }, '201').then(() => diff.push(performance.now() - started))), 0);
    setTimeout(() => work.push(run('spin', { ms: 1000 }, '202')), 0);
    for (let index = 0; index < RULES_PER_ROUND; index++) {
      const due = started + 5 + index * RULE_EVERY_MS;
      setTimeout(() => work.push(run('rule', { number: `70${index % 3}.${(index % 20) + 1}` }, '203').then(() => rule.push(performance.now() - due))), 5 + index * RULE_EVERY_MS);
    }
    await sleep(5 + RULES_PER_ROUND * RULE_EVERY_MS + 50);
    while (work.length < RULES_PER_ROUND + 2) await sleep(10);
    await Promise.all(work);
    await sleep(200);
  }
  return { rule, diff };
}

function summary(times: { rule: number[]; diff: number[] }) {
  const round = (value: number) => Math.round(value * 10) / 10;
  return { ruleP50Ms: round(percentile(times.rule, 50)), ruleP99Ms: round(percentile(times.rule, 99)), ruleMaxMs: round(Math.max(...times.rule)), diffP50Ms: round(percentile(times.diff, 50)), rules: times.rule.length };
}

const workDir = mkdtempSync(path.join(tmpdir(), 'arbiter-pool-bench-'));
const dbPath = path.join(workDir, 'rules.sqlite');
try {
  const db = openContentDb(dbPath);
  for (const date of [...OLD_RELEASES, '2026-01-16']) {
    const file = `cr-${date.replaceAll('-', '')}.txt`;
    importReleaseFile(db, readFileSync(crPath(file)), { source: file });
  }
  const config = loadConfig({});
  const registry = createRegistry(COMMANDS);

  // Before: every handler on the main thread, as the bot's interactionCreate listener ran them.
  const context = createCommandContext(db, config);
  const inProcess: Run = (name, options, userId) => runCommand(registry, name, options, userId, context, () => undefined);
  await inProcess('rule', { number: '100.1' }, '1');
  const before = summary(await measure(inProcess));

  // After: the same handlers on the worker pool.
  const pool = new HandlerPool({
    dbPath,
    commandsModule: new URL('./pool-commands.ts', import.meta.url).href,
    settings: context.settings,
    version: context.version,
    startedAt: new Date().toISOString(),
  });
  const state = await createStateStore({ sqlitePath: dbPath });
  const dispatcher = new PooledDispatcher(pool, state, (message, details) => console.error(message, details));
  const pooled: Run = (name, options, userId) => dispatcher.command(name, options, userId);
  await Promise.all([pooled('rule', { number: '100.1' }, '1'), pooled('rule', { number: '100.1' }, '1'), pooled('rule', { number: '100.1' }, '1')]);
  const after = summary(await measure(pooled));
  await pool.destroy();
  await state.destroy();
  db.close();

  if (values.json) console.log(JSON.stringify({ rounds, before, after }));
  else {
    console.log(`/rule every ${RULE_EVERY_MS} ms while a /diff <old> → 2026-01-16 and a 1-second handler run (${rounds} rounds, ${before.rules} /rule each way):`);
    console.log(`  handlers on the main thread: p50 ${before.ruleP50Ms} ms  p99 ${before.ruleP99Ms} ms  max ${before.ruleMaxMs} ms   (/diff done after ${before.diffP50Ms} ms)`);
    console.log(`  handlers on the worker pool: p50 ${after.ruleP50Ms} ms  p99 ${after.ruleP99Ms} ms  max ${after.ruleMaxMs} ms   (/diff done after ${after.diffP50Ms} ms)`);
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
