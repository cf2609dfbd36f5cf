/**
 * `.env.example` is what a newcomer copies to `.env`: it must load through the real .env reader
 * and configuration parser, and a fresh checkout with it copied must answer in the console.
 * Regression: its RULE_LINK_TEMPLATE held an unquoted `#`, read as a comment, so `npm start` refused it.
 */
import { copyFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../bot/config.js';
import { environmentWithDotEnv } from '../../cli/framework/env-file.js';
import { startContentSources, type ContentSources } from '../support/content-sources-server.js';
import { tempDirectory } from '../support/rules-db-fixture.js';
import { REPO_ROOT } from '../support/shared-data.js';
import { spawnArbiter } from '../support/spawn-arbiter.js';

const envExample = path.join(REPO_ROOT, '.env.example');

describe('.env.example', () => {
  it('loads through the configuration parser, every value as the default it documents', () => {
    expect(loadConfig(environmentWithDotEnv({}, envExample))).toEqual(loadConfig({}));
  });

  it('quotes every value holding a # or a space, so .env parsing keeps it whole', () => {
    const values = envExample.split('\n').filter((line) => /^[A-Z_]+=/.test(line)).map((line) => line.slice(line.indexOf('=') + 1));
    for (const value of values.filter((candidate) => /[#\s]/.test(candidate))) expect(value).toMatch(/^".*"$/);
    const parsed = environmentWithDotEnv({}, envExample);
    for (const [name, value] of Object.entries(parsed)) expect(value, name).not.toMatch(/^"|"$/);
  });
});

describe('a fresh checkout with `cp .env.example .env`', () => {
  let sources: ContentSources;
  beforeAll(async () => {
    sources = await startContentSources();
  });
  afterAll(async () => sources.close());

  it('downloads what it needs on `npm start` and answers /rule 702.19b in the console', async () => {
    const checkout = tempDirectory('arbiter-fresh-');
    copyFileSync(envExample, path.join(checkout, '.env'));
    // The real environment points the downloads at the local server (it wins over .env); all else is .env's.
    const arbiter = spawnArbiter(['start'], sources.env, checkout);
    await arbiter.waitForOutput('Arbiter console', 60_000);
    arbiter.child.stdin.write('/rule 702.19b\nquit\n');
    expect(await arbiter.exited).toBe(0);
    expect(arbiter.output()).toContain('== 702.19b · Trample ==');
    expect(arbiter.output()).toContain('No DISCORD_TOKEN is set, so this is the terminal console.');
    // RULES_DB=data/rules.sqlite, relative to where it was started.
    expect(existsSync(path.join(checkout, 'data/rules.sqlite'))).toBe(true);
  });
});
