/**
 * Measuring search relevance: test sets (the shared dev set, and sets generated from any release's
 * own structure) and the figures a ranking earns on them (recall@k, MRR@10).
 */
import { readFileSync } from 'node:fs';
import type { ContentDb } from '../database/open-database.js';
import { extractReferences } from '../rules-db/parse/extract-references.js';
import type { ReleaseSummary } from '../rules-db/store/release-queries.js';
import { isTitleOnly } from '../rules-db/rule-title.js';
import { isFillerWord } from '../rules-db/search/filler-words.js';
import { searchWords } from '../common/search-words.js';
import { readShared } from '../test/support/shared-data.js';
import type { Rel } from '../docs-db/rel.js';
import type { SearchDoc } from '../search/search-result.js';

/** A query and the rule numbers that answer it. */
export interface QueryCase {
  query: string;
  /** A returned number answers the query if it is one of these… */
  expect: string[];
  /** …or starts with one of these (a subrule of a cited rule, a rule of a cited section). */
  expectUnder?: string[];
}

export interface QualityReport {
  cases: number;
  recallAt1: number;
  recallAt3: number;
  recallAt5: number;
  recallAt10: number;
  /** Recall within the first 100, when the search was asked for as many (else as far as it returned). */
  recallAt100: number;
  mrrAt10: number;
  failures: { query: string; expect: string[]; got: string[] }[];
}

/** The development queries of ../shared/eval/dev-queries.json. */
export function devQueries(): QueryCase[] {
  const entries = JSON.parse(readShared('eval/dev-queries.json').toString('utf8')) as { q: string; expect: string[] }[];
  return entries.map((entry) => ({ query: entry.q, expect: entry.expect }));
}

/** Which document a natural question is about. */
export type QuestionDoc = SearchDoc;

/** A natural question and the references (rule or section numbers, glossary terms, JAR section titles) that answer it. */
export interface NaturalQuestion {
  query: string;
  doc: QuestionDoc;
  relevant: string[];
  /** The REL of the server it is asked on, which decides what doc:all weighs when the question names none. */
  serverRel?: Rel;
}

/** The natural questions of ../shared/eval/dev-questions.json (60 CR, 10 MTR, 10 IPG). */
export function devQuestions(): NaturalQuestion[] {
  return JSON.parse(readShared('eval/dev-questions.json').toString('utf8')) as NaturalQuestion[];
}

/** The natural questions of bench/held-out-questions.json: written apart from the dev set and never tuned on. */
export function heldOutQuestions(): NaturalQuestion[] {
  return naturalQuestionsFile('./held-out-questions.json');
}

/**
 * The natural questions of bench/validation-questions.json: 120 about the CR, written apart from
 * the dev and held-out sets (see its $comment).
 */
export function validationQuestions(): NaturalQuestion[] {
  return naturalQuestionsFile('./validation-questions.json');
}

/**
 * The questions of bench/event-questions.json: 15 asked at Regular REL events (Judging at Regular
 * REL) and 15 about MTG Arena events (the Digital MTR and IPG).
 */
export function eventQuestions(): NaturalQuestion[] {
  return naturalQuestionsFile('./event-questions.json');
}

/**
 * The questions of bench/card-questions.json: 60 naming cards of the shared card sample, answered
 * through what those cards do (see its $comment).
 */
export function cardQuestions(): NaturalQuestion[] {
  return naturalQuestionsFile('./card-questions.json');
}

/**
 * The real questions of ../shared/eval/real-questions-dev.json: 26 asked online by players, in their
 * own words, answered by the CR rules the accepted answer cites. They measure, never teach.
 */
export function realQuestions(): NaturalQuestion[] {
  return JSON.parse(readShared('eval/real-questions-dev.json').toString('utf8')) as NaturalQuestion[];
}

/**
 * The real judge scenarios of ../shared/eval/real-scenarios-dev.json: 21 help-desk situations as a
 * judge types them, answered by the IPG or MTR section of the infraction, asked at their event's REL.
 */
export function realScenarios(): NaturalQuestion[] {
  const entries = JSON.parse(readShared('eval/real-scenarios-dev.json').toString('utf8')) as (NaturalQuestion & { rel: Rel })[];
  return entries.map(({ query, doc, relevant, rel }) => ({ query, doc, relevant, serverRel: rel }));
}

function naturalQuestionsFile(file: string): NaturalQuestion[] {
  return (JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as { questions: NaturalQuestion[] }).questions;
}

