/**
 * View state (a /search query) used to live in the bot's memory: workers cannot share that, and a
 * restart lost it. It now lives in the view-state store, so a button pressed after a restart works.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../bot/config.js';
import { commandSettings } from '../../../bot/command-context.js';
import { HandlerPool } from '../../../commands/framework/handler-pool.js';
import { PooledDispatcher } from '../../../commands/framework/pooled-dispatch.js';
import { toMessagePayload } from '../../../commands/payload/message-payload.js';
import { openContentDb } from '../../../rules-db/store/open-content-db.js';
import { createStateStore } from '../../../state/create-state-store.js';
import { tempDbPath } from '../../support/rules-db-fixture.js';
import { buttons } from '../../support/run-slash.js';
import { importReleaseFile } from '../../../rules-db/store/import-release.js';
import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { crPath } from '../../support/shared-data.js';

const dbPath = tempDbPath();
{
  const db = openContentDb(dbPath);
  importReleaseFile(db, readFileSync(crPath('cr-20260116.txt')), { source: 'cr-20260116.txt' });
  db.close();
}
const config = loadConfig({});

/** A bot's worth of handler running: the state store in the content file, a pool of one thread. */
async function startRunner() {
  const state = await createStateStore({ sqlitePath: dbPath });
  const pool = new HandlerPool({
    dbPath,
    commandsModule: new URL('../../../commands/index.ts', import.meta.url).href,
    settings: commandSettings(config),
    version: 'test',
    startedAt: new Date().toISOString(),
    threads: 1,
  });
  const logged: unknown[] = [];
  const dispatcher = new PooledDispatcher(pool, state, (_message, details) => logged.push(details));
  return { dispatcher, logged, stop: async () => (await pool.destroy(), await state.destroy()) };
}

describe('handlers on the pool with view state in the store', () => {
  it('pages /search results with a button pressed after a restart', async () => {
    const first = await startRunner();
    const reply = toMessagePayload(await first.dispatcher.command('search', { query: 'legend rule' }, '111'));
    const more = buttons(reply)['More results ▶']!;
    expect(more).toMatch(/^search:111:page:~[0-9a-z]{10}:1$/);
    await first.stop();

    const second = await startRunner();
    const { reply: page, edit } = await second.dispatcher.component(more, [], '111');
    expect(edit).toBe(true);
    expect(page.embeds[0]!.footer!.text).toMatch(/Page 2\/\d+$/);
    expect(page.embeds[0]!.title).toContain('legend rule');
    expect([...first.logged, ...second.logged]).toEqual([]);
    await second.stop();
  });

  it('saves only the view state a button of the reply names', async () => {
    const runner = await startRunner();
    const reader = new Database(dbPath, { readonly: true });
    const rows = () => (reader.prepare('SELECT count(*) AS n FROM view_state').get() as { n: number }).n;
    const before = rows();
    // A one-page definition has no page buttons, so the state /define remembered is not written.
    const definition = toMessagePayload(await runner.dispatcher.command('define', { term: 'dies' }, '111'));
    expect(definition.embeds[0]!.title).toBe('Dies');
    expect(Object.keys(buttons(definition)).some((label) => label.startsWith('Page'))).toBe(false);
    expect(rows()).toBe(before);
    // A search's "More results" button names its token: that state is written.
    await runner.dispatcher.command('search', { query: 'legend rule' }, '111');
    expect(rows()).toBe(before + 1);
    reader.close();
    await runner.stop();
  });

  it('prunes view state past its age when a service prepares for its first answer, keeping the rest', async () => {
    const runner = await startRunner();
    const db = new Database(dbPath);
    const day = 24 * 60 * 60 * 1000;
    const insert = db.prepare('INSERT INTO view_state (token, value, saved_at) VALUES (?, ?, ?)');
    insert.run('~oldquery01', '{}', Date.now() - 31 * day);
    insert.run('~newquery01', '{}', Date.now() - day);
    const tokens = () => (db.prepare("SELECT token FROM view_state WHERE token LIKE '~%query01'").pluck().all() as string[]).sort();
    expect(tokens()).toEqual(['~newquery01', '~oldquery01']);
    await runner.dispatcher.prepareViewState();
    expect(tokens()).toEqual(['~newquery01']);
    expect(runner.logged).toEqual([]);
    db.close();
    await runner.stop();
  });
});
