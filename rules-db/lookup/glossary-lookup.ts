/**
 * Finding glossary entries by what a judge types (`/define`): any of an entry's names, in any
 * case or inflection, misspelled, abbreviated (search-synonyms.json), or half typed, through the
 * release's index of glossary names (release-names.ts).
 */
import { choice, MAX_CHOICES, type AutocompleteChoice } from './autocomplete-choice.js';
import type { ContentDb } from '../../database/open-database.js';
import { withoutFiller } from '../search/filler-words.js';
import { NAME_MATCH, TYPO_FACTOR } from '../../common/name-index.js';
import type { ReleaseSummary } from '../store/release-queries.js';
import { releaseNames, type ReleaseNames } from './release-names.js';
import type { LexiconGlossaryEntry } from '../search/search-lexicon.js';
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
  return rankEntries(releaseNames(db, release), query)
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
  const names = releaseNames(db, release);
  const { lexicon } = names;
  const folded = searchWords(typed).join(' ');
  // The name's own beginning as typed, filler words and word order included ("the ri" → The Ring):
  // MiniSearch knows which names hold a word, not in what order, and this scan of some 740 names
  // takes 11 µs (p50; 75 µs p99) per keystroke.
  const beginning = lexicon.glossary.filter((entry) => entry.foldedTerms.some((term) => term.startsWith(folded)));
  const entries = new Set(beginning.slice(0, MAX_CHOICES));
  if (folded !== '') for (const { entry } of rankEntries(names, typed)) entries.add(entry);
  return [...entries].slice(0, MAX_CHOICES).map((entry) => choice(entry.term, entry.term));
}

function rankEntries({ lexicon, glossary }: ReleaseNames, query: string): { entry: LexiconGlossaryEntry; score: number }[] {
  const variants = synonymVariants(phraseStems(query)).map(withoutFiller);
  // An entry's score is that of its best name under the best wording, as the wording's factor weighs it.
  const rank = (wordings: string[][], factor: (index: number) => number) => {
    const best = new Map<number, number>();
    wordings.forEach((wording, index) => {
      for (const { id, score } of glossary.index.match(wording)) {
        const position = glossary.owners[id]!;
        best.set(position, Math.max(best.get(position) ?? 0, factor(index) * score));
      }
    });
    return [...best].map(([position, score]) => ({ entry: lexicon.glossary[position]!, position, score }));
  };
  let matches = rank(variants, variantFactor);
  // Typos are a last resort: a word typed right must not lose to a near miss of another.
  if (!matches.some((match) => match.score >= NAME_MATCH.words)) {
    const corrected = variants.flatMap((variant) => glossary.index.correct(variant));
    if (corrected.length > 0) matches = rank(corrected, () => TYPO_FACTOR);
  }
  return matches.sort((a, b) => b.score - a.score || a.entry.term.length - b.entry.term.length || a.position - b.position);
}
