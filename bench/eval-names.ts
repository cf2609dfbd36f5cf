/**
 * `npm run eval:names [-- --json]`: how well names are found from what a judge types — glossary
 * terms for /define and its autocomplete, keyword titles for /rule and its autocomplete, MTR and
 * IPG section titles for /mtr and /ipg — on cases generated from each release's and document's
 * own names: the name as printed, in lower case, in the plural, half typed, and misspelled in four
 * ways (two letters swapped, one dropped, one changed, one doubled), plus reversed names that
 * should find nothing. Nothing here is tuned to: every case comes from the names themselves.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ContentDb } from '../database/open-database.js';
import { findSection, sectionNames } from '../docs-db/lookup/find-section.js';
import { sectionCandidates } from '../docs-db/lookup/section-candidates.js';
import type { TournamentDocument } from '../docs-db/tournament-document.js';
import { findGlossaryEntries, glossaryAutocomplete } from '../rules-db/lookup/glossary-lookup.js';
import { findRuleByName, ruleAutocomplete } from '../rules-db/lookup/rule-names.js';
import { isTitleOnly } from '../rules-db/rule-title.js';
import { importReleaseFile } from '../rules-db/store/import-release.js';
import { openContentDb } from '../rules-db/store/open-content-db.js';
import { releaseAt, type ReleaseSummary } from '../rules-db/store/release-queries.js';
import { crFileNames, crPath } from '../test/support/shared-data.js';
import { sharedTournamentDocument, type TournamentFile } from '../test/support/tournament-documents.js';

const RELEASES = ['2019-01-25', '2012-07-01', '2003-03-15'];
const DOCUMENTS: TournamentFile[] = ['mtr2025Pdf', 'ipg2024Pdf', 'mtr2021Pdf', 'ipg2021Pdf'];

/** A query, the answer it should find (null: nothing should be found), and how the query was made. */
interface NameCase {
  kind: string;
  query: string;
  expect: string | null;
}

interface NameReport {
  set: string;
  source: string;
  kind: string;
  cases: number;
  /** Share of cases answered first, within the first 5, anywhere in the answer (autocomplete: 25). */
  at1: number;
  at5: number;
  found: number;
  /** For cases expecting nothing: the share that found something anyway. */
  falseHits: number;
  failures: string[];
}

/** The misspellings of a name: its longest word (5 letters or more) with two letters swapped, one dropped, changed or doubled. */
function misspellings(name: string): NameCase[] {
  const words = name.split(' ');
  const longest = words.reduce((best, word, index) => (word.length > words[best]!.length ? index : best), 0);
  const word = words[longest]!;
  if (word.length < 5 || !/^[a-z]+$/i.test(word)) return [];
  const middle = Math.floor(word.length / 2);
  const next = (letter: string) => String.fromCharCode(((letter.toLowerCase().charCodeAt(0) - 96) % 26) + 97);
  const spelled = (replacement: string) => words.map((other, index) => (index === longest ? replacement : other)).join(' ');
  return [
    { kind: 'swapped', query: spelled(word.slice(0, middle - 1) + word[middle] + word[middle - 1] + word.slice(middle + 1)) },
    { kind: 'dropped', query: spelled(word.slice(0, middle) + word.slice(middle + 1)) },
    { kind: 'changed', query: spelled(word.slice(0, middle) + next(word[middle]!) + word.slice(middle + 1)) },
    { kind: 'doubled', query: spelled(word.slice(0, middle) + word[middle] + word.slice(middle)) },
  ]
    .filter((variant) => variant.query.toLowerCase() !== name.toLowerCase())
    .map((variant) => ({ ...variant, expect: null }));
}

function plural(name: string): string {
  if (/[^aeiou]y$/i.test(name)) return `${name.slice(0, -1)}ies`;
  if (/(s|x|ch|sh)$/i.test(name)) return `${name}es`;
  return `${name}s`;
}

