/**
 * The card database as the scenario engines read it: a card named in a scenario ("Humility @2")
 * becomes the face the engine parses. No card data imported, or no card by that name: null, and
 * the engine says it does not know the card.
 */
import type { ContentDb } from '../../database/open-database.js';
import { isUserError } from '../../common/user-error.js';
import type { Card } from '../../cards-db/card.js';
import { foldCardName } from '../../cards-db/fold-card-name.js';
import { cardNameIndex } from '../../cards-db/lookup/find-card.js';
import { getCard } from '../../cards-db/store/card-queries.js';
import type { CardFace, CardLookup } from '../../scenarios/card-face.js';

/**
 * A lookup of cards named as written, over the card data in use: the whole name, a face's, a
 * nickname ("rip"), or a legendary card's name before its comma ("Kalitas"). Never a typo match or
 * another start of a name: a scenario names its objects freely ("Bears shuffle", "Bear"), and a
 * near card's Oracle text read in their place ("Oko, Thief of Crowns +1" read as Oko himself, "Bear"
 * as Bear Cub) would be a confident wrong answer.
 */
export function oracleCardLookup(db: ContentDb): CardLookup {
  return (name) => {
    let match;
    try {
      match = cardNameIndex(db).index.find(name);
    } catch (error) {
      if (isUserError(error)) return null;
      throw error;
    }
    if (match.kind !== 'found' || match.how === 'fuzzy') return null;
    if (match.how === 'prefix' && foldCardName(match.card.name.split(',')[0]!) !== foldCardName(name)) return null;
    const card = getCard(db, match.card.oracleId);
    return card ? faceNamed(card, name) : null;
  };
}

/** A multi-face card is read by the face named, else its front face. */
function faceNamed(card: Card, name: string): CardFace {
  const face = card.faces.find((candidate) => foldCardName(candidate.name) === foldCardName(name)) ?? card.faces[0] ?? card;
  return {
    name: face.name,
    manaCost: face.manaCost,
    typeLine: face.typeLine ?? '',
    oracleText: face.oracleText ?? '',
    power: face.power,
    toughness: face.toughness,
    colors: face.colors,
  };
}
