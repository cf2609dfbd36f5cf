/** Parsed real releases for tests, each parsed once per test file (≈20 ms a release). */
import { readFileSync } from 'node:fs';
import { parseComprehensiveRules } from '../../rules-db/parse/parse-cr.js';
import type { Release } from '../../rules-db/release.js';
import { CR_DIR, crFileNames, crPath } from './shared-data.js';

const parsed = new Map<string, Release>();

/** The release effective on `date` (YYYY-MM-DD), from ../shared/data/cr/cr-YYYYMMDD.txt. */
export function release(date: string): Release {
  let result = parsed.get(date);
  if (!result) {
    const fileName = `cr-${date.replaceAll('-', '')}.txt`;
    if (!crFileNames().includes(fileName)) throw new Error(`No ${fileName} in ${CR_DIR}`);
    result = parseComprehensiveRules(readFileSync(crPath(fileName)));
    parsed.set(date, result);
  }
  return result;
}

/** Every release in ../shared/data/cr, oldest first. */
export function allReleases(): Release[] {
  return crFileNames().map((fileName) => release(fileName.replace(/^cr-(\d{4})(\d{2})(\d{2})\.txt$/, '$1-$2-$3')));
}
