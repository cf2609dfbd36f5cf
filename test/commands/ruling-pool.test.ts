/** /ruling as the bot runs it: on the handler pool, whose worker opens the state store itself, and a form sent back through the dispatcher. */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { commandSettings } from '../../bot/command-context.js';
import { loadConfig } from '../../bot/config.js';
import { HandlerPool } from '../../commands/framework/handler-pool.js';
import { PooledDispatcher } from '../../commands/framework/pooled-dispatch.js';
import { importReleaseFile } from '../../rules-db/store/import-release.js';
import { openContentDb } from '../../rules-db/store/open-content-db.js';
import { rulingLog } from '../../rulings/store/rulings-repository.js';
import { createStateStore, type StateStore } from '../../state/create-state-store.js';
import { tempDbPath } from '../support/rules-db-fixture.js';
import { crPath } from '../support/shared-data.js';

const GUILD = '1300000000000000100';
const MANAGER = '1300000000000000303';
const dbPath = tempDbPath();
let pool: HandlerPool;
let store: StateStore;

beforeAll(async () => {
  const db = openContentDb(dbPath);
  importReleaseFile(db, readFileSync(crPath('cr-20240202.txt')), { source: 'cr-20240202.txt' });
  db.close();
  store = await createStateStore({ sqlitePath: dbPath });
  pool = new HandlerPool({
    dbPath,
    commandsModule: new URL('../../commands/index.ts', import.meta.url).href,
    settings: commandSettings(loadConfig({})),
    version: 'test',
    startedAt: new Date().toISOString(),
    threads: 1,
    state: { sqlitePath: dbPath },
  });
  // As a service does before it takes interactions: on a busy machine the thread's start (the index
  // builder, the modules) took longer than a handler's 15 s limit, which a first task counts from its submission.
  await pool.ready();
});
afterAll(async () => {
  await pool.destroy();
  await store.destroy();
});

it('opens the form for /ruling log, and logs what the form sends back, in the state store the bot reads', async () => {
  const logged: unknown[] = [];
  const dispatcher = new PooledDispatcher(pool, store, (_message, details) => logged.push(details));
  const place = { guildId: GUILD, member: { roleIds: [], permissions: '32' } };
  const form = await dispatcher.command('ruling', { subcommand: 'log' }, MANAGER, place);
  expect(form.modal?.custom_id).toBe(`ruling:${MANAGER}:log`);
  const reply = await dispatcher.modalSubmit(form.modal!.custom_id, { question: 'Doubling life at 7?', ruling: 'Gain 7 (701.9d).', citations: '' }, MANAGER, place);
  expect(reply.embeds[0]!.description).toBe('Logged as ruling #1.');
  expect((await rulingLog(store.db).list(GUILD)).map((ruling) => [ruling.number, ruling.citations.map((citation) => citation.kind)])).toEqual([[1, ['rule']]]);
  expect(logged).toEqual([]);
}, 30_000);
