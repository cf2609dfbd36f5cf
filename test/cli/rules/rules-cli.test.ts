import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { runArbiter } from '../../support/run-cli.js';
import { startLocalServer, type LocalServer } from '../../support/local-http-server.js';
import { tempDbPath } from '../../support/rules-db-fixture.js';
import path from 'node:path';
import { crPath, readShared, SHARED_DIR } from '../../support/shared-data.js';

describe('arbiter rules import / list / show / search / export', () => {
  const db = tempDbPath();

  it('imports files, one line each, and reports a bad one without stopping', async () => {
    const run = await runArbiter(['rules', 'import', crPath('cr-20251114.txt'), '/nonexistent/cr.txt', crPath('cr-20260116.txt'), '--db', db]);
    expect(run.code).toBe(1);
    expect(run.stdout.split('\n')).toEqual([
      expect.stringMatching(/^2025-11-14 {2}3109 rules, 276 examples, 725 glossary entries {2}imported/),
      expect.stringMatching(/^2026-01-16 {2}3114 rules, 276 examples, 725 glossary entries {2}imported/),
      '',
    ]);
    expect(run.stderr).toBe('Error: Cannot read /nonexistent/cr.txt: no such file.\n');
  });

  it('says when a file is already imported', async () => {
    const run = await runArbiter(['--db', db, 'rules', 'import', crPath('cr-20260116.txt')]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('unchanged');
  });

  it('requires --effective for dataset rows and accepts it', async () => {
    const rows = path.join(SHARED_DIR, 'seeds/rows/seed-rows.jsonl');
    const missing = await runArbiter(['rules', 'import', rows, '--db', db]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('pass --effective YYYY-MM-DD');
    const scratch = tempDbPath();
    const given = await runArbiter(['rules', 'import', rows, '--effective', '2024-02-02', '--db', scratch]);
    expect(given.stdout).toMatch(/^2024-02-02 {2}400 rules/);
  });

  it('lists releases newest first as JSON', async () => {
    const run = await runArbiter(['rules', 'list', '--json', '--db', db]);
    const releases = JSON.parse(run.stdout);
    expect(releases.map((release: { effectiveDate: string }) => release.effectiveDate)).toEqual(['2026-01-16', '2025-11-14']);
    expect(releases[0]).toEqual({
      effectiveDate: '2026-01-16', rules: 3114, examples: 276, glossary: 725,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/), source: 'cr-20260116.txt',
    });
  });

  it('shows a rule as JSON with its context', async () => {
    const run = await runArbiter(['rules', 'show', '702.19', '--json', '--db', db]);
    expect(JSON.parse(run.stdout)).toEqual({
      number: '702.19', text: 'Trample', examples: [], parent: null,
      children: ['702.19a', '702.19b', '702.19c', '702.19d', '702.19e', '702.19f', '702.19g'],
      references: [], section: { number: '702', title: 'Keyword Abilities' }, release: { effectiveDate: '2026-01-16' }, numberReused: [],
    });
  });

  it('shows a rule as it read at an earlier date', async () => {
    const run = await runArbiter(['rules', 'show', '100.1', '--at', '2025-12-01', '--db', db]);
    expect(run.stdout).toContain('effective 2025-11-14');
  });

  it('names the release and the nearest rules for an unknown number, exit 1', async () => {
    const run = await runArbiter(['rules', 'show', '702.19z', '--db', db]);
    expect(run).toEqual({
      code: 1, stdout: '',
      stderr: 'Error: No rule 702.19z in the Comprehensive Rules effective 2026-01-16. Nearest: 702.19f, 702.19g, 702.20, 702.20a.\n',
    });
  });

  it('searches with JSON output and reads queries from stdin, one JSON array per line', async () => {
    const run = await runArbiter(['rules', 'search', 'legend', 'rule', '--limit', '3', '--json', '--db', db]);
    const hits = JSON.parse(run.stdout);
    expect(hits).toHaveLength(3);
    expect(hits[0]).toEqual({ number: expect.any(String), snippet: expect.stringContaining('legend rule'), score: expect.any(Number) });
    // Regression: JSON snippets carried Discord's bold marks and markdown escapes.
    expect(hits.some((hit: { snippet: string }) => /\*\*|\\/.test(hit.snippet))).toBe(false);
    const batch = await runArbiter(['rules', 'search', '--stdin', '--limit', '2', '--db', db], { stdin: 'trample\n"NEAR(\nlegend rule\n' });
    const lines = batch.stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(lines).toHaveLength(3);
    expect(lines[0][0].number).toMatch(/^702\.19/);
  });

  it('exports a whole release as JSON', async () => {
    const run = await runArbiter(['rules', 'export', '--json', '--at', '2025-11-14', '--db', db]);
    const release = JSON.parse(run.stdout);
    expect(release.effectiveDate).toBe('2025-11-14');
    expect(release.rules).toHaveLength(3109);
    expect(release.glossary).toHaveLength(725);
    expect(release.rules[0]).toEqual({ number: '100.1', text: expect.any(String), examples: [] });
    expect(release.sections[0]).toEqual({ number: '100', title: 'General' });
  });

  it('explains unknown options and commands with the usage', async () => {
    const option = await runArbiter(['rules', 'show', '100.1', '--bogus', '--db', db]);
    expect(option.code).toBe(1);
    expect(option.stderr).toContain('Usage: arbiter rules show');
    const command = await runArbiter(['rules', 'frobnicate']);
    expect(command.code).toBe(1);
    expect(command.stderr).toContain('unknown command');
  });
});

describe('arbiter rules update (against a local server)', () => {
  let server: LocalServer | undefined;
  afterEach(async () => server?.close());
  const newest = readFileSync(crPath('cr-20260116.txt'));
  const page = `<html><a href="/docs/MagicCompRules%2020251114.txt">old</a>
    <a href="/docs/MagicCompRules%2020260116.txt">TXT</a><a href="/docs/MagicCompRules%2020260116.pdf">PDF</a></html>`;

  it('imports the newest linked file, then reports it unchanged', async () => {
    server = await startLocalServer((request, response) => {
      if (request.url === '/rules') response.end(page);
      else if (request.url === '/docs/MagicCompRules%2020260116.txt') response.end(newest);
      else response.writeHead(404).end();
    });
    const db = tempDbPath();
    const first = await runArbiter(['rules', 'update', '--page', `${server.url}/rules`, '--db', db]);
    expect(first.stdout).toMatch(/^2026-01-16 .* imported/);
    const second = await runArbiter(['rules', 'update', '--db', db], { env: { RULES_PAGE_URL: `${server.url}/rules` } });
    expect(second.stdout).toContain('unchanged');
    expect(server.requests.filter((url) => url.endsWith('.txt'))).toEqual([
      '/docs/MagicCompRules%2020260116.txt', '/docs/MagicCompRules%2020260116.txt',
    ]);
  });

  it('refuses an HTML error page served as the file, changing nothing', async () => {
    server = await startLocalServer((request, response) => {
      if (request.url === '/rules') response.end(page);
      else response.end('<!DOCTYPE html><html><body>Maintenance</body></html>');
    });
    const db = tempDbPath();
    const run = await runArbiter(['rules', 'update', '--page', `${server.url}/rules`, '--db', db]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('is an HTML page');
    expect((await runArbiter(['rules', 'list', '--json', '--db', db])).stdout.trim()).toBe('[]');
  });

  it('reports an HTTP error from the page', async () => {
    server = await startLocalServer((_request, response) => response.writeHead(503).end());
    const run = await runArbiter(['rules', 'update', '--page', `${server.url}/rules`, '--db', tempDbPath()]);
    expect(run).toMatchObject({ code: 1, stderr: expect.stringContaining('HTTP 503') });
  });

  it('gives up after the timeout on a server that never answers', async () => {
    server = await startLocalServer(() => undefined);
    const run = await runArbiter(['rules', 'update', '--page', `${server.url}/rules`, '--timeout', '0.5', '--db', tempDbPath()]);
    expect(run).toMatchObject({ code: 1, stderr: expect.stringContaining('took longer than 0.5 s') });
  });

  it('imports a URL given to rules import', async () => {
    server = await startLocalServer((_request, response) => response.end(readShared('data/cr/cr-20030315.txt')));
    const run = await runArbiter(['rules', 'import', `${server.url}/cr.txt`, '--db', tempDbPath()]);
    expect(run.stdout).toMatch(/^2003-03-15 {2}514 rules/);
  });
});

describe('arbiter rules import of a file for another command', () => {
  it.each([
    ['data/tournament/mtr-20250421.pdf', 'mtr-20250421.pdf is a PDF, not the Comprehensive Rules text: a tournament document (MTR, IPG, JAR) imports with `arbiter docs import mtr-20250421.pdf`'],
    ['data/tournament/jar-20240923.html', 'jar-20240923.html is an HTML page, not the Comprehensive Rules text: a tournament document (MTR, IPG, JAR) imports with `arbiter docs import jar-20240923.html`'],
    ['data/cards/oracle-cards.json', 'oracle-cards.json is Scryfall card data, not the Comprehensive Rules: import it with `arbiter cards import <oracle-cards.json> <rulings.json>`.'],
    ['data/cards/rulings.json', 'rulings.json is Scryfall card data, not the Comprehensive Rules: import it with `arbiter cards import <oracle-cards.json> <rulings.json>`.'],
  ])('%s points at the right command, importing nothing', async (file, message) => {
    const db = tempDbPath();
    const run = await runArbiter(['rules', 'import', path.join(SHARED_DIR, file), '--db', db]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Error: ${message}`);
    expect((await runArbiter(['rules', 'list', '--json', '--db', db])).stdout).toBe('[]\n');
  });
});
