/**
 * Why an effect applies when it does, in words and rules: the only one in its layer, a
 * characteristic-defining ability (613.3, 613.4a), a dependency (613.8a–b) or a loop (613.8b),
 * re-evaluation (613.8c), timestamps (613.7a–c), an effect locked to its objects (613.6); and why an
 * effect that would have applied doesn't exist.
 */
import type { CitationKey } from '../citations.js';
import { capitalise, listNames } from '../scenario-step.js';
import type { Choice, DependencyAspect, DependencyGraph } from './dependency.js';
import type { Layer } from './effect-spec.js';
import { appliesTo, contextOf, type EffectInstance } from './effect-instances.js';
import { selectObjects, type BoardState } from './layer-state.js';

/** Applies one effect in a layer to a copy of a state: what the explanations re-run to say what an effect would change. */
export type Apply = (instance: EffectInstance, before: BoardState, layer: Layer) => { after: BoardState; targets: number[] };

/** Where characteristic-defining abilities go first (613.3); 7a holds only them (613.4a). */
export const CDA_FIRST: ReadonlySet<Layer> = new Set(['2', '3', '4', '5', '6']);

/** Where an effect's timestamp comes from (613.7a–c). */
const TIMESTAMP_RULE: Record<EffectInstance['kind'], CitationKey> = {
  static: 'static-timestamp',
  resolved: 'resolved-timestamp',
  counters: 'counter-timestamp',
  rule: 'static-timestamp',
};

export interface OrderFacts {
  layer: Layer;
  state: BoardState;
  group: readonly EffectInstance[];
  graph: DependencyGraph;
  choice: Choice;
  /** The layer has one effect in all. */
  onlyEffect: boolean;
  /** Part of a dependency loop found earlier in this layer. */
  continuesLoop: boolean;
  /** Effects it depended on that have now applied. */
  waitedOn: readonly EffectInstance[];
  /** The effect after which re-evaluation changed the dependencies (613.8c), if it did. */
  reevaluatedAfter: EffectInstance | null;
  /** "@3", or "written 3rd" when no timestamps were given. */
  stamp: (instance: EffectInstance) => string;
  nameOf: (id: number) => string;
  apply: Apply;
}

/** "Humility: all creatures lose all abilities…": an effect as the steps name it. */
export function effectLabel(instance: EffectInstance): string {
  return `${instance.source}: ${instance.spec.text}`;
}

/** "Humility’s effect". */
function effectName(instance: EffectInstance): string {
  return `${instance.source}’s effect`;
}

/** Why the chosen effect applies now. */
export function explainOrder(facts: OrderFacts): { reasons: string[]; keys: CitationKey[] } {
  const { choice, layer, stamp } = facts;
  const chosen = choice.instance;
  const reasons: string[] = [];
  const keys: CitationKey[] = [];
  if (facts.onlyEffect) {
    reasons.push('The only effect in this layer.');
  } else if (choice.why === 'loop' || facts.continuesLoop) {
    reasons.push(
      choice.why === 'loop'
        ? `${listNames(choice.loop.map(effectName))} depend on each other (${loopDetails(choice.loop, facts)}): a dependency loop, so they apply in timestamp order, and this one is earliest (${stamp(chosen)}).`
        : `It is part of the dependency loop found above, which applies in timestamp order: next is this one (${stamp(chosen)}).`,
    );
    keys.push('depends-on', 'dependency-loop', 'timestamp-order', TIMESTAMP_RULE[chosen.kind]);
  } else {
    if (chosen.spec.cda && (CDA_FIRST.has(layer) || layer === '7a')) {
      reasons.push('A characteristic-defining ability: it applies before the other effects in this layer.');
      keys.push('cda', layer === '7a' ? 'layer-7a' : 'cda-first');
    }
    const dependents = choice.dependents;
    for (const dependent of dependents) {
      reasons.push(`${capitalise(effectName(dependent))} depends on this one: applying it would ${aspectWords(facts.graph.get(dependent.key)!.get(chosen.key)!, dependent, chosen, facts)}.`);
    }
    if (dependents.length > 0) {
      const earlier = dependents.filter((dependent) => dependent.timestamp < chosen.timestamp);
      reasons.push(
        earlier.length > 0
          ? `So it applies first, although ${listNames(earlier.map(effectName))} ${earlier.length === 1 ? 'has' : 'have'} the earlier timestamp.`
          : 'So it applies first.',
      );
      keys.push('depends-on', 'dependent-waits');
    }
    if (facts.waitedOn.length > 0) {
      reasons.push(`It depended on ${listNames(facts.waitedOn.map(effectName))}, which ${facts.waitedOn.length === 1 ? 'has' : 'have'} now applied, so it applies now.`);
      keys.push('dependent-waits');
    }
    if (dependents.length === 0 && facts.waitedOn.length === 0 && !chosen.spec.cda) {
      const others = facts.group.filter((instance) => instance !== chosen).sort((left, right) => left.timestamp - right.timestamp || left.order - right.order);
      reasons.push(
        others.length > 0
          ? `Timestamp order: ${stamp(chosen)} is the earliest of the effects left in this layer (then ${listNames(others.map((other) => `${other.source} ${stamp(other)}`))}).`
          : `Timestamp order: it is the last effect left in this layer (${stamp(chosen)}).`,
      );
      keys.push('timestamp-order', TIMESTAMP_RULE[chosen.kind]);
    }
  }
  if (facts.reevaluatedAfter) {
    reasons.push(`(The order was re-evaluated after ${effectName(facts.reevaluatedAfter)} applied.)`);
    keys.push('order-reevaluated');
  }
  const locked = lockedNote(chosen, facts.state, layer);
  if (locked) {
    reasons.push(locked);
    keys.push('effect-keeps-applying');
  }
  return { reasons, keys };
}

