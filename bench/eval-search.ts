/**
 * `npm run eval:search [-- --json] [-- --all] [-- --quick] [-- --held-out-failures] [-- --explain] [-- --cross-validate]`: search relevance on the natural-question sets (the
 * shared dev set and this project's held-out set, per document and with `doc:all`), on the keyword
 * dev set (newest release) and on test sets generated from the rules themselves (keyword headings,
 * glossary citations) for the newest and older releases, and on the synthetic questions of
 * synthetic-questions.json. Natural questions go through searchEverything, the code path of
 * `/search` and `arbiter search`; the other sets through searchRules, that of `arbiter rules
 * search`. `--cross-validate` adds k-fold cross-validated figures for the CR field weights
 * (field-weight-grid.ts). Every tournament document is imported (the MTR, IPG, Judging at Regular
 * REL, the Digital MTR and IPG) and the shared card sample, as a bot may hold them.
 */
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openContentDb } from '../rules-db/store/open-content-db.js';
import { importReleaseFile } from '../rules-db/store/import-release.js';
import { releaseAt } from '../rules-db/store/release-queries.js';
import { searchRules } from '../rules-db/search/search-rules.js';
import { searchEverything } from '../search/search-everything.js';
import { explainMisses } from './explain-misses.js';
import { crossValidateFieldWeights } from './field-weight-grid.js';
import type { SearchScope } from '../search/search-result.js';
import { crFileNames, crPath, readShared } from '../test/support/shared-data.js';
import { sharedTournamentDocument, TOURNAMENT_FILES, type TournamentFile } from '../test/support/tournament-documents.js';
import { importDocument } from '../docs-db/store/import-document.js';
import { importCardFiles } from '../cards-db/update/import-card-files.js';
import { ORACLE_CARDS_PLUS_NAMED_FILE, RULINGS_FILE, SAMPLE_UPDATED_AT } from '../test/support/card-files.js';
import { sha256Hex } from '../rules-db/store/import-release.js';
import type { Rel } from '../docs-db/rel.js';
import {
  communityQueries, definitionQueries, devQueries, devQuestions, docRef, evaluate, glossaryQueries, heldOutQuestions, keywordQueries,
  ownQueries, questionCases, realQuestions, realScenarios, syntheticQuestions, validationQuestions, cardQuestions, eventQuestions, type NaturalQuestion, type QualityReport,
} from './search-quality.js';

/** Older releases the generated sets also run on: the first M10-style CR, a 2012 and a 2019 one, the oldest. */
const OLDER_RELEASES = ['2019-01-25', '2012-07-01', '2009-07-11', '2003-03-15'];

const { values } = parseArgs({
  options: {
    json: { type: 'boolean' },
    all: { type: 'boolean' },
    quick: { type: 'boolean' },
    'held-out-failures': { type: 'boolean' },
    explain: { type: 'boolean' },
    'cross-validate': { type: 'boolean' },
  },
});
const workDir = mkdtempSync(path.join(tmpdir(), 'arbiter-eval-'));