/** Cases for looking a name up: as printed, lower case, plural, misspelled; and reversed, finding nothing. */
function lookupCases(name: string, answer: string, reversedToo: boolean): NameCase[] {
  const cases: NameCase[] = [
    { kind: 'printed', query: name, expect: answer },
    { kind: 'lower case', query: name.toLowerCase(), expect: answer },
    { kind: 'plural', query: plural(name.toLowerCase()), expect: answer },
    ...misspellings(name.toLowerCase()).map((variant) => ({ ...variant, kind: `typo: ${variant.kind}`, expect: answer })),
  ];
  const reversed = [...name.toLowerCase()].reverse().join('');
  if (reversedToo && name.length >= 5) cases.push({ kind: 'reversed', query: reversed, expect: null });
  return cases;
}

/** Cases for autocomplete: the first three letters, and the first word with two letters of the next. */
function typingCases(name: string, answer: string): NameCase[] {
  const words = name.toLowerCase().split(' ');
  const cases: NameCase[] = [{ kind: '3 letters', query: words[0]!.slice(0, 3), expect: answer }];
  if (words.length > 1 && words[1]!.length > 2) cases.push({ kind: 'word + 2 letters', query: `${words[0]} ${words[1]!.slice(0, 2)}`, expect: answer });
  return cases;
}

function report(set: string, source: string, cases: NameCase[], answers: (query: string) => string[]): NameReport[] {
  const byKind = new Map<string, NameCase[]>();
  for (const testCase of cases) byKind.set(testCase.kind, [...(byKind.get(testCase.kind) ?? []), testCase]);
  return [...byKind].map(([kind, group]) => {
    let at1 = 0;
    let at5 = 0;
    let found = 0;
    let falseHits = 0;
    const failures: string[] = [];
    for (const testCase of group) {
      const got = answers(testCase.query);
      if (testCase.expect === null) {
        if (got.length > 0) {
          falseHits++;
          failures.push(`"${testCase.query}" expected nothing; got ${got.slice(0, 3).join(' | ')}`);
        }
        continue;
      }
      const rank = got.indexOf(testCase.expect) + 1;
      if (rank === 1) at1++;
      if (rank >= 1 && rank <= 5) at5++;
      if (rank >= 1) found++;
      if (rank !== 1) failures.push(`"${testCase.query}" expected ${testCase.expect}; got ${got.slice(0, 3).join(' | ') || '(nothing)'}`);
    }
    const share = (count: number) => Number((count / group.length).toFixed(3));
    return { set, source, kind, cases: group.length, at1: share(at1), at5: share(at5), found: share(found), falseHits: share(falseHits), failures };
  });
}

/** Names distinct within a release: a name two entries share has no single right answer. */
function uniqueNames<T>(items: T[], names: (item: T) => string[]): { name: string; item: T }[] {
  const counts = new Map<string, number>();
  for (const item of items) for (const name of names(item)) counts.set(name.toLowerCase(), (counts.get(name.toLowerCase()) ?? 0) + 1);
  return items.flatMap((item) => names(item).filter((name) => counts.get(name.toLowerCase()) === 1).map((name) => ({ name, item })));
}

