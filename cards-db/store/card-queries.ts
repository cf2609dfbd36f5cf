/** Reading cards and rulings back by Oracle ID. */
import type { ContentDb } from '../../database/open-database.js';
import { statement } from '../../database/statement-cache.js';
import type { Card, CardFace, Ruling } from '../card.js';

/** A card as stored: its lists and maps are JSON text. */
type CardRow = Omit<Card, 'colors' | 'colorIdentity' | 'keywords' | 'legalities' | 'faces'> & {
  colors: string | null;
  colorIdentity: string;
  keywords: string;
  legalities: string;
};

type FaceRow = Omit<CardFace, 'colors'> & { colors: string | null };

const CARD_COLUMNS = `oracle_id AS oracleId, name, layout, mana_cost AS manaCost, mana_value AS manaValue, type_line AS typeLine,
  oracle_text AS oracleText, power, toughness, loyalty, defense, colors, color_identity AS colorIdentity, keywords, legalities,
  scryfall_uri AS scryfallUri, image_uri AS imageUri`;

const FACE_COLUMNS = `name, mana_cost AS manaCost, type_line AS typeLine, oracle_text AS oracleText, power, toughness, loyalty, defense,
  colors, image_uri AS imageUri`;

/** The card with this Oracle ID, or null. */
export function getCard(db: ContentDb, oracleId: string): Card | null {
  const row = statement(db, `SELECT ${CARD_COLUMNS} FROM cards WHERE oracle_id = ?`).get(oracleId.toLowerCase()) as CardRow | undefined;
  if (!row) return null;
  const faces = (statement(db, `SELECT ${FACE_COLUMNS} FROM card_faces WHERE oracle_id = ? ORDER BY position`).all(row.oracleId) as FaceRow[]).map(
    (face) => ({ ...face, colors: face.colors === null ? null : (JSON.parse(face.colors) as string[]) }),
  );
  return {
    ...row,
    colors: row.colors === null ? null : (JSON.parse(row.colors) as string[]),
    colorIdentity: JSON.parse(row.colorIdentity) as string[],
    keywords: JSON.parse(row.keywords) as string[],
    legalities: JSON.parse(row.legalities) as Record<string, string>,
    faces,
  };
}

/** The card's rulings, oldest first (in the file's order within a day). */
export function cardRulings(db: ContentDb, oracleId: string): Ruling[] {
  return statement(
    db,
    `SELECT oracle_id AS oracleId, source, published_at AS publishedAt, comment FROM card_rulings
      WHERE oracle_id = ? ORDER BY published_at, position`,
  ).all(oracleId.toLowerCase()) as Ruling[];
}

/** What the name matcher knows of a card. */
export interface CardName {
  oracleId: string;
  name: string;
  layout: string;
  /** The faces' names; [] for single-faced cards. */
  faces: string[];
}

/** One card's name, layout and face names; null for an unknown Oracle ID. */
export function cardName(db: ContentDb, oracleId: string): CardName | null {
  const row = statement(db, 'SELECT oracle_id, name, layout FROM cards WHERE oracle_id = ?').raw().get(oracleId.toLowerCase()) as [string, string, string] | undefined;
  if (!row) return null;
  const faces = statement(db, 'SELECT name FROM card_faces WHERE oracle_id = ? ORDER BY position').pluck().all(row[0]) as string[];
  return { oracleId: row[0], name: row[1], layout: row[2], faces };
}
