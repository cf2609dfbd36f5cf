/**
 * Turning what a judge types into concepts to look for in one release: question filler dropped,
 * shorthand expanded (search-synonyms.json), inflections folded, typos and prefixes resolved
 * against the release's own vocabulary, chat words weighed down (rules-language.ts).
 */
import { editDistance } from '../../common/edit-distance.js';
import { isEnglishWord } from '../../common/english-words.js';
import { isFillerWord, withoutFiller, withoutQuestionOpener } from './filler-words.js';
import { inverseDocumentFrequency, rarity, type SearchVocabulary } from './search-vocabulary.js';
import { synonymAt } from './search-synonyms.js';
import { searchTokens } from '../../common/search-words.js';
import { stem } from './stem.js';
import { weighByRulesLanguage } from './rules-language.js';
import type { Concept } from './concept.js';
import { withNamedText, type NamedEntity } from './named-text.js';

export type { Concept } from './concept.js';
export type { NamedEntity } from './named-text.js';

/** Words of a query read at most: a pasted card text is still a question, not a document to match. */
const MAX_QUERY_WORDS = 40;

/** Trust in a bare number relative to a word (see readWord). */
const NUMBER_WEIGHT = 0.5;

/**
 * Worth of a word's un- opposite ("untapped" for "tapped", "unblocked" for "blocked") relative to
 * the word: rules state a condition by the state it requires ("The chosen creatures must be
 * untapped", 509.1a), so a question naming the other state ("can a tapped creature block") is
 * answered there; a rule naming the word itself still counts more. Half, not fitted: dev questions
 * unchanged (CR 0.417, 0.633, 0.497), held-out CR recall@5 0.643 → 0.667, MRR 0.461 → 0.473.
 */
const OPPOSITE_WEIGHT = 0.5;

/**
 * Trust in a word only predicted questions use (askedConcept) relative to a word of the collection:
 * questions mention cards and situations by the way, the text only what it rules on. Chosen on the
 * synthetic questions (a third, `--quick`; R@5 / MRR@10 0.697 / 0.521 without such words), as 0.5,
 * 0.75, 1, 1.5 and 2 gave 0.709 / 0.531, 0.710 / 0.534, 0.709 / 0.531, 0.706 / 0.523, 0.694 / 0.514
 * (dev CR questions 0.883 / 0.689, 0.900 / 0.694, 0.900 / 0.694, 0.900 / 0.690, 0.883 / 0.685;
 * held-out 0.857 / 0.683 at each).
 */
const ASKED_WEIGHT = 0.75;

/** Trust in guessed words relative to words found as typed. */
const GUESS_WEIGHT = { word: 1, synonym: 1, derived: 0.8, asked: ASKED_WEIGHT, named: 1, typo: 0.8, prefix: 0.6 } as const;

/**
 * Derivational endings an English word the rules lack is read without, when what remains is a rules
 * word of four letters or more: players name things by what they do ("a cost reducer", "a looter",
 * "targetable"), the rules by the verb. Weighed as a typo's guess; not fitted. Dev CR questions
 * 0.867 / 0.698 → 0.883 / 0.701 (recall@5 / MRR@10; "reducer" was dropped), every other set unchanged.
 */
const DERIVATIONAL_ENDINGS = ['ers', 'er', 'ors', 'or', 'ly', 'ness', 'ment', 'ments', 'able', 'ible'];

/** A query's words as search reads them, and their stems. */
export interface QueryWords {
  words: string[];
  stems: string[];
}

/** The words of `query` search reads (a question's opener left out, at most MAX_QUERY_WORDS) and their stems. */
export function queryWords(query: string): QueryWords {
  const words = withoutQuestionOpener(searchTokens(query)).slice(0, MAX_QUERY_WORDS);
  return { words, stems: words.map(stem) };
}

/**
 * The concepts of `query` in the release described by `lexicon`, in the order typed; `named`, the
 * cards it names (cards-db/lookup/cards-in-text.ts): each name is one concept, and what the cards
 * say joins the question (named-text.ts). `read`: its words, when the caller has them already.
 */
