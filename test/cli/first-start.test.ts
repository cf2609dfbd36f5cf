/**
 * The first start (cli/first-start.ts): an empty database gets the CR, MTR, IPG, JAR and card data
 * downloaded — from a local server serving the real files of ../shared — before the console
 * answers; offline, each failure says its cause and the import command that works instead.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentSources, type ContentSources } from '../support/content-sources-server.js';
import { freePort } from '../support/free-port.js';
import { tempDbPath } from '../support/rules-db-fixture.js';
import { runArbiter } from '../support/run-cli.js';
import { spawnArbiter } from '../support/spawn-arbiter.js';

let sources: ContentSources;
beforeAll(async () => {
  sources = await startContentSources();
});
afterAll(async () => sources.close());

describe('npm start on an empty database', () => {
  it('downloads the CR, the MTR, IPG and JAR and the card data, with progress lines, then answers', async () => {
    const run = await runArbiter(['start', '--db', tempDbPath()], { stdin: '/rule 702.19b\n/ipg GRV\n/card adeline\nquit\n', env: sources.env });
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('First start:');
    // Progress without a terminal: lines, each file ending with "done"; the cards counted as they are read.
    expect(run.stderr).toMatch(/^Comprehensive Rules: [\d.]+ of [\d.]+ MB, done$/m);
    expect(run.stderr).toMatch(/^Magic Tournament Rules: [\d.]+ of [\d.]+ MB, done$/m);
    expect(run.stderr).toMatch(/^Cards: 4\.\d of 4\.\d MB, 956 cards, done$/m);
    expect(run.stderr).toMatch(/^2026-01-16 .* imported/m);
    expect(run.stderr).toMatch(/^MTR 2025-04-21 .* imported/m);
    expect(run.stderr).toMatch(/^IPG 2024-09-23 .* imported/m);
    expect(run.stderr).toMatch(/^JAR 2024-09-23 .* imported/m);
    expect(run.stderr).toMatch(/^\d+ cards, \d+ rulings, data of 2023-04-04: imported/m);
    expect(run.stdout).toContain('702.19b · Trample');
    expect(run.stdout).toContain('Game Play Error — Game Rule Violation');
    expect(run.stdout).toContain('Adeline, Resplendent Cathar');
  });

  it('offline: one sentence per download with its cause and the import command instead, then the console still opens', async () => {
    const closedPort = await freePort();
    const run = await runArbiter(['start', '--db', tempDbPath()], {
      stdin: 'quit\n',
      env: { RULES_PAGE_URL: 'http://rules.example.invalid/en/rules', DOCS_PAGE_URL: `http://127.0.0.1:${closedPort}/docs`, CARDS_BULK_URL: `http://127.0.0.1:${closedPort}/bulk-data` },
    });
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(
      'Could not download the Comprehensive Rules: Downloading http://rules.example.invalid/en/rules failed: ENOTFOUND rules.example.invalid ' +
        '(the host name does not resolve: is this machine offline?). Import them from files instead: npx arbiter rules import <cr.txt>',
    );
    expect(run.stderr).toContain(`failed: ECONNREFUSED 127.0.0.1:${closedPort} (nothing is listening there). Import them from files instead: npx arbiter docs import <mtr.pdf>`);
    expect(run.stderr).toContain('Import it from files instead: npx arbiter cards import <oracle-cards.json> <rulings.json> --date YYYY-MM-DD');
    expect(run.stdout).toContain('Arbiter console');
  });

  it('with RULES_AUTO_UPDATE=false downloads nothing and says how to import', async () => {
    const requestsBefore = sources.requests.length;
    const run = await runArbiter(['start', '--db', tempDbPath()], { stdin: 'quit\n', env: { ...sources.env, RULES_AUTO_UPDATE: 'false' } });
    expect(run.stderr).toContain('holds no Comprehensive Rules yet, and RULES_AUTO_UPDATE is off. Import them with `npx arbiter rules update`');
    expect(sources.requests.length).toBe(requestsBefore);
  });
});

describe('arbiter serve (HTTP mode) on an empty database', () => {
  it('downloads everything first, logging progress as events, then serves with the rules loaded', async () => {
    const port = await freePort();
    const server = spawnArbiter(['serve', '--db', tempDbPath()], {
      ...sources.env,
      DISCORD_PUBLIC_KEY: 'ab'.repeat(32),
      PORT: String(port),
      LOG_FORMAT: 'json',
      HANDLER_THREADS: '1',
      RULES_CHECK_INTERVAL: 'off',
      CARDS_CHECK_INTERVAL: 'off',
      DOCS_CHECK_INTERVAL: 'off',
    });
    try {
      await server.waitForOutput('Listening for interactions', 90_000);
      const messages = server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => (JSON.parse(line) as { msg: string }).msg);
      expect(messages).toContainEqual(expect.stringMatching(/^First start:/));
      expect(messages).toContainEqual(expect.stringMatching(/^Cards: 4\.\d of 4\.\d MB, 956 cards, done$/));
      expect(messages).toContainEqual(expect.stringMatching(/^2026-01-16 .* imported/));
      expect(messages).toContainEqual(expect.stringMatching(/^IPG 2024-09-23 .* imported/));
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});

describe('every download names its cause the same way', () => {
  it.each([
    ['rules', 'update', '--page'],
    ['docs', 'update', '--page'],
    ['cards', 'update', '--url'],
  ])('arbiter %s %s offline says ENOTFOUND and the host', async (group, command, flag) => {
    const run = await runArbiter([group, command, flag, 'http://offline.example.invalid/x', '--db', tempDbPath()]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'Error: Downloading http://offline.example.invalid/x failed: ENOTFOUND offline.example.invalid (the host name does not resolve: is this machine offline?). ' +
        `To import from a file instead: npx arbiter ${group} import ${group === 'cards' ? '<oracle-cards.json> <rulings.json> --date YYYY-MM-DD' : group === 'docs' ? '<mtr.pdf>' : '<cr.txt>'}`,
    );
  });

  it('with --json (scripts, the bot\'s own update process) gives the cause alone', async () => {
    const run = await runArbiter(['rules', 'update', '--page', 'http://offline.example.invalid/x', '--json', '--db', tempDbPath()]);
    expect(run.stderr).toBe('Error: Downloading http://offline.example.invalid/x failed: ENOTFOUND offline.example.invalid (the host name does not resolve: is this machine offline?).\n');
  });
});
