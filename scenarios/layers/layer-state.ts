/**
 * The permanents as the layers are applied: each one's current characteristics (613.1), counters
 * and status, and how a selector, filter, condition or value reads them. Pure values, cloned before
 * every trial application so that trying an effect (613.8a) never changes the real state.
 */
import type { Condition, Filter, Selector, Value } from './effect-spec.js';
import type { EffectSpec } from './effect-spec.js';
import { sameAbility } from './keyword-abilities.js';
import type { LayersScenario, ScenarioCounter } from './layers-scenario.js';
import { isKnownNonCreatureSubtype, namesSubtype, type CardType, type Color, type Supertype } from './vocabulary.js';

export interface Ability {
  /** Stable through text changes, so "does it still have that ability?" has an answer (613.8a existence). */
  id: string;
  text: string;
  effects: EffectSpec[];
  /** From its rules text (printed, or copied: 305.7 removes these), granted by an effect, or from a basic land type (305.6). */
  origin: 'rules-text' | 'granted' | 'intrinsic';
  /** For a granted ability: the granting effect's timestamp (613.7a). */
  grantedAt: number | null;
}

export interface Characteristics {
  name: string;
  manaValue: number;
  colors: Color[];
  types: CardType[];
  subtypes: string[];
  /** Changeling and the like: every creature type (702.73a). */
  allCreatureTypes: boolean;
  supertypes: Supertype[];
  power: number | null;
  toughness: number | null;
  abilities: Ability[];
  controller: string;
}

export interface ObjectState {
  id: number;
  /** The name the judge gave it ("Clone"), whatever its name becomes. */
  label: string;
  timestamp: number;
  chars: Characteristics;
  counters: ScenarioCounter[];
  damage: number;
  token: boolean;
  status: string[];
  /** The object it's attached to or targeted by it, by id; -1 for none. */
  on: number;
  /** Abilities it can't have (113.11), for the rest of layer 6. */
  cantHave: string[];
  /** Which effect removed each ability, for explaining why an effect no longer exists. */
  removedBy: Record<string, string>;
}

export interface BoardState {
  objects: ObjectState[];
}

/** The permanents of a scenario with their printed characteristics (613.1). */
export function initialState(scenario: LayersScenario): BoardState {
  const ids = new Map(scenario.objects.filter((object) => object.kind === 'permanent').map((object, index) => [object.name, index]));
  const objects = scenario.objects
    .filter((object) => object.kind === 'permanent')
    .map((object, id): ObjectState => ({
      id,
      label: object.name,
      timestamp: object.timestamp,
      chars: {
        ...structuredClone(object.printed),
        allCreatureTypes: false,
        abilities: object.abilities.map((ability, index) => ({ id: `${id}.${index}`, text: ability.text, effects: ability.effects, origin: 'rules-text', grantedAt: null })),
        controller: object.controller,
      },
      counters: object.counters,
      damage: object.damage,
      token: object.token,
      status: object.status,
      on: object.on === null ? -1 : (ids.get(object.on) ?? -1),
      cantHave: [],
      removedBy: {},
    }));
  return { objects };
}

/**
 * A copy of the state in which only `changing` objects may be changed: the others are shared, and
 * abilities and counters are never changed in place. Trying each effect against each other one
 * (613.8a) copies the board thousands of times, so copying only what an effect touches keeps a
 * 50-object scenario fast.
 */
export function cloneState(state: BoardState, changing: readonly number[]): BoardState {
  const objects = state.objects.slice();
  for (const id of changing) objects[id] = cloneObject(state.objects[id]!);
  return { objects };
}

/** A new object whose fields may be reassigned; its arrays are shared, since applyPart replaces rather than changes them. */
function cloneObject(object: ObjectState): ObjectState {
  return { ...object, chars: { ...object.chars } };
}

/** Who "you" is for an effect: the controller of its source (or of the resolved spell or ability). */
export interface EffectContext {
  sourceId: number | null;
  controller: string;
  /** What the source is attached to or targeted, by id; -1 for none. */
  on: number;
}

