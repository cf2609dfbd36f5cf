/** Small timing helpers for the benchmark scripts. */
import v8 from 'node:v8';

/** Runs `work` on every input `rounds` times (after one warm-up pass); returns each duration in ms. */
export function timeEach<T>(inputs: T[], work: (input: T) => unknown, rounds = 1): number[] {
  for (const input of inputs) work(input);
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const input of inputs) {
      const start = performance.now();
      work(input);
      times.push(performance.now() - start);
    }
  }
  return times;
}

/** The p-th percentile (0–100) of `values`. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * Like timeEach, but the CPU time this process spent (user + system, µs resolution): on a machine
 * shared with other work, wall time also counts the time spent waiting for a core.
 */
export function cpuTimeEach<T>(inputs: T[], work: (input: T) => unknown, rounds = 1): number[] {
  for (const input of inputs) work(input);
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const input of inputs) {
      const start = process.cpuUsage();
      work(input);
      const used = process.cpuUsage(start);
      times.push((used.user + used.system) / 1000);
    }
  }
  return times;
}

/**
 * Runs `work` and counts V8's young-generation collections (scavenges) during it: each one is a
 * pause inside whichever search is running, so what a search allocates shows in its p99.
 */
export function scavengesDuring(work: () => void): number {
  const profiler = new v8.GCProfiler();
  profiler.start();
  work();
  return profiler.stop().statistics.filter((collection) => collection.gcType === 'Scavenge').length;
}
