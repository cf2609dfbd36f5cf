/**
 * The order of replacement and prevention effects (rule 616): who chooses, which effects must be
 * chosen first (616.1a–d), how the process repeats with what still applies (616.1f, 616.2), and
 * how an effect on a contained event waits (616.1g). Follows the first-written choice as the
 * default and lists every order the chooser could end up with. Pure: plain data in, plain data out.
 */
import type { CardLookup } from '../card-face.js';
import type { CitationKey, CitationNumbers } from '../citations.js';
import { readEffectCards, readFromCard, type CardReadings } from './card-readings.js';
import {
  chooserOf,
  parseReplacementScenario,
  type Affected,
  type EffectCategory,
  type ReplacementEffect,
  type ReplacementScenario,
} from './replacement-input.js';
import { sameName, type Parsed } from '../scenario-input.js';
import { capitalise, citeRules, listNames, type ScenarioStep } from '../scenario-step.js';

/** One way the process can end: the effects applied, in order, and those that did nothing. */
export interface ReplacementOrder {
  applied: string[];
  notApplied: string[];
}

export interface ReplacementChooser {
  affected: string;
  chooser: string;
  /** Every order the chooser can end up with, the default (first-written choices) first. */
  orders: ReplacementOrder[];
  /** True when there were more orders than listed. */
  truncated: boolean;
}

/** The `--json` shape. */
export interface ReplacementResult {
  event: string;
  /** In APNAP order (616.1, 101.4). */
  choosers: ReplacementChooser[];
  steps: ScenarioStep[];
  summary: string;
}

/** Orders beyond this many are counted as "more", not listed. */
const MAX_ORDERS = 24;

/** Where 616.1a–d put an effect first: the first of these categories with any applicable effect wins. */
const FIRST_CATEGORIES: { category: EffectCategory; key: CitationKey; what: string }[] = [
  { category: 'self', key: 'self-replacement-first', what: 'a self-replacement effect' },
  { category: 'control', key: 'control-change-first', what: 'an effect that would change under whose control it enters the battlefield' },
  { category: 'copy', key: 'copy-first', what: 'an effect that would make it enter the battlefield as a copy of another object' },
  { category: 'back-face', key: 'back-face-first', what: 'an effect that would make it enter the battlefield with its back face up' },
];

/**
 * Parses and answers a replacement-order question: the whole `/replacement` / `arbiter scenario replacement` answer.
 * Effects named after cards `lookup` finds are read from their Oracle text (see card-readings.ts).
 */
export function answerReplacement(text: string, citations: CitationNumbers, lookup: CardLookup | null = null): Parsed<ReplacementResult> {
  const parsed = parseReplacementScenario(text);
  if (!parsed.ok) return parsed;
  const readings = readEffectCards(parsed.value.effects, lookup);
  return { ok: true, value: orderReplacementEffects({ ...parsed.value, effects: readings.effects }, citations, readings) };
}

/** Explains who chooses and in what order the effects apply, for each affected object or player. */
export function orderReplacementEffects(
  scenario: ReplacementScenario,
  citations: CitationNumbers,
  readings: CardReadings = { cards: [], effects: scenario.effects, derived: new Map() },
): ReplacementResult {
  const steps: ScenarioStep[] = [];
  const say = (text: string, keys: CitationKey[]) => steps.push({ text, rules: citeRules(citations, keys) });
  for (const [text, keys] of describeReadings(readings)) say(text, keys);
  const affected = apnapOrder(scenario);
  const choosers = [...new Set(affected.map(chooserOf))];
  if (choosers.length > 1) say(...describeApnap(choosers, scenario.turnOrder));

  const results: ReplacementChooser[] = [];
  for (const thing of affected) {
    const effects = scenario.effects.filter((effect) => sameName(effect.affects, thing.name));
    if (effects.length === 0) continue;
    const chooser = chooserOf(thing);
    say(...describeChooser(thing, chooser, effects));
    const trace = runDefault(effects, chooser);
    for (const [text, keys] of trace.steps) say(text, keys);
    const orders = allOrders(effects);
    say(...describeEnd(scenario.event, chooser, trace.order, orders));
    results.push({ affected: thing.name, chooser, orders: orders.list, truncated: orders.truncated });
  }
  return { event: scenario.event, choosers: results, steps, summary: summarise(scenario.event, results, scenario.effects, readings) };
}

