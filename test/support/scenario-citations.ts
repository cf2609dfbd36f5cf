/** The newest CR release in ../shared and the scenario citations resolved against it, parsed once per test file. */
import { readFileSync } from 'node:fs';
import { parseComprehensiveRules } from '../../rules-db/parse/parse-cr.js';
import type { Release } from '../../rules-db/release.js';
import { resolveCitations, type CitationNumbers } from '../../scenarios/citations.js';
import { newestCrPath } from './shared-data.js';

let newest: Release | undefined;

export function newestRelease(): Release {
  newest ??= parseComprehensiveRules(readFileSync(newestCrPath()));
  return newest;
}

/** Throws with the resolver's message (naming every key and phrase) when a citation is not found. */
export function newestCitations(): CitationNumbers {
  const resolution = resolveCitations(newestRelease().rules);
  if (!resolution.ok) throw new Error(resolution.message);
  return resolution.numbers;
}

/** The examples printed under the rule a citation resolves to, joined, for checking a scenario against the CR's own words. */
export function examplesOf(number: string): string {
  const rule = newestRelease().rules.find((candidate) => candidate.number === number);
  if (!rule) throw new Error(`No rule ${number} in the newest release`);
  return rule.examples.join('\n');
}
