/**
 * Which document a question is about, from its words alone: each document's words are a unigram
 * language model (each word's share of all its words, Dirichlet-smoothed towards all documents
 * together; shares of words, not of sections, so long IPG sections and one-line rules compare),
 * and the question's likelihood per word under each, turned into posterior probabilities with a
 * uniform prior, weighs that document's results when rankings are merged. This is
 * query-likelihood collection selection (cf. Si & Callan's ReDDE, Callan's CORI): "deck check
 * time extension" is tournament language, "blocked creature combat damage" the CR's, "what's the
 * penalty" the IPG's.
 */
import { searchTokens } from '../common/search-words.js';
import { isFillerWord } from '../rules-db/search/filler-words.js';
import { stem } from '../rules-db/search/stem.js';
import type { SearchVocabulary } from '../rules-db/search/search-vocabulary.js';

/** Dirichlet smoothing mass, in words: how far a small collection's estimates lean on all of them (a usual value). */
const SMOOTHING = 2000;

/**
 * For each vocabulary, the probability (summing to 1) that `query` is about that collection.
 * Words no collection holds say nothing and are skipped; with no word left, all are equally likely.
 */
export function collectionWeights(query: string, vocabularies: SearchVocabulary[]): number[] {
  const stems = [...new Set(searchTokens(query).filter((word) => !isFillerWord(word)).map(stem).filter((word) => !isFillerWord(word)))];
  const totalTokens = vocabularies.reduce((sum, vocabulary) => sum + vocabulary.tokenCount, 0);
  const logLikelihoods = vocabularies.map(() => 0);
  let used = 0;
  for (const word of stems) {
    const counts = vocabularies.map((vocabulary) => vocabulary.stemOccurrences.get(word) ?? 0);
    const all = counts.reduce((sum, count) => sum + count, 0);
    if (all === 0) continue;
    used++;
    const background = all / totalTokens;
    vocabularies.forEach((vocabulary, index) => {
      logLikelihoods[index]! += Math.log((counts[index]! + SMOOTHING * background) / (vocabulary.tokenCount + SMOOTHING));
    });
  }
  // Per word (the geometric mean of the word probabilities): a long question is no surer than a short one.
  const perWord = logLikelihoods.map((value) => value / Math.max(1, used));
  const best = Math.max(...perWord);
  const odds = perWord.map((value) => Math.exp(value - best));
  const sum = odds.reduce((total, value) => total + value, 0);
  return odds.map((value) => value / sum);
}
