/**
 * Checks for a new Comprehensive Rules release (or new card data) on a schedule: every interval
 * after a success, sooner with exponential backoff after a failure, never two checks at once.
 */
import type { DocKind } from '../docs-db/tournament-document.js';
import type { UpdateStatus } from '../commands/framework/command-module.js';
import type { Logger } from './logger.js';
import type { CardUpdateOutcome, DocsUpdateOutcome, UpdateOutcome } from './run-update-process.js';

/** The first retry after a failure; each further failure doubles it, up to the interval. */
export const FIRST_RETRY_MS = 60_000;

/** How a scheduler speaks of what it checks for. */
export interface CheckSubject<Outcome> {
  /** Whether the check imported something, and its outcome as /about shows it. */
  describe(outcome: Outcome): { isNew: boolean; result: string };
  /** Log lines: after an import, after an announcement failed, after a check failed. */
  imported: string;
  announceFailed: string;
  checkFailed: string;
}

/** Checks for Comprehensive Rules releases (`arbiter rules update`). */
export const RULES_CHECKS: CheckSubject<UpdateOutcome> = {
  describe: (outcome) =>
    outcome.status === 'unchanged'
      ? { isNew: false, result: `no new release (${outcome.effectiveDate} is current)` }
      : { isNew: true, result: `${outcome.status} ${outcome.effectiveDate}` },
  imported: 'Imported a new Comprehensive Rules release',
  announceFailed: 'Announcing the new release failed',
  checkFailed: 'Checking for a new release failed; the release in use stays',
};

/** Checks for card data (`arbiter cards update`). */
export const CARD_CHECKS: CheckSubject<CardUpdateOutcome> = {
  describe: (outcome) =>
    outcome.status === 'unchanged'
      ? { isNew: false, result: `no newer card data (${outcome.dataDate} is current)` }
      : { isNew: true, result: `imported card data of ${outcome.dataDate} (${outcome.cards} cards, ${outcome.rulings} rulings)` },
  imported: 'Imported new card data',
  announceFailed: 'Announcing the new card data failed',
  checkFailed: 'Checking for new card data failed; the card data in use stays',
};

/** The MTR and IPG versions a docs check imported now (not those found unchanged). */
export function newDocuments(outcome: DocsUpdateOutcome): { doc: DocKind; effectiveDate: string }[] {
  return outcome.documents.flatMap((document) =>
    'status' in document && (document.status === 'imported' || document.status === 'replaced') ? [{ doc: document.doc, effectiveDate: document.effectiveDate }] : [],
  );
}

/** Every MTR and IPG version a docs check found, new or not (not those it refused). */
export function currentDocuments(outcome: DocsUpdateOutcome): { doc: DocKind; effectiveDate: string }[] {
  return outcome.documents.flatMap((document) => ('status' in document ? [{ doc: document.doc, effectiveDate: document.effectiveDate }] : []));
}

/** Checks for new tournament document versions on Wizards' page: MTR, IPG, JAR (`arbiter docs update`). */
export const DOCS_CHECKS: CheckSubject<DocsUpdateOutcome> = {
  describe: (outcome) => {
    const found = newDocuments(outcome);
    const refused = outcome.documents.flatMap((document) => ('error' in document ? [`${document.doc.toUpperCase()} refused: ${document.error}`] : []));
    const imported = found.map((document) => `${document.doc.toUpperCase()} ${document.effectiveDate}`);
    return { isNew: found.length > 0, result: [imported.length > 0 ? `imported ${imported.join(', ')}` : 'no new MTR or IPG', ...refused].join('; ') };
  },
  imported: 'Imported a new MTR or IPG version',
  announceFailed: 'Announcing the new MTR or IPG version failed',
  checkFailed: 'Checking for new MTR and IPG versions failed; the versions in use stay',
};

export interface SchedulerOptions<Outcome> {
  check: () => Promise<Outcome>;
  intervalMs: number;
  /** Called after a check imported something new. */
  onNewRelease: (outcome: Outcome) => Promise<void>;
  /** Called after a check that imported nothing new (an announcement left unposted is retried then). */
  onUnchanged?: (outcome: Outcome) => Promise<void>;
  logger: Logger;
  firstRetryMs?: number;
  /** What is checked for; the rules by default. */
  subject?: CheckSubject<Outcome>;
}

export class UpdateScheduler<Outcome extends Record<string, unknown> = UpdateOutcome> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private failures = 0;
  private stopped = false;
  private readonly current: UpdateStatus = { lastCheckAt: null, lastResult: null, nextCheckAt: null };

  private readonly subject: CheckSubject<Outcome>;

  /** Checks for Comprehensive Rules releases, or (with `subject`) for something else. */
  constructor(options: SchedulerOptions<UpdateOutcome> & { subject?: undefined });
  constructor(options: SchedulerOptions<Outcome> & { subject: CheckSubject<Outcome> });
  constructor(private readonly options: SchedulerOptions<Outcome>) {
    this.subject = options.subject ?? (RULES_CHECKS as unknown as CheckSubject<Outcome>);
  }

  /** Schedules the first check `delayMs` from now. */
  start(delayMs = 0): void {
    this.schedule(delayMs);
  }

  status(): UpdateStatus {
    return { ...this.current };
  }

  /** Cancels the next check and waits for one in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.current.nextCheckAt = new Date(Date.now() + delayMs).toISOString();
    this.timer = setTimeout(() => {
      this.running = this.runCheck().finally(() => (this.running = undefined));
    }, delayMs);
    // A pending check must not keep a stopping process alive.
    this.timer.unref();
  }

  private async runCheck(): Promise<void> {
    const { check, intervalMs, onNewRelease, onUnchanged, logger } = this.options;
    const subject = this.subject;
    this.current.lastCheckAt = new Date().toISOString();
    try {
      const outcome = await check();
      this.failures = 0;
      const { isNew, result } = subject.describe(outcome);
      this.current.lastResult = result;
      if (isNew) {
        logger.info(subject.imported, { ...outcome });
        await onNewRelease(outcome).catch((error: unknown) => logger.error(subject.announceFailed, { error }));
      } else if (onUnchanged) {
        await onUnchanged(outcome).catch((error: unknown) => logger.error(subject.announceFailed, { error }));
      }
      this.schedule(intervalMs);
    } catch (error) {
      // A check cut short because the bot is stopping (its child was signalled) is no failure to report or retry.
      if (this.stopped) return;
      this.failures++;
      const retryMs = Math.min(intervalMs, (this.options.firstRetryMs ?? FIRST_RETRY_MS) * 2 ** (this.failures - 1));
      this.current.lastResult = `failed: ${(error as Error).message}`;
      logger.warn(subject.checkFailed, { error: (error as Error).message, failures: this.failures, retryInMs: retryMs });
      this.schedule(retryMs);
    }
  }
}
