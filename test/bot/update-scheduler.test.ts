import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../bot/logger.js';
import { runUpdateProcess, type UpdateOutcome } from '../../bot/run-update-process.js';
import { UpdateScheduler } from '../../bot/update-scheduler.js';
import { openContentDb } from '../../rules-db/store/open-content-db.js';
import { listReleases } from '../../rules-db/store/release-queries.js';
import { startLocalServer, type LocalServer } from '../support/local-http-server.js';
import { tempDbPath } from '../support/rules-db-fixture.js';
import { runArbiter } from '../support/run-cli.js';
import { crPath } from '../support/shared-data.js';

const quietLogger = createLogger(() => undefined);
const until = async (condition: () => boolean, timeoutMs = 5000) => {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('UpdateScheduler', () => {
  it('checks at once, then every interval, and reports the last result', async () => {
    let checks = 0;
    const announced: UpdateOutcome[] = [];
    const unchanged: UpdateOutcome[] = [];
    const scheduler = new UpdateScheduler({
      check: async () => ({ status: checks++ === 0 ? 'imported' : 'unchanged', effectiveDate: '2026-01-16', url: 'x' }),
      intervalMs: 50,
      onNewRelease: async (outcome) => void announced.push(outcome),
      // Where an announcement another copy could not post is retried.
      onUnchanged: async (outcome) => void unchanged.push(outcome),
      logger: quietLogger,
    });
    scheduler.start();
    await until(() => checks >= 3);
    await scheduler.stop();
    expect(announced).toEqual([{ status: 'imported', effectiveDate: '2026-01-16', url: 'x' }]);
    expect(unchanged.length).toBeGreaterThanOrEqual(2);
    expect(unchanged.every((outcome) => outcome.status === 'unchanged')).toBe(true);
    expect(scheduler.status()).toMatchObject({ lastCheckAt: expect.any(String), lastResult: 'no new release (2026-01-16 is current)' });
  });

  it('retries a failed check with growing delays, capped at the interval', async () => {
    const times: number[] = [];
    const scheduler = new UpdateScheduler({
      check: async () => {
        times.push(Date.now());
        throw new Error('HTTP 503');
      },
      intervalMs: 400,
      onNewRelease: async () => undefined,
      logger: quietLogger,
      firstRetryMs: 50,
    });
    scheduler.start();
    await until(() => times.length >= 5, 5000);
    await scheduler.stop();
    const gaps = times.slice(1).map((time, index) => time - times[index]!);
    // 50, 100, 200, then the interval (400) instead of 400+.
    expect(gaps[0]).toBeGreaterThanOrEqual(45);
    expect(gaps[1]).toBeGreaterThan(gaps[0]!);
    expect(gaps[2]).toBeGreaterThan(gaps[1]!);
    expect(gaps[3]).toBeLessThan(600);
    expect(scheduler.status().lastResult).toBe('failed: HTTP 503');
  });
});

describe('runUpdateProcess (arbiter rules update in a child process)', () => {
  let server: LocalServer | undefined;
  afterEach(async () => server?.close());
  const page = '<a href="/files/MagicCompRules%2020260116.txt">Comprehensive Rules (TXT)</a>';

  it('imports a new release, then finds nothing new', async () => {
    const newest = readFileSync(crPath('cr-20260116.txt'));
    server = await startLocalServer((request, response) => response.end(request.url === '/rules' ? page : newest));
    const dbPath = tempDbPath();
    await runArbiter(['rules', 'import', crPath('cr-20251114.txt'), '--db', dbPath]);
    expect(await runUpdateProcess(dbPath, `${server.url}/rules`)).toEqual({ status: 'imported', effectiveDate: '2026-01-16', url: `${server.url}/files/MagicCompRules%2020260116.txt` });
    expect(await runUpdateProcess(dbPath, `${server.url}/rules`)).toMatchObject({ status: 'unchanged' });
  });

  it.each([
    ['the page errors', (_url: string | undefined) => null, /HTTP 503/],
    ['the file is truncated', (url: string | undefined) => (url === '/rules' ? page : readFileSync(crPath('cr-20260116.txt')).subarray(0, 300_000)), /truncated download/],
  ])('fails when %s, and the release in use stays', async (_name, body, message) => {
    server = await startLocalServer((request, response) => {
      const content = body(request.url);
      if (content === null) response.writeHead(503).end();
      else response.end(content);
    });
    const dbPath = tempDbPath();
    await runArbiter(['rules', 'import', crPath('cr-20251114.txt'), '--db', dbPath]);
    await expect(runUpdateProcess(dbPath, `${server.url}/rules`)).rejects.toThrow(message);
    const db = openContentDb(dbPath);
    expect(listReleases(db).map((release) => release.effectiveDate)).toEqual(['2025-11-14']);
    db.close();
  });
});
