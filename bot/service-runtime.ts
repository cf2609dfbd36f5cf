/**
 * What both transports run on: the handler pool and its dispatcher, the scheduled checks for new
 * content, the interaction log and metrics, and the health checks. The gateway bot and the HTTP
 * endpoint each add only how interactions arrive and how the first response leaves.
 */
import { DeadlineExceeded, withDeadline } from '../common/with-deadline.js';
import { HandlerPool } from '../commands/framework/handler-pool.js';
import type { IndexBuilderProcess, IndexBuildOutcome } from '../commands/framework/index-builder-process.js';
import { PooledDispatcher } from '../commands/framework/pooled-dispatch.js';
import { diskState } from '../database/disk-state.js';
import type { ContentDb } from '../database/open-database.js';
import { cardDataInUse } from '../cards-db/store/card-data.js';
import { listReleases } from '../rules-db/store/release-queries.js';
import type { InteractionRecord } from '../interactions/answer-interaction.js';
import { inlineLogFields, type InlineRecord } from '../interactions/inline/inline-lookups.js';
import type { InlineAvailability } from '../commands/framework/command-module.js';
import { checkHealth, type GatewayHealth, type Health } from '../interactions/health.js';
import { heldIndexes } from '../common/shared-memory/shared-indexes.js';
import { ServiceMetrics } from '../interactions/service-metrics.js';
import type { StateStore } from '../state/create-state-store.js';
import { commandSettings, VERSION } from './command-context.js';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import {
  runCardsUpdateProcess,
  runDocsUpdateProcess,
  runUpdateProcess,
  type CardUpdateOutcome,
  type DocsUpdateOutcome,
  type UpdateOutcome,
} from './run-update-process.js';
import { CARD_CHECKS, DOCS_CHECKS, RULES_CHECKS, UpdateScheduler, type CheckSubject } from './update-scheduler.js';

export interface ServiceOptions {
  config: Config;
  /** The content database (the release and card data in use, for metrics and /healthz). */
  db: ContentDb;
  dbPath: string;
  logger: Logger;
  /** Button state and server settings: the caller opens it and closes it after stop(). */
  state: StateStore;
  /** Resolves when the state store answers (for /healthz); the store's own ping unless a test says otherwise. */
  pingStateStore?: () => Promise<void>;
  /** URL of the module listing the command modules; commands/index.js (tests run others). */
  commandsModule?: string;
  /** Start every handler thread at once (HTTP replicas); the gateway bot starts one and more under load. */
  allThreadsAtStart?: boolean;
  /** Whether this copy answers inline lookups (for /settings); 'disabled' unless the transport says. */
  inlineLookups?: () => InlineAvailability;
  /** Gateway mode: the connection to Discord, for /healthz (bot/gateway-watch.ts). */
  gateway?: () => GatewayHealth;
  /** The index builder the service started as soon as its content was in place; the pool starts one when none is given. */
  indexBuilder?: IndexBuilderProcess;
}

/** What to do once a scheduled check imported something new (announce it). */
export interface ContentHooks {
  onNewRelease?(outcome: UpdateOutcome): Promise<void>;
  onNewCards?(outcome: CardUpdateOutcome): Promise<void>;
  onNewDocuments?(outcome: DocsUpdateOutcome): Promise<void>;
  /** After a check that found nothing new. */
  onUnchangedRelease?(outcome: UpdateOutcome): Promise<void>;
  onUnchangedCards?(outcome: CardUpdateOutcome): Promise<void>;
  onUnchangedDocuments?(outcome: DocsUpdateOutcome): Promise<void>;
}