/** What was read from the cards, and which effects that makes stop others. */
function describeReadings(readings: CardReadings): [string, CitationKey[]][] {
  const said: [string, CitationKey[]][] = readings.cards.map(({ effect, card, replacements }) => {
    const named = sameName(effect, card) ? card : `${effect} (${card})`;
    if (replacements.length === 0) {
      return [`${named}: its Oracle text has no replacement or prevention effect this helper recognises, so only its tags are read.`, []];
    }
    const read = replacements.map((replacement) => `“${replacement.sentence}” — it ${replacement.reading}`).join(' ');
    return [`${named}, from the card data: ${read}.`, []];
  });
  for (const [effect, stopped] of readings.derived) {
    const one = stopped.length === 1;
    said.push([
      `Once ${effect} has been applied, the event ${listNames(stopped)} would modify no longer happens, so ${one ? 'it' : 'they'} can’t apply after it.`,
      ['replaced-never-happens'],
    ]);
  }
  return said;
}

/** The affected in the order their choosers choose: APNAP by the turn order if given, else as written. */
function apnapOrder(scenario: ReplacementScenario): Affected[] {
  const turn = scenario.turnOrder;
  if (!turn) return scenario.affected;
  const seat = (thing: Affected) => turn.findIndex((player) => sameName(player, chooserOf(thing)));
  return [...scenario.affected].sort((left, right) => seat(left) - seat(right));
}

function describeApnap(choosers: string[], turnOrder: string[] | null): [string, CitationKey[]] {
  const assumption = turnOrder
    ? ''
    : ` (This assumes ${choosers[0]} is the active player and the others follow in the order listed; add "turn: …" to say otherwise.)`;
  return [
    `${capitalise(listNames(choosers))} each choose for what affects them at the same time, so they choose in APNAP order: ${choosers[0]}, the active player, first, then ${listNames(choosers.slice(1))}.${assumption}`,
    ['affected-chooses-order', 'apnap-order'],
  ];
}

function describeChooser(thing: Affected, chooser: string, effects: ReplacementEffect[]): [string, CitationKey[]] {
  const why =
    thing.kind === 'player'
      ? `${thing.name} is the affected player`
      : thing.controller
        ? `${thing.name} is controlled by ${chooser}`
        : `${thing.name} has no controller, and ${chooser} owns it`;
  const how = `how the event affects ${thing.kind === 'player' ? 'them' : 'it'}`;
  if (effects.length === 1) {
    return [`${capitalise(why)}. Only ${effects[0]!.name} would modify ${how}, so there is no order to choose.`, ['affected-chooses-order']];
  }
  const kinds = effects.some((effect) => effect.prevention) ? 'replacement and prevention effects' : 'replacement effects';
  return [
    `${capitalise(why)}, so ${chooser} chooses the order of the ${kinds} that would modify ${how}: ${listNames(effects.map((effect) => effect.name))}.${othersNote(effects, chooser)}`,
    ['affected-chooses-order'],
  ];
}

/** " It doesn't matter that Torbran and Rest in Peace are A's: …" when others control some of the effects. */
function othersNote(effects: ReplacementEffect[], chooser: string): string {
  const byController = new Map<string, string[]>();
  for (const effect of effects) {
    if (effect.controller === null || sameName(effect.controller, chooser)) continue;
    byController.set(effect.controller, [...(byController.get(effect.controller) ?? []), effect.name]);
  }
  if (byController.size === 0) return '';
  const whose = [...byController].map(([controller, names]) => `${listNames(names)} ${names.length === 1 ? 'is' : 'are'} ${controller}’s`);
  return ` It doesn’t matter that ${listNames(whose)}: the affected object’s controller or the affected player chooses.`;
}

/** Where the process stands between two choices. */
interface ProcessState {
  pending: ReplacementEffect[];
  applied: ReplacementEffect[];
  stopped: Set<string>;
}

/** The effects the chooser may pick now, and the rule that limits the pick. */
interface Options {
  choosable: ReplacementEffect[];
  /** The applicable effects the pick is made from (before 616.1a–d narrow it). */
  candidates: ReplacementEffect[];
  waiting: ReplacementEffect[];
  first: (typeof FIRST_CATEGORIES)[number] | null;
}

