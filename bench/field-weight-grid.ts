/**
 * `npm run eval:search -- --cross-validate`: how much of the CR search's quality on the dev
 * questions comes from having chosen its field weights (rule-index.ts) while looking at them.
 *
 * Every field weight but the text's (the reference, 1) is tried at half, as shipped and double:
 * 3^5 = 243 indexes of the newest release. On each, the dev and held-out CR questions are ranked
 * the way `arbiter rules search` ranks (rules only, no glossary entries among them). Reported: the
 * shipped weights; the grid's best on the dev set (in-sample); 5-fold cross-validated figures
 * (each fifth of the dev set ranked with the weights best on the other four fifths); and the
 * held-out set under the shipped and the in-sample best weights. About 3 minutes.
 */
import type { ContentDb } from '../database/open-database.js';
import { buildRuleIndex, RULE_FIELDS, type RuleFieldSpecs } from '../rules-db/search/rule-index.js';
import { rankRules } from '../rules-db/search/search-rules.js';
import { searchLexicon } from '../rules-db/search/search-lexicon.js';
import { parseQuery } from '../rules-db/search/search-query.js';
import type { ReleaseSummary } from '../rules-db/store/release-queries.js';
import { bestSetting, crossValidate } from './cross-validate.js';
import { answerRank, questionCases, rankMetrics, type NaturalQuestion, type QueryCase } from './search-quality.js';

const SCALES = [1, 0.5, 2];
const FOLDS = 5;
/** The weights tuned: every field's but the text's, which the others are relative to. */
const TUNED = (Object.keys(RULE_FIELDS) as (keyof RuleFieldSpecs)[]).filter((field) => field !== 'text');

/** Every combination of SCALES over the tuned fields, the shipped weights (all 1) first. */
function grid(): RuleFieldSpecs[] {
  let combos: Partial<Record<keyof RuleFieldSpecs, number>>[] = [{}];
  for (const field of TUNED) combos = combos.flatMap((combo) => SCALES.map((scale) => ({ ...combo, [field]: scale })));
  return combos.map((combo) => {
    const specs = { ...RULE_FIELDS } as RuleFieldSpecs;
    for (const field of TUNED) specs[field] = { ...RULE_FIELDS[field], weight: RULE_FIELDS[field].weight * combo[field]! };
    return specs;
  });
}

/** The report's lines. */
export function crossValidateFieldWeights(db: ContentDb, release: ReleaseSummary, dev: NaturalQuestion[], heldOut: NaturalQuestion[]): string[] {
  const lexicon = searchLexicon(db, release);
  const devCases = questionCases(dev.filter((question) => question.doc === 'cr'));
  const heldOutCases = questionCases(heldOut.filter((question) => question.doc === 'cr'));
  const settings = grid();
  const devRanks: number[][] = [];
  const heldOutRanks: number[][] = [];
  for (const specs of settings) {
    const index = buildRuleIndex(db, lexicon, specs);
    const ranksOf = (cases: QueryCase[]) =>
      cases.map((testCase) => {
        const concepts = parseQuery(testCase.query, index.vocabulary);
        return answerRank(rankRules({ query: testCase.query, lexicon, index, concepts }, 10).map((hit) => hit.number), testCase);
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
  const weights = (specs: RuleFieldSpecs) => TUNED.map((field) => `${field} ${specs[field].weight}`).join(', ');
  return [
    `Field weights cross-validated (${settings.length} settings, ${devCases.length} dev and ${heldOutCases.length} held-out CR questions, rules only):`,
    `  shipped (${weights(settings[0]!)}):`,
    `    dev ${figures(devRanks[0]!)}; held-out ${figures(heldOutRanks[0]!)}`,
    `  best on dev, in-sample (${weights(settings[best]!)}):`,
    `    dev ${figures(devRanks[best]!)}; held-out ${figures(heldOutRanks[best]!)}`,
    `  ${FOLDS}-fold cross-validated on dev: ${figures(validated.ranks)}`,
    `    weights chosen per fold: ${validated.chosen.map((setting) => (setting === 0 ? 'shipped' : `(${weights(settings[setting]!)})`)).join('; ')}`,
  ];
}
