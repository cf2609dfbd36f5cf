/**
 * `npm run eval:search -- --cross-validate`: how much of the CR search's quality on the dev
 * questions comes from having chosen its weights (rule-index.ts, predicted-questions.ts) while
 * looking at them.
 *
 * Three grids of indexes of the newest release. The field weights: every one but the text's (the
 * reference, 1) and the predicted questions' at half, as shipped and double, 3^5 = 243 indexes.
 * The predicted questions' weights: their field's and their best match's, each at half, as
 * shipped and double, 9 indexes. The citation prior's weight (citation-prior.ts): none and seven
 * values around the shipped one, 8 indexes. On each, the dev and held-out CR questions are ranked the way
 * `arbiter rules search` ranks (rules only, no glossary entries among them). Reported per grid: the
 * shipped weights; the grid's best on the dev set (in-sample); 5-fold cross-validated figures
 * (each fifth of the dev set ranked with the weights best on the other four fifths); and the
 * held-out set under the shipped and the in-sample best weights. About 4 minutes.
 */
import type { ContentDb } from '../database/open-database.js';
import { buildRuleIndex, RULE_FIELDS, type RuleFieldSpecs, type RuleIndex } from '../rules-db/search/rule-index.js';
import { QUESTION_MATCH_WEIGHT } from '../rules-db/search/predicted-questions.js';
import { CITATION_PRIOR_WEIGHT } from '../rules-db/search/citation-prior.js';
import { rankRules, readQueryIn } from '../rules-db/search/search-rules.js';
import { searchLexicon } from '../rules-db/search/search-lexicon.js';
import type { ReleaseSummary } from '../rules-db/store/release-queries.js';
import { bestSetting, crossValidate } from './cross-validate.js';
import { answerRank, questionCases, rankMetrics, type NaturalQuestion, type QueryCase } from './search-quality.js';

const SCALES = [1, 0.5, 2];
/** The citation prior's weights tried: none, and around the shipped one. */
const CITATION_WEIGHTS = [0, 0.01, 0.02, 0.03, 0.04, 0.05, 0.06, 0.08];
const FOLDS = 5;
/** The field weights tuned: every field's but the text's, which the others are relative to, and the questions', tuned with their match's. */
const TUNED = (Object.keys(RULE_FIELDS) as (keyof RuleFieldSpecs)[]).filter((field) => field !== 'text' && field !== 'questions');

/** One index setting: how it is labelled in the report, and how it is built. */
interface Setting {
  label: string;
  build: (db: ContentDb, lexicon: ReturnType<typeof searchLexicon>) => RuleIndex;
}

/** Every combination of SCALES over the tuned fields, the shipped weights (all 1) first. */
function fieldGrid(): Setting[] {
  let combos: Partial<Record<keyof RuleFieldSpecs, number>>[] = [{}];
  for (const field of TUNED) combos = combos.flatMap((combo) => SCALES.map((scale) => ({ ...combo, [field]: scale })));
  return combos.map((combo) => {
    const specs = { ...RULE_FIELDS } as RuleFieldSpecs;
    for (const field of TUNED) specs[field] = { ...RULE_FIELDS[field], weight: RULE_FIELDS[field].weight * combo[field]! };
    return { label: TUNED.map((field) => `${field} ${specs[field].weight}`).join(', '), build: (db, lexicon) => buildRuleIndex(db, lexicon, { fieldSpecs: specs }) };
  });
}

/** The predicted questions' field weight and match weight at every combination of SCALES, the shipped ones first. */
function questionGrid(): Setting[] {
  return SCALES.flatMap((fieldScale) =>
    SCALES.map((matchScale) => {
      const specs = { ...RULE_FIELDS, questions: { ...RULE_FIELDS.questions, weight: RULE_FIELDS.questions.weight * fieldScale } };
      const match = QUESTION_MATCH_WEIGHT * matchScale;
      return { label: `questions field ${specs.questions.weight}, match ${match}`, build: (db: ContentDb, lexicon: ReturnType<typeof searchLexicon>) => buildRuleIndex(db, lexicon, { fieldSpecs: specs, questionWeight: match }) };
    }),
  );
}

/** The citation prior's weight at each of CITATION_WEIGHTS, the shipped one first. */
function citationGrid(): Setting[] {
  return [CITATION_PRIOR_WEIGHT, ...CITATION_WEIGHTS.filter((weight) => weight !== CITATION_PRIOR_WEIGHT)].map((weight) => ({
    label: `citation prior ${weight}`,
    build: (db: ContentDb, lexicon: ReturnType<typeof searchLexicon>) => buildRuleIndex(db, lexicon, { citationWeight: weight }),
  }));
}

/** The report's lines, for the three grids. */
export function crossValidateFieldWeights(db: ContentDb, release: ReleaseSummary, dev: NaturalQuestion[], heldOut: NaturalQuestion[]): string[] {
  return [
    ...crossValidateGrid(db, release, dev, heldOut, 'Field weights', fieldGrid()),
    ...crossValidateGrid(db, release, dev, heldOut, 'Predicted-question weights', questionGrid()),
    ...crossValidateGrid(db, release, dev, heldOut, 'Citation prior', citationGrid()),
  ];
}

function crossValidateGrid(db: ContentDb, release: ReleaseSummary, dev: NaturalQuestion[], heldOut: NaturalQuestion[], title: string, settings: Setting[]): string[] {
  const lexicon = searchLexicon(db, release);
  const devCases = questionCases(dev.filter((question) => question.doc === 'cr'));
  const heldOutCases = questionCases(heldOut.filter((question) => question.doc === 'cr'));
  const devRanks: number[][] = [];
  const heldOutRanks: number[][] = [];
  for (const setting of settings) {
    const index = setting.build(db, lexicon);
    const ranksOf = (cases: QueryCase[]) =>
      cases.map((testCase) => {
        return answerRank(rankRules(readQueryIn(lexicon, index, testCase.query), 10).map((hit) => hit.number), testCase);
      });
    devRanks.push(ranksOf(devCases));
    heldOutRanks.push(ranksOf(heldOutCases));
  }
  const mrr = (ranks: number[]) => rankMetrics(ranks).mrrAt10;
  const best = bestSetting(devRanks, mrr);
  const validated = crossValidate(devRanks, FOLDS, mrr);
  const figures = (ranks: number[]) => {
    const { recallAt1, recallAt5, mrrAt10 } = rankMetrics(ranks);
    return `R@1 ${recallAt1.toFixed(3)}  R@5 ${recallAt5.toFixed(3)}  MRR@10 ${mrrAt10.toFixed(3)}`;
  };
  return [
    `${title} cross-validated (${settings.length} settings, ${devCases.length} dev and ${heldOutCases.length} held-out CR questions, rules only):`,
    `  shipped (${settings[0]!.label}):`,
    `    dev ${figures(devRanks[0]!)}; held-out ${figures(heldOutRanks[0]!)}`,
    `  best on dev, in-sample (${settings[best]!.label}):`,
    `    dev ${figures(devRanks[best]!)}; held-out ${figures(heldOutRanks[best]!)}`,
    `  ${FOLDS}-fold cross-validated on dev: ${figures(validated.ranks)}`,
    `    weights chosen per fold: ${validated.chosen.map((setting) => (setting === 0 ? 'shipped' : `(${settings[setting]!.label})`)).join('; ')}`,
  ];
}
