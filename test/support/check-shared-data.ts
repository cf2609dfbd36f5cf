/**
 * Vitest's global set-up: the tests read real data from ../shared (beside the checkout). Without
 * it the run stops once, first, with a sentence saying what to create, rather than every test
 * failing with its own ENOENT.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SHARED_DIR } from './shared-data.js';

/** What the tests read first from ../shared: the CR releases and the tournament documents. */
const REQUIRED = ['data/cr', 'data/tournament', 'data/cards'];

/** The sentence saying what is missing and what to create, or null when ../shared is there. */
export function missingSharedData(sharedDir: string): string | null {
  const missing = REQUIRED.filter((folder) => !existsSync(path.join(sharedDir, folder)));
  if (missing.length === 0) return null;
  return (
    `The tests read real rules, documents and cards from ${sharedDir}, beside this checkout, and it lacks ${missing.join(', ')}. ` +
    'Put the shared/ folder there (with data/cr/cr-*.txt, data/tournament/*.pdf and data/cards/*.json) and run the tests again.'
  );
}

export default function setup(): void {
  const problem = missingSharedData(SHARED_DIR);
  if (problem) throw new Error(problem);
}