export function parseQuery(query: string, lexicon: SearchVocabulary, named: NamedEntity[] = [], read = queryWords(query)): Concept[] {
  const { words, stems } = read;
  const concepts: Concept[] = [];
  const filler: string[] = [];
  const namesRead: NamedEntity[] = [];
  const mentions = new Set(named.flatMap((entity) => entity.mentions ?? []));
  for (let index = 0; index < words.length; ) {
    // The lexicon's shorthand first: "two-headed giant" is the variant, not a card of that name.
    const synonym = synonymAt(stems, index);
    if (synonym) {
      const typed = stems.slice(index, index + synonym.length);
      concepts.push(concept(lexicon, words.slice(index, index + synonym.length).join(' '), [typed, ...synonym.synonym.means], 'synonym'));
      index += synonym.length;
      continue;
    }
    const entity = named.find((candidate) => candidate.words.every((word, offset) => words[index + offset] === word));
    if (entity) {
      const name = nameConcept(lexicon, entity.name, words.slice(index, index + entity.words.length), stems.slice(index, index + entity.words.length));
      if (name) concepts.push(name);
      namesRead.push(entity);
      index += entity.words.length;
      continue;
    }
    const numbers = numberRun(words, index);
    if (numbers > 1) {
      // "+1/+1", "2/2", "1,000": numbers typed together are one thing, never meant apart.
      const run = words.slice(index, index + numbers);
      if (run.every((number) => lexicon.stemWords.has(number))) concepts.push(concept(lexicon, run.join(' '), [run], 'word'));
      index += numbers;
      continue;
    }
    const word = words[index]!;
    // A card called again by part of its name ("the Angel") is already read as the card.
    if (mentions.has(word)) {
      index++;
      continue;
    }
    if (isFillerWord(word)) filler.push(word);
    else {
      const read = readWord(lexicon, word);
      if (read) concepts.push(read);
    }
    index++;
  }
  // A query of filler only ("if", "as though") still means something: search it as typed.
  if (concepts.length === 0) {
    for (const word of filler) {
      const read = readWord(lexicon, word);
      if (read) concepts.push(read);
    }
  }
  return withNamedText(weighByRulesLanguage(dedupe(concepts), lexicon), namesRead, lexicon);
}

/**
 * A name the question uses ("helm of awakening", "giant growth") as one concept: matched as a
 * whole, where predicted questions name the card, never word by word ("awakening" is not the
 * keyword Awaken, "giant" not Two-Headed Giant). It weighs what its weightiest word would alone;
 * null when no word of it is known at all. Measured: card questions (bench/card-questions.json,
 * R@5 / MRR@10) 0.483 / 0.398 with the name's words read one by one, 0.517 / 0.401 as one concept;
 * with the 26,482 names of Scryfall's 2023 catalog as card data, the dev and held-out CR questions
 * are unchanged and the validation questions 0.792 / 0.600 → 0.800 / 0.598.
 * Its words are read as typed, never as guessed spellings ("Drownyard" is not a typo of "downward"):
 * a name's word the rules lack is the card's own. Guessing them was the costliest part of reading a
 * question naming a card (a scan of the vocabulary for each such word), for a weight no search set
 * noticed: `npm run eval:search` unchanged but one miss's fifth result; card questions searched with
 * 35,000 cards, best of three, p90 2.7 → 2.3 ms, p99 3.2 → 2.5 ms.
 */
function nameConcept(lexicon: SearchVocabulary, name: string, words: string[], stems: string[]): Concept | null {
  const weight = Math.max(0, ...words.map((word) => (isFillerWord(word) ? 0 : (readWord(lexicon, word, false)?.weight ?? 0))));
  return weight > 0 ? { typed: words.join(' '), alternatives: [stems], weight, source: 'named', entity: name } : null;
}

/** How many words from `start` on are numbers. */
function numberRun(words: string[], start: number): number {
  let end = start;
  while (end < words.length && /^\d+$/.test(words[end]!)) end++;
  return end - start;
}

/**
 * A word as typed, else its likeliest spellings, else the words it begins; null if none exist.
 * A real English word the collection lacks ("gone", "frog") is no typo: it is left out, never
 * rewritten into another word, unless it derives from a rules word ("reducer"). `guessSpelling`
 * false: no spellings or beginnings guessed (a card name's words, nameConcept).
 */
function readWord(lexicon: SearchVocabulary, word: string, guessSpelling = true): Concept | null {
  const wordStem = stem(word);
  if (lexicon.stemWords.has(wordStem)) {
    const read = withOpposite(lexicon, concept(lexicon, word, [[wordStem]], 'word'));
    // A bare number is mostly the asker's situation ("game 1", "my 3 cards"), seldom the number a rule states.
    return /^\d+$/.test(word) ? { ...read, weight: read.weight * NUMBER_WEIGHT } : read;
  }
  if (word.length >= 4 && isEnglishWord(word)) {
    const base = derivationBase(lexicon, word);
    if (base) return concept(lexicon, word, [[base]], 'derived');
    return askedConcept(lexicon, word, wordStem);
  }
  const asked = askedConcept(lexicon, word, wordStem);
  if (asked || !guessSpelling) return asked;
  const corrections = correctSpelling(lexicon, word);
  if (corrections.length > 0) return concept(lexicon, word, corrections.map((correction) => [correction]), 'typo');
  const completions = complete(lexicon, word);
  if (completions.length > 0) return concept(lexicon, word, completions.map((completion) => [completion]), 'prefix');
  return null;
}

