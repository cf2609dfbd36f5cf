/**
 * Search relevance must not regress: the keyword dev set's targets, floors on the natural-question
 * sets (dev and held out, per document and with doc:all), and floors (a little below today's
 * figures, see `npm run eval:search`) on sets generated from the rules themselves.
 */
import { describe, expect, it } from 'vitest';
import { releaseAt } from '../../rules-db/store/release-queries.js';
import { searchRules } from '../../rules-db/search/search-rules.js';
import {
  definitionQueries, devQueries, devQuestions, docRef, evaluate, glossaryQueries, heldOutQuestions, keywordQueries, ownQueries, questionCases,
  syntheticQuestions, validationQuestions, cardQuestions, eventQuestions, realQuestions, realScenarios, type NaturalQuestion, type QueryCase,
} from '../../bench/search-quality.js';
import { searchEverything } from '../../search/search-everything.js';
import type { SearchScope } from '../../search/search-result.js';
import { createDocsTestDb } from '../support/docs-db-fixture.js';
import { importCardFiles } from '../../cards-db/update/import-card-files.js';
import { ORACLE_CARDS_PLUS_NAMED_FILE, RULINGS_FILE, SAMPLE_UPDATED_AT } from '../support/card-files.js';

// Every tournament document a bot may hold, which doc:all weighs against each other.
const db = await createDocsTestDb(['mtr2025Pdf', 'ipg2024Pdf', 'jar2024Html', 'dmtr2021Html', 'dipg2021Html'], ['cr-20030315.txt', 'cr-20120701.txt', 'cr-20260116.txt']);
// The shared card sample and the cards real questions name, as a bot with Scryfall's data holds them.
await importCardFiles(db, ORACLE_CARDS_PLUS_NAMED_FILE, RULINGS_FILE, { updatedAt: SAMPLE_UPDATED_AT });
const run = (cases: QueryCase[], at?: string) => {
  const release = releaseAt(db, at);
  return evaluate(cases, (query) => searchRules(db, release, query, 10).map((hit) => hit.number));
};

/** Natural questions about `docs`, each searched in its own document, or all with doc:all (on the server it is asked on). */
const runQuestions = (questions: NaturalQuestion[], docs: string[], scope: 'own' | 'all') => {
  const about = questions.filter((question) => docs.includes(question.doc));
  const refs = (query: string) => {
    const asked = about.find((question) => question.query === query)!;
    const target: SearchScope = scope === 'all' ? 'all' : asked.doc;
    return searchEverything(db, target, query, 10, undefined, asked.serverRel).results.map((result) => (scope === 'all' ? docRef(result.doc, result.ref) : result.ref));
  };
  return evaluate(questionCases(about, scope === 'all'), refs);
};

/**
 * Floors a little below the figures of `npm run eval:search` when they were set, with players'
 * words only predicted questions use read as concepts (askedConcept, search-query.ts). Dev
 * questions: CR R@5 0.900, MRR 0.694; MTR+IPG 1.00, 0.975; doc:all 0.900, 0.694 and 1.00, 0.863.
 * Held out: CR 0.857, 0.683; MTR+IPG 1.00, 0.879; doc:all 0.857, 0.657 and 0.882, 0.753. They keep
 * what was reached: without those words (dev CR 0.883, 0.701; MTR+IPG 1.00, 0.942; held-out CR
 * 0.833, 0.675, MTR+IPG 1.00, 0.821, doc:all 0.833, 0.649 and 0.882, 0.693) seven of them fail, and
 * so does the synthetic floor below.
 * The dev CR floors are the issue's targets (R@5 ≥ 0.90, MRR@10 ≥ 0.70), reached with the
 * citation prior (citation-prior.ts): dev CR 0.900, 0.712, doc:all the same; without it 0.694, and
 * the MRR floor fails.
 * Validation questions (bench/validation-questions.json): CR 0.800, 0.608; doc:all 0.792, 0.589.
 * Card questions (bench/card-questions.json), which name cards of the shared sample: 0.517, 0.406;
 * without reading what the cards say (named-text.ts), 0.433, 0.354, and both of their floors fail.
 * Every document imported, event questions (bench/event-questions.json) with doc:all: JAR, on a
 * Regular-REL server, 0.600, 0.371; Digital MTR+IPG 0.933, 0.856. Without weighing documents by the
 * event asked about (search/event-context.ts) 0.400, 0.163 and 0.867, 0.805: all four floors fail,
 * and so do the dev and held-out MTR+IPG doc:all MRR floors (0.835, 0.718).
 */
