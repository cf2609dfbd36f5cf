/**
 * Continuous effects as plain data: what an effect applies to, and its parts, each a change in one
 * layer or sublayer (613.1, 613.2, 613.4). Produced by the phrase parser from what a judge types or
 * from a card's Oracle text, consumed by the layer engine.
 */
import type { CardType, Color, Supertype } from './vocabulary.js';

/** The layers and sublayers in the order they apply (613.1a–g, 613.2a–b, 613.4a–d). */
export const LAYERS = ['1a', '1b', '2', '3', '4', '5', '6', '7a', '7b', '7c', '7d'] as const;
export type Layer = (typeof LAYERS)[number];

/** A set of permanents described by their characteristics: "other non-Aura enchantments you control". */
export interface Filter {
  cardTypes: CardType[];
  notCardTypes: CardType[];
  /** Any of these subtypes (as written, singular or plural). */
  subtypes: string[];
  notSubtypes: string[];
  /** Any of these colours. */
  colors: Color[];
  notColors: Color[];
  /** `colorless` in the filter. */
  colorless: boolean | null;
  supertypes: Supertype[];
  notSupertypes: Supertype[];
  token: boolean | null;
  /** Relative to the effect's controller. */
  controller: 'you' | 'opponents' | null;
  /** Counter kinds it must have at least one of each ("with slime counters on them"). */
  counters: string[];
  /** Keyword abilities it must have ("creatures with flying"). */
  abilities: string[];
  /** Status words: attacking, blocking, tapped, untapped. */
  status: string[];
}

/** What an effect applies to (613.6 locks the set once it starts to apply). */
export type Selector =
  /** The object the ability is on ("this creature", Oracle's card name). */
  | { kind: 'self' }
  /** "enchanted creature", "equipped creature": the object the source is attached to. */
  | { kind: 'attached'; filter: Filter | null }
  /** "target creature": the object the scenario says the spell or ability targeted. */
  | { kind: 'target'; filter: Filter | null }
  /** An object named in the scenario. */
  | { kind: 'named'; name: string }
  /** Every permanent matching any of the filters; `other` leaves the source out. */
  | { kind: 'class'; alternatives: Filter[]; other: boolean; outsideBattlefield: string[] };

/** A number an effect computes. */
export type Value =
  | { kind: 'number'; n: number }
  /** The affected object's own mana value (Opalescence, March of the Machines). */
  | { kind: 'mana-value' }
  /** How many permanents match, counted when the effect applies. */
  | { kind: 'count'; selector: Selector; text: string }
  /** Counters of a kind on the source ("for each valor counter on this creature"). */
  | { kind: 'counters'; counter: string }
  /** A number the judge supplied for something off the battlefield ("the number of creature cards in your graveyard (7)"). */
  | { kind: 'given'; n: number; text: string };

/** One change in one layer; `text` is the words that asked for it. */
export type Part = { layer: Layer; text: string } & PartChange;

export type PartChange =
  /** 1a: becomes a copy of an object, with exceptions that become part of its copiable values (707.9). */
  | { kind: 'copy'; of: string; except: Part[] }
  /** 1b: a face-down 2/2 with no name, text, subtypes or mana cost (708.2a). */
  | { kind: 'face-down' }
  /** 2: the effect's controller (or a named player) controls it. */
  | { kind: 'control'; to: string | null }
  /** 3: a word used as a colour word or subtype is replaced (612.2). */
  | { kind: 'text'; from: string; to: string }
  /** 4: types set (205.1a) or added (205.1b). `setSubtypes` replaces subtypes of the classes they belong to. */
  | {
      kind: 'types';
      setCardTypes: CardType[] | null;
      addCardTypes: CardType[];
      setSubtypes: string[] | null;
      addSubtypes: string[];
      addSupertypes: Supertype[];
      /** Changeling: every creature type (702.73a). */
      allCreatureTypes: boolean;
    }
  /** 5: colours set, or added with "in addition to its other colors". An empty set is colorless. */
  | { kind: 'colors'; set: Color[] | null; add: Color[] }
  /** 6 */
  | { kind: 'add-abilities'; abilities: string[] }
  | { kind: 'remove-abilities'; abilities: string[] }
  | { kind: 'remove-all-abilities' }
  | { kind: 'cant-have'; abilities: string[] }
  /** 7a (a characteristic-defining ability) or 7b: power and toughness set. */
  | { kind: 'set-pt'; power: Value; toughness: Value }
  /** 7c: power and toughness modified, optionally "for each" something. */
  | { kind: 'modify-pt'; power: number; toughness: number; per: Value | null }
  /** 7d */
  | { kind: 'switch-pt' };

/** A condition on a static ability ("as long as you control an Equipment"): the effect exists only while it holds. */
export type Condition =
  | { kind: 'control-count'; atLeast: number; selector: Selector; text: string }
  | { kind: 'self-is'; filter: Filter; text: string }
  /** A condition the helper can't see, with the judge's verdict: "as long as seven or more cards are in your graveyard (true)". */
  | { kind: 'given'; holds: boolean; text: string };

/** One continuous effect as written: a subject and its parts (613.6: the parts apply to one set of objects). */
export interface EffectSpec {
  /** The sentence, as written or as the card says it. */
  text: string;
  subject: Selector;
  subjectText: string;
  parts: Part[];
  /** "until end of turn" and the like: the effect comes from a resolved spell or ability (611.2). */
  duration: string | null;
  condition: Condition | null;
  /** From a characteristic-defining ability (604.3): applied first in its layer (613.3, 613.4a). */
  cda: boolean;
  /** Its own timestamp, when written "@N" after it (613.7b); else its source's. */
  timestamp: number | null;
}

/** A filter with no requirement: every permanent. */
export function emptyFilter(): Filter {
  return {
    cardTypes: [],
    notCardTypes: [],
    subtypes: [],
    notSubtypes: [],
    colors: [],
    notColors: [],
    colorless: null,
    supertypes: [],
    notSupertypes: [],
    token: null,
    controller: null,
    counters: [],
    abilities: [],
    status: [],
  };
}
