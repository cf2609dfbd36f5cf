/**
 * The cards a question names, for search to read what they do: "helm of awakening out, does
 * counterspell cost just U now" is about a cost reduction only to someone who knows the card.
 *
 * Judges type names in lower case, so in running text a name counts in any case, but only as a
 * card's whole name (or a face's), word for word, a leading "The" optional ("great henge"), or as
 * the first name of a legendary card ("gisa"). A single word counts only when it is no English word
 * ("tarmogoyf", "oko"): "Clone", "Fog" and "Shock" are words a question means as such. Names made
 * only of everyday words count neither ("can i bring back my creature" names no Bring Back, "out of
 * time" no Out of Time), at the price of a few famous ones (Time Walk, Show and Tell). Inside
 * `[[…]]` a name is looked up as /card looks it up, typos and all. Search then leaves out a name
 * that is the rules' own wording, "Deal Damage" or "Lifelink" (rules-db/search/search-rules.ts).
 */
import type { ContentDb } from '../../database/open-database.js';
import { statement } from '../../database/statement-cache.js';
import { searchWords } from '../../common/search-words.js';
import { isEverydayWord } from '../../common/spoken-english.js';
import { isEnglishWord } from '../../common/english-words.js';
import { foldCardName } from '../fold-card-name.js';
import type { Card } from '../card.js';
import type { PackedRadixTree } from '../../common/shared-memory/packed-radix-tree.js';
import { cardDataInUse } from '../store/card-data.js';
import { getCard } from '../store/card-queries.js';
import { findBracketedNames } from './bracketed-names.js';
import { lookUpCard } from './find-card.js';
import { cardNameWords, cardNameWordsKey } from './fuzzy-card-names.js';

/** A card named in a text: the words that name it there, and what it says. */
export interface NamedCard {
  /** Its name as Oracle prints it ("Helm of Awakening"; "Murderous Rider // Swift End"). */
  name: string;
  /** The words naming it, folded as searchWords folds them ("helm", "of", "awakening"). */
  words: string[];
  /** Its type line and Oracle text, each face's for a card of several, one ability a line; its own names left out. */
  text: string;
  /**
   * Single words of its name the text calls it by elsewhere ("the Angel" after "Platinum Angel",
   * "Bolas" for "Nicol Bolas, the Ravager"), folded: the card again, not words of the question.
   */
  mentions: string[];
}

/** The most words a card name runs to (the longest real names have about a dozen). */
const MAX_NAME_WORDS = 12;
/** The fewest letters a one-word name needs ("Oko"): shorter ones ("X") are symbols and variables. */
const MIN_WORD_NAME = 3;

/** The cards `text` names, in the order named, each once; [] when no card data is imported. */
export function cardsNamedIn(db: ContentDb, text: string): NamedCard[] {
  const data = cardDataInUse(db);
  if (!data) return [];
  const found = new Map<string, NamedCard>();
  const add = (card: Card | null, words: string[]) => {
    if (card && !found.has(card.oracleId)) found.set(card.oracleId, { name: card.name, words, text: cardText(card), mentions: [] });
  };
  for (const bracketed of findBracketedNames(text)) add(lookUpCard(db, bracketed.name).card, searchWords(bracketed.name));
  const words = searchWords(text);
  const inNames = wordsOfNames(cardNameWords(db, false, cardNameWordsKey(db, false, data)), words);
  for (let start = 0; start < words.length; start++) {
    if (!inNames.has(words[start]!)) continue;
    // The longest run of words from here some name begins with, then the longest of it that is a name.
    let end = start;
    while (end + 1 < words.length && end + 1 - start < MAX_NAME_WORDS && inNames.has(words[end + 1]!) && namesBegin(db, words.slice(start, end + 2).join(' '))) end++;
    for (; end >= start; end--) {
      const name = words.slice(start, end + 1);
      const oracleId = name.length === 1 ? cardCalled(db, name[0]!) : name.every(isEverydayWord) ? null : (cardNamed(db, name.join(' ')) ?? cardNamed(db, `the ${name.join(' ')}`));
      if (oracleId === null) continue;
      add(getCard(db, oracleId), name);
      start = end;
      break;
    }
  }
  const called = namesInText(text);
  for (const card of found.values()) card.mentions = nameWords(card.name).filter((word) => called.has(word));
  return [...found.values()];
}

/**
 * The words of `text` written as names: capitalised other than at a sentence's start ("I block the
 * Angel"), or no English word at all ("emrakul", "bolas"), folded.
 */
