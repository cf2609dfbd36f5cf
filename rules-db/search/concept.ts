/** What a parsed query is made of (search-query.ts reads queries into these). */

/** One thing the query asks about, and the wordings that express it. */
export interface Concept {
  /** The words typed, as folded. */
  typed: string;
  /** Stem sequences that express it; a rule mentions the concept if it contains one of them. */
  alternatives: string[][];
  /** How much each alternative is worth (0–1, 1 when absent): a wording the query only implies counts less. */
  wordingWeights?: number[];
  /** How much a rule mentioning it is worth: rarer words weigh more, guesses less. */
  weight: number;
  /**
   * How the concept was read: as typed, through a synonym, by a derived word's base, as a word only
   * predicted questions use, or as a guess at a typo or prefix.
   */
  source: 'word' | 'synonym' | 'derived' | 'asked' | 'named' | 'typo' | 'prefix';
  /** For a concept read from a card the question names: the card's name, so a search can say which it read. */
  entity?: string;
}

/**
 * The wordings a concept names outright, without those it only implies (an un- opposite): what
 * decides whether a query names a title, a glossary term or a keyword.
 */
export function namedWordings(concept: Concept): string[][] {
  return concept.alternatives.filter((_, index) => (concept.wordingWeights?.[index] ?? 1) === 1);
}