try {
  const db = openContentDb(path.join(workDir, 'eval.sqlite'));
  const files = crFileNames();
  const older = values.quick ? [] : OLDER_RELEASES;
  const wanted = values.all ? files : files.filter((name) => name === files.at(-1) || older.some((date) => name === `cr-${date.replaceAll('-', '')}.txt`));
  for (const name of wanted) importReleaseFile(db, readFileSync(crPath(name)), { source: name });
  // Every document a bot may hold, which doc:all weighs against each other: the MTR and IPG the
  // natural questions were checked against, Judging at Regular REL and the Digital MTR and IPG.
  const documents: TournamentFile[] = ['mtr2025Pdf', 'ipg2024Pdf', 'jar2024Html', 'dmtr2021Html', 'dipg2021Html'];
  for (const file of documents) {
    const bytes = readShared(TOURNAMENT_FILES[file]);
    importDocument(db, await sharedTournamentDocument(file), { source: TOURNAMENT_FILES[file], sha256: sha256Hex(bytes) });
  }

  // The shared card sample with the cards real questions name, as a bot with Scryfall's full data
  // holds them: questions naming cards are read with their text.
  await importCardFiles(db, ORACLE_CARDS_PLUS_NAMED_FILE, RULINGS_FILE, { updatedAt: SAMPLE_UPDATED_AT });

  const newest = releaseAt(db);
  const reports: { set: string; release: string; report: QualityReport }[] = [];
  const refsOf = (scope: SearchScope, query: string, serverRel?: Rel) =>
    searchEverything(db, scope, query, 100, undefined, serverRel).results.map((result) => (scope === 'all' ? docRef(result.doc, result.ref) : result.ref));
  /**
   * A natural-question set per document (each question searched in its own) and with doc:all (on
   * the server each is asked on): CR questions, MTR+IPG, JAR, digital MTR+IPG, and every question
   * when the set has more than one of these; groups it lacks are skipped.
   */
  const runQuestions = (name: string, questions: NaturalQuestion[]) => {
    const about = (docs: readonly string[]) => questions.filter((question) => docs.includes(question.doc));
    const asked = (query: string) => questions.find((question) => question.query === query)!;
    const groups = [['cr', ['cr']], ['mtr', ['mtr']], ['ipg', ['ipg']], ['mtr+ipg', ['mtr', 'ipg']], ['jar', ['jar']], ['dmtr+dipg', ['dmtr', 'dipg']]] as const;
    for (const [label, docs] of groups) {
      if (about(docs).length > 0) reports.push({ set: `${name} ${label}`, release: newest.effectiveDate, report: evaluate(questionCases(about(docs)), (query) => refsOf(asked(query).doc, query)) });
    }
    const merged = groups.filter(([label, docs]) => !['mtr', 'ipg'].includes(label) && about(docs).length > 0);
    for (const [label, docs] of [...merged, ...(merged.length > 1 ? [['every', questions.map((question) => question.doc)] as const] : [])]) {
      reports.push({ set: `${name} all:${label}`, release: newest.effectiveDate, report: evaluate(questionCases(about(docs), true), (query) => refsOf('all', query, asked(query).serverRel)) });
    }
  };
  runQuestions('real', realQuestions());
  runQuestions('scenarios', realScenarios());
  runQuestions('questions', devQuestions());
  runQuestions('held-out', heldOutQuestions());
  runQuestions('validation', validationQuestions());
  runQuestions('cards', cardQuestions());
  runQuestions('events', eventQuestions());
  const run = (set: string, release: typeof newest, cases: ReturnType<typeof devQueries>) =>
    reports.push({ set, release: release.effectiveDate, report: evaluate(cases, (query) => searchRules(db, release, query, 10).map((hit) => hit.number)) });

  run('dev', newest, devQueries());
  run('own', newest, ownQueries());
  run('community', newest, communityQueries(db, newest));
  // 8,477 questions: a third of them with --quick.
  run('synthetic', newest, syntheticQuestions(values.quick ? 3 : 1));
  for (const date of [newest.effectiveDate, ...(values.quick ? [] : OLDER_RELEASES)]) {
    const release = releaseAt(db, date);
    run('keywords', release, keywordQueries(db, release));
    run('glossary', release, glossaryQueries(db, release));
    run('defs', release, definitionQueries(db, release));
  }
  // How the dev set's CR misses were read and what outranked them (see explain-misses.ts).
  const explanation = values.explain ? explainMisses(db, newest, devQuestions()) : [];
  const crossValidation = values['cross-validate'] ? crossValidateFieldWeights(db, newest, devQuestions(), heldOutQuestions()) : [];
  db.close();

  if (values.json) console.log(JSON.stringify(reports, null, 2));
  else {
    console.log('set                    release     cases  R@1    R@3    R@5    R@10   R@100  MRR@10');
    for (const { set, release, report } of reports) {
      console.log(
        `${set.padEnd(22)} ${release}  ${String(report.cases).padStart(5)}  ${fixed(report.recallAt1)}  ${fixed(report.recallAt3)}  ${fixed(report.recallAt5)}  ${fixed(report.recallAt10)}  ${fixed(report.recallAt100)}  ${fixed(report.mrrAt10)}`,
      );
    }
    for (const { set, release, report } of reports) {
      // The held-out set checks the method, so its misses stay out of sight while tuning unless asked for.
      if (report.failures.length === 0 || (set.startsWith('held-out') && !values['held-out-failures'])) continue;
      if (set === 'synthetic') {
        console.log(`\n${set} ${release}: ${report.failures.length} not in the top 5 (too many to list)`);
        continue;
      }
      console.log(`\n${set} ${release}: ${report.failures.length} not in the top 5`);
      for (const failure of report.failures) {
        console.log(`  "${failure.query}" expected ${failure.expect.join(' ')}; got ${failure.got.join(' ') || '(nothing)'}`);
      }
    }
    if (explanation.length > 0) console.log(`\nDev CR questions missed, explained:${explanation.join('\n')}`);
    if (crossValidation.length > 0) console.log(`\n${crossValidation.join('\n')}`);
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

function fixed(value: number): string {
  return value.toFixed(3);
}
