/**
 * `npm run bench:web [-- --json]`: the web view's server time — from the request's arrival to its
 * response, the handler-thread hop included, as the Server-Timing header reports it — for a rule
 * page, a history, a page of the diff of two decades (2003-03-15 → 2026-01-16) and a search, p50
 * and p99, on a real `arbiter serve` process holding every CR release in ../shared, the tournament
 * documents and the card sample. Each address is asked once (no two alike, so nothing is answered
 * from a cache of the page), one at a time. The diff's first page is timed apart: it is when a
 * thread first computes the diff (≈1 s for two decades), which compare-releases.ts then keeps.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openContentDb } from '../rules-db/store/open-content-db.js';
import { listReleases, releaseAt } from '../rules-db/store/release-queries.js';
import { ruleTexts } from '../rules-db/store/rule-queries.js';
import { diffStoredReleases } from '../rules-db/history/compare-releases.js';
import { runArbiter } from '../test/support/run-cli.js';
import { crFileNames, crPath, SHARED_DIR } from '../test/support/shared-data.js';
import { freePort } from '../test/support/free-port.js';
import { applicationKey } from '../test/support/signed-interactions.js';
import { spawnArbiter } from '../test/support/spawn-arbiter.js';
import { TOURNAMENT_FILES } from '../test/support/tournament-documents.js';
import { ORACLE_CARDS_FILE, RULINGS_FILE } from '../test/support/card-files.js';
import { cpuTimeEach, percentile, timeEach } from './timing.js';
import { renderPage } from '../web/router/render-page.js';

const { values } = parseArgs({ options: { json: { type: 'boolean' } } });
/** Pages timed per kind (after as many, on other addresses, to warm the threads up). */
const COUNT = 300;
const CHANGES_PER_PAGE = 25;

/** Every `step`-th element so that `count` are taken, spread over the whole list. */
function spread<T>(items: T[], count: number, offset = 0): T[] {
  const step = Math.max(1, Math.floor(items.length / count));
  return Array.from({ length: Math.min(count, Math.floor((items.length - offset) / step)) }, (_, index) => items[offset + index * step]!);
}

