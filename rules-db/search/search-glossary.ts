/**
 * Glossary entries as search results of their own: a query that names a term ("mana burn",
 * "what does LKI mean", "dies") is answered by its definition, listed with the rules.
 */
import type { ContentDb } from '../../database/open-database.js';
import { highlightSnippet } from '../../common/highlight.js';
import type { ReleaseSummary } from '../store/release-queries.js';
import { titleBoost } from './rank-rules.js';
import { ruleIndex } from './rule-index.js';
import { searchLexicon } from './search-lexicon.js';
import { namedWordings } from './concept.js';
import { parseQuery } from './search-query.js';

export interface GlossaryHit {
  /** The heading as printed ("Mana Burn (Obsolete)"): what /define opens. */
  term: string;
  /** The definition's start, markdown-escaped; made when asked for, as a search's snippets are. */
  snippet(): string;
  /**
   * How fully the query names the term, 0–1 (the title boost of rank-rules.ts: the share of the
   * query it takes up, to the fourth power). 1 means the query is the term.
   */
  strength: number;
}

/**
 * A term must take up most of the query to be a result: three quarters of its weight (0.75⁴ ≈ 0.32).
 * In a long question a term named in passing ("the stack") is context, not what is asked.
 */
const MIN_STRENGTH = 0.3;

/** The glossary entries `query` names, most fully named first. */
export function searchGlossary(db: ContentDb, release: ReleaseSummary, query: string, limit = 2): GlossaryHit[] {
  const lexicon = searchLexicon(db, release);
  const concepts = parseQuery(query, ruleIndex(db, lexicon).vocabulary);
  if (concepts.length === 0) return [];
  // A term is named only when the query spells all its words (titleBoost): the other entries, most
  // of the 700, are passed over without weighing.
  const queryStems = new Set(concepts.flatMap((concept) => namedWordings(concept).flat()));
  const spelled = (stems: string[]) => stems.length > 0 && stems.every((stem) => queryStems.has(stem));
  return lexicon.glossary
    .map((entry, position) => ({ entry, position, names: entry.termStems.filter(spelled) }))
    .filter(({ names }) => names.length > 0)
    .map(({ entry, position, names }) => ({ entry, position, strength: Math.max(0, ...names.map((stems) => titleBoost(concepts, stems))) }))
    .filter((found) => found.strength >= MIN_STRENGTH)
    .sort((a, b) => b.strength - a.strength || a.position - b.position)
    .slice(0, limit)
    .map(({ entry, strength }) => ({ term: entry.term, snippet: () => highlightSnippet(entry.definition, new Set()), strength: Number(strength.toFixed(4)) }));
}
