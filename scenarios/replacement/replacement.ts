/**
 * The order of replacement and prevention effects (rule 616): who chooses, which effects must be
 * chosen first (616.1a–d), how the process repeats with what still applies (616.1f, 616.2), and
 * how an effect on a contained event waits (616.1g). Every order the chooser could end up with is
 * listed with what it gives (replacement-outcome.ts): the damage dealt, where the object ends up;
 * the chooser's best first where "best" is plain, and the steps follow that order. Two effects or
 * more the helper can't read are refused by name, never ordered blind. Pure: plain data in, plain data out.
 */
import type { CardLookup } from '../card-face.js';
import type { CitationKey, CitationNumbers } from '../citations.js';
import { readEffectCards, unknownEffects, type CardReadings } from './card-readings.js';
import {
  chooserOf,
  parseReplacementScenario,
  REPLACEMENT_USAGE,
  type Affected,
  type EffectCategory,
  type ReplacementEffect,
  type ReplacementScenario,
} from './replacement-input.js';
import { orderOutcome, preference, readEvent, type ReadEvent } from './replacement-outcome.js';
import { sameName, syntaxError, type Parsed } from '../scenario-input.js';
import { capitalise, citeRules, listNames, type ScenarioStep } from '../scenario-step.js';

/** One way the process can end: the effects applied, in order, those that did nothing, and what the event becomes. */
export interface ReplacementOrder {
  applied: string[];
  notApplied: string[];
  /** "10 damage ((3 + 2) × 2)", "instead, exile (Gisa, Glorious Resurrector)". */
  outcome: string;
  /** The number the chooser's preference is judged by (damage dealt, life, tokens, counters); null when unknown or none. */
  value: number | null;
}

export interface ReplacementChooser {
  affected: string;
  chooser: string;
  /** What the chooser prefers, in words ("the least damage dealt to B or their permanent"); null when it isn't plain. */
  preference: string | null;
  /** Every order the chooser can end up with: the best for the chooser first when there is a preference, else as found. */
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
  const parsed = parseReplacementScenario(text, (name) => lookup !== null && lookup(name) !== null);
  if (!parsed.ok) return parsed;
  const event = readEvent(parsed.value.event);
  const readings = readEffectCards(parsed.value, event, lookup);
  if (typeof readings === 'string') return syntaxError(readings, REPLACEMENT_USAGE);
  const scenario = { ...parsed.value, effects: readings.effects };
  const problem = unreadableEffects(scenario, readings, lookup !== null);
  if (problem) return syntaxError(problem, REPLACEMENT_USAGE);
  return { ok: true, value: orderReplacementEffects(scenario, citations, readings) };
}

/** The sentence refusing a scenario whose competing effects include some the helper knows nothing of; null when each can be ordered. */
function unreadableEffects(scenario: ReplacementScenario, readings: CardReadings, cardData: boolean): string | null {
  for (const thing of scenario.affected) {
    const unknown = unknownEffects(scenario.effects.filter((effect) => sameName(effect.affects, thing.name)), readings.derived);
    if (unknown.length === 0) continue;
    const card = (effect: ReplacementEffect) => readings.cards.find((reading) => reading.effect === effect.name);
    const why = unknown.map((effect) => {
      const found = card(effect);
      if (found) return `${effect.name} (${found.card}): its Oracle text has no replacement this helper reads`;
      return `${effect.name}: ${cardData ? 'not a card in the card data in use' : 'no card data is imported to read it from'}, and no tag says what it does`;
    });
    // "Kalitas, Traitor of Ghet" split at its comma: two names the card data doesn't have, the first without tags.
    const split = unknown.flatMap((effect, index) => {
      const next = unknown[index + 1];
      // Only a one-word first part, as a legend's short name is ("Kalitas", "Gisa"): "Hardened Scales, Doubling Season" are two cards.
      const untagged = effect.controller === null && !effect.prevention && !/\s/.test(effect.name) && scenario.effects.indexOf(next!) === scenario.effects.indexOf(effect) + 1;
      return next && untagged && !card(effect) && !card(next) ? [`if “${effect.name}, ${next.name}” is one card’s name, that card is not in the card data in use`] : [];
    });
    return (
      `${listNames(scenario.effects.filter((effect) => sameName(effect.affects, thing.name)).map((effect) => effect.name))} would each modify the event for ${thing.name}, ` +
      `but this helper can't tell what ${unknown.length === 1 ? 'one of them does' : 'some of them do'}, so it can't say which orders the rules allow or what each gives. ` +
      `${[...why, ...split].join('; ')}. Tag what each does — (instead exile), (prevent all), (prevent 2), (plus 2), (double), (modifies) — or how it relates to the others (stops <effect>, after <effect>).`
    );
  }
  return null;
}

