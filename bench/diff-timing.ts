/**
 * How long diffing real releases takes: `npx tsx bench/diff-timing.ts`. Reads ../shared (a
 * benchmark, not runtime code). Prints the first (cold) run and the median of later runs.
 */
import { readFileSync } from 'node:fs';
import { diffReleases } from '../rules-db/diff-releases.js';
import { parseComprehensiveRules } from '../rules-db/parse-cr.js';
import type { Release } from '../rules-db/release.js';
import { consecutiveDiffs, ruleHistory } from '../rules-db/rule-history.js';
import { crFileNames, crPath } from '../test/support/shared-data.js';

const RUNS = 15;

function time<T>(run: () => T): { first: number; median: number } {
  const durations: number[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const start = performance.now();
    run();
    durations.push(performance.now() - start);
  }
  const later = durations.slice(1).sort((a, b) => a - b);
  return { first: durations[0]!, median: later[Math.floor(later.length / 2)]! };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

const parseStart = performance.now();
const releases: Release[] = crFileNames().map((name) => parseComprehensiveRules(readFileSync(crPath(name))));
console.log(`parsed ${releases.length} releases in ${ms(performance.now() - parseStart)}`);
const byDate = (date: string) => releases.find((release) => release.effectiveDate === date)!;

for (const [from, to] of [
  ['2025-11-14', '2026-01-16'],
  ['2024-02-02', '2026-01-16'],
  ['2003-03-15', '2026-01-16'],
] as const) {
  const { first, median } = time(() => diffReleases(byDate(from), byDate(to)));
  console.log(`diffReleases ${from} → ${to}: first ${ms(first)}, median of ${RUNS} ${ms(median)}`);
}

const diffsStart = performance.now();
const diffs = consecutiveDiffs(releases);
console.log(`consecutiveDiffs over ${releases.length} releases: ${ms(performance.now() - diffsStart)}`);
const newest = releases.at(-1)!;
const historyStart = performance.now();
for (const rule of newest.rules) ruleHistory(releases, rule.number, { diffs });
const historyTotal = performance.now() - historyStart;
console.log(`ruleHistory for all ${newest.rules.length} rules of ${newest.effectiveDate}: ${ms(historyTotal)} (${ms(historyTotal / newest.rules.length)} each)`);
