/**
 * What each effect does to the event: as tagged ("plus 2", "instead exile"), else read from its
 * card's Oracle text; and which effects then stop others from applying (616.1f) without the judge
 * tagging it. Two effects or more that would modify one event can only be ordered when the helper
 * knows what each does, or how each relates to the others; an effect it knows neither way is the
 * clause it can't read, and the whole answer is refused naming it, rather than orders offered that
 * the rules may not allow (Rest in Peace, then Kalitas).
 */
import type { CardLookup } from '../card-face.js';
import { sameName } from '../scenario-input.js';
import { listNames } from '../scenario-step.js';
import { readReplacements, type OracleReplacement } from './oracle-replacements.js';
import type { ReplacementEffect, ReplacementScenario } from './replacement-input.js';
import { replacesEvent, type EffectAction, type ReadEvent } from './replacement-outcome.js';

/** One effect read from a card. */
export interface EffectCardReading {
  /** The effect's name as typed. */
  effect: string;
  /** The card's name as the card data spells it. */
  card: string;
  /** The replacements the templates recognise in its text that apply to this event. */
  replacements: OracleReplacement[];
}

export interface CardReadings {
  /** Effects whose names are cards in the card data, in the order typed. */
  cards: EffectCardReading[];
  /** The effects with their actions and the "stops" their actions imply added to the typed ones. */
  effects: ReplacementEffect[];
  /** Effect → the effects it now stops that the judge had not tagged. */
  derived: Map<string, string[]>;
}

/** What `lookup` finds for each effect, and each effect's action: its tag, else its card's one replacement for this event. */
export function readEffectCards(scenario: Pick<ReplacementScenario, 'effects'>, event: ReadEvent, lookup: CardLookup | null): CardReadings | string {
  const cards: EffectCardReading[] = [];
  const effects: ReplacementEffect[] = [];
  for (const effect of scenario.effects) {
    const face = lookup ? lookup(effect.name) : null;
    if (!face) {
      effects.push(effect);
      continue;
    }
    const all = readReplacements(face);
    const fitting = all.filter((replacement) => replacesEvent(replacement.event, event.kind));
    cards.push({ effect: effect.name, card: face.name, replacements: fitting });
    if (effect.action !== null) {
      effects.push(effect);
      continue;
    }
    if (fitting.length === 0 && all.length > 0) {
      return `${effect.name} (${face.name}) replaces ${listNames([...new Set(all.map((replacement) => EVENT_WORDS[replacement.event]))])}, not ${event.text}: leave it out, or tag what it does here ("${effect.name} (plus 2)").`;
    }
    const distinct = new Set(fitting.map((replacement) => JSON.stringify([replacement.outcome, replacement.change, replacement.instead])));
    if (distinct.size > 1) {
      return `${effect.name} (${face.name}) has ${fitting.length} replacements for this event (${fitting.map((replacement) => `“${replacement.sentence}”`).join(' ')}): tag the one that applies, e.g. "${effect.name} (prevent all)" or "${effect.name} (plus 1)".`;
    }
    const [first] = fitting;
    effects.push(first ? { ...effect, action: { event: first.event, outcome: first.outcome, change: first.change, instead: first.instead, also: first.also } } : effect);
  }
  return withDerivedStops(cards, effects);
}

const EVENT_WORDS: Record<OracleReplacement['event'], string> = {
  dies: 'dying',
  'to-graveyard': 'going to a graveyard',
  damage: 'damage',
  'life-gain': 'gaining life',
  draw: 'drawing',
  'token-creation': 'creating tokens',
  counters: 'putting counters',
};

/**
 * Once an effect turns the event into something else or prevents it, the event the others would
 * modify no longer happens (614.6): it stops every other effect on the same affected object or
 * player, except one that applies only after it (616.2) or to an event contained in this one (616.1g).
 */
function withDerivedStops(cards: EffectCardReading[], effects: ReplacementEffect[]): CardReadings {
  const derived = new Map<string, string[]>();
  const withStops = effects.map((effect) => {
    if (effect.action === null || effect.action.outcome === 'modified') return effect;
    const stops = effects
      .filter((other) => other !== effect && sameName(other.affects, effect.affects) && !other.inner)
      .filter((other) => other.after === null || !sameName(other.after, effect.name))
      .filter((other) => !effect.stops.some((name) => sameName(name, other.name)))
      .map((other) => other.name);
    if (stops.length === 0) return effect;
    derived.set(effect.name, stops);
    return { ...effect, stops: [...effect.stops, ...stops] };
  });
  return { cards, effects: withStops, derived };
}

/**
 * The effects of a group competing for one affected object or player that the helper knows
 * nothing about: no action (tagged or read), no ordering tag (self, control, copy, back face,
 * inner, after, stops) and no other effect naming them. Empty when the group can be ordered.
 */
export function unknownEffects(group: readonly ReplacementEffect[], derived: ReadonlyMap<string, string[]>): ReplacementEffect[] {
  if (group.length < 2) return [];
  // Only what the judge typed relates effects: a stop derived from another effect's card says nothing of this one.
  const typedStops = (effect: ReplacementEffect) => effect.stops.filter((name) => !(derived.get(effect.name) ?? []).includes(name));
  const named = new Set(group.flatMap((effect) => [...typedStops(effect), ...(effect.after ? [effect.after] : [])]).map((name) => name.toLowerCase()));
  return group.filter(
    (effect) =>
      effect.action === null &&
      effect.category === 'other' &&
      !effect.inner &&
      effect.after === null &&
      typedStops(effect).length === 0 &&
      !named.has(effect.name.toLowerCase()),
  );
}
