/**
 * How much each word of a question is rules language rather than chat. A question typed in a rules
 * channel mixes the two ("my buddy swears a tapped creature can still block, is that true?"), and
 * rarity alone weighs chat words the rules happen to use once or twice ("frog", "peace", "gives",
 * "picks") above the rules words that decide the answer. Each word is read as drawn from a mixture
 * of two unigram models, the searched collection's (its words' shares of all its words) and
 * everyday spoken English's (common/spoken-english.ts); the mixture weight is fitted to the
 * question by expectation–maximisation, as in Zhai & Lafferty's model-based feedback (2001), and
 * each word's posterior probability of coming from the collection scales its weight. A question in
 * rules words only fits a mixture of nearly all rules, and keeps its weights.
 */
import { spokenEnglish } from '../../common/spoken-english.js';
import { namedWordings, type Concept } from './concept.js';
import type { SearchVocabulary } from './search-vocabulary.js';

/**
 * The power of the posterior applied to a weight: 0.5 trusts it half-way. Dev natural questions
 * (CR R@1, R@5, MRR@10; MTR+IPG MRR@10): without the posterior 0.417, 0.633, 0.497; 0.778; with
 * power 1: 0.400, 0.633, 0.489; 0.806; with 0.5 (and 0.25): 0.417, 0.633, 0.497; 0.806. Chosen by
 * 5-fold cross-validation over {off, 1, 0.5, 0.25}: CR 0.417, 0.633, 0.497; MTR+IPG 0.778–0.806.
 */
const TRUST = 0.5;
/** Expectation–maximisation rounds: the mixture weight settles within a few. */
const ROUNDS = 20;
/** The mixture weight's start: as likely rules language as chat. */
const START = 0.5;

/** A word's probability in the collection and in spoken English. */
interface WordOdds {
  collection: number;
  spoken: number;
}

/**
 * `concepts` with each single word's weight scaled by how likely the question drew it from the
 * collection's language rather than from chat. Synonyms (the lexicon's shorthand and slang), phrases
 * and number runs keep their weights; so do words spoken English lacks ("hexproof", "etb").
 * @example weighByRulesLanguage(parseQuery('is a frog token tapped', vocabulary), vocabulary) // "frog" weighs far less, "tapped" about the same
 */
export function weighByRulesLanguage(concepts: Concept[], vocabulary: SearchVocabulary): Concept[] {
  const odds = concepts.map((concept) => (concept.source === 'synonym' ? null : wordOdds(concept, vocabulary)));
  const words = odds.filter((entry): entry is WordOdds => entry !== null);
  if (words.length === 0) return concepts;
  let mixture = START;
  for (let round = 0; round < ROUNDS; round++) {
    mixture = words.reduce((sum, word) => sum + fromCollection(word, mixture), 0) / words.length;
    // A question of rules words only would reach 1, where a word spoken English has would weigh 0.
    mixture = Math.min(0.999, Math.max(0.001, mixture));
  }
  return concepts.map((concept, index) => {
    const word = odds[index];
    return word ? { ...concept, weight: concept.weight * fromCollection(word, mixture) ** TRUST } : concept;
  });
}

/** The posterior probability that `word` came from the collection, given the mixture weight. */
function fromCollection(word: WordOdds, mixture: number): number {
  const collection = mixture * word.collection;
  return collection / (collection + (1 - mixture) * word.spoken);
}

/**
 * The odds of a concept of single words (its most rules-like wording), or null for phrases and for
 * words the collection lacks. A word spoken English lacks ("hexproof", "etb") is all rules language:
 * it keeps its weight and says the question is in rules language.
 */
function wordOdds(concept: Concept, vocabulary: SearchVocabulary): WordOdds | null {
  const wordings = namedWordings(concept);
  if (wordings.some((wording) => wording.length !== 1)) return null;
  const spoken = spokenEnglish();
  let best: WordOdds | null = null;
  for (const [wordStem] of wordings) {
    // A word the collection knows but never uses (the glossary's or the lexicon's: "hit") counts as
    // used once. Skipped as unknown instead, it kept the highest rarity there is and never read as
    // chat: "…when my creature hits 0 toughness" weighed "hits" 8.7, over twice the rules words.
    const used = vocabulary.stemOccurrences.get(wordStem!) || (vocabulary.stemWords.has(wordStem!) ? 1 : 0);
    const collection = used / Math.max(1, vocabulary.tokenCount);
    // The stem's forms the collection uses, and the form typed: the words the two languages share.
    const forms = new Set([...(vocabulary.stemWords.get(wordStem!) ?? []), concept.typed]);
    const inSpoken = [...forms].reduce((sum, form) => sum + (spoken.counts.get(form) ?? 0), 0) / spoken.total;
    if (collection === 0) continue;
    if (!best || collection * best.spoken > best.collection * inSpoken) best = { collection, spoken: inSpoken };
  }
  return best;
}
