/**
 * The shared Scryfall sample (../shared/data/cards/oracle-cards.json) as a card lookup, serving cards
 * the way the card database will: by name (either face of a double-faced card), with Oracle text.
 */
import type { CardFace, CardLookup } from '../../scenarios/card-face.js';
import { readShared } from './shared-data.js';

interface ScryfallFace {
  name: string;
  mana_cost?: string;
  type_line?: string;
  oracle_text?: string;
  power?: string;
  toughness?: string;
  colors?: string[];
}

interface ScryfallCard extends ScryfallFace {
  card_faces?: ScryfallFace[];
}

let faces: Map<string, CardFace> | undefined;

function toFace(face: ScryfallFace, card: ScryfallCard): CardFace {
  return {
    name: face.name,
    manaCost: face.mana_cost ?? null,
    typeLine: face.type_line ?? '',
    oracleText: face.oracle_text ?? '',
    power: face.power ?? null,
    toughness: face.toughness ?? null,
    colors: face.colors ?? card.colors ?? null,
  };
}

/** Every face in the sample, by lower-case name. */
export function sampleFaces(): Map<string, CardFace> {
  if (!faces) {
    const cards = JSON.parse(readShared('data/cards/oracle-cards.json').toString('utf8')) as ScryfallCard[];
    faces = new Map();
    for (const card of cards) {
      const list = card.card_faces && card.oracle_text === undefined ? card.card_faces : [card];
      for (const face of list) faces.set(face.name.toLowerCase(), toFace(face, card));
    }
  }
  return faces;
}

/** A lookup over the sample; null for a card it doesn't have, as the database answers an unknown name. */
export const sampleCardLookup: CardLookup = (name) => sampleFaces().get(name.trim().toLowerCase()) ?? null;

/** One face of the sample, failing the test if the sample lacks it. */
export function sampleCard(name: string): CardFace {
  const face = sampleCardLookup(name);
  if (!face) throw new Error(`The shared card sample has no card named ${name}`);
  return face;
}
