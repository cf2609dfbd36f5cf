/**
 * `npm run bench:bot [-- --interactions N] [-- --skip-cards] [-- --warm-up 3s|off] [-- --json]`: the running bot's memory
 * and speed, with the real processes on the fake Discord (REST and gateway on 127.0.0.1):
 * - `arbiter start` (the gateway bot) and `arbiter serve` (an HTTP replica, every handler thread
 *   up), each with the CR, MTR, IPG and JAR imported, then again with the 35,000-card benchmark
 *   data added (bench/cards-bench-data.ts; `--skip-cards` leaves that out);
 * - how long the process took to start: from its spawn to the line saying it answers (logged in
 *   to Discord, listening), its handler threads' indexes received and their warm-up done;
 * - resident memory after start, after N interactions (1,000 by default) and after 25 s idle, with a breakdown read
 *   from the process's /metrics: the main thread's heap and external memory, each handler thread's
 *   heap, and the shared indexes (one copy for every thread: docs/memory.md);
 * - the round trip of the first interaction after start (a /rule), of the search after it (the
 *   handler thread's first search), and of each interaction of the mix, p50 and p99;
 * - for the gateway bot, whose pool starts threads beyond the first under load, the first search
 *   of such a thread (after the memory is measured): two searches at once start one, and once it
 *   is ready two more at once put one on it.
 * Handler threads warm up as `arbiter start` does by default (HANDLER_WARM_UP, --warm-up).
 */
