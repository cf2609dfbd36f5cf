/**
 * Command modules for tests and benchmarks of the handler pool: `/spin` keeps its thread busy for
 * `ms` milliseconds (a slow handler, CPU-bound like a big diff), `/quick` answers at once. `/spin`'s
 * button (`spin:<owner>:again:<ms>`) spins again: a slow press. `/quick` is what a thread warms up
 * with; `/count` says how often this thread has run it, and `/exit` ends the thread. `/young-generation`
 * says, as JSON, which thread it ran on and the size of that thread's young generation (V8's new space),
 * after keeping it busy for `ms` (so that tasks sent together run on different threads).
 * Loaded by the pool's workers by URL: `new URL('./timing-commands.ts', import.meta.url).href`.
 */
import v8 from 'node:v8';
import { threadId } from 'node:worker_threads';
import { z } from 'zod';
import { defineCommand, type CommandModule } from '../../commands/framework/command-module.js';

/** Keeps this thread busy for `ms`: a handler that never yields, as a long synchronous computation. */
function busyFor(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // Busy on purpose.
  }
}

const spin = defineCommand({
  definition: { name: 'spin', description: 'Keeps its thread busy for a while' },
  options: z.object({ ms: z.number() }),
  execute({ ms }) {
    busyFor(ms);
    return { embeds: [{ description: `spun ${ms} ms` }] };
  },
  press({ args }) {
    const ms = Number(args[0]);
    busyFor(ms);
    return { embeds: [{ description: `spun ${ms} ms again` }] };
  },
});

/** How many times this thread ran /quick (each thread loads its own copy of this module). */
let quickRuns = 0;

const quick = defineCommand({
  definition: { name: 'quick', description: 'Answers at once' },
  options: z.object({}),
  execute() {
    quickRuns++;
    return { embeds: [{ description: 'quick' }] };
  },
  warmUp: () => [{ options: {} }],
});

const count = defineCommand({
  definition: { name: 'count', description: "How many times this thread ran /quick" },
  options: z.object({}),
  execute: () => ({ embeds: [{ description: String(quickRuns) }] }),
});

const exit = defineCommand({
  definition: { name: 'exit', description: 'Ends the thread it runs on' },
  options: z.object({}),
  execute() {
    // In a worker thread this stops the thread, not the process: the pool starts another.
    process.exit(1);
  },
});

const youngGeneration = defineCommand({
  definition: { name: 'young-generation', description: "This thread's young generation" },
  options: z.object({ ms: z.number() }),
  execute({ ms }) {
    busyFor(ms);
    const newSpace = v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')!;
    return { embeds: [{ description: JSON.stringify({ threadId, bytes: newSpace.space_size }) }] };
  },
});

export const COMMANDS: CommandModule[] = [spin, quick, count, exit, youngGeneration];
