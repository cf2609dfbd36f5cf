/**
 * The names cards are found by (card_names, card_name_words): written with each import, read by
 * the name matcher (cards-db/lookup/card-name-index.ts).
 */
import type { ContentDb } from '../../database/open-database.js';
import { statement } from '../../database/statement-cache.js';
import { NON_CARD_LAYOUTS, isAlchemyName } from '../card.js';
import { compactKey, foldCardName } from '../fold-card-name.js';
import type { CardName } from './card-queries.js';

/** One name of a card as stored. */
export interface StoredName {
  oracleId: string;
  folded: string;
  isFace: boolean;
  nonCard: boolean;
}

/** How a name is stored: folded without an Alchemy card's "A-"; a name with no letter or digit ("_____") as itself. */
export function storedFold(name: string, alchemy: boolean): string {
  const folded = foldCardName(alchemy ? name.replace(/^A-/, '') : name);
  return folded === '' ? name.trim() : folded;
}

/** Writes the names and name words of `cards` (inside the caller's transaction). */
export function storeCardNames(db: ContentDb, cards: CardName[]): void {
  const insertName = db.prepare('INSERT OR IGNORE INTO card_names (alchemy, folded, compact, oracle_id, is_face, non_card) VALUES (?, ?, ?, ?, ?, ?)');
  const insertWord = db.prepare('INSERT OR IGNORE INTO card_name_words (alchemy, word, oracle_id) VALUES (?, ?, ?)');
  for (const card of cards) {
    const alchemy = isAlchemyName(card.name) ? 1 : 0;
    const nonCard = NON_CARD_LAYOUTS.has(card.layout) ? 1 : 0;
    const names = [{ folded: storedFold(card.name, alchemy === 1), isFace: 0 }, ...card.faces.map((face) => ({ folded: storedFold(face, alchemy === 1), isFace: 1 }))];
    const words = new Set<string>();
    for (const { folded, isFace } of names) {
      insertName.run(alchemy, folded, compactKey(folded), card.oracleId, isFace, nonCard);
      for (const word of folded.split(' ')) if (word !== '') words.add(word);
    }
    for (const word of words) insertWord.run(alchemy, word, card.oracleId);
  }
}

type NameRow = [string, string, number, number];

function stored(rows: NameRow[]): StoredName[] {
  return rows.map(([oracleId, folded, isFace, nonCard]) => ({ oracleId, folded, isFace: isFace === 1, nonCard: nonCard === 1 }));
}

const NAME_COLUMNS = 'oracle_id, folded, is_face, non_card';

/** Names folded exactly so. */
export function namesFolded(db: ContentDb, alchemy: boolean, folded: string): StoredName[] {
  return stored(statement(db, `SELECT ${NAME_COLUMNS} FROM card_names WHERE alchemy = ? AND folded = ?`).raw().all(alchemy ? 1 : 0, folded) as NameRow[]);
}

/** Names with these letters and digits, however spaced. */
export function namesCompact(db: ContentDb, alchemy: boolean, compact: string): StoredName[] {
  return stored(statement(db, `SELECT ${NAME_COLUMNS} FROM card_names WHERE alchemy = ? AND compact = ?`).raw().all(alchemy ? 1 : 0, compact) as NameRow[]);
}

/**
 * Names starting with `folded`: up to `limit` where it ends on a word (the name itself, or its
 * first words: "delver" → "delver of secrets"), and up to `limit` where it does not ("delvers torch").
 */
export function namesStarting(db: ContentDb, alchemy: boolean, folded: string, limit: number): { whole: StoredName[]; partial: StoredName[] } {
  const range = statement(db, `SELECT ${NAME_COLUMNS} FROM card_names WHERE folded >= ? AND folded < ? AND alchemy = ? ORDER BY folded LIMIT ?`).raw();
  const flag = alchemy ? 1 : 0;
  // A space sorts before every letter and digit, so the names whose first words are `folded` lie
  // together: from `folded` itself up to `folded` and a space's successor ("!").
  const whole = range.all(folded, `${folded}!`, flag, limit) as NameRow[];
  const partial = range.all(`${folded}!`, `${folded}\u{10ffff}`, flag, limit) as NameRow[];
  return { whole: stored(whole), partial: stored(partial) };
}

/** Every distinct word of the cards' names. */
export function nameWords(db: ContentDb, alchemy: boolean): string[] {
  return statement(db, 'SELECT DISTINCT word FROM card_name_words WHERE alchemy = ?').pluck().all(alchemy ? 1 : 0) as string[];
}

/** The cards holding any of `words` in a name, each with which of them it holds. */
export function cardsWithWords(db: ContentDb, alchemy: boolean, words: string[]): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const rows = statement(db, 'SELECT oracle_id, word FROM card_name_words WHERE alchemy = ? AND word IN (SELECT value FROM json_each(?))')
    .raw()
    .all(alchemy ? 1 : 0, JSON.stringify([...new Set(words)])) as [string, string][];
  for (const [oracleId, word] of rows) {
    const held = found.get(oracleId);
    if (held) held.add(word);
    else found.set(oracleId, new Set([word]));
  }
  return found;
}

/** The stored names of each of the cards `oracleIds` (one query for all). */
export function namesOfCards(db: ContentDb, oracleIds: string[]): Map<string, StoredName[]> {
  const rows = stored(
    statement(db, `SELECT ${NAME_COLUMNS} FROM card_names WHERE oracle_id IN (SELECT value FROM json_each(?))`).raw().all(JSON.stringify(oracleIds)) as NameRow[],
  );
  const byCard = new Map<string, StoredName[]>();
  for (const name of rows) {
    const names = byCard.get(name.oracleId);
    if (names) names.push(name);
    else byCard.set(name.oracleId, [name]);
  }
  return byCard;
}
