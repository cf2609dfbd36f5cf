/**
 * The main thread's young generation in a running service (`arbiter start`, `arbiter serve`). V8
 * grows a thread's young generation (two semi-spaces) while what it allocates survives, up to
 * 16 MB a semi-space, and never gives it back: loading the bot's modules alone left the main
 * thread 32 MB of young generation committed for the life of the process. A service's main thread
 * routes interactions and answers none (handlers run on the pool's threads, which set their own
 * through resourceLimits: handler-pool.ts), so it keeps V8's first size, 1 MB a semi-space.
 * Measured with npm run bench:bot: docs/memory.md.
 */
import v8 from 'node:v8';

/** Keeps this thread's young generation at its starting size from now on. */
export function keepYoungGenerationSmall(): void {
  // V8 reads the factor each time it would grow the young generation, so setting it now holds from
  // here on. Threads started later are not affected (each worker's heap is configured on its own).
  v8.setFlagsFromString('--semi-space-growth-factor=1');
}
