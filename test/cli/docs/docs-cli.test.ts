import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startLocalServer, type LocalServer } from '../../support/local-http-server.js';
import { tempDbPath } from '../../support/rules-db-fixture.js';
import { runArbiter } from '../../support/run-cli.js';
import { crPath, SHARED_DIR } from '../../support/shared-data.js';
import { TOURNAMENT_FILES } from '../../support/tournament-documents.js';

const shared = (relativePath: string) => path.join(SHARED_DIR, relativePath);
const MTR_PDF = shared(TOURNAMENT_FILES.mtr2025Pdf);
const IPG_PDF = shared(TOURNAMENT_FILES.ipg2024Pdf);
const IPG_2019 = shared(TOURNAMENT_FILES.ipg2019Markdown);

describe('arbiter docs import / list / show / search', () => {
  const db = tempDbPath();
  const docs = async (...args: string[]) => runArbiter(['docs', ...args, '--db', db]);

  it('imports the MTR and the IPG, one line each, and refuses what is neither without stopping', async () => {
    const run = await docs('import', MTR_PDF, '/nonexistent/ipg.pdf', crPath('cr-20260116.txt'), IPG_PDF);
    expect(run.code).toBe(1);
    expect(run.stdout.split('\n')).toEqual([
      `MTR 2025-04-21  104 sections  imported  ← ${MTR_PDF}`,
      `IPG 2024-09-23   36 sections  imported  ← ${IPG_PDF}`,
      '',
    ]);
    expect(run.stderr.split('\n')).toEqual([
      'Error: Cannot read /nonexistent/ipg.pdf: no such file.',
      expect.stringMatching(/^Error: cr-20260116\.txt: This is not the Magic Tournament Rules or the Infraction Procedure Guide: it is the Comprehensive Rules/),
      '',
    ]);
  });

  it('says when a file is already imported', async () => {
    const run = await docs('import', IPG_PDF);
    expect(run).toEqual({
      code: 0,
      stdout: `IPG 2024-09-23   36 sections  unchanged (these bytes are already the Infraction Procedure Guide effective 2024-09-23)  ← ${IPG_PDF}\n`,
      stderr: '',
    });
  });

  it('lists the versions as JSON, each document newest first, and as text', async () => {
    await docs('import', IPG_2019);
    expect(JSON.parse((await docs('list', '--json')).stdout)).toEqual([
      { doc: 'ipg', effectiveDate: '2024-09-23', sections: 36 },
      { doc: 'ipg', effectiveDate: '2019-01-21', sections: 36 },
      { doc: 'mtr', effectiveDate: '2025-04-21', sections: 104 },
    ]);
    expect((await docs('list')).stdout.split('\n')[0]).toMatch(/^IPG {2}2024-09-23 {3}36 sections {2}[0-9a-f]{12} {2}ipg-20240923\.pdf$/);
  });

  it('shows an infraction as JSON with its penalty and parts', async () => {
    const run = await docs('show', 'ipg', 'GRV', '--json');
    expect(run.code).toBe(0);
    const shown = JSON.parse(run.stdout);
    expect(Object.keys(shown)).toEqual(['doc', 'section', 'title', 'text', 'penalty', 'parts', 'effectiveDate']);
    expect(shown).toEqual({
      doc: 'ipg', section: '2.5', title: 'Game Play Error — Game Rule Violation', text: expect.stringMatching(/^Definition\nThis infraction covers/),
      penalty: 'Warning',
      parts: {
        definition: expect.stringMatching(/^This infraction covers the majority/),
        examples: expect.stringMatching(/^A\. A player casts Wrath of God/),
        philosophy: expect.stringMatching(/^While Game Rule Violations/),
        additionalRemedy: expect.stringMatching(/^First, consider a simple backup \(see section 1\.4\)\./),
      },
      effectiveDate: '2024-09-23',
    });
  });

  it.each([['game rule violation'], ['2.5'], ['IPG', '2.5.'], ['game', 'rule', 'violation']])('shows the same 2.5 for ipg %j', async (...words) => {
    const byShorthand = await docs('show', 'ipg', 'GRV', '--json');
    expect((await docs('show', 'ipg', ...words, '--json')).stdout).toBe(byShorthand.stdout);
  });

  it('shows upgrade and downgrade where an infraction has them, and neither penalty nor parts for an MTR section', async () => {
    expect(Object.keys(JSON.parse((await docs('show', 'ipg', 'tardiness', '--json')).stdout).parts)).toEqual([
      'definition', 'examples', 'philosophy', 'additionalRemedy', 'upgrade', 'downgrade',
    ]);
    const shortcuts = JSON.parse((await docs('show', 'mtr', '4.2', '--json')).stdout);
    expect(shortcuts).toEqual({ doc: 'mtr', section: '4.2', title: 'Tournament Shortcuts', text: expect.stringMatching(/^A tournament shortcut is/), effectiveDate: '2025-04-21' });
  });

  it('shows a section as text: heading, document and date, penalty, labelled parts', async () => {
    const lines = (await docs('show', 'ipg', 'MT')).stdout.split('\n');
    expect(lines.slice(0, 4)).toEqual([
      'IPG 2.1 · Game Play Error — Missed Trigger   (Infraction Procedure Guide, effective 2024-09-23)',
      'Penalty: No Penalty',
      '',
      'Definition',
    ]);
    expect(lines).toEqual(expect.arrayContaining(['Examples', 'Philosophy', 'Additional Remedy', 'Upgrade']));
  });

  it('lists a chapter’s sections under its text', async () => {
    const lines = (await docs('show', 'mtr', '4')).stdout.split('\n');
    expect(lines[0]).toBe('MTR 4 · Communication   (Magic Tournament Rules, effective 2025-04-21)');
    expect(lines).toEqual(expect.arrayContaining(['4.1   Player Communication', '4.9   Day/Night']));
  });

  it('shows the version in effect at an earlier date', async () => {
    expect(JSON.parse((await docs('show', 'ipg', 'GRV', '--at', '2020-06-01', '--json')).stdout).effectiveDate).toBe('2019-01-21');
    const before = await docs('show', 'ipg', 'GRV', '--at', '2010-01-01');
    expect(before).toEqual({ code: 1, stdout: '', stderr: 'Error: No Infraction Procedure Guide was in effect on 2010-01-01; the oldest imported is effective 2019-01-21.\n' });
  });

  it.each([
    [['show', 'ipg', 'xyzzy'], 'Error: No section "xyzzy" in the Infraction Procedure Guide effective 2024-09-23. Try a number such as 2.5, a name such as "Game Rule Violation", or shorthand such as GRV.\n'],
    [['show', 'cr', '2.5'], 'Error: "cr" is not a document: use mtr (Magic Tournament Rules) or ipg (Infraction Procedure Guide). Usage: arbiter docs show <mtr|ipg> <section|name|shorthand> [--at YYYY-MM-DD] [--json]\n'],
    [['show', 'ipg'], 'Error: Name a section, e.g. GRV or 2.5. Usage: arbiter docs show <mtr|ipg> <section|name|shorthand> [--at YYYY-MM-DD] [--json]\n'],
    [['show', 'ipg', '2.5', '--at', 'yesterday'], 'Error: "yesterday" is not a date; use YYYY-MM-DD, e.g. 2025-04-21.\n'],
    [['search'], 'Error: Give some words to search for. Usage: arbiter docs search <words> [--doc mtr|ipg] [--limit N] [--at YYYY-MM-DD] [--json]\n'],
    [['search', 'trigger', '--doc', 'jar'], expect.stringMatching(/^Error: "jar" is not a document: use mtr/)],
    [['import'], 'Error: Name at least one file or URL. Usage: arbiter docs import <file|url>... [--replace]\n'],
  ])('explains %j and exits 1', async (args, stderr) => {
    expect(await docs(...args)).toEqual({ code: 1, stdout: '', stderr });
  });

  it('tells how to import when the database holds no document', async () => {
    const run = await runArbiter(['docs', 'show', 'mtr', '4.2', '--db', tempDbPath()]);
    expect(run).toMatchObject({ code: 1, stderr: 'Error: The database holds no Magic Tournament Rules yet. Import it with `arbiter docs import <file>` or `arbiter docs update`.\n' });
  });

  it('searches both documents as JSON, or one with --doc', async () => {
    const both = JSON.parse((await docs('search', 'missed', 'trigger', '--limit', '3', '--json')).stdout);
    expect(both).toHaveLength(3);
    expect(both[0]).toEqual({
      doc: 'ipg', section: '2.1', title: 'Game Play Error — Missed Trigger', snippet: expect.stringContaining('trigger'), score: expect.any(Number), effectiveDate: '2024-09-23',
    });
    // Regression: JSON snippets carried Discord's bold marks and markdown escapes.
    expect(both.some((hit: { snippet: string }) => /\*\*|\\/.test(hit.snippet))).toBe(false);
    const mtr = JSON.parse((await docs('search', 'shortcut', '--doc', 'mtr', '--json')).stdout);
    expect(mtr.every((hit: { doc: string }) => hit.doc === 'mtr')).toBe(true);
    expect(mtr[0].section).toBe('4.2');
  });

  it('searches as text, one line per result, and takes query syntax as words', async () => {
    const run = await docs('search', 'shortcut', '--doc', 'mtr', '--limit', '2');
    expect(run.stdout.split('\n').slice(0, 2)).toEqual(['MTR 2025-04-21:', 'MTR 4.2         Tournament Shortcuts']);
    const hostile = await docs('search', '"NEAR(', 'AND', '*', '--json');
    expect(hostile.code).toBe(0);
    expect(Array.isArray(JSON.parse(hostile.stdout))).toBe(true);
  });
});

