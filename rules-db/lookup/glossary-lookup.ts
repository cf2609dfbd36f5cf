/**
 * Finding glossary entries by what a judge types (`/define`): any of an entry's names, in any
 * case or inflection, misspelled, abbreviated (search-synonyms.json), or half typed.
 */
import { choice, MAX_CHOICES, type AutocompleteChoice } from './autocomplete-choice.js';
import type { ContentDb } from '../../database/open-database.js';
import { withoutFiller } from '../search/filler-words.js';
import { correctTypos, NAME_MATCH, nameMatchScore, TYPO_FACTOR } from './name-match.js';
import type { ReleaseSummary } from '../store/release-queries.js';
import { searchLexicon, type LexiconGlossaryEntry, type SearchLexicon } from '../search/search-lexicon.js';
import { phraseStems, synonymVariants } from '../search/search-synonyms.js';
import { searchWords } from '../../common/search-words.js';

export interface GlossaryMatch {
  /** The heading as printed ("Kicker, Kicked"). */
  term: string;
  /** The names it defines (["Kicker", "Kicked"]). */
  terms: string[];
  definition: string;
  /** Rules and sections the definition cites that exist in the release ("702.33", "113"). */
  rules: string[];
  /** True when one of its names (or a shorthand for one) was typed in full; false for a typo or part of a name. */
  sure: boolean;
}

/** A synonym's wording counts a little less than the words typed, its later wordings a little less again. */
function variantFactor(index: number): number {
  return index === 0 ? 1 : 0.97 - 0.005 * index;
}

/**
 * The glossary entries of `release` that `query` names, best first.
 * @example findGlossaryEntries(db, release, 'triggered abilities')[0].term // "Triggered Ability"
 */
export function findGlossaryEntries(db: ContentDb, release: ReleaseSummary, query: string, limit = 5): GlossaryMatch[] {
  const typed = synonymVariants(phraseStems(query)).map((variant) => wordSet(withoutFiller(variant)));
  return rankEntries(searchLexicon(db, release), query)
    .slice(0, limit)
    .map(({ entry }) => ({
      term: entry.term,
      terms: entry.terms,
      definition: entry.definition,
      rules: entry.rules,
      sure: entry.termStems.some((stems) => typed.includes(wordSet(stems))),
    }));
}

/** Words compared in any order. */
function wordSet(stems: string[]): string {
  return [...new Set(stems)].sort().join(' ');
}

/**
 * Up to 25 autocomplete choices of glossary terms for what has been typed so far, the value being
 * the term: names beginning with the typed text first (in glossary order), then other matches.
 */
export function glossaryAutocomplete(db: ContentDb, release: ReleaseSummary, typed: string): AutocompleteChoice[] {
  const lexicon = searchLexicon(db, release);
  const folded = searchWords(typed).join(' ');
  const beginning = lexicon.glossary.filter((entry) => entry.foldedTerms.some((term) => term.startsWith(folded)));
  const entries = new Set(beginning.slice(0, MAX_CHOICES));
  if (folded !== '') for (const { entry } of rankEntries(lexicon, typed)) entries.add(entry);
  return [...entries].slice(0, MAX_CHOICES).map((entry) => choice(entry.term, entry.term));
}

function rankEntries(lexicon: SearchLexicon, query: string): { entry: LexiconGlossaryEntry; score: number }[] {
  const variants = synonymVariants(phraseStems(query)).map(withoutFiller);
  const rank = (candidates: string[][], factor: (index: number) => number) => {
    const found: { entry: LexiconGlossaryEntry; position: number; score: number }[] = [];
    lexicon.glossary.forEach((entry, position) => {
      const score = entryScore(entry, candidates, factor);
      if (score > 0) found.push({ entry, position, score });
    });
    return found;
  };
  let matches = rank(variants, variantFactor);
  // Typos are a last resort: a word typed right must not lose to a near miss of another.
  if (!matches.some((match) => match.score >= NAME_MATCH.words)) {
    const corrected = variants.flatMap((variant) => correctTypos(variant, lexicon.glossaryVocabulary));
    if (corrected.length > 0) matches = rank(corrected, () => TYPO_FACTOR);
  }
  return matches.sort((a, b) => b.score - a.score || a.entry.term.length - b.entry.term.length || a.position - b.position);
}

function entryScore(entry: LexiconGlossaryEntry, variants: string[][], factor: (index: number) => number): number {
  let best = 0;
  variants.forEach((variant, index) => {
    for (const name of entry.termStems) best = Math.max(best, factor(index) * nameMatchScore(variant, name));
  });
  return best;
}