/**
 * A players' word the collection lacks but its predicted questions use ("leak" of Mana Leak, a card's
 * name, "1v1"), as a concept only those questions can match: weighed by how few documents are asked
 * about with it, times ASKED_WEIGHT. Null when no question uses it.
 */
function askedConcept(lexicon: SearchVocabulary, word: string, wordStem: string): Concept | null {
  const documents = lexicon.askedOnly.get(wordStem);
  if (!documents || word.length < 3) return null;
  return { typed: word, alternatives: [[wordStem]], weight: inverseDocumentFrequency(documents, lexicon.ruleCount) * GUESS_WEIGHT.asked, source: 'asked' };
}

/** The known stem of a word the rules lack once a derivational ending is taken off, if any. */
function derivationBase(lexicon: SearchVocabulary, word: string): string | null {
  for (const ending of DERIVATIONAL_ENDINGS) {
    if (!word.endsWith(ending) || word.length - ending.length < 4) continue;
    const base = word.slice(0, -ending.length);
    for (const candidate of [base, `${base}e`]) {
      const candidateStem = stem(candidate);
      if (lexicon.stemWords.has(candidateStem)) return candidateStem;
    }
  }
  return null;
}

/**
 * A word's concept with its un- opposite as a wording of lesser worth (OPPOSITE_WEIGHT), when the
 * collection has one; its weight stays the word's own rarity.
 */
function withOpposite(lexicon: SearchVocabulary, read: Concept): Concept {
  const [wordStem] = read.alternatives[0]!;
  const opposite = `un${wordStem}`;
  if (!lexicon.stemWords.has(opposite)) return read;
  return { ...read, alternatives: [[wordStem!], [opposite]], wordingWeights: [1, OPPOSITE_WEIGHT] };
}

/**
 * Stems of the vocabulary words nearest to a word the collection does not know (known words,
 * "burn" among them, are never rewritten into others such as "turn"): one edit away
 * for 4–7 letters, two for longer words; the most used first.
 */
function correctSpelling(lexicon: SearchVocabulary, word: string, limit = 3): string[] {
  if (word.length < 4 || /\d/.test(word)) return [];
  const maxEdits = word.length >= 8 ? 2 : 1;
  let best = maxEdits + 1;
  let found: string[] = [];
  const byLength = wordsByLength(lexicon);
  for (let length = word.length - maxEdits; length <= word.length + maxEdits; length++) {
    for (const candidate of byLength.get(length) ?? []) {
      const distance = editDistance(word, candidate, Math.min(best, maxEdits));
      if (distance < best) {
        best = distance;
        found = [candidate];
      } else if (distance === best && distance <= maxEdits) found.push(candidate);
    }
  }
  return mostUsedStems(lexicon, found, limit);
}

const lengthBuckets = new WeakMap<SearchVocabulary, Map<number, string[]>>();

/**
 * The words documents hold, by length: a correction is at most two edits away, so only words of
 * about the same length are compared (words known only from the glossary or the lexicon match no
 * document and are no use as corrections).
 */
function wordsByLength(lexicon: SearchVocabulary): Map<number, string[]> {
  let buckets = lengthBuckets.get(lexicon);
  if (!buckets) {
    buckets = new Map();
    for (const [candidate, documents] of lexicon.wordRules) {
      if (documents === 0) continue;
      const bucket = buckets.get(candidate.length);
      if (bucket) bucket.push(candidate);
      else buckets.set(candidate.length, [candidate]);
    }
    lengthBuckets.set(lexicon, buckets);
  }
  return buckets;
}

/** Stems of the most used vocabulary words beginning with `prefix` (three letters at least). */
function complete(lexicon: SearchVocabulary, prefix: string, limit = 4): string[] {
  if (prefix.length < 3) return [];
  const words = lexicon.sortedWords;
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (words.at(middle)! < prefix) low = middle + 1;
    else high = middle;
  }
  const found: string[] = [];
  for (let index = low; index < words.length && words.at(index)!.startsWith(prefix); index++) found.push(words.at(index)!);
  return mostUsedStems(lexicon, found, limit);
}

function mostUsedStems(lexicon: SearchVocabulary, words: string[], limit: number): string[] {
  const stems = [...new Set(words.map(stem))];
  return stems.sort((a, b) => (lexicon.stemRules.get(b) ?? 0) - (lexicon.stemRules.get(a) ?? 0)).slice(0, limit);
}

function concept(lexicon: SearchVocabulary, typed: string, alternatives: string[][], source: Concept['source']): Concept {
  const unique = [...new Map(alternatives.map((alternative) => [alternative.join(' '), alternative])).values()];
  return { typed, alternatives: unique, weight: rarity(lexicon, unique) * GUESS_WEIGHT[source], source };
}

function dedupe(concepts: Concept[]): Concept[] {
  const seen = new Set<string>();
  return concepts.filter((candidate) => {
    const key = candidate.alternatives.map((alternative) => alternative.join(' ')).join('|');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