/*
 * Real questions (../shared/eval/real-questions-dev.json, 26, asked online) and real help-desk
 * scenarios (real-scenarios-dev.json, 21, at their event's REL), with the cards real questions name
 * imported: CR 0.654, 0.455 (0.500, 0.389 before rule stories and situations); scenarios in their
 * own document 0.952, 0.779, with doc:all 0.905, 0.678. The other sets' floors were raised with them:
 * dev CR 0.933, 0.793; held-out CR 0.952, 0.794 (doc:all 0.778); validation 0.883, 0.747 (doc:all
 * 0.875, 0.736); card 0.633, 0.509; event JAR 1.00, 0.756, Digital MTR+IPG 1.00, 0.869.
 * The tournament documents' section classifiers (docs-db/search/section-classifier.ts) took
 * scenarios in their own document to 0.952, 0.862 and with doc:all to 0.905, 0.776; held-out
 * MTR+IPG to 1.00, 0.956 (doc:all 0.882, 0.785); event JAR with doc:all to 1.00, 0.889. Without
 * them those five MRR floors fail.
 * Weighing a situation's cues by their rarity in the predicted questions and stories
 * (situations.ts, cueWeights) took the real CR questions to 0.731, 0.489 and the card questions to
 * 0.667, 0.518; with every cue worth 1 both floors of each fail.
 */
const NATURAL_SETS = { real: realQuestions, scenario: realScenarios, dev: devQuestions, 'held-out': heldOutQuestions, validation: validationQuestions, card: cardQuestions, event: eventQuestions };

describe('search relevance on natural questions', () => {
  it.each([
    ['real', 'cr', 'own', 0.7, 0.47],
    ['scenario', 'mtr+ipg', 'own', 0.9, 0.83],
    ['scenario', 'mtr+ipg', 'all', 0.85, 0.74],
    ['dev', 'cr', 'own', 0.9, 0.76],
    ['dev', 'mtr+ipg', 'own', 0.95, 0.95],
    ['dev', 'cr', 'all', 0.9, 0.76],
    ['dev', 'mtr+ipg', 'all', 0.95, 0.85],
    ['held-out', 'cr', 'own', 0.9, 0.76],
    ['held-out', 'mtr+ipg', 'own', 0.94, 0.93],
    ['held-out', 'cr', 'all', 0.9, 0.74],
    ['held-out', 'mtr+ipg', 'all', 0.85, 0.76],
    ['validation', 'cr', 'own', 0.85, 0.71],
    ['validation', 'cr', 'all', 0.84, 0.7],
    ['card', 'cr', 'own', 0.65, 0.5],
    ['event', 'jar', 'all', 0.95, 0.85],
    ['event', 'dmtr+dipg', 'all', 0.95, 0.82],
  ] as const)('%s questions about %s searched in %s: recall@5 ≥ %d, MRR@10 ≥ %d', (set, docs, scope, recall, mrr) => {
    const report = runQuestions(NATURAL_SETS[set](), docs.split('+'), scope);
    expect(report.recallAt5, JSON.stringify(report.failures, null, 1)).toBeGreaterThanOrEqual(recall);
    expect(report.mrrAt10).toBeGreaterThanOrEqual(mrr);
  });
});

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

  // Every fourth of bench/synthetic-questions.json (2,120 questions; 0.715 and 0.534 when set, 0.695
  // and 0.518 without words only predicted questions use): a large set moves by less than a question
  // in a hundred, where the natural sets move by one in 42–60. Rule stories and situations
  // (rule-stories.json, situations.json) cost it 0.534 → 0.519 MRR while real questions gained
  // 0.389 → 0.455: a question written from one rule's own words has less to gain from them.
  it('ranks the rule a synthetic question was written for in the top 5 of most', () => {
    const report = run(syntheticQuestions(4));
    expect(report.cases).toBe(2120);
    expect(report.recallAt5).toBeGreaterThanOrEqual(0.7);
    expect(report.mrrAt10).toBeGreaterThanOrEqual(0.51);
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
    // 2012's floor also guards coverageWeight (predicted-questions.ts): with full weight for the
    // questions its rules kept, that release fell from 0.826 to 0.760. 2026's guards quotations.ts:
    // a definition's wording read as a player's question, with situations and stories, gave 0.786.
    ['2026-01-16', 0.8],
    ['2012-07-01', 0.8],
    ['2003-03-15', 0.6],
  ])('finds the cited rule from a glossary definition’s wording alone (%s)', (at, floor) => {
    const report = run(definitionQueries(db, releaseAt(db, at)), at);
    expect(report.recallAt5).toBeGreaterThanOrEqual(floor);
  });
});
