/**
 * The young generations (V8's two semi-spaces) of a service's threads. V8 grows a thread's young
 * generation while what it allocates survives, up to 16 MB a semi-space, and never gives it back.
 * A service's main thread routes interactions and answers none, so it keeps V8's first size (1 MB a
 * semi-space); its handler threads keep a fixed HANDLER_YOUNG_GENERATION_MB from their start.
 *
 * The growth factor is one process-wide V8 flag, and V8 puts it back to 2 whenever a thread's heap
 * is made (Heap::ConfigureHeap: "if (semi_space_growth_factor < 2) semi_space_growth_factor = 2"):
 * set once on the main thread, it held only until the pool's first thread started, and the main
 * thread's young generation grew to 32 MB committed over 1,000 interactions (npm run bench:bot,
 * docs/memory.md). So every thread the pool starts sets it back to 1 as it starts
 * (holdYoungGenerations), and threads start at their full size (--min-semi-space-size, which V8
 * reads when it makes a thread's heap) since they cannot grow. (The index builder is a process of
 * its own, index-builder.ts, with V8's defaults.) A scavenge of the main thread in the few
 * milliseconds between a thread's heap being made and its first module running can still double
 * the main thread's young generation once (1 → 2 MB a semi-space, seen in some runs).
 */
import v8 from 'node:v8';

/**
 * A handler thread's young generation, both semi-spaces. Its default lets each thread's heap float
 * tens of MB above what it holds; too small, and a search's short-lived objects fill it every
 * interaction or two, each scavenge a pause for the request on that thread and some of them
 * promoted to the old generation. Measured with npm run load: 4 MB cost p99 (152–179 ms against
 * 129–134 ms at 16 MB, replicas' CPU 4.3–4.8 against 4.1–4.2 ms per interaction); 8 MB against 16,
 * five runs each alternated, could not be told apart (CPU 4.3–5.2 against 4.3–5.4 ms per
 * interaction, p99 147–326 against 133–381 ms on a machine at load 5–8), and holds 8–9 MB less a
 * thread (npm run bench:bot: docs/memory.md, fourth round).
 */
export const HANDLER_YOUNG_GENERATION_MB = 8;

/** What a pool thread's workerData says of its young generation (the handler threads' setup extends it). */
export interface ThreadStart {
  /** Set V8's young-generation growth factor back to 1 as the thread starts (thread-start.ts). */
  holdYoungGenerations?: boolean;
}

let fixed = false;

/**
 * Keeps the young generations of this process's threads at fixed sizes from now on: this thread's
 * at what it has (call it before the service's modules load), threads started later at
 * HANDLER_YOUNG_GENERATION_MB as long as each calls holdYoungGenerations when it starts.
 */
export function fixYoungGenerations(): void {
  fixed = true;
  v8.setFlagsFromString(`--min-semi-space-size=${HANDLER_YOUNG_GENERATION_MB / 2}`);
  holdYoungGenerations();
}

/** Whether fixYoungGenerations was called in this process: the pool then tells its threads to hold them. */
export function youngGenerationsFixed(): boolean {
  return fixed;
}

/** Sets the process-wide growth factor back to 1, which starting this thread's heap reset to 2. */
export function holdYoungGenerations(): void {
  v8.setFlagsFromString('--semi-space-growth-factor=1');
}
