/**
 * What both transports run on: the handler pool and its dispatcher, the scheduled checks for new
 * content, the interaction log and metrics, and the health checks. The gateway bot and the HTTP
 * endpoint each add only how interactions arrive and how the first response leaves.
 */
import { HandlerPool } from '../commands/framework/handler-pool.js';
import { PooledDispatcher } from '../commands/framework/pooled-dispatch.js';
import type { ContentDb } from '../database/open-database.js';
import { cardDataInUse } from '../cards-db/store/card-data.js';
import { listReleases } from '../rules-db/store/release-queries.js';
import type { InteractionRecord } from '../interactions/answer-interaction.js';
import { checkHealth, type Health } from '../interactions/health.js';
import { ServiceMetrics } from '../interactions/service-metrics.js';
import type { ViewStateStore } from '../state/view-state-store.js';
import { SqliteViewStateStore } from '../state/sqlite-view-state-store.js';
import { commandSettings, VERSION } from './command-context.js';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import { runCardsUpdateProcess, runUpdateProcess, type CardUpdateOutcome, type UpdateOutcome } from './run-update-process.js';
import { CARD_CHECKS, UpdateScheduler } from './update-scheduler.js';

export interface ServiceOptions {
  config: Config;
  /** The content database, writable (the view state lives in it unless `viewState` says otherwise). */
  db: ContentDb;
  dbPath: string;
  logger: Logger;
  /** Where button state is kept; the content database's view_state table by default. */
  viewState?: ViewStateStore;
  /** Resolves when the state store answers (for /healthz); by default a query on the content database. */
  pingStateStore?: () => Promise<void>;
  /** URL of the module listing the command modules; commands/index.js (tests run others). */
  commandsModule?: string;
}

export interface ServiceRuntime {
  dispatcher: PooledDispatcher;
  metrics: ServiceMetrics;
  /** Logs one answered interaction (once, never its token) and counts it. */
  observe(record: InteractionRecord): void;
  health(): Promise<Health>;
  /** Starts the scheduled checks for new releases and card data; `onNewRelease` runs after a CR import. */
  startSchedules(onNewRelease?: (outcome: UpdateOutcome) => Promise<void>): void;
  /** Stops the schedules, then the handler threads once their tasks finish. */
  stop(): Promise<void>;
}

/** The effective date of the newest CR release, or null before the first import. */
function crReleaseDate(db: ContentDb): string | null {
  return listReleases(db)[0]?.effectiveDate ?? null;
}

/** Starts the handler pool and everything around it (the schedules wait for `startSchedules`). */
export function createServiceRuntime(options: ServiceOptions): ServiceRuntime {
  const { config, db, dbPath, logger } = options;
  const pool = new HandlerPool({
    dbPath,
    commandsModule: options.commandsModule ?? new URL('../commands/index.js', import.meta.url).href,
    settings: commandSettings(config),
    version: VERSION,
    startedAt: new Date().toISOString(),
    threads: config.HANDLER_THREADS,
  });
  let rules: UpdateScheduler | null = null;
  let cards: UpdateScheduler<CardUpdateOutcome> | null = null;
  const dispatcher = new PooledDispatcher(
    pool,
    options.viewState ?? new SqliteViewStateStore(db),
    (message, details) => logger.error(message, details),
    () => rules?.status(),
    () => cards?.status(),
  );
  const metrics = new ServiceMetrics({
    crReleaseDate: () => crReleaseDate(db),
    cardDataDate: () => cardDataInUse(db)?.dataDate ?? null,
    updateChecks: () => ({ rules: rules?.status(), cards: cards?.status() }),
  });
  const pingStateStore = options.pingStateStore ?? (async () => void db.prepare('SELECT 1').get());
  return {
    dispatcher,
    metrics,
    observe(record) {
      metrics.record(record);
      if (record.outcome === 'failed') logger.error('interaction', { ...record });
      else logger.info('interaction', { ...record });
    },
    health: () => checkHealth({ crReleaseDate: () => crReleaseDate(db), pingStateStore }),
    startSchedules(onNewRelease = async () => undefined) {
      if (config.RULES_CHECK_INTERVAL !== null) {
        rules = new UpdateScheduler({
          check: () => runUpdateProcess(dbPath, config.RULES_PAGE_URL),
          intervalMs: config.RULES_CHECK_INTERVAL,
          onNewRelease,
          logger,
        });
        rules.start();
      }
      // Card data is refreshed the same way, in its own child process, never with --replace.
      if (config.CARDS_CHECK_INTERVAL !== null) {
        cards = new UpdateScheduler({
          check: () => runCardsUpdateProcess(dbPath, config.CARDS_BULK_URL),
          intervalMs: config.CARDS_CHECK_INTERVAL,
          onNewRelease: async () => undefined,
          logger,
          subject: CARD_CHECKS,
        });
        cards.start();
      }
    },
    async stop() {
      await Promise.all([rules?.stop(), cards?.stop()]);
      await pool.destroy();
    },
  };
}
