/**
 * What the cards a question names say, as evidence of what it asks. "helm of awakening out, does
 * counterspell cost just U now" is about a cost reduction only through the card's text ("Spells
 * cost {1} less to cast"); judges name cards and take their text as known.
 *
 * Query expansion from the description of an entity the query names (cf. Dalton, Dietz & Allan,
 * "Entity query feature expansion", SIGIR 2014), biased towards the question: a card says many
 * things, and the lines sharing the question's words are the ones it asks about ("do i still gain
 * life off meathook" is about The Meathook Massacre's life-gain line, not its -X/-X). Each word of
 * the text weighs its rarity times its line's worth, LINE_FLOOR plus the share of the line's words
 * the question has; the TEXT_WORDS weightiest join the question, together weighing TEXT_SHARE of
 * its own concepts' weight, a word it already has adding to that concept.
 *
 * Measured (R@1 / R@5 / MRR@10) on the 60 questions naming cards of the shared card sample
 * (bench/card-questions.json): 0.300 / 0.433 / 0.354 without the cards' text; shares 0.25, 0.5 and
 * 1, 0.317 / 0.483 / 0.385, 0.317 / 0.517 / 0.401 and 0.283 / 0.533 / 0.391. Those questions were
 * written to turn on what their cards do. Where a card is only the scene its text can mislead ("opp
 * destroys my control magic … whose graveyard" is about ownership, not control), so the natural
 * questions naming cards were measured too, with the Oracle text of the 14 cards they name typed in
 * for the measurement only (card text is not kept here): validation questions 0.792 / 0.600 without
 * text, 0.792 / 0.606, 0.783 / 0.604 and 0.775 / 0.599 at the three shares (dev 0.900 / 0.694;
 * 0.900 / 0.700, 0.883 / 0.707, 0.883 / 0.693). Half, between what each set prefers. At share 1, a
 * line floor of 0.05 or 0.5 and every line alike moved the card questions within noise; reading the
 * text as a question (synonyms, phrases) did no better. 10 words, not 20: the figures were equal,
 * and each added word costs ranking time (natural and card questions' search p99 4.5 → 3.7 ms;
 * 3.2 ms without card data).
 */
import { isFillerWord } from './filler-words.js';
import { searchTokens } from '../../common/search-words.js';
import { stem } from './stem.js';
import { rarity, type SearchVocabulary } from './search-vocabulary.js';
import type { Concept } from './concept.js';

/** Something a question names that the rules do not (a card), and what it says. */
export interface NamedEntity {
  /** Its name as printed ("Helm of Awakening"). */
  name: string;
  /** The words naming it in the question, folded as searchTokens folds them. */
  words: string[];
  /** What it says (a card's type line and Oracle text), one line per ability. */
  text: string;
  /** Single words of its name the question calls it by elsewhere ("the Angel"): the card again, not words of their own. */
  mentions?: string[];
}

/** How much the named things' words weigh together, relative to the question's own concepts. */
const TEXT_SHARE = 0.5;
/** How many of their words join the question: the weightiest (see above). */
const TEXT_WORDS = 10;
/** What a line sharing no word with the question counts, where one made of the question's words counts 1 more. */
const LINE_FLOOR = 0.2;

/**
 * `concepts` with the weightiest words of what `named` say added (see above); as they are when
 * nothing is named or the texts hold no word of the collection. A question that is only names
 * ("pithing needle") is what the cards say, each word at its own weight.
 */
export function withNamedText(concepts: Concept[], named: NamedEntity[], vocabulary: SearchVocabulary): Concept[] {
  if (named.length === 0) return concepts;
  const asked = new Set(concepts.flatMap((concept) => concept.alternatives.flat()));
  const worth = new Map<string, number>();
  /** Each stem's first form in the texts, which the concept is typed as, and the card its worth comes from. */
  const typed = new Map<string, string>();
  const source = new Map<string, string>();
  for (const [name, line] of named.flatMap((entity) => entity.text.split(/\n|(?<=\.)\s+/).map((text) => [entity.name, text] as const))) {
    const tokens = searchTokens(line).filter((token) => !isFillerWord(token) && vocabulary.stemWords.has(stem(token)));
    if (tokens.length === 0) continue;
    const stems = tokens.map(stem);
    const lineWorth = LINE_FLOOR + stems.filter((lineStem) => asked.has(lineStem)).length / stems.length;
    stems.forEach((lineStem, at) => {
      if (!typed.has(lineStem)) typed.set(lineStem, tokens[at]!);
      const stemWorth = lineWorth * rarity(vocabulary, [[lineStem]]);
      if (stemWorth <= (worth.get(lineStem) ?? 0)) return;
      worth.set(lineStem, stemWorth);
      source.set(lineStem, name);
    });
  }
  const chosen = [...worth].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, TEXT_WORDS);
  const chosenWeight = chosen.reduce((sum, [, weight]) => sum + weight, 0);
  if (chosenWeight === 0) return concepts;
  const own = concepts.reduce((sum, concept) => sum + concept.weight, 0);
  const scale = own > 0 ? (TEXT_SHARE * own) / chosenWeight : 1;
  const expanded = concepts.map((concept) => ({ ...concept }));
  for (const [textStem, weight] of chosen) {
    const same = expanded.find((concept) => concept.alternatives.some((alternative) => alternative.length === 1 && alternative[0] === textStem));
    if (same) same.weight += weight * scale;
    else expanded.push({ typed: typed.get(textStem)!, alternatives: [[textStem]], weight: weight * scale, source: 'named', entity: source.get(textStem)! });
  }
  return expanded;
}
