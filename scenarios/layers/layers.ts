/**
 * Rule 613, applied and explained: the continuous effects of a scenario, layer by layer (613.1–613.4),
 * characteristic-defining abilities first (613.3), then timestamps (613.7), overridden by
 * dependencies found by trial (613.8), each effect locked to the objects it started to apply to
 * (613.6). The answer is every permanent's final characteristics, each step with the rule that
 * decides it, and the state-based consequences worth a judge's attention. Pure: plain data in and out.
 */
import type { CitationKey, CitationNumbers } from '../citations.js';
import type { Parsed } from '../scenario-input.js';
import { capitalise, citeRules, listNames, type ScenarioStep } from '../scenario-step.js';
import { applyPart, type RuleNote } from './apply-part.js';
import { chooseNext, findDependencies, type DependencyAspect, type DependencyGraph } from './dependency.js';
import { abilityNames, describeChange, describeObject } from './describe-layers.js';
import { LAYERS, type Layer } from './effect-spec.js';
import { appliesTo, contextOf, existsIn, fixedInstances, staticInstances, type EffectInstance } from './effect-instances.js';
import { cloneState, initialState, selectObjects, type BoardState, type ObjectState } from './layer-state.js';
import { parseLayersScenario } from './layers-input.js';
import type { LayersScenario } from './layers-scenario.js';
import { effectsOfAbilityText, type CardLookup } from './oracle-text.js';
import type { PhraseContext } from './parse-selector.js';
import { stateBasedConsequences } from './state-based-notes.js';
import { basicLandManaAbility, CARD_TYPES, COLORS, isBasicLandType, SUPERTYPES, titleCase } from './vocabulary.js';

/** A permanent's final characteristics: the `--json` shape the issue gives. */
export interface LayersObject {
  name: string;
  types: string[];
  subtypes: string[];
  supertypes: string[];
  colors: string[];
  power: number | null;
  toughness: number | null;
  abilities: string[];
  controller: string;
}

/** One effect applied (or found not to exist) in one layer, and why at that point. */
export interface LayersStep {
  layer: Layer;
  effect: string;
  appliesTo: string[];
  reason: string;
  rules: string[];
}

export interface LayersNote {
  text: string;
  rules: string[];
}

/** The `--json` shape. */
export interface LayersResult {
  objects: LayersObject[];
  steps: LayersStep[];
  notes: LayersNote[];
}

/** The result, and the same as readable text for the embed and the CLI. */
export interface LayersAnswer {
  result: LayersResult;
  /** The final state, one line per permanent. */
  summary: string;
  /** Each step as one paragraph: what applied, to what, why then, and what changed. */
  steps: ScenarioStep[];
  notes: ScenarioStep[];
}

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

/** Where an effect's timestamp comes from (613.7a–c). */
const TIMESTAMP_RULE: Record<EffectInstance['kind'], CitationKey> = {
  static: 'static-timestamp',
  resolved: 'resolved-timestamp',
  counters: 'counter-timestamp',
  rule: 'static-timestamp',
};

const LAYER_NAME: Record<Layer, string> = {
  '1a': 'copy effects',
  '1b': 'face-down status',
  '2': 'control',
  '3': 'text',
  '4': 'types',
  '5': 'colour',
  '6': 'abilities',
  '7a': 'characteristic-defining power and toughness',
  '7b': 'power and toughness set',
  '7c': 'power and toughness modified',
  '7d': 'power and toughness switched',
};

/** Where characteristic-defining abilities go first (613.3); 7a holds only them (613.4a). */
const CDA_FIRST: ReadonlySet<Layer> = new Set(['2', '3', '4', '5', '6']);

const RULE_NOTE_KEYS: Record<RuleNote, CitationKey[]> = {
  'copiable-values': ['copiable-after-layer-1', 'copiable-values'],
  'land-type-set': ['land-type-set'],
  'types-set': ['type-set'],
  'types-kept': ['type-kept'],
  'cant-have-blocks': ['cant-have'],
  'subtype-needs-type': ['subtype-needs-type'],
};

/** Parses and answers a layers question: the whole `/layers` / `arbiter scenario layers` answer. */
export function answerLayers(text: string, citations: CitationNumbers, lookup: CardLookup | null = null): Parsed<LayersAnswer> {
  const scenario = parseLayersScenario(text, lookup);
  if (!scenario.ok) return scenario;
  return { ok: true, value: runLayers(scenario.value, citations) };
}