/** Explains who chooses and in what order the effects apply, for each affected object or player. */
export function orderReplacementEffects(
  scenario: ReplacementScenario,
  citations: CitationNumbers,
  readings: CardReadings = { cards: [], effects: scenario.effects, derived: new Map() },
): ReplacementResult {
  const event = readEvent(scenario.event);
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
    const prefers = preference(event, chooser);
    const orders = rankedOrders(effects, event, prefers?.better ?? null);
    // A preference is claimed only where the numbers decide it: known, or the same order best whatever the amount.
    const words = prefers && orders.ranked ? `${prefers.words}${event.amount === null ? ', whatever the amount' : ''}` : null;
    const trace = runOrder(effects, chooser, orders.list[0]!, words !== null && orders.list.length > 1);
    for (const [text, keys] of trace) say(text, keys);
    say(...describeEnd(scenario.event, chooser, orders, words));
    results.push({ affected: thing.name, chooser, preference: words, orders: orders.list, truncated: orders.truncated });
  }
  return { event: scenario.event, choosers: results, steps, summary: summarise(scenario.event, results) };
}

/** What was read from the cards, and which effects that makes stop others. */
function describeReadings(readings: CardReadings): [string, CitationKey[]][] {
  const said: [string, CitationKey[]][] = readings.cards.map(({ effect, card, replacements }) => {
    const named = sameName(effect, card) ? card : `${effect} (${card})`;
    if (replacements.length === 0) {
      return [`${named}: its Oracle text has no replacement or prevention effect for this event that this helper recognises, so only its tags are read.`, []];
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

/** Follows `order` (one the process allows) and explains each round; `best`: it is the chooser's best. */
function runOrder(effects: ReplacementEffect[], chooser: string, order: ReplacementOrder, best: boolean): [string, CitationKey[]][] {
  const steps: [string, CitationKey[]][] = [];
  let state = startState(effects);
  for (let options = optionsOf(state); options; options = optionsOf(state)) {
    const next = order.applied[state.applied.length];
    const chosen = options.choosable.find((effect) => effect.name === next) ?? options.choosable[0]!;
    steps.push(describeRound(options, chosen, chooser, state.applied.length > 0, best));
    const after = apply(state, chosen);
    const consequence = describeConsequences(state, after, chosen);
    if (consequence) steps.push(consequence);
    state = after;
  }
  return steps;
}

function describeRound(options: Options, chosen: ReplacementEffect, chooser: string, repeated: boolean, best: boolean): [string, CitationKey[]] {
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
      ? `${chooser} chooses; shown: ${chosen.name}, ${best ? `as in the order best for ${chooser}` : 'as in the first order listed'}.`
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

function orderOf(state: ProcessState, event: ReadEvent): ReplacementOrder {
  const outcome = orderOutcome(event, state.applied.map((effect) => [effect.name, effect.action] as const));
  return { applied: state.applied.map((effect) => effect.name), notApplied: state.pending.map((effect) => effect.name), ...outcomeFields(outcome) };
}

function outcomeFields(outcome: { text: string; value: number | null }): Pick<ReplacementOrder, 'outcome' | 'value'> {
  return { outcome: outcome.text, value: outcome.value };
}

/** Amounts tried when the event gives none: an order is best "whatever the amount" only if it is best for each of them. */
const TRIED_AMOUNTS = Array.from({ length: 13 }, (_, amount) => amount);

/**
 * Every order, best for the chooser first when `better` says which way the event's number should
 * go and the numbers decide it (`ranked`): the event's amount is known and so is the first order's
 * result, or, with no amount given, the same orders come out better for every amount tried (the
 * arithmetic is increasing, so a few amounts show it). Otherwise the order found, the first-written
 * choices first, and no order is called best.
 */
function rankedOrders(effects: ReplacementEffect[], event: ReadEvent, better: 'less' | 'more' | null): { list: ReplacementOrder[]; truncated: boolean; ranked: boolean } {
  const found = allOrders(effects, event);
  if (better === null) return { ...found, ranked: false };
  const sign = better === 'less' ? 1 : -1;
  if (event.amount !== null) {
    const key = (order: ReplacementOrder) => (order.value === null ? Infinity : sign * order.value);
    const list = [...found.list].sort((left, right) => key(left) - key(right));
    return { ...found, list, ranked: list[0]!.value !== null };
  }
  const byName = new Map(effects.map((effect) => [effect.name, effect.action] as const));
  const valuesOf = (order: ReplacementOrder) =>
    TRIED_AMOUNTS.map((amount) => orderOutcome({ ...event, amount }, order.applied.map((name) => [name, byName.get(name) ?? null] as const)).value);
  const values = new Map(found.list.map((order) => [order, valuesOf(order)] as const));
  if ([...values.values()].some((tried) => tried.some((value) => value === null))) return { ...found, ranked: false };
  const compare = (left: ReplacementOrder, right: ReplacementOrder) => {
    const signs = new Set(values.get(left)!.map((value, index) => Math.sign(sign * (value! - values.get(right)![index]!))).filter((difference) => difference !== 0));
    return signs.size > 1 ? null : ([...signs][0] ?? 0);
  };
  const consistent = found.list.every((left) => found.list.every((right) => compare(left, right) !== null));
  if (!consistent) return { ...found, ranked: false };
  return { ...found, list: [...found.list].sort((left, right) => compare(left, right)!), ranked: true };
}

/** Every order the chooser can end up with, by trying every allowed choice in every round. */
function allOrders(effects: ReplacementEffect[], event: ReadEvent): { list: ReplacementOrder[]; truncated: boolean } {
  const list: ReplacementOrder[] = [];
  let truncated = false;
  const visit = (state: ProcessState) => {
    if (list.length >= MAX_ORDERS) {
      truncated = true;
      return;
    }
    const options = optionsOf(state);
    if (!options) {
      list.push(orderOf(state, event));
      return;
    }
    for (const effect of options.choosable) visit(apply(state, effect));
  };
  visit(startState(effects));
  return { list, truncated };
}

/** "Torbran, then Calamity Bearer: 10 damage ((3 + 2) × 2)", with the effects that did nothing. */
function describeOrder(order: ReplacementOrder): string {
  const applied = order.applied.length > 0 ? order.applied.join(', then ') : 'no effect applies';
  const nothing = order.notApplied.length === 0 ? '' : ` (${listNames(order.notApplied)} ${order.notApplied.length === 1 ? 'does' : 'do'} nothing)`;
  return `${applied}${nothing} — ${order.outcome}`;
}

function describeEnd(event: string, chooser: string, orders: { list: ReplacementOrder[]; truncated: boolean }, prefers: string | null): [string, CitationKey[]] {
  const [shown, ...others] = orders.list;
  const modified = shown!.applied.length > 0 ? `as modified by ${shown!.applied.join(', then ')}` : 'unmodified';
  let text = `No more effects apply: the event (${event}) happens ${modified}: ${shown!.outcome}.`;
  const keys: CitationKey[] = ['process-repeats'];
  if (others.length === 0) {
    text += ' This is the only order the rules allow.';
  } else {
    const more = orders.truncated ? ', among others' : '';
    const lead = prefers ? `This is ${chooser}’s best order (${prefers}); the other results ${chooser} could choose are${more}` : `${chooser} chooses which; the possible results are${more}`;
    const listed = prefers ? others : orders.list;
    text += ` ${lead}: ${listed.map((other, index) => `(${index + 1}) ${describeOrder(other)}`).join('; ')}.`;
  }
  return [text, keys];
}

/** For each affected object or player: who chooses, and each order's result, the chooser's best first where it is plain. */
function summarise(event: string, choosers: ReplacementChooser[]): string {
  if (choosers.length === 0) return `No effect modifies ${event}.`;
  return choosers
    .map(({ affected, chooser, preference: prefers, orders, truncated }) => {
      const who = sameName(affected, chooser) ? `${chooser} chooses (the affected player)` : `${chooser} chooses (for ${affected})`;
      if (orders.length === 1) return `${who}: ${describeOrder(orders[0]!)} — the only order the rules allow.`;
      const more = truncated ? ' (more orders than listed)' : '';
      if (prefers) {
        const [best, ...others] = orders;
        return `${who}. Best for ${chooser} (${prefers}): ${describeOrder(best!)}. Also possible${more}: ${others.map(describeOrder).join('; ')}.`;
      }
      return `${who}; which result is better depends on the game${more}: ${orders.map((order, index) => `(${index + 1}) ${describeOrder(order)}`).join('; ')}.`;
    })
    .join(' ');
}
