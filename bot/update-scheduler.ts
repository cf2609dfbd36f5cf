/**
 * Checks for a new Comprehensive Rules release on a schedule: every interval after a success,
 * sooner with exponential backoff after a failure, never two checks at once.
 */
import type { UpdateStatus } from '../commands/framework/command-module.js';
import type { Logger } from './logger.js';
import type { UpdateOutcome } from './run-update-process.js';

/** The first retry after a failure; each further failure doubles it, up to the interval. */
export const FIRST_RETRY_MS = 60_000;

export interface SchedulerOptions {
  check: () => Promise<UpdateOutcome>;
  intervalMs: number;
  /** Called after a check imported or replaced a release. */
  onNewRelease: (outcome: UpdateOutcome) => Promise<void>;
  logger: Logger;
  firstRetryMs?: number;
}

export class UpdateScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private failures = 0;
  private stopped = false;
  private readonly current: UpdateStatus = { lastCheckAt: null, lastResult: null, nextCheckAt: null };

  constructor(private readonly options: SchedulerOptions) {}

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
    const { check, intervalMs, onNewRelease, logger } = this.options;
    this.current.lastCheckAt = new Date().toISOString();
    try {
      const outcome = await check();
      this.failures = 0;
      if (outcome.status === 'unchanged') {
        this.current.lastResult = `no new release (${outcome.effectiveDate} is current)`;
      } else {
        this.current.lastResult = `${outcome.status} ${outcome.effectiveDate}`;
        logger.info('Imported a new Comprehensive Rules release', { ...outcome });
        await onNewRelease(outcome).catch((error: unknown) => logger.error('Announcing the new release failed', { error }));
      }
      this.schedule(intervalMs);
    } catch (error) {
      this.failures++;
      const retryMs = Math.min(intervalMs, (this.options.firstRetryMs ?? FIRST_RETRY_MS) * 2 ** (this.failures - 1));
      this.current.lastResult = `failed: ${(error as Error).message}`;
      logger.warn('Checking for a new release failed; the release in use stays', { error: (error as Error).message, failures: this.failures, retryInMs: retryMs });
      this.schedule(retryMs);
    }
  }
}
