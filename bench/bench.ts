/**
 * `npm run bench [-- --file PATH] [-- --json]`: import time of one release and of all releases in
 * ../shared/data/cr, `show` / `search` / glossary and autocomplete latency (p50, p99, in-process;
 * search also in CPU time, which waits for a busy core do not inflate) on a database holding them
 * all, the one-off cost of a release's first search and of its first name lookup, and the time to
 * diff the two newest releases.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type ContentDb } from '../database/open-database.js';
import { openContentDb } from '../rules-db/store/open-content-db.js';
import { importReleaseFile } from '../rules-db/store/import-release.js';
import { diffReleases } from '../rules-db/diff/diff-releases.js';
import { findGlossaryEntries, glossaryAutocomplete } from '../rules-db/lookup/glossary-lookup.js';
import { loadRelease } from '../rules-db/store/load-release.js';
import { listReleases, releaseAt, type ReleaseSummary } from '../rules-db/store/release-queries.js';
import { getRule } from '../rules-db/store/rule-queries.js';
import { ruleAutocomplete } from '../rules-db/lookup/rule-names.js';
import { searchRules } from '../rules-db/search/search-rules.js';
import { crFileNames, crPath, newestCrPath, readShared } from '../test/support/shared-data.js';
import { cpuTimeEach, percentile, scavengesDuring, timeEach } from './timing.js';
import { devQuestions, heldOutQuestions } from './search-quality.js';

const { values } = parseArgs({ options: { file: { type: 'string' }, json: { type: 'boolean' } } });
const file = values.file ?? newestCrPath();
const workDir = mkdtempSync(path.join(tmpdir(), 'arbiter-bench-'));

function importInto(db: ContentDb, filePath: string): number {
  const bytes = readFileSync(filePath);
  const start = performance.now();
  importReleaseFile(db, bytes, { source: path.basename(filePath) });
  return performance.now() - start;
}

/**
 * Search queries: the keyword dev set, the natural questions (the shared dev set's and the
 * held-out set's, long and full of chat), and every glossary term, so timings cover many shapes.
 */
function benchmarkQueries(db: ContentDb): string[] {
  const dev = (JSON.parse(readShared('eval/dev-queries.json').toString('utf8')) as { q: string }[]).map((entry) => entry.q);
  const questions = [...devQuestions(), ...heldOutQuestions()].map((question) => question.query);
  const terms = db.prepare('SELECT term FROM glossary WHERE release_id = ?').pluck().all(releaseAt(db).id) as string[];
  return [...dev, ...questions, ...terms];
}

/** What a user may have typed so far: glossary terms and their first letters, rule numbers being typed. */
function typedSoFar(db: ContentDb, releaseId: number): string[] {
  const terms = db.prepare('SELECT term FROM glossary WHERE release_id = ?').pluck().all(releaseId) as string[];
  const numbers = db.prepare("SELECT number FROM rules WHERE release_id = ? AND number LIKE '%.1%'").pluck().all(releaseId) as string[];
  return [...terms.flatMap((term) => [term, term.slice(0, 3), term.slice(0, 6).toLowerCase()]), ...numbers.map((number) => number.slice(0, 5))];
}

