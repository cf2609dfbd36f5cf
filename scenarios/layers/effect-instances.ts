/**
 * Effects as the engine applies them: each with its source, timestamp (613.7), kind and, once it
 * has started to apply, the set of objects it is locked to (613.6). Static abilities generate
 * theirs from the abilities the permanents have at that moment, so an ability removed or changed in
 * an earlier layer generates nothing, or something else, in later ones.
 */
import type { EffectSpec, Layer } from './effect-spec.js';
import { KEYWORD_COUNTERS } from './keyword-abilities.js';
import type { LayersScenario } from './layers-scenario.js';
import { conditionHolds, selectObjects, type BoardState, type EffectContext } from './layer-state.js';

export interface EffectInstance {
  key: string;
  /** Its source as the answer names it: "Humility", "Grizzly Bears’s +1/+1 counters". */
  source: string;
  /** The permanent it comes from, by id; null for a resolved spell or ability or an emblem. */
  sourceId: number | null;
  /** For a static ability: the ability's id, to tell whether its source still has it. */
  abilityId: string | null;
  spec: EffectSpec;
  timestamp: number;
  /** Order written, to break ties between effects with one timestamp. */
  order: number;
  kind: 'static' | 'resolved' | 'counters' | 'rule';
  /** Controller and "on" for a source that isn't a permanent. */
  controller: string;
  on: number;
  /** The objects it applies to, fixed when it first applied (613.6); null until then. */
  locked: number[] | null;
  lockedInLayer: Layer | null;
}

/** Effects that don't come from a permanent's static abilities: resolved spells and abilities, emblems, counters, face-down status. */
export function fixedInstances(scenario: LayersScenario, state: BoardState): EffectInstance[] {
  const idOf = (name: string | null) => (name === null ? -1 : (state.objects.find((object) => object.label === name)?.id ?? -1));
  const instances: EffectInstance[] = [];
  for (const [index, object] of scenario.objects.entries()) {
    const sourceId = object.kind === 'permanent' ? idOf(object.name) : null;
    const effects = object.kind === 'emblem' ? [...object.abilities.flatMap((ability) => ability.effects), ...object.resolvedEffects] : object.resolvedEffects;
    for (const [effectIndex, spec] of effects.entries()) {
      instances.push({
        key: `${index}/resolved/${effectIndex}`,
        source: object.name,
        sourceId,
        abilityId: null,
        spec,
        timestamp: spec.timestamp ?? object.timestamp,
        order: index * 1000 + 500 + effectIndex,
        kind: 'resolved',
        controller: object.controller,
        on: idOf(object.on),
        locked: null,
        lockedInLayer: null,
      });
    }
    if (sourceId === null) continue;
    if (object.faceDown) {
      const spec: EffectSpec = { text: 'is face down', subject: { kind: 'self' }, subjectText: 'itself', parts: [{ layer: '1b', text: 'face down', kind: 'face-down' }], duration: null, condition: null, cda: false, timestamp: null };
      instances.push(ruleInstance(`${index}/face-down`, `${object.name} (face down)`, sourceId, spec, object.timestamp, index * 1000 + 900, 'rule', object.controller));
    }
    for (const [counterIndex, counter] of object.counters.entries()) {
      const spec = counterSpec(counter.kind, counter.count);
      if (!spec) continue;
      const plural = counter.count === 1 ? '' : 's';
      instances.push(ruleInstance(`${index}/counter/${counterIndex}`, `${object.name}’s ${counter.kind} counter${plural}`, sourceId, spec, counter.timestamp, index * 1000 + 950 + counterIndex, 'counters', object.controller));
    }
  }
  return instances;
}

function ruleInstance(key: string, source: string, sourceId: number, spec: EffectSpec, timestamp: number, order: number, kind: EffectInstance['kind'], controller: string): EffectInstance {
  return { key, source, sourceId, abilityId: null, spec, timestamp, order, kind, controller, on: -1, locked: null, lockedInLayer: null };
}