/** Why an effect that would apply in this layer doesn't exist: its ability was removed (by whom), or its condition fails. */
export function explainGone(instance: EffectInstance, state: BoardState, during: boolean): { reason: string; keys: CitationKey[] } {
  const source = instance.sourceId === null ? undefined : state.objects[instance.sourceId];
  const hasAbility = source?.chars.abilities.some((ability) => ability.id === instance.abilityId) ?? false;
  if (instance.kind !== 'static' || hasAbility) {
    return { reason: `Doesn’t apply: its condition (“${instance.spec.condition?.text ?? ''}”) doesn’t hold.`, keys: [] };
  }
  const remover = instance.abilityId === null ? undefined : source?.removedBy[instance.abilityId];
  const by = remover ? `${remover}’s effect removed the ability that generates it` : `${instance.source} no longer has the ability that generates it`;
  return during
    ? { reason: `No longer exists: ${by}, so it stops before it applies. The order was re-evaluated after that effect applied.`, keys: ['order-reevaluated'] }
    : { reason: `Doesn’t apply: ${by} in an earlier layer, before this effect began to apply, so nothing keeps it applying.`, keys: ['effect-keeps-applying'] };
}

/** Whether re-evaluation after the last effect changed the dependencies of the effects still waiting (613.8c). */
export function dependenciesChanged(before: DependencyGraph, after: DependencyGraph, pending: ReadonlySet<string>): boolean {
  for (const [key, dependencies] of after) {
    const earlier = before.get(key);
    if (!earlier) continue;
    const stillPending = [...earlier.keys()].filter((other) => pending.has(other));
    if (stillPending.sort().join() !== [...dependencies.keys()].sort().join()) return true;
  }
  return false;
}

/** 613.6, said when it matters: an effect that started in an earlier layer applies to objects its words alone wouldn't pick now, or after losing its ability. */
function lockedNote(instance: EffectInstance, state: BoardState, layer: Layer): string | null {
  if (!instance.locked || instance.lockedInLayer === layer) return null;
  const source = instance.sourceId === null ? undefined : state.objects[instance.sourceId];
  const lostAbility = instance.kind === 'static' && !source?.chars.abilities.some((ability) => ability.id === instance.abilityId);
  const now = selectObjects(instance.spec.subject, state, contextOf(instance, state));
  const sameSet = now.length === instance.locked.length && now.every((id) => instance.locked!.includes(id));
  if (!lostAbility && sameSet) return null;
  const why = lostAbility ? `even though ${instance.source} no longer has the ability that generates it` : 'even though its description would now pick other objects';
  return `It started to apply in layer ${instance.lockedInLayer}, so it keeps applying to the same objects, ${why}.`;
}

/** How applying `cause` would change `effect`, in words (613.8a (b)). */
function aspectWords(aspects: DependencyAspect[], effect: EffectInstance, cause: EffectInstance, facts: OrderFacts): string {
  const { state, layer, nameOf } = facts;
  const trial = facts.apply(cause, state, layer).after;
  return aspects
    .map((aspect) => {
      switch (aspect) {
        case 'existence': {
          const source = effect.sourceId === null ? undefined : trial.objects[effect.sourceId];
          return effect.kind === 'static' && !source?.chars.abilities.some((ability) => ability.id === effect.abilityId)
            ? `remove the ability that generates ${effectName(effect)}`
            : `change whether ${effectName(effect)} exists`;
        }
        case 'text':
          return `change the text of ${effectName(effect)}`;
        case 'applies-to': {
          const before = appliesTo(effect, state);
          const after = appliesTo(effect, trial);
          const added = after.filter((id) => !before.includes(id)).map(nameOf);
          const removed = before.filter((id) => !after.includes(id)).map(nameOf);
          const detail = [added.length > 0 ? `adding ${listNames(added)}` : '', removed.length > 0 ? `removing ${listNames(removed)}` : ''].filter(Boolean).join(', ');
          return `change what ${effectName(effect)} applies to (${detail})`;
        }
        case 'result':
          return `change what ${effectName(effect)} does to ${listNames(appliesTo(effect, state).map(nameOf))}`;
      }
    })
    .join(' and ');
}

/** "applying A’s effect would change what B’s effect applies to …; applying B’s …": the edges of a loop. */
function loopDetails(loop: readonly EffectInstance[], facts: OrderFacts): string {
  const details: string[] = [];
  for (const effect of loop) {
    for (const [causeKey, aspects] of facts.graph.get(effect.key)!) {
      const cause = loop.find((member) => member.key === causeKey);
      if (cause) details.push(`applying ${effectName(cause)} would ${aspectWords(aspects, effect, cause, facts)}`);
    }
  }
  return details.join('; ');
}
