/** What `arbiter serve` and `arbiter start` share as running services: their index builder, their state store, and the end of a stop. */
import type { Config } from '../bot/config.js';
import { startIndexBuilder, type IndexBuilderProcess } from '../commands/framework/index-builder-process.js';
import type { Logger } from '../bot/logger.js';
import { SHORT_BUSY_TIMEOUT_MS, type StateStore } from '../state/create-state-store.js';
import { openStateStore } from './framework/open-state-store.js';

/** After the stop's own deadline, how long before the process ends itself whatever is still running. */
const STOP_OVERRUN_MS = 5000;

/**
 * Runs `service` with the index builder started now, as soon as the content is in place: its build
 * (about 3 s) is the longest part of a start, and it runs while the service loads its transport,
 * opens the state store and starts its handler threads, which get it (docs/memory.md, sixth round).
 * Once `service` ends the builder is stopped if it still runs: a start that failed before the handler
 * pool took it (the state store unreachable, a setting missing) leaves no child building.
 */
export async function withIndexBuilder<T>(dbPath: string, service: (indexBuilder: IndexBuilderProcess) => Promise<T>): Promise<T> {
  const indexBuilder = startIndexBuilder(dbPath);
  try {
    return await service(indexBuilder);
  } finally {
    indexBuilder.stop();
  }
}

/**
 * The state store of a running service: its main thread answers every interaction, so a write
 * waits for SQLite's lock only briefly (an import holding it makes the write fail, and the answer
 * says so) and a lost PostgreSQL connection is logged.
 */
export function openServiceStateStore(config: Config, dbPath: string, logger: Logger): Promise<StateStore> {
  return openStateStore({
    databaseUrl: config.DATABASE_URL,
    sqlitePath: dbPath,
    sqliteBusyTimeoutMs: SHORT_BUSY_TIMEOUT_MS,
    onConnectionError: (error) => logger.warn('State store connection lost; the next query opens another', { error: error.message }),
  });
}

/**
 * Ends the process if a stop overruns its deadline by STOP_OVERRUN_MS: every part of the stop is
 * bounded, so this is the last guard against one that is not, never the way a stop ends.
 */
export function exitIfStopOverruns(stopTimeoutMs: number, logger: Logger): void {
  setTimeout(() => {
    logger.error('Stopping took longer than STOP_TIMEOUT allows; exiting now', { stopTimeoutMs });
    process.exit(1);
  }, stopTimeoutMs + STOP_OVERRUN_MS).unref();
}

/**
 * Once a stop has ended: anything still open — a connection to a frozen PostgreSQL, which never
 * hangs up, so closing it never finishes — would keep the process alive. It ends a second later
 * anyway, with the exit code it has; a process with nothing left open ends at once, as always.
 */
export function exitDespiteLingeringConnections(): void {
  setTimeout(() => process.exit(), 1000).unref();
}
