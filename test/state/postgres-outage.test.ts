/**
 * The state store on a PostgreSQL that goes away: restarted (its connections closed under the
 * pool, one of them mid-transaction) and frozen (SIGSTOP: connections open, nothing answers).
 * Regressions: a checked-out connection's 'error' crashed the handler threads when PostgreSQL came
 * back ("Connection terminated unexpectedly", unhandled), and with no timeouts a frozen server
 * held every query until it thawed.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createStateStore, type StateStore } from '../../state/create-state-store.js';
import { CONNECT_TIMEOUT_MS, QUERY_TIMEOUT_MS } from '../../state/postgres-pool.js';
import { storeFailure } from '../../state/store-failure.js';
import { startTestPostgres, type TestPostgres } from '../support/embedded-postgres.js';

let postgres: TestPostgres;
beforeAll(async () => {
  postgres = await startTestPostgres();
});
afterAll(async () => {
  await postgres?.stop();
});

async function openStore(lost: Error[] = []): Promise<StateStore> {
  return createStateStore({ databaseUrl: await postgres.freshDatabaseUrl(), sqlitePath: ':memory:', onConnectionError: (error) => lost.push(error) });
}

/** How long `work` took to settle, and its error (undefined when it succeeded). */
async function timed(work: Promise<unknown>): Promise<{ ms: number; error: unknown }> {
  const started = performance.now();
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  return { ms: performance.now() - started, error };
}

it('survives a restart: a transaction cut mid-way fails as "unreachable", nothing crashes, and the next queries open new connections', async () => {
  const lost: Error[] = [];
  const store = await openStore(lost);
  // Several pooled connections, idle when the server goes.
  await Promise.all(Array.from({ length: 4 }, () => store.ping()));
  let resume!: () => void;
  const paused = new Promise<void>((resolve) => (resume = resolve));
  let begun!: () => void;
  const inTransaction = new Promise<void>((resolve) => (begun = resolve));
  const cut = store.interactionWrites.once('1400000000000000001', async (db) => {
    await sql`select 1`.execute(db);
    begun();
    // The connection stays checked out here, between two queries, while the server stops.
    await paused;
    await sql`select 1`.execute(db);
    return 'written';
  });
  await inTransaction;
  await postgres.halt();
  resume();
  expect(storeFailure(await cut.catch((error: unknown) => error))?.kind).toBe('unreachable');
  // Down: a query fails at once (the connection is refused), as unreachable.
  const down = await timed(store.ping());
  expect(storeFailure(down.error)?.kind).toBe('unreachable');
  expect(down.ms).toBeLessThan(CONNECT_TIMEOUT_MS);
  await postgres.start();
  await store.ping();
  expect(await store.interactionWrites.once('1400000000000000001', async () => 'written')).toEqual({ result: 'written', replayed: false });
  // The server closed the idle connections and the one in use: each was heard, none thrown.
  expect(lost.length).toBeGreaterThanOrEqual(1);
  await store.destroy();
});

it('gives up on a frozen server within its timeouts, works once it thaws, and closes without waiting for it', async () => {
  const store = await openStore();
  await store.ping();
  postgres.freeze();
  try {
    // A pooled connection: its query is sent and never answered.
    const pooled = await timed(store.ping());
    expect(storeFailure(pooled.error)?.kind).toBe('unreachable');
    expect(pooled.ms).toBeGreaterThanOrEqual(QUERY_TIMEOUT_MS - 100);
    expect(pooled.ms).toBeLessThan(QUERY_TIMEOUT_MS + 2000);
    // That connection was discarded; a new one cannot finish its handshake.
    const fresh = await timed(store.ping());
    expect(storeFailure(fresh.error)?.kind).toBe('unreachable');
    expect(fresh.ms).toBeLessThan(CONNECT_TIMEOUT_MS + QUERY_TIMEOUT_MS + 2000);
  } finally {
    postgres.thaw();
  }
  await store.ping();
  postgres.freeze();
  try {
    const closing = await timed(store.destroy());
    expect(closing.error).toBeUndefined();
    expect(closing.ms).toBeLessThan(3000);
  } finally {
    postgres.thaw();
  }
});
