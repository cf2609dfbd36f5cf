/**
 * What the bot's main thread knows of the state store's health, so that no interaction waits on a
 * store already known to be down. The first operation the store fails as unreachable (a refused
 * connection, a connect or query timeout of its own) marks it down; from then on every operation
 * fails at once with that reason, while one probe a second asks the store whether it is back. A
 * caller's deadline only stops that caller waiting. A write that fails on a full or read-only disk
 * is remembered for /healthz until a later write succeeds.
 */
import { withDeadline } from '../common/with-deadline.js';
import { storeFailure, type StoreFailure } from './store-failure.js';

/** How often a store marked down is asked again, and how long each probe may take. */
export const PROBE_EVERY_MS = 1000;

export type Attempt<T> = { ok: true; value: T } | { ok: false; failure: StoreFailure };

export interface AttemptOptions {
  /** Stop waiting after this long (the work itself is bounded by the store's own timeouts); none: wait for the work. */
  deadlineMs?: number;
  /** A write: a full or read-only disk is remembered (until a write succeeds). */
  write?: boolean;
}

export class StoreAvailability {
  private down: StoreFailure | null = null;
  private probeTimer: NodeJS.Timeout | undefined;
  private writeFailure: { failure: StoreFailure; at: number } | null = null;
  private stopped = false;

  private readonly probeEveryMs: number;
  private readonly onChange: (unreachable: StoreFailure | null) => void;

  /** `probe` resolves when the store answers (StateStore.ping); `onChange` hears when the store goes down and comes back. */
  constructor(
    private readonly probe: () => Promise<void>,
    options: { probeEveryMs?: number; onChange?: (unreachable: StoreFailure | null) => void } = {},
  ) {
    this.probeEveryMs = options.probeEveryMs ?? PROBE_EVERY_MS;
    this.onChange = options.onChange ?? (() => undefined);
  }

  /** Why the store is unreachable now, or null while it answers. */
  get unreachable(): StoreFailure | null {
    return this.down;
  }

  /** The full or read-only disk the last write met, with when (ms since the epoch); null once a write succeeded. */
  get refusingWrites(): { failure: StoreFailure; at: number } | null {
    return this.writeFailure;
  }

  /**
   * Runs `work` against the store: its value, or the store failure that stopped it (at once while
   * the store is known to be down). An error that is not a store failure (a bug) is thrown.
   */
  async attempt<T>(what: string, work: () => Promise<T>, options: AttemptOptions = {}): Promise<Attempt<T>> {
    if (this.down) return { ok: false, failure: this.down };
    // What the store itself answers decides whether it is down, even after the caller stopped
    // waiting: a read that is only slow (a loaded machine) marks nothing, one that fails does.
    const running = work().then(
      (value) => {
        if (options.write) this.writeFailure = null;
        return value;
      },
      (error: unknown) => {
        const failure = storeFailure(error);
        if (failure?.kind === 'unreachable') this.markDown(failure);
        else if (failure && options.write) this.writeFailure = { failure, at: Date.now() };
        throw error;
      },
    );
    try {
      return { ok: true, value: await (options.deadlineMs === undefined ? running : withDeadline(running, options.deadlineMs, what)) };
    } catch (error) {
      const failure = storeFailure(error);
      if (!failure) throw error;
      return { ok: false, failure };
    }
  }

  /** Stops probing (the process is stopping). */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.probeTimer);
  }

  private markDown(failure: StoreFailure): void {
    if (this.down) return;
    this.down = failure;
    this.onChange(failure);
    this.scheduleProbe();
  }

  private scheduleProbe(): void {
    if (this.stopped) return;
    this.probeTimer = setTimeout(() => {
      withDeadline(this.probe(), this.probeEveryMs, 'the state store').then(
        () => {
          this.down = null;
          this.onChange(null);
        },
        () => this.scheduleProbe(),
      );
    }, this.probeEveryMs);
    // A probe must not keep a stopping process alive.
    this.probeTimer.unref();
  }
}
