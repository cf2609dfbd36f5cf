/**
 * A card as the scenario engines read it: one face with its Oracle text. The engines stay pure —
 * whoever calls passes a lookup: the card database at run time, a test's sample file in tests.
 */

/** One face of a card, as a card database holds it (Scryfall's field names, camel-cased). */
export interface CardFace {
  name: string;
  manaCost: string | null;
  typeLine: string;
  oracleText: string;
  power: string | null;
  toughness: string | null;
  /** Scryfall's colours ("W", "U"…) when known: they include a colour indicator's. */
  colors?: readonly string[] | null;
}

/** Finds a card by name (the card database's matcher), or null. */
export type CardLookup = (name: string) => CardFace | null;
