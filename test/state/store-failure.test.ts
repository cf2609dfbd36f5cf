/** Which state-store failures are conditions (answered with what still works) and which are bugs. */
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DeadlineExceeded } from '../../common/with-deadline.js';
import { keepingFirstError } from '../../state/first-error-dialect.js';
import { GuildSettingsRepository } from '../../state/guild-settings-repository.js';
import { InteractionWrites } from '../../state/interaction-writes.js';
import { migrateState } from '../../state/migrate-state.js';
import type { StateDatabase } from '../../state/state-database.js';
import { storeFailure } from '../../state/store-failure.js';

/** An error with `code`, as better-sqlite3, Node and node-postgres throw them. */
const coded = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('storeFailure', () => {
  it.each([
    ['SQLite: a full disk', coded('SQLITE_FULL', 'database or disk is full'), 'disk-full'],
    ['Node: no space left', coded('ENOSPC'), 'disk-full'],
    ['PostgreSQL: disk full (53100)', coded('53100'), 'disk-full'],
    ['SQLite: a read-only file', coded('SQLITE_READONLY_DBMOVED'), 'read-only'],
    ['PostgreSQL: a read-only standby (25006)', coded('25006'), 'read-only'],
    ['SQLite: locked past its busy timeout', coded('SQLITE_BUSY'), 'busy'],
    ['a refused connection', coded('ECONNREFUSED'), 'unreachable'],
    ['PostgreSQL shutting down (57P01)', coded('57P01'), 'unreachable'],
    ['PostgreSQL starting up (57P03)', coded('57P03'), 'unreachable'],
    ['a statement timeout (57014)', coded('57014'), 'unreachable'],
    ['node-postgres: a dead connection', new Error('Connection terminated unexpectedly'), 'unreachable'],
    ['node-postgres: no connection in time', new Error('timeout exceeded when trying to connect'), 'unreachable'],
    ['node-postgres: no answer in time', new Error('Query read timeout'), 'unreachable'],
    ['a caller that stopped waiting', new DeadlineExceeded("this server's settings", 300), 'unreachable'],
    ['a migration failed by a refused connection', new Error('migration failed', { cause: coded('ECONNREFUSED') }), 'unreachable'],
  ])('reads %s as %s', (_what, error, kind) => {
    expect(storeFailure(error)?.kind).toBe(kind);
  });

  it('leaves bugs alone: a constraint, a syntax error, a TypeError', () => {
    expect(storeFailure(coded('23505', 'duplicate key'))).toBeNull();
    expect(storeFailure(coded('SQLITE_CONSTRAINT_PRIMARYKEY'))).toBeNull();
    expect(storeFailure(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBeNull();
    expect(storeFailure('a string')).toBeNull();
  });
});

/** A state store in SQLite whose file may grow no further than it is: every write that needs a page fails with SQLITE_FULL, as on a full disk. */
async function fullStore(wrapped: boolean) {
  const handle = new Database(':memory:');
  const dialect = new SqliteDialect({ database: handle });
  const db = new Kysely<StateDatabase>({ dialect: wrapped ? keepingFirstError(dialect, { stillInTransaction: () => handle.inTransaction }) : dialect });
  await migrateState(db as Kysely<unknown>);
  handle.pragma(`max_page_count = ${handle.pragma('page_count', { simple: true }) as number}`);
  return { db, handle };
}

describe('a full disk under the state store', () => {
  it("used to be reported as the failed rollback after it (Kysely's own transaction)", async () => {
    const { db } = await fullStore(false);
    const write = db.transaction().execute(async (trx) => {
      for (let row = 0; row < 50; row++) await sql`insert into view_state values (${`~${row}`}, ${'x'.repeat(2000)}, 0)`.execute(trx);
    });
    await expect(write).rejects.toThrow('cannot rollback - no transaction is active');
  });

  it('is reported as SQLITE_FULL, a full disk, through the store; nothing is written and the connection works on', async () => {
    const { db, handle } = await fullStore(true);
    const settings = new GuildSettingsRepository(db);
    const write = new InteractionWrites(db).once('1400000000000000001', async (trx) => {
      for (let row = 0; row < 50; row++) await sql`insert into view_state values (${`~${row}`}, ${'x'.repeat(2000)}, 0)`.execute(trx);
      return new GuildSettingsRepository(trx).update('1300000000000000100', { defaultRel: 'regular' }, '1');
    });
    const error = await write.catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'SQLITE_FULL' });
    expect(storeFailure(error)).toEqual({ kind: 'disk-full', reason: "the disk holding the bot's state store is full" });
    expect(handle.inTransaction).toBe(false);
    expect(await db.selectFrom('interaction_writes').selectAll().execute()).toEqual([]);
    expect((await settings.get('1300000000000000100')).defaultRel).toBeNull();
    // Space again: the same interaction writes, once.
    handle.pragma('max_page_count = 1000000');
    expect((await new InteractionWrites(db).once('1400000000000000001', async (trx) => (await new GuildSettingsRepository(trx).update('1300000000000000100', { defaultRel: 'regular' }, '1')).after.defaultRel)).result).toBe('regular');
  });
});
