/**
 * Effects named after cards, read from the card data: what each replaces, and which effects then
 * stop others from applying (616.1f) without the judge tagging it. An effect whose card isn't found,
 * or whose text has no replacement the templates know, is left to its typed tags, and the answer says so.
 */
import type { CardLookup } from '../card-face.js';
import { sameName } from '../scenario-input.js';
import { readReplacements, replacementStops, type OracleReplacement } from './oracle-replacements.js';
import type { ReplacementEffect } from './replacement-input.js';

/** One effect read from a card. */
export interface EffectCardReading {
  /** The effect's name as typed. */
  effect: string;
  /** The card's name as the card data spells it. */
  card: string;
  /** Empty when the card's text has no replacement the templates recognise. */
  replacements: OracleReplacement[];
}

export interface CardReadings {
  /** Effects whose names are cards in the card data, in the order typed. */
  cards: EffectCardReading[];
  /** The effects with the "stops" the cards' texts imply added to the typed ones. */
  effects: ReplacementEffect[];
  /** Effect → the effects it now stops that the judge had not tagged. */
  derived: Map<string, string[]>;
}

/** Reads every effect named after a card with `lookup`, and adds the stops their texts imply. */
export function readEffectCards(effects: readonly ReplacementEffect[], lookup: CardLookup | null): CardReadings {
  const cards: EffectCardReading[] = [];
  if (lookup) {
    for (const effect of effects) {
      const face = lookup(effect.name);
      if (face) cards.push({ effect: effect.name, card: face.name, replacements: readReplacements(face) });
    }
  }
  const readingOf = (effect: ReplacementEffect) => cards.find((card) => card.effect === effect.name);
  const derived = new Map<string, string[]>();
  const withStops = effects.map((effect) => {
    const mine = readingOf(effect);
    if (!mine || mine.replacements.length === 0) return effect;
    const stops = effects
      .filter((other) => other !== effect && sameName(other.affects, effect.affects) && !effect.stops.some((name) => sameName(name, other.name)))
      .filter((other) => {
        const theirs = readingOf(other);
        return theirs !== undefined && replacementStops(mine.replacements, theirs.replacements);
      })
      .map((other) => other.name);
    if (stops.length === 0) return effect;
    derived.set(effect.name, stops);
    return { ...effect, stops: [...effect.stops, ...stops] };
  });
  return { cards, effects: withStops, derived };
}

/** Whether `effect` was understood from its card, so its tags aren't all the helper knows of it. */
export function readFromCard(readings: CardReadings, effect: string): boolean {
  return readings.cards.some((card) => card.effect === effect && card.replacements.length > 0);
}