const workDir = mkdtempSync(path.join(tmpdir(), 'arbiter-web-bench-'));
const dbPath = path.join(workDir, 'rules.sqlite');
try {
  const imports = [
    runArbiter(['rules', 'import', ...crFileNames().map((name) => crPath(name)), '--db', dbPath]),
  ];
  for (const run of imports) if ((await run).code !== 0) throw new Error('rules import failed');
  const docs = await runArbiter(['docs', 'import', ...['mtr2025Pdftotext', 'ipg2024Pdftotext', 'jar2024Html', 'dmtr2021Html', 'dipg2021Html'].map((file) => path.join(SHARED_DIR, TOURNAMENT_FILES[file as keyof typeof TOURNAMENT_FILES])), '--db', dbPath]);
  if (docs.code !== 0) throw new Error(`docs import failed: ${docs.stderr}`);
  const cards = await runArbiter(['cards', 'import', ORACLE_CARDS_FILE, RULINGS_FILE, '--db', dbPath]);
  if (cards.code !== 0) throw new Error(`cards import failed: ${cards.stderr}`);

  // The addresses: read from the database the pages show.
  const db = openContentDb(dbPath, { readonly: true });
  const newest = releaseAt(db);
  const releases = listReleases(db);
  const oldest = releases.at(-1)!;
  const numbers = ruleTexts(db, newest.id).map((rule) => rule.number);
  const diff = diffStoredReleases(db, oldest, newest);
  const changeCount = diff.added.length + diff.removed.length + diff.changed.length + diff.moved.length;
  const queries = ruleTexts(db, newest.id).map((rule) => rule.text.split(/\s+/).slice(0, 4).join(' '));
  db.close();
  const diffBase = `/cr/diff/${oldest.effectiveDate}/${newest.effectiveDate}`;
  const diffPages = Math.ceil(changeCount / CHANGES_PER_PAGE);
  const diffAddresses = [
    ...Array.from({ length: diffPages }, (_, index) => `${diffBase}?page=${index + 1}`),
    ...['added', 'removed', 'changed', 'renumbered', 'typography', 'changed,renumbered', 'added,removed'].flatMap((show) => Array.from({ length: 25 }, (_, index) => `${diffBase}?show=${show}&page=${index + 1}`)),
  ];

  const port = await freePort();
  const server = spawnArbiter(['serve', '--port', String(port)], {
    DISCORD_PUBLIC_KEY: applicationKey().publicKeyHex,
    RULES_DB: dbPath,
    RULES_CHECK_INTERVAL: 'off',
    CARDS_CHECK_INTERVAL: 'off',
    DOCS_CHECK_INTERVAL: 'off',
    LOG_LEVEL: 'warn',
    HANDLER_WARM_UP: '3s',
  });
  const site = `http://127.0.0.1:${port}`;
  try {
    await new Promise<void>((resolve, reject) => {
      const poll = setInterval(() => {
        fetch(`${site}/healthz`).then((response) => response.ok && (clearInterval(poll), resolve()), () => undefined);
      }, 200);
      server.exited.then((code) => (clearInterval(poll), reject(new Error(`arbiter serve exited ${code}: ${server.output()}`))));
    });

    /** Server time and round trip of each address, asked one at a time. */
    async function time(addresses: string[]): Promise<{ server: number[]; roundTrip: number[]; statuses: Set<number> }> {
      const result = { server: [] as number[], roundTrip: [] as number[], statuses: new Set<number>() };
      for (const address of addresses) {
        const start = performance.now();
        const response = await fetch(site + address, { redirect: 'manual' });
        await response.arrayBuffer();
        result.roundTrip.push(performance.now() - start);
        result.statuses.add(response.status);
        result.server.push(Number(/dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? Number.NaN));
      }
      return result;
    }

    const coldDiff = await time([diffAddresses[0]!]);
    const kinds: [string, string[], string[]][] = [
      ['rule page', spread(numbers, COUNT).map((number) => `/cr/${newest.effectiveDate}/${number}`), spread(numbers, COUNT, 1).map((number) => `/cr/latest/${number}`)],
      ['history', spread(numbers, COUNT, 2).map((number) => `/cr/history/${number}`), spread(numbers, COUNT, 3).map((number) => `/cr/history/${number}`)],
      [`diff ${oldest.effectiveDate} → ${newest.effectiveDate} (a page of ${CHANGES_PER_PAGE})`, diffAddresses.slice(1).filter((_, index) => index % 2 === 0), diffAddresses.slice(1).filter((_, index) => index % 2 === 1)],
      ['search', spread(queries, COUNT).map((query) => `/search?q=${encodeURIComponent(query)}`), spread(queries, COUNT, 1).map((query) => `/search?q=${encodeURIComponent(query)}`)],
    ];
    const rows: Record<string, unknown>[] = [];
    for (const [kind, timed, warmUp] of kinds) {
      await time(warmUp);
      const { server: times, roundTrip, statuses } = await time(timed);
      rows.push({
        page: kind,
        requests: times.length,
        statuses: [...statuses].join(' '),
        'server p50 ms': Number(percentile(times, 50).toFixed(2)),
        'server p99 ms': Number(percentile(times, 99).toFixed(2)),
        'server max ms': Number(Math.max(...times).toFixed(2)),
        'over 10 ms': times.filter((ms) => ms > 10).length,
        'round trip p99 ms': Number(percentile(roundTrip, 99).toFixed(2)),
      });
    }
    // The same pages rendered in this process, one thread, no HTTP: their own cost, and in CPU time,
    // which waiting for a core on a busy machine does not inflate (the server's times above do).
    const renderDb = openContentDb(dbPath, { readonly: true });
    const request = (address: string) => {
      const url = new URL(address, 'http://local');
      return { path: url.pathname, query: Object.fromEntries([...new Set(url.searchParams.keys())].map((key) => [key, url.searchParams.getAll(key).join(',')])) };
    };
    const coldStart = performance.now();
    renderPage(renderDb, request(diffAddresses[0]!));
    const coldRenderMs = performance.now() - coldStart;
    const renderRows = kinds.map(([kind, timed, warmUp]) => {
      for (const address of warmUp) renderPage(renderDb, request(address));
      const wall = timeEach(timed, (address) => renderPage(renderDb, request(address)));
      const cpu = cpuTimeEach(timed, (address) => renderPage(renderDb, request(address)));
      return { page: kind, 'render p50 ms': Number(percentile(wall, 50).toFixed(2)), 'render p99 ms': Number(percentile(wall, 99).toFixed(2)), 'CPU p50 ms': Number(percentile(cpu, 50).toFixed(2)), 'CPU p99 ms': Number(percentile(cpu, 99).toFixed(2)) };
    });
    renderDb.close();
    const result = { rows, renderRows, firstDiffPageMs: coldDiff.server[0], firstDiffRenderMs: coldRenderMs, releases: releases.length, diffChanges: changeCount };
    if (values.json) console.log(JSON.stringify(result));
    else {
      console.log('Server time over HTTP (Server-Timing), one request at a time:');
      console.table(rows);
      console.log('The same pages rendered in-process (after one warm-up pass each):');
      console.table(renderRows);
      console.log(`${releases.length} releases. The diff ${oldest.effectiveDate} → ${newest.effectiveDate} lists ${changeCount} rules; its first page, which computed it on that thread, took ${coldDiff.server[0]!.toFixed(0)} ms over HTTP, ${coldRenderMs.toFixed(0)} ms in-process (each handler thread computes it once and keeps it).`);
    }
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