/** The ids of the permanents a selector picks now. */
export function selectObjects(selector: Selector, state: BoardState, context: EffectContext): number[] {
  switch (selector.kind) {
    case 'self':
      return context.sourceId === null ? [] : [context.sourceId];
    case 'attached':
    case 'target':
      return context.on >= 0 ? [context.on] : [];
    case 'named':
      return state.objects.filter((object) => object.label === selector.name).map((object) => object.id);
    case 'class':
      return state.objects
        .filter((object) => !(selector.other && object.id === context.sourceId))
        .filter((object) => selector.alternatives.some((filter) => matches(object, filter, context)))
        .map((object) => object.id);
  }
}

/**
 * Answers of `matches`, by object, filter and controller. Objects are never changed in place (a
 * change makes a new one, see cloneState), so an answer stays true for the object it was computed
 * for; the dependency trials ask the same question of unchanged objects thousands of times.
 */
const matchCache = new WeakMap<ObjectState, WeakMap<Filter, Map<string, boolean>>>();

/** Whether a permanent has every quality a filter asks for. */
export function matches(object: ObjectState, filter: Filter, context: EffectContext): boolean {
  let byFilter = matchCache.get(object);
  if (!byFilter) matchCache.set(object, (byFilter = new WeakMap()));
  let byController = byFilter.get(filter);
  if (!byController) byFilter.set(filter, (byController = new Map()));
  const cached = byController.get(context.controller);
  if (cached !== undefined) return cached;
  const answer = computeMatch(object, filter, context);
  byController.set(context.controller, answer);
  return answer;
}

function computeMatch(object: ObjectState, filter: Filter, context: EffectContext): boolean {
  const { chars } = object;
  const hasSubtype = (word: string) =>
    chars.subtypes.some((subtype) => namesSubtype(word, subtype)) || (chars.allCreatureTypes && !isKnownNonCreatureSubtype(word) && !isKnownNonCreatureSubtype(word.replace(/e?s$/, '')));
  return (
    filter.cardTypes.every((type) => chars.types.includes(type)) &&
    !filter.notCardTypes.some((type) => chars.types.includes(type)) &&
    (filter.subtypes.length === 0 || filter.subtypes.some(hasSubtype)) &&
    !filter.notSubtypes.some(hasSubtype) &&
    (filter.colors.length === 0 || filter.colors.some((color) => chars.colors.includes(color))) &&
    !filter.notColors.some((color) => chars.colors.includes(color)) &&
    (filter.colorless === null || (chars.colors.length === 0) === filter.colorless) &&
    filter.supertypes.every((supertype) => chars.supertypes.includes(supertype)) &&
    !filter.notSupertypes.some((supertype) => chars.supertypes.includes(supertype)) &&
    (filter.token === null || object.token === filter.token) &&
    (filter.controller === null || (chars.controller === context.controller) === (filter.controller === 'you')) &&
    filter.counters.every((kind) => object.counters.some((counter) => counter.kind === kind && counter.count > 0)) &&
    filter.abilities.every((wanted) => chars.abilities.some((ability) => sameAbility(ability.text, wanted))) &&
    filter.status.every((status) => object.status.includes(status) || (status === 'untapped' && !object.status.includes('tapped')))
  );
}

/** Whether a static ability's condition holds now ("as long as you control an Equipment"). */
export function conditionHolds(condition: Condition | null, state: BoardState, context: EffectContext): boolean {
  if (condition === null) return true;
  switch (condition.kind) {
    case 'given':
      return condition.holds;
    case 'control-count':
      return selectObjects(condition.selector, state, context).length >= condition.atLeast;
    case 'self-is': {
      const source = context.sourceId === null ? undefined : state.objects[context.sourceId];
      return source !== undefined && matches(source, condition.filter, context);
    }
  }
}

/** A value as it is now, for the object the effect is changing. */
export function evaluate(value: Value, state: BoardState, context: EffectContext, object: ObjectState): number {
  switch (value.kind) {
    case 'number':
    case 'given':
      return value.n;
    case 'mana-value':
      return object.chars.manaValue;
    case 'count':
      return selectObjects(value.selector, state, context).length;
    case 'counters': {
      const source = context.sourceId === null ? undefined : state.objects[context.sourceId];
      return source?.counters.filter((counter) => counter.kind === value.counter).reduce((sum, counter) => sum + counter.count, 0) ?? 0;
    }
  }
}