export interface ServiceRuntime {
  dispatcher: PooledDispatcher;
  metrics: ServiceMetrics;
  /** Logs one answered interaction (once, never its token) and counts it. */
  observe(record: InteractionRecord): void;
  /** Logs what happened to one message with inline references (never its words) and counts it. */
  observeInline(record: InlineRecord): void;
  /** Resolves once the handler threads started with it can answer at full speed (HandlerPool.ready), and logs how the index builder ended and their warm-up. */
  ready(): Promise<void>;
  health(): Promise<Health>;
  /** Starts the scheduled checks for new releases, card data and tournament documents; each hook runs after its import. */
  startSchedules(hooks?: ContentHooks): void;
  /** Aborted when the runtime stops: every child process it starts (imports, ruling checks) is signalled with it. */
  readonly stopping: AbortSignal;
  /**
   * Signals the child processes (SIGTERM, then SIGKILL), stops the schedules, then the handler
   * threads once their tasks finish — within `deadlineMs`, after which running handlers are ended.
   */
  stop(deadlineMs?: number): Promise<void>;
}

/**
 * How much of a stop's `stopTimeoutMs` the interactions in flight may take to drain: all but what
 * is kept for the handler threads and the update children after them (3 s, or a third of a short
 * STOP_TIMEOUT).
 */
export function drainTime(stopTimeoutMs: number): number {
  return stopTimeoutMs - Math.min(3000, stopTimeoutMs / 3);
}

/** Whether `work` settled within `ms` (a rejection counts: it ended). */
async function bounded(work: Promise<unknown>, ms: number, what: string): Promise<boolean> {
  if (!Number.isFinite(ms)) return work.then(() => true, () => true);
  return withDeadline(work, ms, what).then(
    () => true,
    (error: unknown) => !(error instanceof DeadlineExceeded),
  );
}

/** The effective date of the newest CR release, or null before the first import. */
function crReleaseDate(db: ContentDb): string | null {
  return listReleases(db)[0]?.effectiveDate ?? null;
}

/** Says how the index builder ended: how long it took, or why it failed and what that costs. */
function logIndexBuild(outcome: IndexBuildOutcome, logger: Logger): void {
  if (outcome.built) logger.info('Search indexes built', { ms: outcome.ms });
  else logger.warn('The index builder failed: each handler thread builds its own search indexes (first answers slower, more memory)', { reason: outcome.reason });
}