/**
 * Natural questions as cases for a search of one document (`docRefs: false`, refs such as "702.19b")
 * or of every document at once (`docRefs: true`, refs such as "cr 702.19b", "ipg 2.1").
 */
export function questionCases(questions: NaturalQuestion[], docRefs = false): QueryCase[] {
  return questions.map((question) => ({
    query: question.query,
    expect: docRefs ? question.relevant.map((ref) => docRef(question.doc, ref)) : question.relevant,
  }));
}

/** A reference qualified by its document, as a search of every document is scored: "cr 702.19b". */
export function docRef(doc: string, ref: string): string {
  return `${doc} ${ref}`;
}

/**
 * The questions of bench/synthetic-questions.json (see its $comment), each answered by the rule it
 * was written for; `every` takes every n-th question, for a quicker measure.
 */
export function syntheticQuestions(every = 1): QueryCase[] {
  const file = JSON.parse(readFileSync(new URL('./synthetic-questions.json', import.meta.url), 'utf8')) as { rules: { rule: string; questions: string[] }[] };
  const cases = file.rules.flatMap((entry) => entry.questions.map((query) => ({ query, expect: [entry.rule] })));
  return cases.filter((_, index) => index % every === 0);
}

/** The questions of bench/own-queries.json, written for this project apart from the dev set. */
export function ownQueries(): QueryCase[] {
  const file = JSON.parse(readFileSync(new URL('./own-queries.json', import.meta.url), 'utf8')) as { queries: { q: string; expect: string[] }[] };
  return file.queries.map((entry) => ({ query: entry.q, expect: entry.expect }));
}

/**
 * The community glossary's terms (../shared/data/cr/academyruins-unofficial-glossary.json: ability
 * words such as landfall, which the CR only lists): answered by the rule listing ability words,
 * or by the rules a CR glossary entry of the same name cites.
 */
export function communityQueries(db: ContentDb, release: ReleaseSummary): QueryCase[] {
  const entries = Object.values(JSON.parse(readShared('data/cr/academyruins-unofficial-glossary.json').toString('utf8')) as Record<string, { term: string }>);
  const abilityWords = db
    .prepare("SELECT number, text FROM rules WHERE release_id = ? AND text LIKE '%The ability words are%'")
    .all(release.id) as { number: string; text: string }[];
  const cited = new Map(citingEntries(db, release).flatMap((entry) => entry.terms.map((term) => [term.toLowerCase(), entry.cited] as const)));
  const cases: QueryCase[] = [];
  for (const { term } of entries) {
    const folded = ` ${searchWords(term).join(' ')} `;
    const listing = abilityWords.filter((rule) => ` ${searchWords(rule.text).join(' ')} `.includes(folded)).map((rule) => rule.number);
    const expect = [...listing, ...(cited.get(term.toLowerCase()) ?? [])];
    if (expect.length > 0) cases.push({ query: term, expect, expectUnder: underCited(expect) });
  }
  return cases;
}

/**
 * One case per keyword or keyword-action heading of the release ("702.19 Trample"): its title as
 * the query, answered by the heading or its first subrule.
 */
export function keywordQueries(db: ContentDb, release: ReleaseSummary): QueryCase[] {
  const rows = db
    .prepare(
      `SELECT r.number, r.text, (SELECT number FROM rules c WHERE c.release_id = r.release_id AND c.parent = r.number ORDER BY position LIMIT 1) AS first
         FROM rules r JOIN headings h ON h.release_id = r.release_id AND h.number = r.section
        WHERE r.release_id = ? AND r.parent IS NULL AND h.title LIKE 'Keyword %' ORDER BY r.position`,
    )
    .all(release.id) as { number: string; text: string; first: string | null }[];
  return rows
    .filter((row) => isTitleOnly(row.text) && row.first !== null)
    .map((row) => ({ query: row.text, expect: [row.number, row.first!] }));
}

/**
 * One case per glossary entry whose definition cites rules or sections of the release: its first
 * term as the query, answered by a cited rule, a subrule of one, or a rule of a cited section
 * (citations of whole parts, "section 6", are too broad to count).
 */
export function glossaryQueries(db: ContentDb, release: ReleaseSummary): QueryCase[] {
  return citingEntries(db, release).map((entry) => ({ query: entry.terms[0]!, expect: entry.cited, expectUnder: underCited(entry.cited) }));
}

