/**
 * Search relevance must not regress: the dev set's targets from the issue, and floors (a little
 * below today's figures, see `npm run eval:search`) on sets independent of it.
 */
import { describe, expect, it } from 'vitest';
import { releaseAt } from '../../rules-db/store/release-queries.js';
import { searchRules } from '../../rules-db/search/search-rules.js';
import { definitionQueries, devQueries, evaluate, glossaryQueries, keywordQueries, ownQueries, type QueryCase } from '../../bench/search-quality.js';
import { createTestDb } from '../support/rules-db-fixture.js';

const db = createTestDb('cr-20030315.txt', 'cr-20120701.txt', 'cr-20260116.txt');
const run = (cases: QueryCase[], at?: string) => {
  const release = releaseAt(db, at);
  return evaluate(cases, (query) => searchRules(db, release, query, 10).map((hit) => hit.number));
};

describe('search relevance', () => {
  it('meets the issue’s targets on the dev set: recall@5 ≥ 0.95, MRR@10 ≥ 0.8', () => {
    const report = run(devQueries());
    expect(report.recallAt5, JSON.stringify(report.failures, null, 1)).toBeGreaterThanOrEqual(0.95);
    expect(report.mrrAt10).toBeGreaterThanOrEqual(0.8);
  });

  it('holds on questions written apart from the dev set', () => {
    const report = run(ownQueries());
    expect(report.recallAt5, JSON.stringify(report.failures, null, 1)).toBeGreaterThanOrEqual(0.9);
    expect(report.mrrAt10).toBeGreaterThanOrEqual(0.78);
  });

  it.each(['2026-01-16', '2012-07-01', '2003-03-15'])('puts every keyword heading or its first subrule in the top 3 for its name (%s)', (at) => {
    const report = run(keywordQueries(db, releaseAt(db, at)), at);
    expect(report.cases).toBeGreaterThan(20);
    expect(report.recallAt3).toBeGreaterThanOrEqual(0.98);
  });

  it.each([
    ['2026-01-16', 0.97],
    ['2012-07-01', 0.97],
    ['2003-03-15', 0.9],
  ])('finds a rule a glossary term cites in the top 5 for the term (%s)', (at, floor) => {
    const report = run(glossaryQueries(db, releaseAt(db, at)), at);
    expect(report.recallAt5).toBeGreaterThanOrEqual(floor);
  });

  it.each([
    ['2026-01-16', 0.75],
    ['2012-07-01', 0.75],
    ['2003-03-15', 0.55],
  ])('finds the cited rule from a glossary definition’s wording alone (%s)', (at, floor) => {
    const report = run(definitionQueries(db, releaseAt(db, at)), at);
    expect(report.recallAt5).toBeGreaterThanOrEqual(floor);
  });
});
