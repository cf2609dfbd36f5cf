import { sql, type Migration, type MigrationProvider } from 'kysely';
import { expect, it } from 'vitest';
import { openContentDb } from '../../rules-db/store/open-content-db.js';
import { createStateStore } from '../../state/create-state-store.js';
import { STATE_MIGRATION_TABLE } from '../../state/migrate-state.js';
import { tempDbPath } from '../support/rules-db-fixture.js';
import { describeEachStateStore } from '../support/state-store-fixture.js';

describeEachStateStore('the state store', (stores) => {
  it('answers ping, and records each migration once however often it is opened', async () => {
    const store = await stores.open();
    await expect(store.ping()).resolves.toBeUndefined();
    await stores.open({ shared: true });
    const applied = await sql<{ name: string }>`select name from ${sql.table(STATE_MIGRATION_TABLE)} order by name`.execute(store.db);
    expect(applied.rows.map((row) => row.name)).toEqual(['0001-view-state', '0002-guild-settings', '0003-ruling-log', '0004-announcements', '0005-announcement-delivery', '0006-interaction-writes', '0007-inline-lookups']);
  });

  it('applies nothing of a batch whose last migration fails, and applies it all once that is fixed', async () => {
    const table = (name: string): Migration => ({ up: (db) => db.schema.createTable(name).addColumn('x', 'text').execute() });
    const first = table('first_table');
    const broken: Migration = {
      async up(db) {
        await table('second_table').up(db);
        await sql`select * from no_such_table`.execute(db);
      },
    };
    const provider = (migrations: Record<string, Migration>): MigrationProvider => ({ getMigrations: async () => migrations });

    await expect(stores.open({ migrations: provider({ '0001-first': first, '0002-second': broken }) })).rejects.toThrow(/migration 0002-second failed/);
    const untouched = await stores.open({ shared: true, migrations: provider({}) });
    for (const name of ['first_table', 'second_table']) await expect(sql`select x from ${sql.table(name)}`.execute(untouched.db)).rejects.toThrow();

    const fixed = await stores.open({ shared: true, migrations: provider({ '0001-first': first, '0002-second': table('second_table') }) });
    for (const name of ['first_table', 'second_table']) expect((await sql`select x from ${sql.table(name)}`.execute(fixed.db)).rows).toEqual([]);
  });
});

it('keeps, on SQLite, the view state the content file held before the state store (migrations/0007)', async () => {
  const file = tempDbPath();
  const content = openContentDb(file);
  content.prepare('INSERT INTO view_state (token, value, saved_at) VALUES (?, ?, ?)').run('~beforeupgr', '{"query":"legend rule"}', Date.now());
  content.close();
  const store = await createStateStore({ sqlitePath: file });
  expect(await store.viewState.load(['~beforeupgr'])).toEqual({ '~beforeupgr': { query: 'legend rule' } });
  await store.destroy();
});

it('refuses to open when PostgreSQL cannot be reached', async () => {
  await expect(createStateStore({ databaseUrl: 'postgres://nobody:nothing@127.0.0.1:1/none', sqlitePath: ':memory:' })).rejects.toThrow(/ECONNREFUSED/);
});
