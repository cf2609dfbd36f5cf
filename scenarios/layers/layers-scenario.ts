/**
 * A layers scenario as plain data: the objects a judge described (or the card database supplied),
 * each with its printed characteristics, its abilities and the effects they generate, and the
 * effects of spells and abilities that have resolved. What the input parser makes and the engine reads.
 */
import type { EffectSpec } from './effect-spec.js';
import type { CardType, Color, Supertype } from './vocabulary.js';

/** The values printed on a card (613.1), before any effect. */
export interface PrintedCharacteristics {
  name: string;
  manaValue: number;
  colors: Color[];
  types: CardType[];
  subtypes: string[];
  supertypes: Supertype[];
  power: number | null;
  toughness: number | null;
}

/** An ability of the object's rules text; a static ability carries the effects it generates (one per sentence). */
export interface PrintedAbility {
  text: string;
  effects: EffectSpec[];
}

/** Counters of one kind, with the timestamp they share (613.7c). */
export interface ScenarioCounter {
  kind: string;
  count: number;
  timestamp: number;
}

export interface ScenarioObject {
  /** Unique in the scenario: "Opalescence", "Opalescence #2". */
  name: string;
  /** When it entered the battlefield or its effect began (613.7b, 613.7d); see `timestampsGiven`. */
  timestamp: number;
  /**
   * A permanent on the battlefield; an emblem (its abilities work from the command zone, 114.4); or
   * a spell or ability that has resolved, whose effects outlast it (611.2).
   */
  kind: 'permanent' | 'emblem' | 'resolved';
  printed: PrintedCharacteristics;
  abilities: PrintedAbility[];
  /** Effects of resolved spells and abilities from this source ("until end of turn"), with their own timestamps if given. */
  resolvedEffects: EffectSpec[];
  controller: string;
  token: boolean;
  faceDown: boolean;
  /** attacking, blocking, tapped, untapped. */
  status: string[];
  counters: ScenarioCounter[];
  damage: number;
  /** What it is attached to or targeted ("on Grizzly Bears"). */
  on: string | null;
  /** A choice made for it ("choosing Elf"): "the chosen type" in its text. */
  choice: string | null;
}

export interface LayersScenario {
  objects: ScenarioObject[];
  /** False when no timestamp was written: the order written stands in for timestamp order, and the answer says so. */
  timestampsGiven: boolean;
  /** What reading the input noticed: Oracle text not understood, rules effects not shown, objects read from cards. */
  readingNotes: string[];
}
