/**
 * Why a natural question's answer was missed (`npm run eval:search -- --explain`): how the question
 * was read (each concept, its wordings, weight and source), where the expected rules ranked among
 * the first 100, and the text of what ranked above them. Reading these is how the ranking is
 * studied; the held-out set is never explained, so it stays unseen.
 */
import type { ContentDb } from '../database/open-database.js';
import type { ReleaseSummary } from '../rules-db/store/release-queries.js';
import { searchRules } from '../rules-db/search/search-rules.js';
import { searchLexicon } from '../rules-db/search/search-lexicon.js';
import { ruleIndex } from '../rules-db/search/rule-index.js';
import { parseQuery } from '../rules-db/search/search-query.js';
import { getRule } from '../rules-db/store/rule-queries.js';
import type { NaturalQuestion } from './search-quality.js';

/** Ranks looked through for the expected rules. */
const DEPTH = 100;

/** The explanation of every CR question whose answers are not in the top 5, as printable lines. */
export function explainMisses(db: ContentDb, release: ReleaseSummary, questions: NaturalQuestion[]): string[] {
  const vocabulary = ruleIndex(db, searchLexicon(db, release)).vocabulary;
  const text = (number: string) => (getRule(db, release, number)?.text ?? '').slice(0, 140);
  const lines: string[] = [];
  for (const question of questions.filter((candidate) => candidate.doc === 'cr')) {
    const hits = searchRules(db, release, question.query, DEPTH);
    const rank = hits.findIndex((hit) => question.relevant.includes(hit.number)) + 1;
    if (rank >= 1 && rank <= 5) continue;
    lines.push('', `"${question.query}"`, `  expected ${question.relevant.join(' ')}: rank ${rank || `over ${DEPTH}`}`);
    const concepts = parseQuery(question.query, vocabulary).map(
      (concept) => `${concept.typed} [${concept.alternatives.map((wording) => wording.join(' ')).join(' | ')}] ${concept.weight.toFixed(1)} ${concept.source}`,
    );
    lines.push(`  read as: ${concepts.join('; ')}`);
    for (const hit of hits.slice(0, 3)) lines.push(`  ${hit.number} ${hit.score}: ${text(hit.number)}`);
    for (const number of question.relevant) {
      lines.push(`  * ${number} ${hits.find((hit) => hit.number === number)?.score ?? '–'}: ${text(number)}`);
    }
  }
  return lines;
}