/** Starts the handler pool and everything around it (the schedules wait for `startSchedules`). */
export function createServiceRuntime(options: ServiceOptions): ServiceRuntime {
  const { config, db, dbPath, logger } = options;
  const pool = new HandlerPool({
    dbPath,
    commandsModule: options.commandsModule ?? new URL('../commands/index.js', import.meta.url).href,
    // The web view's pages render on the same threads, loaded there by URL on the first page asked for.
    pagesModule: new URL('../web/router/render-page.js', import.meta.url).href,
    web: { publicUrl: config.PUBLIC_URL },
    settings: commandSettings(config),
    version: VERSION,
    startedAt: new Date().toISOString(),
    threads: config.HANDLER_THREADS,
    allThreadsAtStart: options.allThreadsAtStart ?? false,
    warmUpMs: config.HANDLER_WARM_UP ?? 0,
    // Handlers that query the state store themselves (the ruling log) open it on first use, in their thread.
    state: { databaseUrl: config.DATABASE_URL, sqlitePath: dbPath },
    ...(options.indexBuilder ? { indexBuilder: options.indexBuilder } : {}),
  });
  let rules: UpdateScheduler | null = null;
  let cards: UpdateScheduler<CardUpdateOutcome> | null = null;
  let documents: UpdateScheduler<DocsUpdateOutcome> | null = null;
  const stopping = new AbortController();
  const dispatcher = new PooledDispatcher(
    pool,
    options.state,
    (message, details) => logger.error(message, details),
    () => rules?.status(),
    () => cards?.status(),
    options.inlineLookups,
    (unreachable) =>
      unreachable
        ? logger.warn('State store unreachable: answering without it (settings last known or default, buttons that need it off, writes refused)', { reason: unreachable })
        : logger.info('State store reachable again'),
  );
  const metrics = new ServiceMetrics({
    crReleaseDate: () => crReleaseDate(db),
    cardDataDate: () => cardDataInUse(db)?.dataDate ?? null,
    updateChecks: () => ({ rules: rules?.status(), cards: cards?.status(), documents: documents?.status() }),
    threadMemory: () => pool.threadMemory(),
    sharedIndexes: heldIndexes,
  });
  const pingStateStore = options.pingStateStore ?? (() => options.state.ping());
  return {
    dispatcher,
    metrics,
    observe(record) {
      metrics.record(record);
      if (record.outcome === 'failed') logger.error('interaction', { ...record });
      else if (record.outcome === 'rejected') logger.warn('interaction', { ...record });
      else logger.info('interaction', { ...record });
    },
    observeInline(record) {
      metrics.recordInline(record.outcome);
      if (record.outcome === 'failed') logger.error('inline', inlineLogFields(record));
      else logger.info('inline', inlineLogFields(record));
    },
    async ready() {
      const [warmUp] = await Promise.all([pool.ready(), dispatcher.prepareViewState()]);
      logIndexBuild(warmUp.indexes, logger);
      if (warmUp.threads === 0) return;
      logger.info('Handler threads warmed up', { threads: warmUp.threads, answered: warmUp.answered, failed: warmUp.failures.length });
      for (const failure of warmUp.failures) logger.warn(`Warm-up: ${failure.message}`, failure.details);
    },
    health: () =>
      checkHealth({
        crReleaseDate: () => crReleaseDate(db),
        pingStateStore,
        stateStoreWrites: () => {
          const refused = dispatcher.store.refusingWrites;
          return refused && { reason: refused.failure.reason, at: refused.at };
        },
        disks: async () => [await diskState(dbPath)],
        ...(options.gateway ? { gateway: options.gateway } : {}),
      }),
    stopping: stopping.signal,
    startSchedules(hooks = {}) {
      /** A started scheduler for `subject`, or null when its interval is off. */
      function schedule<Outcome extends Record<string, unknown>>(
        intervalMs: number | null,
        check: () => Promise<Outcome>,
        subject: CheckSubject<Outcome>,
        onNew: ((outcome: Outcome) => Promise<void>) | undefined,
        onUnchanged: ((outcome: Outcome) => Promise<void>) | undefined,
      ): UpdateScheduler<Outcome> | null {
        if (intervalMs === null) return null;
        const scheduler = new UpdateScheduler<Outcome>({
          check,
          intervalMs,
          onNewRelease: onNew ?? (async () => undefined),
          ...(onUnchanged ? { onUnchanged } : {}),
          logger,
          subject,
        });
        scheduler.start();
        return scheduler;
      }
      // Each in its own child process, which ends when the runtime stops; card data never with --replace.
      const { signal } = stopping;
      rules = schedule(config.RULES_CHECK_INTERVAL, () => runUpdateProcess(dbPath, config.RULES_PAGE_URL, signal), RULES_CHECKS, hooks.onNewRelease, hooks.onUnchangedRelease);
      cards = schedule(config.CARDS_CHECK_INTERVAL, () => runCardsUpdateProcess(dbPath, config.CARDS_BULK_URL, signal), CARD_CHECKS, hooks.onNewCards, hooks.onUnchangedCards);
      documents = schedule(config.DOCS_CHECK_INTERVAL, () => runDocsUpdateProcess(dbPath, config.DOCS_PAGE_URL, signal), DOCS_CHECKS, hooks.onNewDocuments, hooks.onUnchangedDocuments);
    },
    async stop(deadlineMs = Number.POSITIVE_INFINITY) {
      const deadline = Date.now() + deadlineMs;
      const left = () => Math.max(0, deadline - Date.now());
      // Children first: a download in progress must not hold the stop (they get SIGTERM, SIGKILL after a grace).
      stopping.abort();
      dispatcher.stop();
      const ended = await bounded(Promise.all([rules?.stop(), cards?.stop(), documents?.stop()]), left(), 'the scheduled checks');
      if (!ended) logger.warn('Stopping: a scheduled check or its announcement did not end in time; leaving it', { deadlineMs });
      if (!(await bounded(pool.destroy(), left(), 'the handler threads'))) {
        logger.warn('Stopping: handlers still running at the deadline were ended', { deadlineMs });
        await pool.terminate();
      }
    },
  };
}