function optionsOf(state: ProcessState): Options | null {
  const available = state.pending.filter(
    (effect) => !state.stopped.has(effect.name) && (effect.after === null || state.applied.some((done) => done.name === effect.after)),
  );
  const outer = available.filter((effect) => !effect.inner);
  const waiting = outer.length > 0 ? available.filter((effect) => effect.inner) : [];
  const candidates = outer.length > 0 ? outer : available;
  if (candidates.length === 0) return null;
  const first = FIRST_CATEGORIES.find(({ category }) => candidates.some((effect) => effect.category === category)) ?? null;
  const choosable = first ? candidates.filter((effect) => effect.category === first.category) : candidates;
  return { choosable, candidates, waiting, first };
}

/** Applies `effect` and reports what that changes: effects it stops, effects it makes applicable. */
function apply(state: ProcessState, effect: ReplacementEffect): ProcessState {
  return {
    pending: state.pending.filter((other) => other !== effect),
    applied: [...state.applied, effect],
    stopped: new Set([...state.stopped, ...effect.stops]),
  };
}

function startState(effects: ReplacementEffect[]): ProcessState {
  return { pending: [...effects], applied: [], stopped: new Set() };
}

/** Follows the default choice (the first written) and explains each round. */
function runDefault(effects: ReplacementEffect[], chooser: string): { steps: [string, CitationKey[]][]; order: ReplacementOrder } {
  const steps: [string, CitationKey[]][] = [];
  let state = startState(effects);
  for (let options = optionsOf(state); options; options = optionsOf(state)) {
    const chosen = options.choosable[0]!;
    steps.push(describeRound(options, chosen, chooser, state.applied.length > 0));
    const next = apply(state, chosen);
    const consequence = describeConsequences(state, next, chosen);
    if (consequence) steps.push(consequence);
    state = next;
  }
  return { steps, order: orderOf(state) };
}

function describeRound(options: Options, chosen: ReplacementEffect, chooser: string, repeated: boolean): [string, CitationKey[]] {
  const names = (list: ReplacementEffect[]) => listNames(list.map((effect) => effect.name));
  const parts: string[] = [];
  const keys: CitationKey[] = [];
  if (repeated) {
    parts.push('The process repeats with the effects that now apply.');
    keys.push('process-repeats');
  }
  if (options.waiting.length > 0) {
    const one = options.waiting.length === 1;
    parts.push(
      `${names(options.waiting)} ${one ? 'modifies' : 'modify'} an event contained within this one, so ${one ? 'it' : 'they'} can’t be chosen until ${names(options.candidates)} ${options.candidates.length === 1 ? 'has' : 'have'} been.`,
    );
    keys.push('contained-event-waits');
  }
  const { first, choosable, candidates } = options;
  if (first) {
    const others = candidates.filter((effect) => !choosable.includes(effect));
    const isOne = choosable.length === 1;
    const before = others.length > 0 ? ` before ${names(others)}` : '';
    parts.push(
      `${names(choosable)} ${isOne ? `is ${first.what}` : `are each ${first.what}`}, so ${isOne ? 'it' : 'one of them'} must be chosen${before}.`,
    );
    keys.push(first.key, ...(first.category === 'self' ? (['self-replacement'] as const) : []));
  } else if (choosable.length > 1) {
    parts.push(`Any of ${names(choosable)} may be chosen.`);
    keys.push('any-effect-may-be-chosen');
  } else {
    parts.push(`Only ${chosen.name} can be chosen now.`);
    keys.push('any-effect-may-be-chosen');
  }
  parts.push(
    choosable.length > 1
      ? `${chooser} chooses; shown: ${chosen.name}, the first written.`
      : `${chosen.name} is applied.`,
  );
  return [parts.join(' '), keys];
}

function describeConsequences(before: ProcessState, after: ProcessState, chosen: ReplacementEffect): [string, CitationKey[]] | null {
  const names = (list: ReplacementEffect[]) => listNames(list.map((effect) => effect.name));
  const parts: string[] = [];
  const keys: CitationKey[] = [];
  const stopped = after.pending.filter((effect) => after.stopped.has(effect.name) && !before.stopped.has(effect.name));
  if (stopped.length > 0) {
    const one = stopped.length === 1;
    parts.push(`Once ${chosen.name} has been applied, ${names(stopped)} no longer ${one ? 'applies' : 'apply'} to the modified event, so ${one ? 'it does' : 'they do'} nothing.`);
    keys.push('process-repeats');
  }
  const enabled = after.pending.filter((effect) => effect.after === chosen.name && !after.stopped.has(effect.name));
  if (enabled.length > 0) {
    parts.push(`${chosen.name} changes the event so that ${names(enabled)} now ${enabled.length === 1 ? 'applies' : 'apply'} to it.`);
    keys.push('becomes-applicable');
  }
  return parts.length > 0 ? [parts.join(' '), keys] : null;
}

