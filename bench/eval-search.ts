/**
 * `npm run eval:search [-- --json] [-- --all]`: search relevance on the dev set (newest release) and on
 * test sets generated from the rules themselves (keyword headings, glossary citations) for the newest
 * and older releases. Queries go through searchRules, the code path of `arbiter rules search`.
 */
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openContentDb } from '../rules-db/store/open-content-db.js';
import { importReleaseFile } from '../rules-db/store/import-release.js';
import { releaseAt } from '../rules-db/store/release-queries.js';
import { searchRules } from '../rules-db/search/search-rules.js';
import { crFileNames, crPath } from '../test/support/shared-data.js';
import { communityQueries, definitionQueries, devQueries, evaluate, glossaryQueries, keywordQueries, ownQueries, type QualityReport } from './search-quality.js';

/** Older releases the generated sets also run on: the first M10-style CR, a 2012 and a 2019 one, the oldest. */
const OLDER_RELEASES = ['2019-01-25', '2012-07-01', '2009-07-11', '2003-03-15'];

const { values } = parseArgs({ options: { json: { type: 'boolean' }, all: { type: 'boolean' } } });
const workDir = mkdtempSync(path.join(tmpdir(), 'arbiter-eval-'));

try {
  const db = openContentDb(path.join(workDir, 'eval.sqlite'));
  const files = crFileNames();
  const wanted = values.all ? files : files.filter((name) => name === files.at(-1) || OLDER_RELEASES.some((date) => name === `cr-${date.replaceAll('-', '')}.txt`));
  for (const name of wanted) importReleaseFile(db, readFileSync(crPath(name)), { source: name });

  const newest = releaseAt(db);
  const reports: { set: string; release: string; report: QualityReport }[] = [];
  const run = (set: string, release: typeof newest, cases: ReturnType<typeof devQueries>) =>
    reports.push({ set, release: release.effectiveDate, report: evaluate(cases, (query) => searchRules(db, release, query, 10).map((hit) => hit.number)) });

  run('dev', newest, devQueries());
  run('own', newest, ownQueries());
  run('community', newest, communityQueries(db, newest));
  for (const date of [newest.effectiveDate, ...OLDER_RELEASES]) {
    const release = releaseAt(db, date);
    run('keywords', release, keywordQueries(db, release));
    run('glossary', release, glossaryQueries(db, release));
    run('defs', release, definitionQueries(db, release));
  }
  db.close();

  if (values.json) console.log(JSON.stringify(reports, null, 2));
  else {
    console.log('set       release     cases  R@1    R@3    R@5    MRR@10');
    for (const { set, release, report } of reports) {
      console.log(
        `${set.padEnd(9)} ${release}  ${String(report.cases).padStart(5)}  ${fixed(report.recallAt1)}  ${fixed(report.recallAt3)}  ${fixed(report.recallAt5)}  ${fixed(report.mrrAt10)}`,
      );
    }
    for (const { set, release, report } of reports) {
      if (report.failures.length === 0) continue;
      console.log(`\n${set} ${release}: ${report.failures.length} not in the top 5`);
      for (const failure of report.failures) {
        console.log(`  "${failure.query}" expected ${failure.expect.join(' ')}; got ${failure.got.join(' ') || '(nothing)'}`);
      }
    }
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

function fixed(value: number): string {
  return value.toFixed(3);
}
