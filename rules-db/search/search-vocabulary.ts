/**
 * The words a searched collection (a CR release, an MTR or IPG version) holds, as query parsing
 * needs them: which words exist (a word the collection knows is never "corrected" into another),
 * how rare each stem is, and the words of each stem for highlighting.
 */
import { withoutFiller } from './filler-words.js';
import { stem } from './stem.js';

export interface SearchVocabulary {
  /** Documents in the collection. */
  ruleCount: number;
  /** Folded word → documents holding it. */
  wordRules: Map<string, number>;
  /** The words in sorted order, for prefix completion. */
  sortedWords: string[];
  /** Stem → the collection's words with that stem. */
  stemWords: Map<string, string[]>;
  /** Stem → documents holding any of its words (an upper bound). */
  stemRules: Map<string, number>;
  /** Stem → occurrences in the whole collection, and all tokens: its language model (search/collection-weights.ts). */
  stemOccurrences: Map<string, number>;
  tokenCount: number;
  /** Players' words the collection lacks but its predicted questions use ("leak" of Mana Leak): stem → documents asked about with it. */
  askedOnly: Map<string, number>;
}

/**
 * The vocabulary of documents given as their tokens (words and symbols); `alsoKnown` are words
 * known from elsewhere (glossary entries, the slang lexicon) that count as real words though no
 * document holds them, so they are never corrected into something else; `questionStems`, each
 * document's predicted questions' stems, give the players' words only questions use (askedOnly).
 */
export function buildVocabulary(documents: Iterable<string[]>, alsoKnown: Iterable<string> = [], questionStems: string[][] = []): SearchVocabulary {
  const wordRules = new Map<string, number>();
  const wordOccurrences = new Map<string, number>();
  let count = 0;
  let tokenCount = 0;
  for (const tokens of documents) {
    count++;
    tokenCount += tokens.length;
    for (const word of tokens) wordOccurrences.set(word, (wordOccurrences.get(word) ?? 0) + 1);
    for (const word of new Set(tokens)) wordRules.set(word, (wordRules.get(word) ?? 0) + 1);
  }
  for (const word of alsoKnown) if (!wordRules.has(word)) wordRules.set(word, 0);
  const stemWords = new Map<string, string[]>();
  const stemRules = new Map<string, number>();
  const stemOccurrences = new Map<string, number>();
  for (const [word, documentsWith] of wordRules) {
    const wordStem = stem(word);
    stemOccurrences.set(wordStem, (stemOccurrences.get(wordStem) ?? 0) + (wordOccurrences.get(word) ?? 0));
    const forms = stemWords.get(wordStem);
    if (forms) forms.push(word);
    else stemWords.set(wordStem, [word]);
    stemRules.set(wordStem, Math.min(count, (stemRules.get(wordStem) ?? 0) + documentsWith));
  }
  const asked = askedOnly(stemWords, questionStems);
  return { ruleCount: count, wordRules, sortedWords: [...wordRules.keys()].sort(), stemWords, stemRules, stemOccurrences, tokenCount, askedOnly: asked };
}

/**
 * The stems of players' words only predicted questions hold (`questionStems`, each document's
 * questions' stems), with how many documents are asked about with each.
 */
function askedOnly(known: Map<string, string[]>, questionStems: string[][]): Map<string, number> {
  const asked = new Map<string, number>();
  for (const stems of questionStems) {
    for (const askedStem of new Set(stems)) {
      if (!known.has(askedStem) && /^[a-z]/.test(askedStem)) asked.set(askedStem, (asked.get(askedStem) ?? 0) + 1);
    }
  }
  return asked;
}

/**
 * Inverse document frequency of a concept's wordings in the collection: how few documents mention
 * it. A phrase is as rare as its rarest content word; wordings the collection lacks count for nothing.
 */
export function rarity(vocabulary: SearchVocabulary, alternatives: string[][]): number {
  let documents = 0;
  for (const alternative of alternatives) {
    const counts = withoutFiller(alternative).map((part) => vocabulary.stemRules.get(part) ?? 0);
    documents += Math.min(...counts);
  }
  return inverseDocumentFrequency(Math.min(documents, vocabulary.ruleCount), vocabulary.ruleCount);
}

/** BM25's inverse document frequency of something `documents` of `total` documents hold. */
export function inverseDocumentFrequency(documents: number, total: number): number {
  return Math.log(1 + (total - documents + 0.5) / (documents + 0.5));
}
