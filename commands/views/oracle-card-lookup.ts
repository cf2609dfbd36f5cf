/**
 * The card database as the scenario engines read it: a card named in a scenario ("Humility @2")
 * becomes the face the engine parses, found by the same matcher as /card. No card data imported,
 * or no single card by that name: null, and the engine says it does not know the card.
 */
import type { ContentDb } from '../../database/open-database.js';
import { isUserError } from '../../common/user-error.js';
import { foldCardName } from '../../cards-db/fold-card-name.js';
import { lookUpCard } from '../../cards-db/lookup/find-card.js';
import type { CardFace, CardLookup } from '../../scenarios/layers/oracle-text.js';

/** A lookup by name over the card data in use. */
export function oracleCardLookup(db: ContentDb): CardLookup {
  return (name) => {
    let found;
    try {
      found = lookUpCard(db, name);
    } catch (error) {
      if (isUserError(error)) return null;
      throw error;
    }
    const { card } = found;
    if (!card) return null;
    // A multi-face card is read by the face named, else its front face.
    const face = card.faces.find((candidate) => foldCardName(candidate.name) === foldCardName(name)) ?? card.faces[0] ?? card;
    return {
      name: face.name,
      manaCost: face.manaCost,
      typeLine: face.typeLine ?? '',
      oracleText: face.oracleText ?? '',
      power: face.power,
      toughness: face.toughness,
      colors: face.colors,
    } satisfies CardFace;
  };
}
