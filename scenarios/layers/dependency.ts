/**
 * Dependency the way 613.8a defines it, found by trial: an effect depends on another in the same
 * layer if applying the other would change its existence, its text, what it applies to, or what it
 * does to those objects — and neither or both are characteristic-defining. Dependent effects wait
 * (613.8b); a loop is applied in timestamp order (613.8b); the order is re-evaluated after each
 * effect (613.8c). No table of card pairs: every answer comes from applying the effects.
 */
import type { Layer, Part } from './effect-spec.js';
import { abilityText, appliesTo, contextOf, existsIn, type EffectInstance } from './effect-instances.js';
import { evaluate, type BoardState } from './layer-state.js';

/** How applying one effect would change another (613.8a (b)). */
export type DependencyAspect = 'existence' | 'text' | 'applies-to' | 'result';

/** What the other effect would be, seen from this state: the four things 613.8a looks at. */
interface Signature {
  exists: boolean;
  text: string;
  appliesTo: number[];
  /** Per object it applies to: what it would do there (values computed now). */
  result: string;
}

/** Applies one effect's parts in `layer` to a copy of `state`; how the engine and the trials apply an effect. */
export type ApplyTrial = (instance: EffectInstance, state: BoardState) => BoardState;

function signature(instance: EffectInstance, state: BoardState, layer: Layer): Signature {
  const exists = existsIn(instance, state);
  if (!exists) return { exists, text: '', appliesTo: [], result: '' };
  const targets = appliesTo(instance, state);
  const context = contextOf(instance, state);
  const parts = instance.spec.parts.filter((part) => part.layer === layer);
  const result = targets.map((id) => {
    const object = state.objects[id]!;
    return parts.map((part) => describeResult(part, state, context, object)).join(';');
  });
  return { exists, text: abilityText(instance, state), appliesTo: [...targets].sort((left, right) => left - right), result: JSON.stringify([context.controller, result]) };
}

/** The part's instruction with its values worked out now: what it "does to" the object. */
function describeResult(part: Part, state: BoardState, context: ReturnType<typeof contextOf>, object: BoardState['objects'][number]): string {
  switch (part.kind) {
    case 'set-pt':
      return `pt=${evaluate(part.power, state, context, object)}/${evaluate(part.toughness, state, context, object)}`;
    case 'modify-pt':
      return `mod×${part.per === null ? 1 : evaluate(part.per, state, context, object)}`;
    case 'copy': {
      const original = state.objects.find((candidate) => candidate.label === part.of);
      return original ? JSON.stringify({ ...original.chars, abilities: original.chars.abilities.map((ability) => ability.text), controller: null }) : 'none';
    }
    default:
      return part.kind;
  }
}

/** For each effect, the effects it depends on and how: `dependsOn.get(y).get(x)` lists how applying x would change y. */
export type DependencyGraph = Map<string, Map<string, DependencyAspect[]>>;

/**
 * Tries every effect of the group against every other (613.8a).
 * @example findDependencies([bloodMoon, urborg], state, '4', apply) // urborg → bloodMoon: ['existence']
 */
export function findDependencies(group: readonly EffectInstance[], state: BoardState, layer: Layer, apply: ApplyTrial, waiting: readonly EffectInstance[] = []): DependencyGraph {
  // `waiting`: effects that don't exist yet; applying one of the group may bring them into existence (613.8a).
  const dependents = [...group, ...waiting];
  const before = new Map(dependents.map((instance) => [instance.key, signature(instance, state, layer)]));
  const graph: DependencyGraph = new Map(dependents.map((instance) => [instance.key, new Map()]));
  for (const other of group) {
    const trial = apply(other, state);
    for (const instance of dependents) {
      if (instance === other) continue;
      // 613.8a (c): a characteristic-defining ability and another effect never depend on each other.
      if (instance.spec.cda !== other.spec.cda) continue;
      const aspects = differences(before.get(instance.key)!, signature(instance, trial, layer));
      if (aspects.length > 0) graph.get(instance.key)!.set(other.key, aspects);
    }
  }
  return graph;
}

function differences(before: Signature, after: Signature): DependencyAspect[] {
  if (before.exists !== after.exists) return ['existence'];
  const aspects: DependencyAspect[] = [];
  if (before.text !== after.text) aspects.push('text');
  if (before.appliesTo.join() !== after.appliesTo.join()) aspects.push('applies-to');
  else if (before.result !== after.result) aspects.push('result');
  return aspects;
}

/** Which effect applies next, and why. */
export type Choice =
  | { instance: EffectInstance; why: 'free'; dependents: EffectInstance[] }
  | { instance: EffectInstance; why: 'loop'; loop: EffectInstance[] };

/** The earliest timestamp first; the order written breaks ties. */
function byTimestamp(left: EffectInstance, right: EffectInstance): number {
  return left.timestamp - right.timestamp || left.order - right.order;
}

/**
 * 613.8b: an effect that depends on others waits until they have applied; among those that wait on
 * nothing, the earliest timestamp goes first. If every effect waits on another, the ones in a loop
 * that waits on nothing outside itself apply in timestamp order.
 */
export function chooseNext(group: readonly EffectInstance[], graph: DependencyGraph, waiting: readonly EffectInstance[] = []): Choice {
  const free = group.filter((instance) => graph.get(instance.key)!.size === 0).sort(byTimestamp);
  if (free.length > 0) {
    const instance = free[0]!;
    const dependents = [...group, ...waiting].filter((other) => graph.get(other.key)!.has(instance.key));
    return { instance, why: 'free', dependents };
  }
  const components = stronglyConnected(group, graph);
  const closed = components.filter((component) =>
    component.every((instance) => [...graph.get(instance.key)!.keys()].every((key) => component.some((member) => member.key === key) || !group.some((member) => member.key === key))),
  );
  const loop = (closed[0] ? closed : components).flat().sort(byTimestamp);
  const instance = loop[0]!;
  const members = components.find((component) => component.includes(instance))!.sort(byTimestamp);
  return { instance, why: 'loop', loop: members };
}

/** Tarjan's strongly connected components of "depends on". */
function stronglyConnected(group: readonly EffectInstance[], graph: DependencyGraph): EffectInstance[][] {
  const byKey = new Map(group.map((instance) => [instance.key, instance]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const components: EffectInstance[][] = [];
  const visit = (key: string) => {
    index.set(key, index.size);
    low.set(key, index.get(key)!);
    stack.push(key);
    for (const next of [...graph.get(key)!.keys()].filter((other) => byKey.has(other))) {
      if (!index.has(next)) {
        visit(next);
        low.set(key, Math.min(low.get(key)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(key, Math.min(low.get(key)!, index.get(next)!));
    }
    if (low.get(key) === index.get(key)) components.push(stack.splice(stack.indexOf(key)).map((member) => byKey.get(member)!));
  };
  for (const instance of group) if (!index.has(instance.key)) visit(instance.key);
  return components;
}