/**
 * One case per glossary entry citing rules: the first sentence of its definition, without the
 * entry's own words, as the query ("A keyword ability that prevents damage." for Absorb), answered
 * as in glossaryQueries. Neither titles nor glossary terms help here: only the rules' text does.
 */
export function definitionQueries(db: ContentDb, release: ReleaseSummary): QueryCase[] {
  const cases = new Map<string, QueryCase | null>();
  for (const entry of citingEntries(db, release)) {
    const own = new Set(entry.terms.flatMap((term) => searchWords(term)));
    const sentence = (entry.definition.replace(/^1\.\s*/, '').split(/(?<=\.)\s|\n/)[0] ?? '').replace(/See rules?\b.*$/, '');
    const words = searchWords(sentence).filter((word) => !own.has(word));
    const query = words.join(' ');
    // Too little to go on, or shared by several entries ("A card type."): no single right answer.
    if (words.filter((word) => !isFillerWord(word)).length < 4) continue;
    cases.set(query, cases.has(query) ? null : { query, expect: entry.cited, expectUnder: underCited(entry.cited) });
  }
  return [...cases.values()].filter((testCase): testCase is QueryCase => testCase !== null);
}

function underCited(cited: string[]): string[] {
  return cited.map((number) => (number.includes('.') ? number : `${number}.`));
}

/** Glossary entries with the rules and sections (not parts) their definitions cite. */
function citingEntries(db: ContentDb, release: ReleaseSummary): { terms: string[]; definition: string; cited: string[] }[] {
  const numbers = new Set(db.prepare('SELECT number FROM rules WHERE release_id = ?').pluck().all(release.id) as string[]);
  const sections = db.prepare("SELECT number FROM headings WHERE release_id = ? AND kind = 'section'").pluck().all(release.id) as string[];
  for (const section of sections) numbers.add(section);
  const targets = { has: (number: string) => numbers.has(number), subrulesOf: () => [] };
  const entries = db.prepare('SELECT terms, definition FROM glossary WHERE release_id = ? ORDER BY position').all(release.id) as {
    terms: string;
    definition: string;
  }[];
  return entries
    .map((entry) => ({
      terms: JSON.parse(entry.terms) as string[],
      definition: entry.definition,
      cited: extractReferences(entry.definition, '', targets).filter((number) => number.length > 1),
    }))
    .filter((entry) => entry.cited.length > 0);
}

function answers(number: string, testCase: QueryCase): boolean {
  if (testCase.expect.includes(number)) return true;
  return (testCase.expectUnder ?? []).some((prefix) => number.startsWith(prefix) && (prefix.endsWith('.') || /^[a-z]$/.test(number.slice(prefix.length))));
}

/** The place (1–`depth`) of the first of `got` that answers `testCase`; 0 when none of the first `depth` does. */
export function answerRank(got: string[], testCase: QueryCase, depth = 10): number {
  return got.slice(0, depth).findIndex((number) => answers(number, testCase)) + 1;
}

/** Recall at 1, 3, 5, 10 and 100 and MRR@10 of answer ranks (answerRank to depth 100), over all of them. */
export function rankMetrics(ranks: number[]): Omit<QualityReport, 'cases' | 'failures'> {
  const share = (count: number) => (ranks.length === 0 ? 0 : Number((count / ranks.length).toFixed(3)));
  const within = (places: number) => ranks.filter((rank) => rank >= 1 && rank <= places).length;
  return {
    recallAt1: share(within(1)),
    recallAt3: share(within(3)),
    recallAt5: share(within(5)),
    recallAt10: share(within(10)),
    recallAt100: share(within(100)),
    mrrAt10: share(ranks.reduce((sum, rank) => sum + (rank >= 1 && rank <= 10 ? 1 / rank : 0), 0)),
  };
}

/** Runs every case through `search` (rule numbers, best first; up to 100 read) and scores the rankings. */
export function evaluate(cases: QueryCase[], search: (query: string) => string[]): QualityReport {
  const failures: QualityReport['failures'] = [];
  const ranks = cases.map((testCase) => {
    const got = search(testCase.query).slice(0, 100);
    const rank = answerRank(got, testCase, 100);
    if (rank === 0 || rank > 5) failures.push({ query: testCase.query, expect: testCase.expect, got: got.slice(0, 5) });
    return rank;
  });
  return { cases: cases.length, ...rankMetrics(ranks), failures };
}
