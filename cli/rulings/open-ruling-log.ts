/** The ruling log for a CLI command: the state store the bot uses (DATABASE_URL, else the --db file). */
import { loadConfig } from '../../bot/config.js';
import { rulingLog, type RulingsRepository } from '../../rulings/store/rulings-repository.js';
import { openStateStore } from '../framework/open-state-store.js';
import type { CliContext } from '../framework/cli-context.js';

/** Runs `use` with the ruling log, closing the store after. */
export async function withRulingLog<T>(context: CliContext, use: (log: RulingsRepository) => Promise<T>): Promise<T> {
  const store = await openStateStore({ databaseUrl: loadConfig(context.env).DATABASE_URL, sqlitePath: context.dbPath });
  try {
    return await use(rulingLog(store.db));
  } finally {
    await store.destroy();
  }
}
