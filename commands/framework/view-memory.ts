/**
 * Remembers view state that does not fit in a 100-character custom id (a long search query), for
 * a while. Bounded in size and age: an old button answers "run the command again", not stale data.
 */
export class ViewMemory {
  private readonly entries = new Map<string, { value: unknown; storedAt: number }>();
  private counter = 0;
  /** Differs per process, so a token from before a restart never finds someone else's state. */
  private readonly prefix = Math.random().toString(36).slice(2, 6);

  constructor(
    private readonly capacity = 5000,
    private readonly ttlMs = 6 * 60 * 60 * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Stores `value`; returns a short token to put in a custom id. */
  remember(value: unknown): string {
    const token = this.prefix + (++this.counter).toString(36);
    this.entries.set(token, { value, storedAt: this.now() });
    // Maps iterate in insertion order, so the first key is the oldest.
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    return token;
  }

  /** The value stored under `token`, or undefined once forgotten or expired. */
  recall(token: string): unknown {
    const entry = this.entries.get(token);
    if (!entry || this.now() - entry.storedAt > this.ttlMs) return undefined;
    return entry.value;
  }
}