interface DraftStep {
  /** False for an effect found not to exist. */
  applied: boolean;
  layer: Layer;
  effect: string;
  appliesTo: string[];
  reason: string;
  keys: CitationKey[];
  changes: string[];
}

/** Applies every layer in order and explains each step. */
export function runLayers(scenario: LayersScenario, citations: CitationNumbers): LayersAnswer {
  const context: PhraseContext = {
    objectNames: scenario.objects.map((object) => object.name),
    subtypes: [...new Set(scenario.objects.flatMap((object) => object.printed.subtypes))],
  };
  let state = initialState(scenario);
  syncIntrinsicAbilities(state);
  const fixed = fixedInstances(scenario, state);
  const registry = new Map<string, EffectInstance>();
  const announced = new Set<string>();
  const steps: DraftStep[] = [];
  let grantCounter = 0;
  const stamp = (instance: EffectInstance) => (scenario.timestampsGiven ? `@${instance.timestamp}` : `written ${ordinal(instance.timestamp)}`);
  const nameOf = (id: number) => state.objects[id]?.label ?? '?';

  /** Applies an effect's parts in `layer` to a copy of `before`. */
  const apply = (instance: EffectInstance, before: BoardState, layer: Layer) => {
    const targets = appliesTo(instance, before);
    const after = cloneState(before, targets);
    const notes = new Set<RuleNote>();
    const env = {
      label: instance.source,
      timestamp: instance.timestamp,
      context: contextOf(instance, before),
      reread: (text: string, object: ObjectState) => effectsOfAbilityText(text, object.chars.name, context),
      nextId: () => `granted.${grantCounter++}`,
    };
    for (const id of targets) {
      for (const part of instance.spec.parts.filter((candidate) => candidate.layer === layer)) {
        for (const note of applyPart(part, after.objects[id]!, before, env)) notes.add(note);
      }
    }
    return { after, targets, notes };
  };

  const announceGone = (instance: EffectInstance, layer: Layer, during: boolean) => {
    if (announced.has(instance.key)) return;
    announced.add(instance.key);
    const source = instance.sourceId === null ? undefined : state.objects[instance.sourceId];
    const remover = instance.abilityId === null ? undefined : source?.removedBy[instance.abilityId];
    const keys: CitationKey[] = [...LAYER_RULES[layer]];
    let reason: string;
    if (instance.kind === 'static' && !source?.chars.abilities.some((ability) => ability.id === instance.abilityId)) {
      const by = remover ? `${remover}’s effect removed the ability that generates it` : `${instance.source} no longer has the ability that generates it`;
      reason = during
        ? `No longer exists: ${by}, so it stops before it applies. The order was re-evaluated after that effect applied.`
        : `Doesn’t apply: ${by} in an earlier layer, before this effect began to apply, so nothing keeps it applying.`;
      keys.push(during ? 'order-reevaluated' : 'effect-keeps-applying');
    } else {
      reason = `Doesn’t apply: its condition (“${conditionText(instance)}”) doesn’t hold.`;
    }
    steps.push({ applied: false, layer, effect: effectLabel(instance), appliesTo: [], reason, keys, changes: [] });
  };

  for (const layer of LAYERS) {
    const pending = new Map<string, EffectInstance>();
    for (const instance of [...fixed, ...staticInstances(state, layer, registry)]) {
      if (instance.spec.parts.some((part) => part.layer === layer)) pending.set(instance.key, instance);
    }
    const inLayer = pending.size;
    let wasAlive = new Set<string>();
    let previous: { graph: DependencyGraph; applied: string } | null = null;
    const waitedFor = new Map<string, Set<string>>();
    /** Effects of a dependency loop already found in this layer: the rest of the loop follows in timestamp order. */
    const inLoop = new Set<string>();
    for (;;) {
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
      const waiting = [...pending.values()].filter((instance) => !alive.includes(instance) && instance.spec.cda === group[0]!.spec.cda);
      const graph = findDependencies(group, state, layer, (instance, before) => apply(instance, before, layer).after, waiting);
      for (const [key, dependencies] of graph) if (dependencies.size > 0) waitedFor.set(key, new Set([...(waitedFor.get(key) ?? []), ...dependencies.keys()]));
      const choice = chooseNext(group, graph, waiting);
      const chosen = choice.instance;
      const { after, targets, notes } = apply(chosen, state, layer);

      const keys: CitationKey[] = [...LAYER_RULES[layer]];
      const reasons: string[] = [];
      if (inLayer === 1) {
        reasons.push('The only effect in this layer.');
      } else if (choice.why === 'loop' || inLoop.has(chosen.key)) {
        if (choice.why === 'loop') for (const member of choice.loop) inLoop.add(member.key);
        reasons.push(
          choice.why === 'loop'
            ? `${listNames(choice.loop.map(effectName))} depend on each other (${dependencyDetails(choice.loop, graph, state, layer, apply, nameOf)}): a dependency loop, so they apply in timestamp order, and this one is earliest (${stamp(chosen)}).`
            : `It is part of the dependency loop found above, which applies in timestamp order: next is this one (${stamp(chosen)}).`,
        );
        keys.push('depends-on', 'dependency-loop', 'timestamp-order', TIMESTAMP_RULE[chosen.kind]);
      } else {
        if (chosen.spec.cda && (CDA_FIRST.has(layer) || layer === '7a')) {
          reasons.push('A characteristic-defining ability: it applies before the other effects in this layer.');
          keys.push('cda', layer === '7a' ? 'layer-7a' : 'cda-first');
        }
        const dependents = choice.dependents;
        if (dependents.length > 0) {
          for (const dependent of dependents) {
            reasons.push(`${capitalise(effectName(dependent))} depends on this one: applying it would ${aspectWords(graph.get(dependent.key)!.get(chosen.key)!, dependent, chosen, state, layer, apply, nameOf)}.`);
          }
          const earlier = dependents.filter((dependent) => dependent.timestamp < chosen.timestamp);
          reasons.push(
            earlier.length > 0
              ? `So it applies first, although ${listNames(earlier.map(effectName))} ${earlier.length === 1 ? 'has' : 'have'} the earlier timestamp.`
              : 'So it applies first.',
          );
          keys.push('depends-on', 'dependent-waits');
        }
        const waited = [...(waitedFor.get(chosen.key) ?? [])].filter((key) => !pending.has(key) || key === chosen.key).filter((key) => key !== chosen.key);
        if (waited.length > 0) {
          const names = waited.map((key) => effectName(registryOrFixed(key, registry, fixed)!));
          reasons.push(`It depended on ${listNames(names)}, which ${waited.length === 1 ? 'has' : 'have'} now applied, so it applies now.`);
          keys.push('dependent-waits');
        }
        if (dependents.length === 0 && waited.length === 0 && !chosen.spec.cda) {
          const others = group.filter((instance) => instance !== chosen);
          reasons.push(
            others.length > 0
              ? `Timestamp order: ${stamp(chosen)} is the earliest of the effects left in this layer (then ${listNames(others.sort(byStamp).map((other) => `${other.source} ${stamp(other)}`))}).`
              : `Timestamp order: it is the last effect left in this layer (${stamp(chosen)}).`,
          );
          keys.push('timestamp-order', TIMESTAMP_RULE[chosen.kind]);
        }
      }
      if (previous && reordered(previous, graph, pending)) {
        reasons.push(`(The order was re-evaluated after ${previous.applied} applied.)`);
        keys.push('order-reevaluated');
      }
      const lockNote = lockedNote(chosen, state, layer);
      if (lockNote) {
        reasons.push(lockNote);
        keys.push('effect-keeps-applying');
      }
      for (const note of notes) keys.push(...RULE_NOTE_KEYS[note]);
      if (chosen.spec.parts.some((part) => part.layer === layer && part.kind === 'copy' && part.except.length > 0)) keys.push('copy-exceptions');
      if (chosen.spec.parts.some((part) => part.layer === layer && part.kind === 'cant-have')) keys.push('cant-have');
      if (layer === '1b') keys.push('face-down-values');
      if (chosen.kind === 'counters' && layer === '6') keys.push('keyword-counter');

      const changes = targets.map((id) => {
        const change = describeChange(state.objects[id]!.chars, after.objects[id]!.chars);
        return `${nameOf(id)}: ${change.length > 0 ? change.join('; ') : 'no change'}`;
      });
      if (!chosen.locked) {
        chosen.locked = targets;
        chosen.lockedInLayer = layer;
      }
      steps.push({ applied: true, layer, effect: effectLabel(chosen), appliesTo: targets.map(nameOf), reason: reasons.join(' '), keys, changes });
      state = after;
      pending.delete(chosen.key);
      previous = { graph, applied: effectName(chosen) };
    }
    for (const instance of pending.values()) announceGone(instance, layer, false);
    if (layer === '4') {
      const changed = syncIntrinsicAbilities(state);
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
  return finish(scenario, state, steps, [...registry.values(), ...fixed], citations, context);
}

/** Re-evaluation changed something beyond the effect that just applied (613.8c). */
function reordered(previous: { graph: DependencyGraph; applied: string }, graph: DependencyGraph, pending: Map<string, EffectInstance>): boolean {
  for (const [key, dependencies] of graph) {
    const before = previous.graph.get(key);
    if (!before) continue;
    const stillPending = [...before.keys()].filter((other) => pending.has(other));
    if (stillPending.sort().join() !== [...dependencies.keys()].sort().join()) return true;
  }
  return false;
}

function registryOrFixed(key: string, registry: Map<string, EffectInstance>, fixed: EffectInstance[]): EffectInstance | undefined {
  return registry.get(key) ?? fixed.find((instance) => instance.key === key);
}

function byStamp(left: EffectInstance, right: EffectInstance): number {
  return left.timestamp - right.timestamp || left.order - right.order;
}

/** "613.6" when an effect that started in an earlier layer now applies to objects its selector alone wouldn't pick, or after losing its ability. */
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

function effectLabel(instance: EffectInstance): string {
  return `${instance.source}: ${instance.spec.text}`;
}

function effectName(instance: EffectInstance): string {
  return `${instance.source}’s effect`;
}

function conditionText(instance: EffectInstance): string {
  return instance.spec.condition?.text ?? '';
}

function ordinal(index: number): string {
  const suffix = index % 10 === 1 && index % 100 !== 11 ? 'st' : index % 10 === 2 && index % 100 !== 12 ? 'nd' : index % 10 === 3 && index % 100 !== 13 ? 'rd' : 'th';
  return `${index}${suffix}`;
}

type Apply = (instance: EffectInstance, before: BoardState, layer: Layer) => { after: BoardState; targets: number[] };

/** How applying `cause` would change `effect`, in words (613.8a (b)). */
function aspectWords(aspects: DependencyAspect[], effect: EffectInstance, cause: EffectInstance, state: BoardState, layer: Layer, apply: Apply, nameOf: (id: number) => string): string {
  const trial = apply(cause, state, layer).after;
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

/** "A’s effect would change what B’s effect applies to, and B’s …": the edges of a loop. */
function dependencyDetails(loop: EffectInstance[], graph: DependencyGraph, state: BoardState, layer: Layer, apply: Apply, nameOf: (id: number) => string): string {
  const details: string[] = [];
  for (const effect of loop) {
    for (const [causeKey, aspects] of graph.get(effect.key)!) {
      const cause = loop.find((member) => member.key === causeKey);
      if (cause) details.push(`applying ${effectName(cause)} would ${aspectWords(aspects, effect, cause, state, layer, apply, nameOf)}`);
    }
  }
  return details.join('; ');
}

/** 305.6: a land has the mana ability of each basic land type it has; returns the lands whose set changed. */
function syncIntrinsicAbilities(state: BoardState): ObjectState[] {
  const changed: ObjectState[] = [];
  for (const object of state.objects) {
    const { chars } = object;
    const wanted = chars.types.includes('land') ? chars.subtypes.filter(isBasicLandType).map(basicLandManaAbility) : [];
    const current = chars.abilities.filter((ability) => ability.origin === 'intrinsic').map((ability) => ability.text);
    if (wanted.join() === current.join()) continue;
    const abilities = [
      ...chars.abilities.filter((ability) => ability.origin !== 'intrinsic'),
      ...wanted.map((text) => ({ id: `${object.id}.intrinsic.${text}`, text, effects: [], origin: 'intrinsic' as const, grantedAt: null })),
    ];
    // A new object rather than a change in place: objects are never changed once read (see cloneState).
    const updated = { ...object, chars: { ...chars, abilities } };
    state.objects[object.id] = updated;
    changed.push(updated);
  }
  return changed;
}

/** The final state, notes and readable steps. */
function finish(
  scenario: LayersScenario,
  state: BoardState,
  drafts: DraftStep[],
  instances: EffectInstance[],
  citations: CitationNumbers,
  context: PhraseContext,
): LayersAnswer {
  const notes: { text: string; keys: CitationKey[] }[] = [];
  if (!scenario.timestampsGiven && instances.length > 1) {
    notes.push({ text: 'No timestamps were given, so the order written is taken as timestamp order. Add "@N" to each object with effects if that is wrong.', keys: ['timestamp-order'] });
  }
  for (const text of scenario.readingNotes) notes.push({ text, keys: [] });
  for (const instance of instances) {
    const subject = instance.spec.subject;
    if (subject.kind === 'class' && subject.outsideBattlefield.length > 0) {
      notes.push({ text: `${effectLabel(instance)} — it also covers ${listNames(subject.outsideBattlefield)}; this answer shows permanents on the battlefield only.`, keys: [] });
    }
    if (instance.kind === 'resolved' && subject.kind === 'class' && instance.locked !== null) {
      notes.push({
        text: `${effectLabel(instance)} — it comes from a resolved spell or ability, so the objects it affects were fixed when it resolved; this answer takes those that match now. Name them instead if that differs.`,
        keys: ['resolved-set-fixed'],
      });
    }
  }
  for (const object of state.objects) {
    if (object.chars.types.includes('creature') && (object.chars.power === null || object.chars.toughness === null)) {
      notes.push({ text: `${object.label} is a creature with no power or toughness defined, so each is 0.`, keys: ['no-power-value'] });
    }
  }
  notes.push(...stateBasedConsequences(state, context));

  const objects: LayersObject[] = state.objects.map((object) => {
    const { chars } = object;
    const creature = chars.types.includes('creature');
    return {
      name: chars.name,
      types: CARD_TYPES.filter((type) => chars.types.includes(type)).map(titleCase),
      subtypes: [...chars.subtypes, ...(chars.allCreatureTypes ? ['every creature type'] : [])],
      supertypes: SUPERTYPES.filter((supertype) => chars.supertypes.includes(supertype)).map(titleCase),
      colors: COLORS.filter((color) => chars.colors.includes(color)),
      // 208.3: a noncreature permanent has no power or toughness; 208.5: a creature without a value has 0.
      power: creature ? (chars.power ?? 0) : null,
      toughness: creature ? (chars.toughness ?? 0) : null,
      abilities: abilityNames(chars),
      controller: chars.controller,
    };
  });
  const steps: LayersStep[] = drafts.map((draft) => ({
    layer: draft.layer,
    effect: draft.effect,
    appliesTo: draft.appliesTo,
    reason: draft.reason,
    rules: citeRules(citations, draft.keys),
  }));
  const summary =
    state.objects.length === 0
      ? 'No permanents on the battlefield.'
      : `Final characteristics:\n${state.objects.map((object) => `• ${describeObject(object.label, object.chars)}`).join('\n')}`;
  return {
    result: { objects, steps, notes: notes.map((note) => ({ text: note.text, rules: citeRules(citations, note.keys) })) },
    summary,
    steps: drafts.map((draft, index) => ({ text: stepText(draft), rules: steps[index]!.rules })),
    notes: notes.map((note) => ({ text: note.text, rules: citeRules(citations, note.keys) })),
  };
}

function stepText(draft: DraftStep): string {
  const target = !draft.applied ? '' : ` → ${draft.appliesTo.length > 0 ? listNames(draft.appliesTo) : 'nothing (no object matches it now)'}`;
  const changes = draft.changes.length > 0 ? ` Result: ${draft.changes.join(' · ')}${draft.changes.at(-1)!.endsWith('.') ? '' : '.'}` : '';
  return `Layer ${draft.layer} (${LAYER_NAME[draft.layer]}): ${draft.effect}${target}. ${draft.reason}${changes}`;
}


