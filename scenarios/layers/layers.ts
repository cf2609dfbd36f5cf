/**
 * Rule 613, applied and explained: the continuous effects of a scenario, layer by layer (613.1–613.4),
 * characteristic-defining abilities first (613.3), then timestamps (613.7), overridden by
 * dependencies found by trial (613.8), each effect locked to the objects it started to apply to
 * (613.6). The answer is every permanent's final characteristics, each step with the rule that
 * decides it, and the state-based consequences worth a judge's attention. Pure: plain data in and out.
 */
import type { CitationKey, CitationNumbers } from '../citations.js';
import type { Parsed } from '../scenario-input.js';
import { applyPart, type RuleNote } from './apply-part.js';
import { syncBasicLandAbilities } from './basic-land-abilities.js';
import { chooseNext, findDependencies, type DependencyGraph } from './dependency.js';
import { abilityNames, describeChange } from './describe-layers.js';
import { LAYERS, type Layer, type Part } from './effect-spec.js';
import { appliesTo, contextOf, existsIn, fixedInstances, staticInstances, type EffectInstance } from './effect-instances.js';
import { CDA_FIRST, dependenciesChanged, effectLabel, explainGone, explainOrder } from './explain-order.js';
import { cloneState, initialState, type BoardState, type ObjectState } from './layer-state.js';
import { finishAnswer, type DraftStep, type LayersAnswer } from './layers-answer.js';
import { parseLayersScenario } from './layers-input.js';
import type { LayersScenario } from './layers-scenario.js';
import type { CardLookup } from '../card-face.js';
import { effectsOfAbilityText } from './oracle-text.js';
import type { PhraseContext } from './parse-selector.js';

export type { LayersAnswer, LayersNote, LayersObject, LayersResult, LayersStep } from './layers-answer.js';

/** The rules that put an effect in its layer: the layer (613.1a–g), and for layers 1 and 7 the sublayer (613.2, 613.4). */
const LAYER_RULES: Record<Layer, CitationKey[]> = {
  '1a': ['layer-1', 'layer-1a'],
  '1b': ['layer-1', 'layer-1b'],
  '2': ['layer-2'],
  '3': ['layer-3'],
  '4': ['layer-4'],
  '5': ['layer-5'],
  '6': ['layer-6'],
  '7a': ['layer-7', 'layer-7a'],
  '7b': ['layer-7', 'layer-7b'],
  '7c': ['layer-7', 'layer-7c'],
  '7d': ['layer-7', 'layer-7d'],
};

/** Effects applied in one layer at most: far beyond 50 objects' worth, a guard against abilities that keep granting abilities. */
const MAX_ROUNDS = 1000;

/** The rules a part used beyond its layer's own. */
const RULE_NOTE_KEYS: Record<RuleNote, CitationKey[]> = {
  'copiable-values': ['copiable-after-layer-1', 'copiable-values'],
  'land-type-set': ['land-type-set'],
  'types-set': ['type-set'],
  'types-kept': ['type-kept'],
  'cant-have-blocks': ['cant-have'],
  'subtype-needs-type': ['subtype-needs-type'],
};

/** Parses and answers a layers question: the whole `/layers` / `arbiter scenario layers` answer. `lookup` finds cards by name. */
export function answerLayers(text: string, citations: CitationNumbers, lookup: CardLookup | null = null): Parsed<LayersAnswer> {
  const scenario = parseLayersScenario(text, lookup);
  if (!scenario.ok) return scenario;
  return { ok: true, value: runLayers(scenario.value, citations) };
}

