/**
 * `npm run bench:cards [-- --json] [-- --keep DIR]` (DIR: keep the generated files and database there): card data at full size. Generates a 35,000-card
 * oracle_cards file (≈ 163 MB) and its rulings from the shared sample (bench/cards-bench-data.ts),
 * then measures:
 * - `arbiter cards import` as a fresh process: wall time and peak resident memory;
 * - name lookups (exact, as typed, faces, nicknames, prefixes, one typo) and autocomplete,
 *   p50 and p99, in-process on the imported database;
 * - finding the cards a question names, and the whole CR search with it (`/search`), p50 and p99
 *   (wall time, and the p99 of CPU time, which leaves out waits for a busy core)
 *   on the natural questions and on questions naming generated cards;
 * - the running bot (`arbiter start` logged in to the fake Discord of test/support) with the full
 *   card data: resident memory after start and after 1,000 card interactions.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cardNameIndex } from '../cards-db/lookup/find-card.js';
import { cardsNamedIn } from '../cards-db/lookup/cards-in-text.js';
import { searchEverything } from '../search/search-everything.js';
import { devQuestions, heldOutQuestions, validationQuestions } from './search-quality.js';
import { openContentDb } from '../rules-db/store/open-content-db.js';
import { autocompleteInteraction, chatInputInteraction, startFakeDiscord } from '../test/support/fake-discord/index.js';
import { spawnArbiter } from '../test/support/spawn-arbiter.js';
import { REPO_ROOT, crPath } from '../test/support/shared-data.js';
import { writeBenchFiles } from './cards-bench-data.js';
import { cpuTimeEach, percentile, scavengesDuring, timeEach } from './timing.js';

const { values } = parseArgs({ options: { json: { type: 'boolean' }, keep: { type: 'string' } } });
const workDir = values.keep ? (mkdirSync(values.keep, { recursive: true }), values.keep) : mkdtempSync(path.join(tmpdir(), 'arbiter-cards-bench-'));
const round = (value: number, digits = 3) => Number(value.toFixed(digits));
const mb = (kilobytes: number) => Math.round(kilobytes / 1024);

/** A seeded generator, so every run looks up the same names. */
function random(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
}

function typo(name: string, next: () => number): string {
  const text = name.toLowerCase();
  const letters = [...text].flatMap((char, position) => (/[a-z]/.test(char) ? [position] : []));
  const at = letters[Math.floor(next() * letters.length)]!;
  return text.slice(0, at) + text.slice(at + 1);
}

/** `node bin/arbiter.js <args>` in a new process: its wall time, its output, and the peak resident memory it reports as it exits. */
function arbiterProcess(args: string[]): { ms: number; peakRssMb: number; stdout: string } {
  const reporter = path.join(workDir, 'report-peak-memory.mjs');
  writeFileSync(reporter, "process.on('exit', () => process.stderr.write(`peak-rss-kb ${process.resourceUsage().maxRSS}\\n`));\n");
  const start = performance.now();
  const run = spawnSync(process.execPath, ['--import', reporter, 'bin/arbiter.js', ...args], { cwd: REPO_ROOT, encoding: 'utf8' });
  const ms = performance.now() - start;
  if (run.status !== 0) throw new Error(`arbiter ${args.join(' ')} failed: ${run.stderr}`);
  return { ms, peakRssMb: mb(Number(/peak-rss-kb (\d+)/.exec(run.stderr)?.[1] ?? 0)), stdout: run.stdout };
}

