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

  /** Turns new work away and resolves once everything accepted has settled. */
  async drain(): Promise<void> {
    this.draining = true;
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