import { closeSync, fsyncSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { APIInteraction } from 'discord-api-types/v10';
import { autocompleteInteraction, buttonInteraction, chatInputInteraction, startFakeDiscord, type FakeDiscord } from '../test/support/fake-discord/index.js';
import { freePort } from '../test/support/free-port.js';
import { runArbiter } from '../test/support/run-cli.js';
import { crPath, SHARED_DIR } from '../test/support/shared-data.js';
import { applicationKey, postSigned } from '../test/support/signed-interactions.js';
import { spawnArbiter, type ArbiterProcess } from '../test/support/spawn-arbiter.js';
import { TOURNAMENT_FILES } from '../test/support/tournament-documents.js';
import { writeBenchFiles } from './cards-bench-data.js';
import { DEFAULT_HANDLER_WARM_UP } from '../bot/config.js';
import { percentile } from './timing.js';

const { values } = parseArgs({ options: { interactions: { type: 'string' }, json: { type: 'boolean' }, 'skip-cards': { type: 'boolean' }, 'warm-up': { type: 'string' } } });
const count = Number(values.interactions ?? 1000);
const FIRST_SEARCH = 'can a tapped creature block';
/** How long a process is left idle after the interactions before its memory is read again. */
const IDLE_MS = 25_000;

/**
 * A mix of what judges do: rules, searches, definitions, sections, autocompletes, button presses;
 * with card data, every other /history is a /card of one of `cards` instead (its name index built on first use).
 */
function interaction(index: number, cards: string[] = []): APIInteraction {
  if (cards.length > 0 && index % 16 === 7) return chatInputInteraction({ name: 'card', options: { name: cards[(index * 7919) % cards.length]! } });
  switch (index % 8) {
    case 0: return chatInputInteraction({ name: 'rule', options: { number: `70${index % 3}.${(index % 20) + 1}` } });
    case 1: return chatInputInteraction({ name: 'search', options: { query: ['legend rule', 'can a tapped creature block', 'trample deathtouch', 'mana burn'][index % 4]! } });
    case 2: return chatInputInteraction({ name: 'define', options: { term: ['ETB', 'dies', 'APNAP', 'mana value'][index % 4]! } });
    case 3: return chatInputInteraction({ name: 'ipg', options: { infraction: ['GRV', 'missed trigger', 'HCE'][index % 3]! } });
    case 4: return autocompleteInteraction({ name: 'rule', options: { number: ['tra', '702.1', 'combat d'][index % 3]! }, focused: 'number' });
    case 5: return chatInputInteraction({ name: 'mtr', options: { section: ['4.2', 'tournament shortcuts', '3.8'][index % 3]! } });
    case 6: return buttonInteraction({ customId: `rule:1:v:702.19:0:1:0` });
    default: return chatInputInteraction({ name: 'history', options: { rule: '510.1c' } });
  }
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** Where a process's memory is, in MB: resident, the main thread's heap, each handler thread's heap, the shared indexes. */
interface MemoryBreakdown {
  residentMb: number;
  mainHeapUsedMb: number;
  mainHeapTotalMb: number;
  mainExternalMb: number;
  sharedIndexesMb: number;
  threads: { thread: string; heapUsedMb: number; heapTotalMb: number; externalMb: number; arrayBuffersMb: number }[];
}

/** The process's memory now: resident from the kernel, the rest from its /metrics. */
async function memory(pid: number, metricsUrl: string): Promise<MemoryBreakdown> {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith('VmRSS:'))!;
  const text = await (await fetch(metricsUrl)).text();
  const metric = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
  const threads = new Map<string, MemoryBreakdown['threads'][number]>();
  for (const [, thread, kind, value] of text.matchAll(/^arbiter_handler_thread_memory_bytes\{thread="(\d+)",kind="(\w+)"\} (\S+)$/gm)) {
    const entry = threads.get(thread!) ?? { thread: thread!, heapUsedMb: 0, heapTotalMb: 0, externalMb: 0, arrayBuffersMb: 0 };
    const field = ({ heap_used: 'heapUsedMb', heap_total: 'heapTotalMb', external: 'externalMb', array_buffers: 'arrayBuffersMb' } as const)[kind as 'heap_used'];
    entry[field] = mb(Number(value));
    threads.set(thread!, entry);
  }
  return {
    residentMb: Math.round(Number(line.split(/\s+/)[1]) / 1024),
    mainHeapUsedMb: mb(metric('arbiter_nodejs_heap_size_used_bytes')),
    mainHeapTotalMb: mb(metric('arbiter_nodejs_heap_size_total_bytes')),
    mainExternalMb: mb(metric('arbiter_nodejs_external_memory_bytes')),
    sharedIndexesMb: mb(metric('arbiter_shared_index_bytes')),
    threads: [...threads.values()],
  };
}

interface RunResult {
  mode: 'gateway' | 'http';
  cards: boolean;
  /** From the process's spawn to the line saying it answers, in ms. */
  readyMs: number;
  afterStart: MemoryBreakdown;
  /** The first interaction after start (a /rule): what the process does once, on its first answer. */
  firstInteractionMs: number;
  /** The search after it: the handler thread's first search. */
  firstSearchMs: number;
  /** The gateway bot: the first search of a thread its pool started under load (undefined for an HTTP replica, whose threads all start with it). */
  underLoadFirstSearchMs?: number;
  afterInteractions: MemoryBreakdown;
  /** IDLE_MS later, nothing sent meanwhile. */
  afterIdle: MemoryBreakdown;
  interactions: number;
  p50Ms: number;
  p99Ms: number;
}

/** Sends interactions to a running process and measures it. */
async function measure(process_: ArbiterProcess, readyMs: number, metricsUrl: string, send: (payload: APIInteraction) => Promise<void>, mode: RunResult['mode'], cardNames: string[]): Promise<RunResult> {
  const cards = cardNames.length > 0;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const pid = process_.child.pid!;
  const afterStart = await memory(pid, metricsUrl);
  const timed = async (payload: APIInteraction) => {
    const start = performance.now();
    await send(payload);
    return performance.now() - start;
  };
  const firstInteractionMs = await timed(chatInputInteraction({ name: 'rule', options: { number: '702.19b' } }));
  const searches = (count: number) => Promise.all(Array.from({ length: count }, () => timed(chatInputInteraction({ name: 'search', options: { query: FIRST_SEARCH } }))));
  const firstSearchMs = await timed(chatInputInteraction({ name: 'search', options: { query: FIRST_SEARCH } }));
  const times: number[] = [];
  for (let index = 0; index < count; index++) times.push(await timed(interaction(index, cardNames)));
  // Threads report their memory after a task at most every 2 s: one more task after that reports it now.
  await new Promise((resolve) => setTimeout(resolve, 2100));
  await send(interaction(0));
  const afterInteractions = await memory(pid, metricsUrl);
  // V8 collects an idle heap's old generation on its own (its memory reducer, some 10–20 s after
  // allocation slows): what the interactions left there as garbage then shows as the difference.
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  const afterIdle = await memory(pid, metricsUrl);
  let underLoadFirstSearchMs: number | undefined;
  if (mode === 'gateway') {
    // Two at once while one thread runs: the second waits, and the pool starts another thread.
    await searches(2);
    const deadline = Date.now() + 30_000;
    // A thread reports its memory once it is ready (after its warm-up).
    while ((await memory(pid, metricsUrl)).threads.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    // Two at once again: each thread takes one, the new one its first.
    underLoadFirstSearchMs = Math.max(...(await searches(2)));
  }
  return { mode, cards, readyMs, afterStart, firstInteractionMs, firstSearchMs, ...(underLoadFirstSearchMs === undefined ? {} : { underLoadFirstSearchMs }), afterInteractions, afterIdle, interactions: count, p50Ms: percentile(times, 50), p99Ms: percentile(times, 99) };
}

const CONTENT_ENV = { RULES_CHECK_INTERVAL: 'off', CARDS_CHECK_INTERVAL: 'off', DOCS_CHECK_INTERVAL: 'off', HANDLER_WARM_UP: values['warm-up'] ?? DEFAULT_HANDLER_WARM_UP };

async function gatewayRun(fake: FakeDiscord, dbPath: string, cards: string[]): Promise<RunResult> {
  const port = await freePort();
  const spawnedAt = performance.now();
  const bot = spawnArbiter(['start'], { DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.restUrl, RULES_DB: dbPath, HEALTH_PORT: String(port), ...CONTENT_ENV });
  try {
    await bot.waitForOutput('Logged in to Discord', 60_000);
    return await measure(bot, performance.now() - spawnedAt, `http://127.0.0.1:${port}/metrics`, async (payload) => void (await (await fake.sendInteraction(payload)).callback()), 'gateway', cards);
  } finally {
    bot.child.kill('SIGTERM');
    await bot.exited;
  }
}

async function httpRun(fake: FakeDiscord, dbPath: string, cards: string[]): Promise<RunResult> {
  const port = await freePort();
  const key = applicationKey();
  const spawnedAt = performance.now();
  const replica = spawnArbiter(['serve', '--port', String(port)], { DISCORD_PUBLIC_KEY: key.publicKeyHex, DISCORD_API_URL: fake.restUrl, RULES_DB: dbPath, ...CONTENT_ENV });
  try {
    await replica.waitForOutput('Listening for interactions', 60_000);
    const readyMs = performance.now() - spawnedAt;
    const send = async (payload: APIInteraction) => {
      fake.expectHttpInteraction(payload);
      const result = await postSigned(`http://127.0.0.1:${port}/interactions`, JSON.stringify(payload), key);
      if (result.status !== 200) throw new Error(`HTTP ${result.status}: ${result.text.slice(0, 200)}`);
    };
    return await measure(replica, readyMs, `http://127.0.0.1:${port}/metrics`, send, 'http', cards);
  } finally {
    replica.child.kill('SIGTERM');
    await replica.exited;
  }
}

function describeMemory(memory: MemoryBreakdown): string {
  const threads = memory.threads.map((thread) => `thread ${thread.thread} heap ${thread.heapUsedMb}/${thread.heapTotalMb} MB`).join(', ');
  return `${memory.residentMb} MB resident (main heap ${memory.mainHeapUsedMb}/${memory.mainHeapTotalMb} MB used/committed, external ${memory.mainExternalMb} MB; ${threads || 'no handler thread'}; shared indexes ${memory.sharedIndexesMb} MB)`;
}

/** Runs `arbiter <args>` in this process; throws with its output when it fails (the figures would be of a bot without that content). */
async function arbiter(args: string[]): Promise<void> {
  const run = await runArbiter(args);
  if (run.code !== 0) throw new Error(`arbiter ${args.slice(0, 2).join(' ')} failed: ${run.stderr || run.stdout}`);
}

/** Waits until what was written to each of `files` is on the disk (fsync). */
function flushToDisk(...files: string[]): void {
  for (const file of files) {
    const descriptor = openSync(file, 'r');
    try {
      fsyncSync(descriptor);
    } finally {
      closeSync(descriptor);
    }
  }
}

const workDir = mkdtempSync(path.join(tmpdir(), 'arbiter-bot-bench-'));
const dbPath = path.join(workDir, 'rules.sqlite');
const fake = await startFakeDiscord();
try {
  await arbiter(['rules', 'import', crPath('cr-20260116.txt'), '--db', dbPath]);
  const documents = [TOURNAMENT_FILES.mtr2025Pdf, TOURNAMENT_FILES.ipg2024Pdf, TOURNAMENT_FILES.jar2024Html].map((file) => path.join(SHARED_DIR, file));
  await arbiter(['docs', 'import', ...documents, '--db', dbPath]);
  const results = [await gatewayRun(fake, dbPath, []), await httpRun(fake, dbPath, [])];
  if (!values['skip-cards']) {
    const cardsFile = path.join(workDir, 'oracle-cards.json');
    const rulingsFile = path.join(workDir, 'rulings.json');
    const { names } = await writeBenchFiles(cardsFile, rulingsFile);
    await arbiter(['cards', 'import', cardsFile, rulingsFile, '--date', '2026-01-15', '--db', dbPath]);
    // The files and the import just wrote about 300 MB, which the kernel writes back over the next
    // seconds: the gateway bot started next waited for that on its first write (its first search
    // 100–129 ms round trip, against 29 ms after a flush). Flushed here, the bot is measured, not the disk.
    flushToDisk(cardsFile, rulingsFile, dbPath);
    results.push(await gatewayRun(fake, dbPath, names), await httpRun(fake, dbPath, names));
  }
  if (values.json) console.log(JSON.stringify(results));
  else {
    for (const result of results) {
      console.log(`${result.mode === 'gateway' ? 'gateway bot (arbiter start)' : 'HTTP replica (arbiter serve)'}, CR + MTR/IPG/JAR${result.cards ? ' + 35,000 cards' : ''}:`);
      console.log(`  ready ${(result.readyMs / 1000).toFixed(2)} s after its spawn; after start: ${describeMemory(result.afterStart)}`);
      console.log(`  after ${result.interactions} interactions: ${describeMemory(result.afterInteractions)}`);
      console.log(`  then ${IDLE_MS / 1000} s idle: ${describeMemory(result.afterIdle)}`);
      const underLoad = result.underLoadFirstSearchMs === undefined ? '' : `, a thread started under load: its first search ${result.underLoadFirstSearchMs.toFixed(1)} ms`;
      console.log(`  first interaction (/rule) ${result.firstInteractionMs.toFixed(1)} ms, then the thread's first search ${result.firstSearchMs.toFixed(1)} ms${underLoad} (round trips); interactions p50 ${result.p50Ms.toFixed(2)} ms  p99 ${result.p99Ms.toFixed(2)} ms`);
    }
  }
} finally {
  await fake.stop();
  rmSync(workDir, { recursive: true, force: true });
}
