/**
 * The words a searched collection (a CR release, an MTR or IPG version) holds, as query parsing
 * needs them: which words exist (a word the collection knows is never "corrected" into another),
 * how rare each stem is, and the words of each stem for highlighting. Kept in shared memory
 * (common/shared-memory/): a release's three vocabularies took 4 MB of every handler thread's heap.
 */
import { sharedFrom } from '../../common/shared-memory/shared-arrays.js';
import { ListMap, NumberMap, type ListMapData, type NumberMapData } from '../../common/shared-memory/shared-maps.js';
import { StringList } from '../../common/shared-memory/string-table.js';
import { withoutFiller } from './filler-words.js';
import { stem } from './stem.js';

/** Strings in order, read one at a time (a StringList in a sorted order). */
export interface SortedWords {
  readonly length: number;
  at(index: number): string | undefined;
}

/** A collection's words, read in place from shared memory (VocabularyData): built by buildVocabulary, or opened from a snapshot. */
export class SearchVocabulary {
  /** Documents in the collection. */
  readonly ruleCount: number;
  /** Folded word → documents holding it. */
  readonly wordRules: ReadonlyMap<string, number>;
  /** The words in sorted order, for prefix completion. */
  readonly sortedWords: SortedWords;
  /** Stem → the collection's words with that stem. */
  readonly stemWords: ReadonlyMap<string, readonly string[]>;
  /** Stem → documents holding any of its words (an upper bound). */
  readonly stemRules: ReadonlyMap<string, number>;
  /** Stem → occurrences in the whole collection, and all tokens: its language model (search/collection-weights.ts). */
  readonly stemOccurrences: ReadonlyMap<string, number>;
  readonly tokenCount: number;
  /** Players' words the collection lacks but its predicted questions use ("leak" of Mana Leak): stem → documents asked about with it. */
  readonly askedOnly: ReadonlyMap<string, number>;

  constructor(readonly data: VocabularyData) {
    this.ruleCount = data.ruleCount;
    this.tokenCount = data.tokenCount;
    this.wordRules = new NumberMap(data.wordRules);
    const words = new StringList(data.wordRules.keys);
    const order = data.sortedWords;
    this.sortedWords = { length: order.length, at: (index) => (index >= 0 && index < order.length ? words.get(order[index]!) : undefined) };
    this.stemWords = new ListMap(data.stemWords);
    this.stemRules = new NumberMap(data.stemRules);
    this.stemOccurrences = new NumberMap({ keys: data.stemRules.keys, values: data.stemOccurrences });
    this.askedOnly = new NumberMap(data.askedOnly);
  }
}

/** A SearchVocabulary as plain data in shared memory: what a snapshot carries to another thread. */
export interface VocabularyData {
  ruleCount: number;
  tokenCount: number;
  wordRules: NumberMapData;
  /** The words' numbers (their order in `wordRules`) in sorted order. */
  sortedWords: Int32Array;
  stemRules: NumberMapData;
  stemWords: ListMapData;
  /** Each stem's occurrences, in the order of `stemRules`. */
  stemOccurrences: Float64Array;
  askedOnly: NumberMapData;
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
  const words = NumberMap.from(wordRules);
  const stems = NumberMap.from(stemRules);
  const order = new Map([...wordRules.keys()].map((word, id) => [word, id]));
  return new SearchVocabulary({
    ruleCount: count,
    tokenCount,
    wordRules: words.data(),
    sortedWords: sharedFrom(Int32Array, [...wordRules.keys()].sort().map((word) => order.get(word)!)),
    stemRules: stems.data(),
    // The stems' words are numbers among the words, their occurrences in the stems' order.
    stemWords: ListMap.from(stemWords, words.keyTable, stems.keyTable).data(),
    stemOccurrences: sharedFrom(Float64Array, [...stemRules.keys()].map((wordStem) => stemOccurrences.get(wordStem)!)),
    askedOnly: NumberMap.from(asked).data(),
  });
}

/**
 * The stems of players' words only predicted questions hold (`questionStems`, each document's
 * questions' stems), with how many documents are asked about with each.
 */
function askedOnly(known: ReadonlyMap<string, readonly string[]>, questionStems: string[][]): Map<string, number> {
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