/** Applies every layer in order and explains each step. */
export function runLayers(scenario: LayersScenario, citations: CitationNumbers): LayersAnswer {
  const context: PhraseContext = {
    objectNames: scenario.objects.map((object) => object.name),
    subtypes: [...new Set(scenario.objects.flatMap((object) => object.printed.subtypes))],
  };
  let state = initialState(scenario);
  syncBasicLandAbilities(state);
  const fixed = fixedInstances(scenario, state);
  const registry = new Map<string, EffectInstance>();
  const announced = new Set<string>();
  const steps: DraftStep[] = [];
  let grantCounter = 0;
  const stamp = (instance: EffectInstance) => (scenario.timestampsGiven ? `@${instance.timestamp}` : `written ${ordinal(instance.timestamp)}`);
  const nameOf = (id: number) => state.objects[id]?.label ?? '?';

  /** Applies an effect's parts in `layer` to a copy of `before`: for real, and in every dependency trial. */
  const apply = (instance: EffectInstance, before: BoardState, layer: Layer) => {
    const targets = appliesTo(instance, before);
    const after = cloneState(before, targets);
    const notes = new Set<RuleNote>();
    const env = {
      label: instance.source,
      timestamp: instance.timestamp,
      context: contextOf(instance, before),
      reread: (text: string, object: ObjectState, printed: boolean) => effectsOfAbilityText(text, object.chars.name, context, printed),
      nextId: () => `granted.${grantCounter++}`,
    };
    // Within one effect, abilities are removed before any are granted: "has indestructible, and it loses all other abilities".
    const parts = instance.spec.parts.filter((candidate) => candidate.layer === layer).sort((left, right) => removes(right) - removes(left));
    for (const id of targets) {
      for (const part of parts) {
        for (const note of applyPart(part, after.objects[id]!, before, env)) notes.add(note);
      }
    }
    return { after, targets, notes };
  };

  const announceGone = (instance: EffectInstance, layer: Layer, during: boolean) => {
    if (announced.has(instance.key)) return;
    announced.add(instance.key);
    const { reason, keys } = explainGone(instance, state, during);
    steps.push({ applied: false, layer, effect: effectLabel(instance), appliesTo: [], reason, keys: [...LAYER_RULES[layer], ...keys], changes: [] });
  };

  for (const layer of LAYERS) {
    const pending = new Map<string, EffectInstance>();
    for (const instance of [...fixed, ...staticInstances(state, layer, registry)]) {
      if (instance.spec.parts.some((part) => part.layer === layer)) pending.set(instance.key, instance);
    }
    const onlyEffect = pending.size === 1;
    let wasAlive = new Set<string>();
    let previous: { graph: DependencyGraph; applied: EffectInstance } | null = null;
    const waitedFor = new Map<string, Set<string>>();
    /** Effects of a dependency loop already found in this layer: the rest of the loop follows in timestamp order. */
    const inLoop = new Set<string>();
    const done = new Set<string>();
    for (let round = 0; ; round++) {
      if (round === MAX_ROUNDS) {
        // Only effects that keep granting new effect-generating abilities could get here; stop rather than hang.
        steps.push({ applied: false, layer, effect: 'Too many effects', appliesTo: [], reason: `More than ${MAX_ROUNDS} effects in this layer: the rest are not applied.`, keys: [...LAYER_RULES[layer]], changes: [] });
        break;
      }
      // An ability granted earlier in this layer generates effects in it too (613.7a: Rune of Flight).
      for (const instance of staticInstances(state, layer, registry, true)) {
        if (!pending.has(instance.key) && !done.has(instance.key) && !announced.has(instance.key)) pending.set(instance.key, instance);
      }
      const alive = [...pending.values()].filter((instance) => existsIn(instance, state));
      for (const instance of [...pending.values()]) {
        if (alive.includes(instance) || !wasAlive.has(instance.key)) continue;
        announceGone(instance, layer, true);
        pending.delete(instance.key);
      }
      wasAlive = new Set(alive.map((instance) => instance.key));
      if (alive.length === 0) break;
      const cdas = alive.filter((instance) => instance.spec.cda);
      const group = CDA_FIRST.has(layer) && cdas.length > 0 ? cdas : alive;
      // Effects that don't exist yet may come to exist when one of the group applies: they can depend on it (613.8a).
      const waiting = [...pending.values()].filter((instance) => !alive.includes(instance) && instance.spec.cda === group[0]!.spec.cda);
      const graph = findDependencies(group, state, layer, (instance, before) => apply(instance, before, layer).after, waiting);
      for (const [key, dependencies] of graph) if (dependencies.size > 0) waitedFor.set(key, new Set([...(waitedFor.get(key) ?? []), ...dependencies.keys()]));
      const choice = chooseNext(group, graph, waiting);
      const chosen = choice.instance;
      if (choice.why === 'loop') for (const member of choice.loop) inLoop.add(member.key);
      const { after, targets, notes } = apply(chosen, state, layer);
      const waitedOn = [...(waitedFor.get(chosen.key) ?? [])].filter((key) => !pending.has(key)).map((key) => registry.get(key) ?? fixed.find((instance) => instance.key === key)!);
      const { reasons, keys } = explainOrder({
        layer,
        state,
        group,
        graph,
        choice,
        onlyEffect,
        continuesLoop: choice.why !== 'loop' && inLoop.has(chosen.key),
        waitedOn,
        reevaluatedAfter: previous && dependenciesChanged(previous.graph, graph, new Set(pending.keys())) ? previous.applied : null,
        stamp,
        nameOf,
        apply,
      });
      const changes = targets.map((id) => {
        const change = describeChange(state.objects[id]!.chars, after.objects[id]!.chars);
        return `${nameOf(id)}: ${change.length > 0 ? change.join('; ') : 'no change'}`;
      });
      if (!chosen.locked) {
        chosen.locked = targets;
        chosen.lockedInLayer = layer;
      }
      steps.push({
        applied: true,
        layer,
        effect: effectLabel(chosen),
        appliesTo: targets.map(nameOf),
        ...(targets.length === 0 ? { noTarget: whyNoTarget(chosen, state) } : {}),
        reason: reasons.join(' '),
        keys: [...LAYER_RULES[layer], ...keys, ...partRules(chosen, layer, notes)],
        changes,
      });
      state = after;
      pending.delete(chosen.key);
      done.add(chosen.key);
      previous = { graph, applied: chosen };
    }
    for (const instance of pending.values()) announceGone(instance, layer, false);
    if (layer === '4') {
      const changed = syncBasicLandAbilities(state);
      if (changed.length > 0) {
        steps.push({
          applied: true,
          layer,
          effect: 'Rule 305.6: each basic land type gives its mana ability',
          appliesTo: changed.map((object) => object.label),
          reason: 'With its land types settled, a land has the mana ability of each basic land type it has, and no other.',
          keys: ['basic-land-mana'],
          changes: changed.map((object) => `${object.label}: ${abilityNames(object.chars).join('; ') || 'no abilities'}`),
        });
      }
    }
  }
  return finishAnswer(scenario, state, steps, [...registry.values(), ...fixed], citations, context);
}