/** +1/+1 and -1/-1 counters modify power and toughness in 7c (613.4c); keyword counters grant their keyword in 6 (122.1b). */
function counterSpec(kind: string, count: number): EffectSpec | null {
  const base = { subject: { kind: 'self' } as const, subjectText: 'itself', duration: null, condition: null, cda: false, timestamp: null };
  const pt = /^([+-]\d+)\/([+-]\d+)$/.exec(kind);
  if (pt) {
    const text = `${count} ${kind} counter${count === 1 ? '' : 's'}`;
    return { ...base, text, parts: [{ layer: '7c', text, kind: 'modify-pt', power: Number(pt[1]), toughness: Number(pt[2]), per: { kind: 'number', n: count } }] };
  }
  if ((KEYWORD_COUNTERS as readonly string[]).includes(kind)) {
    return { ...base, text: `${kind} counter`, parts: [{ layer: '6', text: `${kind} counter`, kind: 'add-abilities', abilities: [kind] }] };
  }
  return null;
}

/**
 * The static abilities' effects with a part in `layer`, as the permanents are now: instances seen
 * before keep their lock; new ones are added to `registry`. `grantedOnly`: just those of abilities
 * granted by effects (looked for again after each effect applies, 613.7a).
 */
export function staticInstances(state: BoardState, layer: Layer, registry: Map<string, EffectInstance>, grantedOnly = false): EffectInstance[] {
  for (const object of state.objects) {
    for (const [abilityIndex, ability] of object.chars.abilities.entries()) {
      if (grantedOnly && ability.origin !== 'granted') continue;
      for (const [effectIndex, spec] of ability.effects.entries()) {
        const key = `${object.id}:${ability.id}:${effectIndex}`;
        const known = registry.get(key);
        if (known) {
          // Text changed in layer 3 reads as a new spec; a started effect keeps the one it started with.
          if (!known.locked) known.spec = spec;
          continue;
        }
        registry.set(key, {
          key,
          source: object.label,
          sourceId: object.id,
          abilityId: ability.id,
          spec,
          // 613.7a: an ability granted by an effect takes the later of the object's and that effect's timestamps.
          timestamp: Math.max(object.timestamp, ability.grantedAt ?? object.timestamp),
          order: object.id * 1000 + abilityIndex * 10 + effectIndex,
          kind: 'static',
          controller: object.chars.controller,
          on: object.on,
          locked: null,
          lockedInLayer: null,
        });
      }
    }
  }
  return [...registry.values()].filter((instance) => instance.spec.parts.some((part) => part.layer === layer));
}

/** "You" for this effect now: its source's current controller, or the controller of a spell or ability that resolved. */
export function contextOf(instance: EffectInstance, state: BoardState): EffectContext {
  const source = instance.sourceId === null ? undefined : state.objects[instance.sourceId];
  return { sourceId: instance.sourceId, controller: source?.chars.controller ?? instance.controller, on: source?.on ?? instance.on };
}

/**
 * Whether the effect exists in this state: a static ability's effect needs its source to still have
 * the ability and its condition to hold; one that has started to apply goes on regardless (613.6).
 */
export function existsIn(instance: EffectInstance, state: BoardState): boolean {
  if (instance.locked) return true;
  const context = contextOf(instance, state);
  if (instance.kind === 'static') {
    const source = state.objects[instance.sourceId!];
    if (!source?.chars.abilities.some((ability) => ability.id === instance.abilityId)) return false;
  }
  return conditionHolds(instance.spec.condition, state, context);
}

/** What the effect applies to in this state: its locked set once started (613.6), else its selector read now. */
export function appliesTo(instance: EffectInstance, state: BoardState): number[] {
  return instance.locked ?? selectObjects(instance.spec.subject, state, contextOf(instance, state));
}

/** The text of the ability generating a static effect in this state ("" for other effects). */
export function abilityText(instance: EffectInstance, state: BoardState): string {
  if (instance.kind !== 'static') return '';
  return state.objects[instance.sourceId!]?.chars.abilities.find((ability) => ability.id === instance.abilityId)?.text ?? '';
}