describe('arbiter docs update (against a local server)', () => {
  let server: LocalServer | undefined;
  afterEach(async () => server?.close());
  const files: Record<string, Buffer> = {
    '/media/MTG_MTR_2025_Apr21_EN.pdf': readFileSync(MTR_PDF),
    '/media/MTG_IPG_2024Sep23_EN.pdf': readFileSync(IPG_PDF),
  };
  const page = `<html><body>
    <a href="/media/MTG_MTR_2025_Apr21_EN.pdf">Magic: The Gathering Tournament Rules</a>
    <a href="/media/MTG_IPG_2024Sep23_EN.pdf">Infraction Procedure Guide</a>
    <a href="/media/MTG_JAR_2024Sep23_EN.pdf">Judging at Regular Rules Enforcement Level</a>
    <a href="/media/MagicCompRules%2020260116.pdf">Comprehensive Rules</a>
  </body></html>`;

  it('imports the MTR and IPG it links, then reports them unchanged, never fetching the other documents', async () => {
    server = await startLocalServer((request, response) => {
      const file = files[request.url ?? ''];
      if (request.url === '/rules-documents') response.end(page);
      else if (file) response.end(file);
      else response.writeHead(404).end();
    });
    const db = tempDbPath();
    const first = await runArbiter(['docs', 'update', '--page', `${server.url}/rules-documents`, '--db', db]);
    expect(first).toEqual({
      code: 0,
      stdout:
        `MTR 2025-04-21  104 sections  imported  ← ${server.url}/media/MTG_MTR_2025_Apr21_EN.pdf\n` +
        `IPG 2024-09-23   36 sections  imported  ← ${server.url}/media/MTG_IPG_2024Sep23_EN.pdf\n`,
      stderr: '',
    });
    const second = await runArbiter(['docs', 'update', '--db', db], { env: { DOCS_PAGE_URL: `${server.url}/rules-documents` } });
    expect(second.code).toBe(0);
    expect(second.stdout.match(/unchanged/g)).toHaveLength(2);
    expect(server.requests.filter((url) => url !== '/rules-documents')).toEqual([...Object.keys(files), ...Object.keys(files)]);
    // What the running bot's document checks read.
    const json = await runArbiter(['docs', 'update', '--page', `${server.url}/rules-documents`, '--db', db, '--json']);
    expect(JSON.parse(json.stdout)).toEqual({
      documents: [
        { doc: 'mtr', effectiveDate: '2025-04-21', status: 'unchanged', url: `${server.url}/media/MTG_MTR_2025_Apr21_EN.pdf` },
        { doc: 'ipg', effectiveDate: '2024-09-23', status: 'unchanged', url: `${server.url}/media/MTG_IPG_2024Sep23_EN.pdf` },
      ],
    });
  });

  it('refuses an HTML error page served instead of a PDF, changing nothing', async () => {
    server = await startLocalServer((request, response) => {
      if (request.url === '/rules-documents') response.end(page);
      else response.end('<!DOCTYPE html><html><body>Maintenance</body></html>');
    });
    const db = tempDbPath();
    const run = await runArbiter(['docs', 'update', '--page', `${server.url}/rules-documents`, '--db', db]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n')).toEqual([
      expect.stringMatching(/^Error: MTG_MTR_2025_Apr21_EN\.pdf: This is not the Magic Tournament Rules or the Infraction Procedure Guide: it is an HTML page/),
      expect.stringMatching(/^Error: MTG_IPG_2024Sep23_EN\.pdf: This is not .*: it is an HTML page/),
      '',
    ]);
    expect((await runArbiter(['docs', 'list', '--json', '--db', db])).stdout.trim()).toBe('[]');
  });

  it('imports the documents it can when another link fails, and exits 1', async () => {
    server = await startLocalServer((request, response) => {
      if (request.url === '/rules-documents') response.end(page);
      else if (request.url === '/media/MTG_IPG_2024Sep23_EN.pdf') response.end(readFileSync(IPG_2019));
      else response.writeHead(404).end();
    });
    const run = await runArbiter(['docs', 'update', '--page', `${server.url}/rules-documents`, '--db', tempDbPath()]);
    expect(run).toEqual({
      code: 1,
      stdout: `IPG 2019-01-21   36 sections  imported  ← ${server.url}/media/MTG_IPG_2024Sep23_EN.pdf\n`,
      stderr: `Error: Downloading ${server.url}/media/MTG_MTR_2025_Apr21_EN.pdf failed: HTTP 404.\n`,
    });
  });

  it('says when the page links no MTR or IPG, and reports an HTTP error from the page', async () => {
    server = await startLocalServer((request, response) => {
      if (request.url === '/empty') response.end('<html><a href="/x.pdf">Card images</a></html>');
      else response.writeHead(503).end();
    });
    const empty = await runArbiter(['docs', 'update', '--page', `${server.url}/empty`, '--db', tempDbPath()]);
    expect(empty).toMatchObject({ code: 1, stderr: expect.stringContaining('links no Magic Tournament Rules or Infraction Procedure Guide PDF') });
    const down = await runArbiter(['docs', 'update', '--page', `${server.url}/rules-documents`, '--db', tempDbPath()]);
    expect(down).toMatchObject({ code: 1, stderr: expect.stringContaining('HTTP 503') });
  });

  it('imports a URL given to docs import', async () => {
    server = await startLocalServer((_request, response) => response.end(readFileSync(IPG_2019)));
    const run = await runArbiter(['docs', 'import', `${server.url}/ipg.md`, '--db', tempDbPath()]);
    expect(run.stdout).toMatch(/^IPG 2019-01-21 {3}36 sections {2}imported/);
  });
});
