/** The work a server has accepted and not finished: what a graceful stop waits for. */
export class InFlight {
  private readonly pending = new Set<Promise<unknown>>();
  /** Set when the server stops: new requests are turned away, accepted ones finish. */
  draining = false;

  /** Adds `work` until it settles; returns it. */
  track<T>(work: Promise<T>): Promise<T> {
    this.pending.add(work);
    const forget = () => this.pending.delete(work);
    work.then(forget, forget);
    return work;
  }

  get size(): number {
    return this.pending.size;
  }

  /**
   * Turns new work away and waits until everything accepted has settled, or `deadlineMs` passed:
   * true when everything settled.
   */
  async drain(deadlineMs = Number.POSITIVE_INFINITY): Promise<boolean> {
    this.draining = true;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      if (Number.isFinite(deadlineMs)) timer = setTimeout(() => resolve('timeout'), deadlineMs);
    });
    try {
      while (this.pending.size > 0) {
        if ((await Promise.race([Promise.allSettled([...this.pending]), timedOut])) === 'timeout') return false;
      }
      return true;
    } finally {
      clearTimeout(timer);
    }
  }
}
