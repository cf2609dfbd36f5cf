/**
 * Glossary entries as search results of their own: a query that names a term ("mana burn",
 * "what does LKI mean", "dies") is answered by its definition, listed with the rules.
 */
import { highlightSnippet } from '../../common/highlight.js';
import { titleBoost, titleReading } from './rank-rules.js';
import type { SearchLexicon } from './search-lexicon.js';
import type { ReadQuery } from './search-rules.js';

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

/** The glossary entries a query read by readQuery names, most fully named first. */
export function searchGlossary({ lexicon, concepts }: ReadQuery, limit = 2): GlossaryHit[] {
  if (concepts.length === 0) return [];
  // A term is named only when the query spells all its words (titleBoost): only the entries one of
  // the query's stems names are weighed, not the other 700.
  const reading = titleReading(concepts);
  const candidates = new Set([...reading.stems].flatMap((stem) => glossaryByStem(lexicon).get(stem) ?? []));
  return [...candidates]
    .map((position) => ({ entry: lexicon.glossary[position]!, position }))
    .map(({ entry, position }) => ({ entry, position, strength: Math.max(0, ...entry.termStems.map((stems) => titleBoost(reading, stems))) }))
    .filter((found) => found.strength >= MIN_STRENGTH)
    .sort((a, b) => b.strength - a.strength || a.position - b.position)
    .slice(0, limit)
    .map(({ entry, strength }) => ({ term: entry.term, snippet: () => highlightSnippet(entry.definition, new Map()), strength: Number(strength.toFixed(4)) }));
}

const byStem = new WeakMap<SearchLexicon, Map<string, number[]>>();

/** Stem → the positions of the glossary entries whose names use it, built once per release. */
function glossaryByStem(lexicon: SearchLexicon): Map<string, number[]> {
  let index = byStem.get(lexicon);
  if (!index) {
    index = new Map();
    lexicon.glossary.forEach((entry, position) => {
      for (const stem of new Set(entry.termStems.flat())) index!.set(stem, [...(index!.get(stem) ?? []), position]);
    });
    byStem.set(lexicon, index);
  }
  return index;
}