async function main() {
  const cardsFile = path.join(workDir, 'oracle-cards.json');
  const rulingsFile = path.join(workDir, 'rulings.json');
  const dbPath = path.join(workDir, 'cards.sqlite');
  const generated = await writeBenchFiles(cardsFile, rulingsFile);
  execFileSync(process.execPath, ['bin/arbiter.js', 'rules', 'import', crPath('cr-20260116.txt'), '--db', dbPath], { cwd: REPO_ROOT });

  const importRun = arbiterProcess(['cards', 'import', cardsFile, rulingsFile, '--date', '2026-01-15', '--json', '--db', dbPath]);
  const imported = JSON.parse(importRun.stdout) as { cards: number; rulings: number };

  const db = openContentDb(dbPath);
  const buildStart = performance.now();
  const { index } = cardNameIndex(db);
  const indexBuildMs = performance.now() - buildStart;
  const next = random(99);
  const pick = () => generated.names[Math.floor(next() * generated.names.length)]!;
  const sample = Array.from({ length: 2000 }, pick);
  const faces = sample.filter((name) => name.includes(' // ')).map((name) => name.split(' // ')[1]!);
  const lookups: Record<string, string[]> = {
    exact: sample,
    typed: sample.map((name) => name.toLowerCase().replace(/[^\p{L}\p{N} ]/gu, '')),
    face: faces,
    prefix: sample.map((name) => name.split(' ').slice(0, 2).join(' ')),
    typo: sample.slice(0, 500).map((name) => typo(name, next)),
  };
  // The first fuzzy lookup builds the typo index; that is counted in the build time, not in lookups.
  const fuzzyStart = performance.now();
  index.find('warm up the typo index');
  const fuzzyBuildMs = performance.now() - fuzzyStart;
  const lookupTimes: Record<string, { p50: number; p99: number; cpuP99: number; n: number }> = {};
  const all: number[] = [];
  const allCpu: number[] = [];
  for (const [kind, queries] of Object.entries(lookups)) {
    const times = timeEach(queries, (query) => index.find(query), 3);
    const cpu = cpuTimeEach(queries, (query) => index.find(query));
    all.push(...times);
    allCpu.push(...cpu);
    lookupTimes[kind] = { p50: round(percentile(times, 50), 4), p99: round(percentile(times, 99), 4), cpuP99: round(percentile(cpu, 99), 4), n: times.length };
  }
  const typedPrefixes = sample.slice(0, 1000).map((name) => name.slice(0, 1 + Math.floor(next() * 12)));
  const typedInputs = [...typedPrefixes, ...lookups.typo!.slice(0, 200)];
  const completeTimes = timeEach(typedInputs, (typed) => index.complete(typed, 25), 3);
  const completeCpu = cpuTimeEach(typedInputs, (typed) => index.complete(typed, 25));
  // Questions as /search gets them: the natural question sets, and questions naming generated cards in lower case.
  const questions = [
    ...[...devQuestions(), ...heldOutQuestions(), ...validationQuestions()].filter((question) => question.doc === 'cr').map((question) => question.query),
    ...sample.slice(0, 300).map((name) => `if my ${name.split(' // ')[0]!.toLowerCase()} dies in response, does its ability still resolve?`),
  ];
  const namedTimes = timeEach(questions, (question) => cardsNamedIn(db, question), 3);
  const namedCpu = cpuTimeEach(questions, (question) => cardsNamedIn(db, question));
  const namedFound = questions.filter((question) => cardsNamedIn(db, question).length > 0).length;
  searchEverything(db, 'cr', 'trample', 1);
  let searchTimes: number[] = [];
  // Young-generation collections per 100 searches (a warm-up pass and three timed rounds: 4 searches a question).
  const searchScavenges = scavengesDuring(() => (searchTimes = timeEach(questions, (question) => searchEverything(db, 'cr', question, 25), 3)));
  // CPU time too, as bench.ts gives it: on a shared machine the wall p99 is mostly waiting for a core.
  const searchCpu = cpuTimeEach(questions, (question) => searchEverything(db, 'cr', question, 25));
  db.close();

  const bot = await botMemory(dbPath, sample);
  const result = {
    generated: { cards: generated.cards, rulings: generated.rulings, cardMb: round(generated.cardBytes / 1e6, 1), rulingMb: round(generated.rulingBytes / 1e6, 1) },
    import: { cards: imported.cards, rulings: imported.rulings, seconds: round(importRun.ms / 1000, 1), peakRssMb: importRun.peakRssMb },
    index: { buildMs: Math.round(indexBuildMs), typoIndexBuildMs: Math.round(fuzzyBuildMs) },
    loadAverage: loadavg().map((load) => round(load, 1)),
    lookupMs: { all: { p50: round(percentile(all, 50), 4), p99: round(percentile(all, 99), 4), cpuP99: round(percentile(allCpu, 99), 4), n: all.length }, ...lookupTimes },
    // Finding the cards a question names (cards-db/lookup/cards-in-text.ts), and the whole /search ranking with it.
    cardsNamedMs: { p50: round(percentile(namedTimes, 50), 3), p99: round(percentile(namedTimes, 99), 3), cpuP99: round(percentile(namedCpu, 99), 3), n: namedTimes.length, questionsNamingCards: namedFound },
    searchWithCardsMs: { p50: round(percentile(searchTimes, 50), 3), p99: round(percentile(searchTimes, 99), 3), cpuP99: round(percentile(searchCpu, 99), 3), n: searchTimes.length, scavengesPer100: round((100 * searchScavenges) / (4 * questions.length), 1) },
    autocompleteMs: { p50: round(percentile(completeTimes, 50), 3), p99: round(percentile(completeTimes, 99), 3), cpuP99: round(percentile(completeCpu, 99), 3), n: completeTimes.length },
    bot,
  };
  console.log(values.json ? JSON.stringify(result) : JSON.stringify(result, null, 2));
}

/** The bot's resident memory with the full card data: after login, after the index is built, after 1,000 card interactions. */
async function botMemory(dbPath: string, names: string[]) {
  const fake = await startFakeDiscord();
  const bot = spawnArbiter(['start'], { DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.restUrl, RULES_DB: dbPath, RULES_CHECK_INTERVAL: 'off', CARDS_CHECK_INTERVAL: 'off' });
  const rss = () => {
    const status = readFileSync(`/proc/${bot.child.pid}/status`, 'utf8');
    return { rssMb: mb(Number(/VmRSS:\s+(\d+)/.exec(status)![1])), peakMb: mb(Number(/VmHWM:\s+(\d+)/.exec(status)![1])) };
  };
  try {
    await bot.waitForOutput('Logged in to Discord', 30_000);
    const afterLogin = rss();
    const send = async (payload: Parameters<typeof fake.sendInteraction>[0]) => (await fake.sendInteraction(payload)).callback();
    await send(chatInputInteraction({ name: 'card', options: { name: names[0]! } }));
    const afterFirstCard = rss();
    const next = random(7);
    for (let turn = 0; turn < 1000; turn++) {
      const name = names[Math.floor(next() * names.length)]!;
      if (turn % 4 === 0) await send(autocompleteInteraction({ name: 'card', options: { name: name.slice(0, 6) }, focused: 'name' }));
      else if (turn % 4 === 1) await send(chatInputInteraction({ name: 'rulings', options: { name } }));
      else if (turn % 4 === 2) await send(chatInputInteraction({ name: 'card', options: { name: typo(name, next) } }));
      else await send(chatInputInteraction({ name: 'card', options: { name } }));
    }
    return { afterLogin, afterFirstCard, after1000Interactions: rss() };
  } finally {
    bot.child.kill('SIGTERM');
    await bot.exited;
    await fake.stop();
  }
}

try {
  await main();
} finally {
  if (!values.keep) rmSync(workDir, { recursive: true, force: true });
}