function releaseReports(db: ContentDb, release: ReleaseSummary): NameReport[] {
  const source = `CR ${release.effectiveDate}`;
  const entries = db.prepare('SELECT term, terms FROM glossary WHERE release_id = ? ORDER BY position').all(release.id) as { term: string; terms: string }[];
  const glossaryNames = uniqueNames(entries, (entry) => JSON.parse(entry.terms) as string[]);
  const keywords = (
    db
      .prepare(
        `SELECT r.number, r.text FROM rules r JOIN headings h ON h.release_id = r.release_id AND h.number = r.section
          WHERE r.release_id = ? AND r.parent IS NULL AND h.title LIKE 'Keyword %'
            AND EXISTS (SELECT 1 FROM rules c WHERE c.release_id = r.release_id AND c.parent = r.number) ORDER BY r.position`,
      )
      .all(release.id) as { number: string; text: string }[]
  ).filter((rule) => isTitleOnly(rule.text));
  const keywordNames = uniqueNames(keywords, (rule) => [rule.text]);
  return [
    ...report('/define', source, glossaryNames.flatMap(({ name, item }) => lookupCases(name, item.term, false)), (query) =>
      findGlossaryEntries(db, release, query, 25).map((entry) => entry.term),
    ),
    ...report('/define typing', source, glossaryNames.flatMap(({ name, item }) => typingCases(name, item.term)), (query) =>
      glossaryAutocomplete(db, release, query).map((choice) => choice.value),
    ),
    ...report('/rule keyword', source, keywordNames.flatMap(({ name, item }) => lookupCases(name, item.number, true)), (query) => {
      const match = findRuleByName(db, release, query);
      return match ? [match.number] : [];
    }),
    ...report('/rule typing', source, keywordNames.flatMap(({ name, item }) => typingCases(name, item.number)), (query) =>
      ruleAutocomplete(db, release, query).map((choice) => choice.value),
    ),
  ];
}

function documentReports(doc: TournamentDocument): NameReport[] {
  const source = `${doc.kind.toUpperCase()} ${doc.effectiveDate}`;
  const names = uniqueNames(doc.sections, sectionNames);
  const answer = (section: { number: string; title: string }) => section.number || section.title;
  const joined = names.flatMap(({ name, item }) => {
    const space = name.indexOf(' ');
    return space > 0 ? [{ kind: 'words joined', query: name.slice(0, space) + name.slice(space + 1).toLowerCase(), expect: answer(item) }] : [];
  });
  return [
    ...report(`/${doc.kind}`, source, [...names.flatMap(({ name, item }) => lookupCases(name, answer(item), true)), ...joined], (query) => {
      const section = findSection(doc, query);
      return section ? [answer(section)] : [];
    }),
    ...report(`/${doc.kind} typing`, source, names.flatMap(({ name, item }) => typingCases(name, answer(item))), (query) =>
      sectionCandidates(doc, query).map((candidate) => candidate.value),
    ),
  ];
}

const { values } = parseArgs({ options: { json: { type: 'boolean' } } });
const workDir = mkdtempSync(path.join(tmpdir(), 'arbiter-eval-names-'));
try {
  const db = openContentDb(path.join(workDir, 'eval.sqlite'));
  const files = crFileNames();
  const wanted = files.filter((name) => name === files.at(-1) || RELEASES.some((date) => name === `cr-${date.replaceAll('-', '')}.txt`));
  for (const name of wanted) importReleaseFile(db, readFileSync(crPath(name)), { source: name });
  const reports = [releaseAt(db), ...RELEASES.map((date) => releaseAt(db, date))].flatMap((release) => releaseReports(db, release));
  db.close();
  for (const file of DOCUMENTS) reports.push(...documentReports(await sharedTournamentDocument(file)));

  if (values.json) console.log(JSON.stringify(reports, null, 2));
  else {
    console.log('set              source          kind              cases  R@1    R@5    found  false hits');
    for (const row of reports) {
      const figures = row.kind === 'reversed' ? ['  -  ', '  -  ', '  -  '] : [row.at1, row.at5, row.found].map(fixed);
      console.log(
        `${row.set.padEnd(16)} ${row.source.padEnd(15)} ${row.kind.padEnd(17)} ${String(row.cases).padStart(5)}  ${figures.join('  ')}  ${row.kind === 'reversed' ? fixed(row.falseHits) : ''}`,
      );
    }
    for (const row of reports) {
      if (row.failures.length === 0) continue;
      console.log(`\n${row.set} ${row.source} ${row.kind}: ${row.failures.length} not first`);
      for (const failure of row.failures) console.log(`  ${failure}`);
    }
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

function fixed(value: number): string {
  return value.toFixed(3);
}