/** Why an effect applies to no object now, for its step: "no permanent matches “creatures you control” (“you” is A) now". */
function whyNoTarget(instance: EffectInstance, state: BoardState): string {
  const { subject, subjectText } = instance.spec;
  if (subject.kind === 'class') {
    const you = /\byou\b|\byour\b/i.test(subjectText) ? ` (“you” is ${contextOf(instance, state).controller})` : '';
    return `no permanent matches “${subjectText}”${you} now`;
  }
  return `${subjectText} is no object on the battlefield`;
}

/** The rules an effect's parts in this layer used: copy exceptions, "can't have", face down, keyword counters, and the notes of applyPart. */
function partRules(instance: EffectInstance, layer: Layer, notes: ReadonlySet<RuleNote>): CitationKey[] {
  const parts = instance.spec.parts.filter((part) => part.layer === layer);
  const keys: CitationKey[] = [...notes].flatMap((note) => RULE_NOTE_KEYS[note]);
  if (parts.some((part) => part.kind === 'copy' && part.except.length > 0)) keys.push('copy-exceptions');
  if (parts.some((part) => part.kind === 'cant-have')) keys.push('cant-have');
  if (layer === '1b') keys.push('face-down-values');
  if (instance.kind === 'counters' && layer === '6') keys.push('keyword-counter');
  return keys;
}

/** 1 for a part that removes abilities, 0 otherwise. */
function removes(part: Part): number {
  return part.kind === 'remove-all-abilities' || part.kind === 'remove-abilities' || part.kind === 'cant-have' ? 1 : 0;
}

/** 1st, 2nd, 3rd, 11th…: a position in the order written, when it stands in for a timestamp. */
function ordinal(index: number): string {
  const suffix = index % 10 === 1 && index % 100 !== 11 ? 'st' : index % 10 === 2 && index % 100 !== 12 ? 'nd' : index % 10 === 3 && index % 100 !== 13 ? 'rd' : 'th';
  return `${index}${suffix}`;
}
