/**
 * The card database as the scenario engines read it: a card named in a scenario ("Humility @2")
 * becomes the face the engine parses, found by the same matcher as /card. No card data imported,
 * or no single card by that name: null, and the engine says it does not know the card.
 */
import type { ContentDb } from '../../database/open-database.js';
import { isUserError } from '../../common/user-error.js';
import type { Card } from '../../cards-db/card.js';
import { foldCardName } from '../../cards-db/fold-card-name.js';
import { cardNameIndex } from '../../cards-db/lookup/find-card.js';
import { getCard } from '../../cards-db/store/card-queries.js';
import type { CardFace, CardLookup } from '../../scenarios/card-face.js';

/**
 * A lookup by name over the card data in use. `allowTypos: false` takes only a name as written (the
 * whole name, a face's, a nickname, or the start of one, "Kalitas"): for effects a judge names freely,
 * where a typo match would read some other card's text ("Bears shuffle").
 */
export function oracleCardLookup(db: ContentDb, { allowTypos = true } = {}): CardLookup {
  return (name) => {
    let match;
    try {
      match = cardNameIndex(db).index.find(name);
    } catch (error) {
      if (isUserError(error)) return null;
      throw error;
    }
    if (match.kind !== 'found' || (!allowTypos && match.how === 'fuzzy')) return null;
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
