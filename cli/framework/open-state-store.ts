/** The state store for a command: a PostgreSQL server it cannot use is said as what to fix (state-store-open-failure.ts), not as a bug. */
import { createStateStore, type StateStore, type StateStoreConfig } from '../../state/create-state-store.js';
import { stateStoreOpenFailure } from '../../state/state-store-open-failure.js';

export async function openStateStore(config: StateStoreConfig): Promise<StateStore> {
  try {
    return await createStateStore(config);
  } catch (error) {
    throw stateStoreOpenFailure(error, config.databaseUrl) ?? error;
  }
}
