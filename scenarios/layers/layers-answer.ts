/**
 * The layers answer: every permanent's final characteristics (the `--json` shape the issue gives),
 * the steps with their rules, the notes (state-based consequences and what reading the input
 * noticed), and the same as readable text for the embed and the CLI.
 */
import type { CitationKey, CitationNumbers } from '../citations.js';
import { citeRules, listNames, type ScenarioStep } from '../scenario-step.js';
import { abilityNames, describeObject } from './describe-layers.js';
import type { Layer } from './effect-spec.js';
import type { EffectInstance } from './effect-instances.js';
import type { BoardState } from './layer-state.js';
import type { LayersScenario } from './layers-scenario.js';
import type { PhraseContext } from './parse-selector.js';
import { stateBasedConsequences } from './state-based-notes.js';
import { CARD_TYPES, COLORS, SUPERTYPES, titleCase } from './vocabulary.js';

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

/** A step before its rules are numbered for the release in use. */
export interface DraftStep {
  /** False for an effect found not to exist. */
  applied: boolean;
  layer: Layer;
  effect: string;
  appliesTo: string[];
  reason: string;
  keys: CitationKey[];
  /** Per object: what this step changed ("Bear: P/T 2/2 → 3/3"). */
  changes: string[];
  /** For an effect applied to no object: why ("no permanent is creatures you control now"). */
  noTarget?: string;
}

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

/** The final state, notes and readable steps, with rules numbered for the release in use. */
export function finishAnswer(
  scenario: LayersScenario,
  state: BoardState,
  drafts: readonly DraftStep[],
  instances: readonly EffectInstance[],
  citations: CitationNumbers,
  context: PhraseContext,
): LayersAnswer {
  const notes = [...scenarioNotes(scenario, state, instances), ...stateBasedConsequences(state, context)].map((note) => ({
    text: note.text,
    rules: citeRules(citations, note.keys),
  }));
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
    result: { objects: state.objects.map(finalObject), steps, notes },
    summary,
    steps: drafts.map((draft, index) => ({ text: stepText(draft), rules: steps[index]!.rules })),
    notes,
  };
}

function finalObject({ chars }: BoardState['objects'][number]): LayersObject {
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
}

/** What the answer must say beyond the steps: assumed timestamps, what wasn't read, effects whose reach the helper can't show. */
function scenarioNotes(scenario: LayersScenario, state: BoardState, instances: readonly EffectInstance[]): { text: string; keys: CitationKey[] }[] {
  const notes: { text: string; keys: CitationKey[] }[] = [];
  if (!scenario.timestampsGiven && instances.length > 1) {
    notes.push({ text: 'No timestamps were given, so the order written is taken as timestamp order. Add "@N" to each object with effects if that is wrong.', keys: ['timestamp-order'] });
  }
  for (const text of scenario.readingNotes) notes.push({ text, keys: [] });
  for (const instance of instances) {
    const subject = instance.spec.subject;
    const label = `${instance.source}: ${instance.spec.text}`;
    if (subject.kind === 'class' && subject.outsideBattlefield.length > 0) {
      notes.push({ text: `${label} — it also covers ${listNames(subject.outsideBattlefield)}; this answer shows permanents on the battlefield only.`, keys: [] });
    }
    if (instance.kind === 'resolved' && subject.kind === 'class' && instance.locked !== null) {
      notes.push({
        text: `${label} — it comes from a resolved spell or ability, so the objects it affects were fixed when it resolved; this answer takes those that match now. Name them instead if that differs.`,
        keys: ['resolved-set-fixed'],
      });
    }
  }
  for (const object of state.objects) {
    if (object.chars.types.includes('creature') && (object.chars.power === null || object.chars.toughness === null)) {
      notes.push({ text: `${object.label} is a creature with no power or toughness defined, so each is 0.`, keys: ['no-power-value'] });
    }
  }
  return notes;
}

function stepText(draft: DraftStep): string {
  const target = !draft.applied ? '' : ` → ${draft.appliesTo.length > 0 ? listNames(draft.appliesTo) : `no object: ${draft.noTarget ?? 'none matches it now'}`}`;
  const changes = draft.changes.length > 0 ? ` Result: ${draft.changes.join(' · ')}${draft.changes.at(-1)!.endsWith('.') ? '' : '.'}` : '';
  return `Layer ${draft.layer} (${LAYER_NAME[draft.layer]}): ${draft.effect}${target}. ${draft.reason}${changes}`;
}
