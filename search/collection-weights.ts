/**
 * Which document a question is about, from its words: each document's words are a unigram
 * language model (each word's share of all its words, Dirichlet-smoothed towards all documents
 * together; shares of words, not of sections, so long IPG sections and one-line rules compare),
 * and the question's likelihood per word under each, turned into posterior probabilities with the
 * documents' priors (which govern the question's event, event-context.ts), weighs that document's
 * results when rankings are merged. This is
 * query-likelihood collection selection (cf. Si & Callan's ReDDE, Callan's CORI): "deck check
 * time extension" is tournament language, "blocked creature combat damage" the CR's, "what's the
 * penalty" the IPG's.
 *
 * The question is read as ranking reads it (search-synonyms.json): shorthand is one word in
 * whichever of its wordings each document uses most. "LTB … board wipe" is the CR's "leaves the
 * battlefield … destroy all creatures", not the IPG's "triggers" alone; and "comp REL" counts
 * once, not as every word of "Competitive Rules Enforcement Level". Measured (npm run
 * eval:search, R@5 / MRR@10): dev doc:all CR 0.567 / 0.431 → 0.617 / 0.449, MTR+IPG 0.950 /
 * 0.577 → 1.000 / 0.612; held-out doc:all CR 0.643 / 0.427 → 0.643 / 0.461, MTR+IPG unchanged
 * (0.706 / 0.570). The mean over a shorthand's wordings instead of the best: dev CR 0.600, the
 * rest alike; its wordings as separate words: dev MTR+IPG fell to 0.900.
 *
 * Each document's words are its text's and its predicted questions' (RuleIndex.selectionVocabulary):
 * how it is asked about as well as how it is written. With the text alone → with the questions:
 * dev doc:all CR 0.817 / 0.582 → 0.817 / 0.635, MTR+IPG 1.000 / 0.912 → 0.950 / 0.896; held-out
 * doc:all CR 0.762 / 0.628 → 0.810 / 0.642, MTR+IPG 0.824 / 0.671 → 0.882 / 0.693. Mixing the two
 * as equal halves, whatever their sizes, did no better.
 */
import { searchTokens } from '../common/search-words.js';
import { isFillerWord } from '../rules-db/search/filler-words.js';
import { stem } from '../rules-db/search/stem.js';
import type { SearchVocabulary } from '../rules-db/search/search-vocabulary.js';
import { synonymAt } from '../rules-db/search/search-synonyms.js';

/** Dirichlet smoothing mass, in words: how far a small collection's estimates lean on all of them (a usual value). */
const SMOOTHING = 2000;

/**
 * For each vocabulary, the probability (summing to 1) that `query` is about that collection, given
 * each collection's prior (alike when not given). Words no collection holds say nothing and are
 * skipped; with no word left, the priors alone decide.
 */
export function collectionWeights(query: string, vocabularies: SearchVocabulary[], priors: number[] = vocabularies.map(() => 1)): number[] {
  const totalTokens = vocabularies.reduce((sum, vocabulary) => sum + vocabulary.tokenCount, 0);
  /** Each collection's log-probability of one word, smoothed; null for a word no collection holds. */
  const wordLogProbabilities = (word: string): number[] | null => {
    const counts = vocabularies.map((vocabulary) => vocabulary.stemOccurrences.get(word) ?? 0);
    const all = counts.reduce((sum, count) => sum + count, 0);
    if (all === 0) return null;
    const background = all / totalTokens;
    return vocabularies.map((vocabulary, index) => Math.log((counts[index]! + SMOOTHING * background) / (vocabulary.tokenCount + SMOOTHING)));
  };
  /** Each collection's mean log-probability of a wording's known words; null when it has none. */
  const wordingLogProbabilities = (words: string[]): number[] | null => {
    const known = words.filter((word) => !isFillerWord(word)).map(wordLogProbabilities).filter((values) => values !== null);
    if (known.length === 0) return null;
    return vocabularies.map((_, index) => known.reduce((sum, values) => sum + values[index]!, 0) / known.length);
  };
  const tokens = searchTokens(query);
  const stems = tokens.map(stem);
  const logLikelihoods = vocabularies.map(() => 0);
  let used = 0;
  const seen = new Set<string>();
  for (let at = 0; at < stems.length; at++) {
    const match = synonymAt(stems, at);
    const typed = stems.slice(at, at + (match?.length ?? 1));
    at += typed.length - 1;
    const key = typed.join(' ');
    if (seen.has(key) || (!match && isFillerWord(tokens[at]!))) continue;
    seen.add(key);
    // A shorthand counts once, in whichever of its wordings each collection uses most ("comp" is "Competitive" in the MTR).
    const wordings = [typed, ...(match?.synonym.means ?? [])].map(wordingLogProbabilities).filter((values) => values !== null);
    if (wordings.length === 0) continue;
    used++;
    vocabularies.forEach((_, index) => (logLikelihoods[index]! += Math.max(...wordings.map((values) => values[index]!))));
  }
  // Per word (the geometric mean of the word probabilities): a long question is no surer than a short one.
  const perWord = logLikelihoods.map((value) => value / Math.max(1, used));
  const best = Math.max(...perWord);
  const odds = perWord.map((value, index) => priors[index]! * Math.exp(value - best));
  const sum = odds.reduce((total, value) => total + value, 0);
  return odds.map((value) => value / sum);
}
