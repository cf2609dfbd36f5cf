import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, expect, it, vi } from 'vitest';
import { withStatementCache } from '../../state/sqlite-with-statement-cache.js';

interface Db {
  items: { id: string; value: string };
}

const opened: Kysely<Db>[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.destroy();
});

function open(): { db: Kysely<Db>; prepare: ReturnType<typeof vi.spyOn> } {
  const handle = new Database(':memory:');
  handle.exec('CREATE TABLE items (id TEXT PRIMARY KEY, value TEXT)');
  const prepare = vi.spyOn(handle, 'prepare');
  const db = new Kysely<Db>({ dialect: new SqliteDialect({ database: withStatementCache(handle) }) });
  opened.push(db);
  return { db, prepare };
}

it('prepares each SQL text once, and every run reads and writes with its own values', async () => {
  const { db, prepare } = open();
  for (const [id, value] of [['a', 'first'], ['b', 'second'], ['a', 'again']]) {
    await db.transaction().execute((trx) =>
      trx.insertInto('items').values({ id: id!, value: value! }).onConflict((conflict) => conflict.column('id').doUpdateSet({ value: value! })).execute(),
    );
  }
  const read = (id: string) => db.selectFrom('items').select('value').where('id', '=', id).executeTakeFirst();
  expect(await read('a')).toEqual({ value: 'again' });
  expect(await read('b')).toEqual({ value: 'second' });
  expect(await read('c')).toBeUndefined();
  // begin, the upsert, commit, the select: four texts, however many runs.
  expect(prepare).toHaveBeenCalledTimes(4);
});

it('rolls back a failed transaction and goes on answering', async () => {
  const { db } = open();
  await expect(
    db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ id: 'x', value: 'kept?' }).execute();
      await sql`select * from no_such_table`.execute(trx);
    }),
  ).rejects.toThrow(/no such table/);
  expect(await db.selectFrom('items').selectAll().execute()).toEqual([]);
  await db.insertInto('items').values({ id: 'x', value: 'kept' }).execute();
  expect(await db.selectFrom('items').selectAll().execute()).toEqual([{ id: 'x', value: 'kept' }]);
});