function namesInText(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(/[\p{L}\p{N}'’]+/gu)) {
    const [word] = searchWords(match[0]);
    if (word === undefined) continue;
    const sentenceStart = /(^|[.?!:;]\s*|\n\s*)$/.test(text.slice(0, match.index));
    if ((/^\p{Lu}/u.test(match[0]) && !sentenceStart) || (word.length >= MIN_WORD_NAME && !isEnglishWord(word))) names.add(word);
  }
  return names;
}

/** The words of a card's names that can stand for it alone: not "the", "of" and the like. */
function nameWords(name: string): string[] {
  return [...new Set(searchWords(name).filter((word) => word.length >= MIN_WORD_NAME && !NAME_LINKS.has(word)))];
}

/** Words that join a name's words ("Leyline of Sanctity", "Nicol Bolas, the Ravager"), never a name alone. */
const NAME_LINKS = new Set(['the', 'of', 'and', 'for', 'from', 'into', 'with', 'who', 'what']);

/**
 * Which of `words` occur in some card's name: only runs of these are looked up as names. Read from
 * the names' words in shared memory (the typo index's), not the database: one indexed query a word
 * was 38% of this function's time, and 9% of a search's, on 35,000 cards (npm run bench:cards).
 */
function wordsOfNames(nameWords: PackedRadixTree, words: string[]): Set<string> {
  return new Set(words.filter((word) => nameWords.has(word)));
}

/** True when some card's name, with or without a leading "The", begins with `folded`. */
function namesBegin(db: ContentDb, folded: string): boolean {
  const begins = statement(db, 'SELECT 1 FROM card_names WHERE alchemy = 0 AND folded >= ? AND folded < ? LIMIT 1').pluck();
  return [folded, `the ${folded}`].some((prefix) => begins.get(prefix, `${prefix}\uffff`) !== undefined);
}

/**
 * The card one word names, when it is no English word: a one-word name ("Tarmogoyf", "Hushbringer")
 * or the one legendary card it is the first name of ("Gisa" of "Gisa, Glorious Resurrector").
 */
function cardCalled(db: ContentDb, word: string): string | null {
  if (word.length < MIN_WORD_NAME || isEnglishWord(word)) return null;
  const named = cardNamed(db, word);
  if (named !== null) return named;
  // The names beginning with the word, then those whose words before a comma are the word alone.
  const sql = `SELECT DISTINCT n.oracle_id, c.name FROM card_names n JOIN cards c USING (oracle_id)
    WHERE n.alchemy = 0 AND n.non_card = 0 AND n.folded > ? AND n.folded < ?`;
  const rows = statement(db, sql).raw().all(`${word} `, `${word}!`) as [string, string][];
  const legendary = new Set(rows.filter(([, name]) => name.split(' // ').some((face) => foldCardName(face.split(',')[0]!) === word)).map(([oracleId]) => oracleId));
  return legendary.size === 1 ? [...legendary][0]! : null;
}

/** The Oracle ID of the real card (not a token or art card) whose whole or face name is `folded`, or null. */
function cardNamed(db: ContentDb, folded: string): string | null {
  const sql = 'SELECT oracle_id FROM card_names WHERE alchemy = 0 AND non_card = 0 AND folded = ? ORDER BY is_face LIMIT 1';
  return (statement(db, sql).pluck().get(folded) as string | undefined) ?? null;
}

/**
 * A type line without a creature's or planeswalker's subtypes ("Artifact Creature — Angel" →
 * "Artifact Creature"): a question names a card's creature type only by the way, as it names its
 * art; an Aura, Equipment, Saga or Mountain is what rules turn on, and stays.
 */
function ruledTypes(typeLine: string): string {
  const [types = '', subtypes] = typeLine.split(/\s+[—-]\s+/, 2);
  return subtypes !== undefined && /\b(Creature|Planeswalker|Kindred|Tribal)\b/.test(types) ? types : typeLine;
}

/**
 * What a card says: each face's type line and Oracle text. Its names are taken out (the text calls
 * the card by name, "When Mulldrifter enters…"), and a legendary card's short name too ("Thalia").
 */
function cardText(card: Card): string {
  const faces = card.faces.length > 0 ? card.faces : [card];
  const names = [card.name, ...card.faces.map((face) => face.name)].flatMap((name) => [name, name.split(',')[0]!]);
  let text = faces.map((face) => `${ruledTypes(face.typeLine ?? '')}\n${face.oracleText ?? ''}`).join('\n');
  for (const name of names.sort((a, b) => b.length - a.length)) text = text.replaceAll(name, '');
  return text;
}