try {
  const single = openContentDb(path.join(workDir, 'single.sqlite'));
  const importMs = importInto(single, file);
  single.close();

  const all = openContentDb(path.join(workDir, 'all.sqlite'));
  const allStart = performance.now();
  for (const name of crFileNames()) importInto(all, crPath(name));
  const importAllMs = performance.now() - allStart;

  const release = releaseAt(all);
  // The first search of a release builds its lexicon (vocabulary, titles, glossary); later ones reuse it.
  const firstStart = performance.now();
  searchRules(all, release, 'trample', 10);
  const firstSearchMs = performance.now() - firstStart;
  // The first name lookup builds the release's name indexes (glossary terms, keyword and section titles) from that lexicon.
  const firstNamesStart = performance.now();
  findGlossaryEntries(all, release, 'trample');
  ruleAutocomplete(all, release, 'tram');
  const firstNameLookupMs = performance.now() - firstNamesStart;
  const numbers = all.prepare('SELECT number FROM rules WHERE release_id = ?').pluck().all(release.id) as string[];
  const showTimes = timeEach(numbers, (number) => getRule(all, release, number), 3);
  // A search as /search shows it: the ranking, and the snippets of the page shown.
  const searchShown = (at: ReleaseSummary, query: string) => searchRules(all, at, query, 25).slice(0, 5).map((hit) => hit.snippet());
  const queries = benchmarkQueries(all);
  let searchTimes: number[] = [];
  const searchScavenges = scavengesDuring(() => (searchTimes = timeEach(queries, (query) => searchShown(release, query), 3)));
  const searchCpuTimes = cpuTimeEach(queries, (query) => searchShown(release, query), 3);
  const oldRelease = releaseAt(all, '2012-07-01');
  const oldSearchTimes = timeEach(queries, (query) => searchShown(oldRelease, query), 3);
  const typed = typedSoFar(all, release.id);
  const glossaryTimes = timeEach(typed, (text) => findGlossaryEntries(all, release, text), 3);
  const autocompleteTimes = timeEach(typed, (text) => {
    glossaryAutocomplete(all, release, text);
    ruleAutocomplete(all, release, text);
  }, 3);
  // What /changes does: load the two newest releases and diff them.
  const [newest, previous] = listReleases(all);
  const diffTimes = timeEach([0, 1, 2, 3, 4], () => diffReleases(loadRelease(all, previous!), loadRelease(all, newest!)));
  all.pragma('wal_checkpoint(TRUNCATE)');
  const dbBytes = statSync(path.join(workDir, 'all.sqlite')).size;
  const releases = crFileNames().length;
  all.close();

  const result = {
    importMs: round(importMs), importAllMs: round(importAllMs),
    showP50Ms: round(percentile(showTimes, 50), 4), showP99Ms: round(percentile(showTimes, 99), 4),
    searchP50Ms: round(percentile(searchTimes, 50), 3), searchP99Ms: round(percentile(searchTimes, 99), 3),
    searchCpuP50Ms: round(percentile(searchCpuTimes, 50), 3), searchCpuP99Ms: round(percentile(searchCpuTimes, 99), 3),
    // A search's warm-up pass and its three timed rounds: 4 searches a query.
    searchScavengesPer100: round((100 * searchScavenges) / (4 * queries.length), 1),
    oldSearchP50Ms: round(percentile(oldSearchTimes, 50), 3), oldSearchP99Ms: round(percentile(oldSearchTimes, 99), 3),
    firstSearchMs: round(firstSearchMs), firstNameLookupMs: round(firstNameLookupMs),
    glossaryP50Ms: round(percentile(glossaryTimes, 50), 3), glossaryP99Ms: round(percentile(glossaryTimes, 99), 3),
    autocompleteP50Ms: round(percentile(autocompleteTimes, 50), 3), autocompleteP99Ms: round(percentile(autocompleteTimes, 99), 3),
    diffNewestP50Ms: round(percentile(diffTimes, 50)), diffNewestMaxMs: round(Math.max(...diffTimes)),
    dbBytes, releases,
  };
  if (values.json) console.log(JSON.stringify(result));
  else {
    console.log(`import ${path.basename(file)}: ${result.importMs} ms`);
    console.log(`import all ${releases} releases: ${result.importAllMs} ms`);
    console.log(`show   p50 ${result.showP50Ms} ms  p99 ${result.showP99Ms} ms  (${showTimes.length} lookups)`);
    console.log(`search p50 ${result.searchP50Ms} ms  p99 ${result.searchP99Ms} ms  (${searchTimes.length} queries)`);
    console.log(`search CPU time p50 ${result.searchCpuP50Ms} ms  p99 ${result.searchCpuP99Ms} ms  (the same queries; not counting waits for a busy core)`);
    console.log(`search young-generation collections: ${result.searchScavengesPer100} per 100 searches (each a pause in the search it lands in)`);
    console.log(`search 2012-07-01 p50 ${result.oldSearchP50Ms} ms  p99 ${result.oldSearchP99Ms} ms  (${oldSearchTimes.length} queries)`);
    console.log(`first search of a release (builds its lexicon): ${result.firstSearchMs} ms`);
    console.log(`first name lookup of a release (builds its name indexes): ${result.firstNameLookupMs} ms`);
    console.log(`glossary lookup p50 ${result.glossaryP50Ms} ms  p99 ${result.glossaryP99Ms} ms  (${glossaryTimes.length} lookups)`);
    console.log(`autocomplete (glossary + rule) p50 ${result.autocompleteP50Ms} ms  p99 ${result.autocompleteP99Ms} ms  (${autocompleteTimes.length} inputs)`);
    console.log(`diff of the two newest releases (loaded from the database): p50 ${result.diffNewestP50Ms} ms, max ${result.diffNewestMaxMs} ms`);
    console.log(`database: ${(dbBytes / 1024 / 1024).toFixed(1)} MB holding ${releases} releases`);
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

function round(value: number, digits = 1): number {
  return Number(value.toFixed(digits));
}
