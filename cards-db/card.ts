/** Cards and rulings as Arbiter keeps them: the Oracle side of Scryfall's card objects, plain values. */

/** One face of a multi-face card (transform, modal DFC, adventure, split, flip, reversible…). */
export interface CardFace {
  name: string;
  manaCost: string | null;
  typeLine: string | null;
  oracleText: string | null;
  power: string | null;
  toughness: string | null;
  loyalty: string | null;
  defense: string | null;
  colors: string[] | null;
  imageUri: string | null;
}

/** A card: its own (or, for multi-face cards, combined) characteristics, as a face has them, and more. */
export interface Card extends CardFace {
  oracleId: string;
  /** Multi-face cards: the faces' names joined by " // ". */
  name: string;
  layout: string;
  manaValue: number | null;
  colorIdentity: string[];
  /** Keyword abilities, keyword actions and ability words, as Scryfall lists them ("Flying", "Transform"). */
  keywords: string[];
  /** Format → legal | not_legal | banned | restricted. */
  legalities: Record<string, string>;
  scryfallUri: string | null;
  /** [] for single-faced cards. */
  faces: CardFace[];
}

export interface Ruling {
  oracleId: string;
  source: 'wotc' | 'scryfall';
  /** YYYY-MM-DD */
  publishedAt: string;
  comment: string;
}

/**
 * Layouts that are not cards a player puts in a deck: a token, emblem or art-series card never
 * answers a name a real card also has.
 */
export const NON_CARD_LAYOUTS: ReadonlySet<string> = new Set(['token', 'double_faced_token', 'emblem', 'art_series', 'minigame']);

/** True for Alchemy's rebalanced cards ("A-Falcon Abomination"), which are found only by that name. */
export function isAlchemyName(name: string): boolean {
  return name.startsWith('A-');
}

/** The formats judges are asked about, in the order /card, `cards show` and the web view show them. */
export const MAIN_FORMATS = ['standard', 'pioneer', 'modern', 'legacy', 'vintage', 'commander', 'pauper'] as const;