function orderOf(state: ProcessState): ReplacementOrder {
  return { applied: state.applied.map((effect) => effect.name), notApplied: state.pending.map((effect) => effect.name) };
}

/** Every order the chooser can end up with, by trying every allowed choice in every round. */
function allOrders(effects: ReplacementEffect[]): { list: ReplacementOrder[]; truncated: boolean } {
  const list: ReplacementOrder[] = [];
  let truncated = false;
  const visit = (state: ProcessState) => {
    if (list.length >= MAX_ORDERS) {
      truncated = true;
      return;
    }
    const options = optionsOf(state);
    if (!options) {
      list.push(orderOf(state));
      return;
    }
    for (const effect of options.choosable) visit(apply(state, effect));
  };
  visit(startState(effects));
  return { list, truncated };
}

function describeOrder(order: ReplacementOrder): string {
  const applied = order.applied.length > 0 ? order.applied.join(', then ') : 'no effect applies';
  if (order.notApplied.length === 0) return applied;
  return `${applied} (${listNames(order.notApplied)} ${order.notApplied.length === 1 ? 'does' : 'do'} nothing)`;
}

function describeEnd(
  event: string,
  chooser: string,
  order: ReplacementOrder,
  orders: { list: ReplacementOrder[]; truncated: boolean },
): [string, CitationKey[]] {
  const nothing = order.notApplied.length > 0 ? ` ${listNames(order.notApplied)} ${order.notApplied.length === 1 ? 'does' : 'do'} nothing.` : '';
  const modified = order.applied.length > 0 ? `as modified by ${order.applied.join(', then ')}` : 'unmodified';
  let text = `No more effects apply: the event (${event}) happens ${modified}.${nothing}`;
  const keys: CitationKey[] = ['process-repeats'];
  if (orders.list.length === 1) {
    text += ' This is the only order the rules allow.';
  } else {
    const more = orders.truncated ? ', among others' : '';
    text += ` ${chooser} could choose differently; the possible results are${more}: ${orders.list.map((other, index) => `(${index + 1}) ${describeOrder(other)}`).join('; ')}.`;
  }
  return [text, keys];
}

/**
 * Said whenever effects are ordered without any "stops" or "after" tag and none was read from the card
 * data: the helper knows only the tags, so "Rest in Peace, then Kalitas" would be offered although Rest
 * in Peace leaves nothing for Kalitas to replace.
 */
export const TAGS_ONLY_NOTE =
  'This helper read none of these effects from the card data, only the tags typed: if applying one effect means another no longer applies (once Rest in Peace exiles the creature, it never dies, so Kalitas can’t apply), tag the first "stops <effect>", and an effect that only applies after another "after <effect>".';

function summarise(event: string, choosers: ReplacementChooser[], effects: readonly ReplacementEffect[], readings: CardReadings): string {
  if (choosers.length === 0) return `No effect modifies ${event}.`;
  const orders = choosers.map(({ affected, chooser, orders }) => {
    const first = orders[0]!;
    const choice = orders.length === 1 ? 'the only possible order' : `${orders.length} possible orders; shown first`;
    return `For ${affected}, ${chooser} chooses: ${describeOrder(first)} (${choice}).`;
  });
  const ordered = choosers.some((chooser) => chooser.orders.length > 1);
  return [...orders, ...(ordered ? tagsOnlyNote(effects, readings) : [])].join(' ');
}

/** Said when orders are offered and some effect is known only by its tags, none of which relate it to another. */
function tagsOnlyNote(effects: readonly ReplacementEffect[], readings: CardReadings): string[] {
  if (!effects.every((effect) => effect.stops.length === 0 && effect.after === null) && readings.derived.size === 0) return [];
  const unread = effects.filter((effect) => !readFromCard(readings, effect.name) && effect.stops.length === 0 && effect.after === null);
  if (unread.length === 0) return [];
  if (unread.length === effects.length) return [TAGS_ONLY_NOTE];
  return [
    `${capitalise(listNames(unread.map((effect) => effect.name)))} ${unread.length === 1 ? 'isn’t a card' : 'aren’t cards'} whose replacement this helper can read from the card data, so for ${unread.length === 1 ? 'it' : 'them'} it reads only the tags typed: tag "stops <effect>" or "after <effect>" where one changes what another can do.`,
  ];
}
