/**
 * Runs a block of tests against each kind of state store: SQLite (a fresh file per test) and a
 * real PostgreSQL (one server per test file, a fresh database per test).
 */
import type { MigrationProvider } from 'kysely';
import { afterAll, afterEach, beforeAll, describe } from 'vitest';
import { createStateStore, type StateStore } from '../../state/create-state-store.js';
import { startTestPostgres, type TestPostgres } from './embedded-postgres.js';
import { tempDbPath } from './rules-db-fixture.js';

export type StateStoreKind = 'sqlite' | 'postgres';

/** Opens new, empty state stores of one kind; each is closed after its test. */
export interface StateStoreOpener {
  kind: StateStoreKind;
  /**
   * A new store in its own database (or, with `shared`, one more connection to the last one), its
   * schema from migrations/state/ or from `migrations`.
   */
  open(options?: { shared?: boolean; migrations?: MigrationProvider }): Promise<StateStore>;
  /** The configuration of the last store opened, for code that opens its own. */
  lastConfig(): { databaseUrl?: string; sqlitePath: string };
}

/** `describe(title)` once per kind of store, `body` receiving the opener. */
export function describeEachStateStore(title: string, body: (stores: StateStoreOpener) => void): void {
  describe.each<StateStoreKind>(['sqlite', 'postgres'])(`${title} (%s)`, (kind) => {
    let postgres: TestPostgres | undefined;
    let config: { databaseUrl?: string; sqlitePath: string } = { sqlitePath: ':memory:' };
    const opened: StateStore[] = [];
    if (kind === 'postgres') {
      beforeAll(async () => {
        postgres = await startTestPostgres();
      });
      afterAll(async () => {
        await postgres?.stop();
      });
    }
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((store) => store.destroy()));
    });
    body({
      kind,
      async open(options = {}) {
        if (!options.shared) {
          config = kind === 'postgres' ? { databaseUrl: await postgres!.freshDatabaseUrl(), sqlitePath: ':memory:' } : { sqlitePath: tempDbPath() };
        }
        const store = await createStateStore({ ...config, ...(options.migrations ? { migrations: options.migrations } : {}) });
        opened.push(store);
        return store;
      },
      lastConfig: () => config,
    });
  });
}
