/**
 * Damage-prevention shields (rules 615.7–615.12, 616.1): applies the shields to each damage event in
 * order. Where the affected player has a choice (the order of the effects, which damage a shield
 * prevents), the answer leads with their best choice — the least damage dealt to them, then the
 * most prevention kept for later — and lists the other choices that change the outcome; later
 * events follow from the choice shown. Every step is explained. Pure: plain data in, plain data out.
 */
import type { CitationKey, CitationNumbers } from '../citations.js';
import {
  parseDamageEvents,
  parseShields,
  type DamageEvent,
  type DamageItem,
  type IsCardName,
  type Shield,
  type SourceFilter,
} from './prevention-input.js';
import {
  allPlans,
  applyPlan,
  concernedShields,
  isUnpreventable,
  lifeGainedByShields,
  matchSource,
  outcomeKey,
  writtenOrderPlan,
  type Application,
  type Plan,
  type PlanOutcome,
  type ShieldState,
} from './prevention-plan.js';
import { sameName, type Parsed } from '../scenario-input.js';
import { capitalise, citeRules, listNames, type ScenarioStep } from '../scenario-step.js';

/** Per source and recipient: the damage that would be dealt, what was prevented, and what was dealt. */
export interface PreventionDamageLine {
  /** 1-based number of the successive damage event. */
  event: number;
  source: string;
  to: string;
  amount: number;
  prevented: number;
  dealt: number;
  /** Life the source's controller gains by lifelink: the damage actually dealt. */
  lifelinkGain: number;
}

export interface PreventionShieldLine {
  /** The shield as written. */
  shield: string;
  /** Damage a `prevent <n>` shield can still prevent; 1 or 0 for a `prevent next` shield; null for effects never used up. */
  remaining: number | null;
  /** The same in words: "1 of 3 left", "used up", "never used up". */
  state: string;
}

export interface PreventionAlternative {
  text: string;
  /** The damage of this event to this recipient under this choice. */
  damage: PreventionDamageLine[];
  shields: PreventionShieldLine[];
}

/** A point where the affected player chooses (615.7, 616.1); alternatives are the choices that change the outcome. */
export interface PreventionChoice {
  event: number;
  recipient: string;
  text: string;
  rules: string[];
  alternatives: PreventionAlternative[];
  /** True when there were too many possible choices to compare them all. */
  incomplete: boolean;
}

/** The `--json` shape. */
export interface PreventionResult {
  damage: PreventionDamageLine[];
  shields: PreventionShieldLine[];
  steps: ScenarioStep[];
  choices: PreventionChoice[];
  summary: string;
}

/** Parses shields and damage and runs the scenario: the whole `/prevent` / `arbiter scenario prevent` answer; `isCardName` keeps card names whole. */
export function answerPrevention(shieldsText: string, damageText: string, citations: CitationNumbers, isCardName: IsCardName = () => false): Parsed<PreventionResult> {
  const shields = parseShields(shieldsText);
  if (!shields.ok) return shields;
  const events = parseDamageEvents(damageText, isCardName);
  if (!events.ok) return events;
  return { ok: true, value: runPrevention(shields.value, events.value, citations) };
}

/** Applies the shields to each damage event in order, keeping the default (written) order for every choice. */
export function runPrevention(shields: readonly Shield[], events: readonly DamageEvent[], citations: CitationNumbers): PreventionResult {
  const states: ShieldState[] = shields.map((shield, index) => ({
    shield,
    number: index + 1,
    remaining: shield.kind === 'amount' ? shield.amount : 0,
    used: false,
  }));
  const steps: ScenarioStep[] = [];
  const say = (text: string, keys: CitationKey[]) => steps.push({ text, rules: citeRules(citations, keys) });
  for (const state of states) say(...describeShield(state));

  const damage: PreventionDamageLine[] = [];
  const choices: PreventionChoice[] = [];
  const gains: ShieldGain[] = [];
  for (const [eventIndex, event] of events.entries()) {
    for (const items of groupByRecipient(event)) {
      const recipient = items[0]!.to;
      const concerned = concernedShields(items, states.filter((state) => sameName(state.shield.recipient, recipient)));
      const plan = bestPlan(items, concerned);
      const outcome = applyPlan(items, concerned, plan);
      const lines = damageLines(eventIndex + 1, items, outcome);
      if (hasChoice(items, concerned)) {
        const choice = describeChoice(eventIndex + 1, items, concerned, plan, outcome, citations);
        choices.push(choice);
        steps.push({ text: choice.text, rules: choice.rules });
      }
      for (const [text, keys] of describeApplications(items, concerned, outcome)) say(text, keys);
      for (const [index, item] of items.entries()) say(...describeResult(item, lines[index]!, outcome, index));
      gains.push(...shieldGains(concerned, outcome));
      for (const after of outcome.shields) Object.assign(states[after.number - 1]!, { remaining: after.remaining, used: after.used });
      damage.push(...lines);
    }
  }
  return { damage, shields: states.map(shieldLine), steps, choices, summary: summarise(damage, gains, choices, citations) };
}

/** Life a shield's "and gain that much life" gave in one event, and whether the damage could not be prevented. */
interface ShieldGain {
  number: number;
  life: number;
  unpreventable: boolean;
}

function shieldGains(concerned: readonly ShieldState[], outcome: PlanOutcome): ShieldGain[] {
  return lifeGainedByShields(outcome).flatMap((life, index) => {
    if (life === 0) return [];
    const unpreventable = outcome.applications.some((application) => application.shield === index && application.outcome === 'unpreventable');
    return [{ number: concerned[index]!.number, life, unpreventable }];
  });
}

function groupByRecipient(event: DamageEvent): DamageItem[][] {
  const groups: DamageItem[][] = [];
  for (const item of event) {
    const group = groups.find((candidate) => sameName(candidate[0]!.to, item.to));
    if (group) group.push(item);
    else groups.push([item]);
  }
  return groups;
}

/**
 * The affected player's best choice: the least damage dealt to them, then the most prevention left
 * for later damage, then the least life gained by lifelink, then the order written. When there are
 * too many choices to compare, the order written.
 */
function bestPlan(items: readonly DamageItem[], concerned: readonly ShieldState[]): Plan {
  const written = writtenOrderPlan(concerned.length, items.length);
  const plans = allPlans(concerned.length, items.length);
  if (plans === null) return written;
  const score = (plan: Plan): number[] => {
    const outcome = applyPlan(items, concerned, plan);
    const dealt = items.reduce((sum, item, index) => sum + item.amount - outcome.prevented[index]!, 0);
    const left = outcome.shields.reduce((sum, state) => sum + (state.shield.kind === 'amount' ? state.remaining : state.shield.kind === 'next-time' && !state.used ? 1 : 0), 0);
    const lifelink = items.reduce((sum, item, index) => sum + (item.properties.includes('lifelink') ? item.amount - outcome.prevented[index]! : 0), 0);
    return [dealt, -left, lifelink];
  };
  let best = written;
  let bestScore = score(written);
  for (const plan of plans) {
    const candidate = score(plan);
    const better = candidate.findIndex((value, index) => value !== bestScore[index]!);
    if (better >= 0 && candidate[better]! < bestScore[better]!) {
      best = plan;
      bestScore = candidate;
    }
  }
  return best;
}

/** A choice exists when two effects could modify the same damage, or one shield could prevent either of two sources' damage. */
function hasChoice(items: readonly DamageItem[], concerned: readonly ShieldState[]): boolean {
  return ordersEffects(items, concerned) || splitsShields(items, concerned).length > 0;
}

function appliesTo(state: ShieldState, item: DamageItem): boolean {
  return item.amount > 0 && matchSource(state.shield.from, item) === 'yes';
}

/** Some damage could be modified by two or more of the effects: the player orders them (616.1). */
function ordersEffects(items: readonly DamageItem[], concerned: readonly ShieldState[]): boolean {
  return items.some((item) => concerned.filter((state) => appliesTo(state, item)).length >= 2);
}

/** Shields that could prevent the damage of two or more sources: the player picks which (615.7, 615.8). */
function splitsShields(items: readonly DamageItem[], concerned: readonly ShieldState[]): ShieldState[] {
  return concerned.filter(
    (state) => isConsumable(state.shield) && items.filter((item) => !isUnpreventable(item) && appliesTo(state, item)).length >= 2,
  );
}

function isConsumable(shield: Shield): boolean {
  return shield.kind === 'amount' || shield.kind === 'next-time';
}

function label(state: ShieldState): string {
  return `shield ${state.number} (${state.shield.text})`;
}

/** The rules that make a shield what it is. */
function shieldKeys(shield: Shield): CitationKey[] {
  const chosen = shield.from?.source != null && shield.from.qualities.length > 0;
  switch (shield.kind) {
    case 'amount':
      return chosen ? ['prevent-next-amount', 'chosen-source-rechecked', 'resolved-shield-rechecks'] : ['prevent-next-amount'];
    case 'next-time':
      return chosen ? ['prevent-next-time', 'chosen-source-rechecked', 'resolved-shield-rechecks'] : ['prevent-next-time'];
    case 'all':
      return shield.protection ? ['protection-prevents-damage'] : ['static-shield-properties'];
    case 'each-time':
      return shield.from ? ['static-prevent-amount', 'static-shield-properties'] : ['static-prevent-amount'];
  }
}

function describeFilter(filter: SourceFilter): string {
  if (filter.source === null) return filter.text;
  if (filter.qualities.length === 0) return filter.source;
  return `${filter.source} (chosen as ${listNames(filter.qualities)}; rechecked when it would deal damage)`;
}

function describeShield(state: ShieldState): [string, CitationKey[]] {
  const { shield } = state;
  const from = shield.from ? ` from ${describeFilter(shield.from)}` : '';
  const to = shield.recipient;
  let text: string;
  switch (shield.kind) {
    case 'amount':
      text = `prevents the next ${shield.amount} damage that would be dealt to ${to}${from}. It counts damage, not sources or events, and is used up once it has prevented ${shield.amount}.`;
      break;
    case 'next-time':
      text = `prevents the next time ${shield.from ? describeFilter(shield.from) : 'a source'} would deal damage to ${to}, however much that is.`;
      break;
    case 'all':
      text = shield.protection
        ? `is protection from ${shield.from!.text}: all damage that sources with that quality would deal to ${to} is prevented.`
        : `is a static effect that prevents all damage to ${to}${from}, whatever has that property when the damage comes; it is never used up.`;
      break;
    case 'each-time':
      text = `is a static effect that prevents ${shield.amount} of the damage each source${from} would deal to ${to}, each time.`;
      break;
  }
  const keys = shieldKeys(shield);
  if (shield.gainsLife) {
    text += ' Its controller also gains life equal to the damage it prevents.';
    keys.push('prevention-additional-effect');
  }
  return [`${capitalise(label(state))} ${text}`, keys];
}

/** Why a filtered shield applies to this source: " (Dragon is red)". */
function filterNote(filter: SourceFilter | null, item: DamageItem): string {
  if (!filter || filter.qualities.length === 0) return '';
  if (filter.source === null && sameName(filter.text, item.source)) return '';
  return ` (${item.source} is ${filter.source === null ? '' : 'still '}${filter.qualities.join(' ')})`;
}

function describeApplications(items: readonly DamageItem[], concerned: readonly ShieldState[], outcome: PlanOutcome): [string, CitationKey[]][] {
  const left = items.map((item) => item.amount);
  const remaining = concerned.map((state) => state.remaining);
  return outcome.applications.map((application) => {
    const state = concerned[application.shield]!;
    const item = items[application.item]!;
    const before = left[application.item]!;
    left[application.item]! -= application.prevented;
    remaining[application.shield]! -= state.shield.kind === 'amount' ? application.prevented : 0;
    return describeApplication(application, state, item, before, remaining[application.shield]!);
  });
}

function describeApplication(
  application: Application,
  state: ShieldState,
  item: DamageItem,
  before: number,
  remaining: number,
): [string, CitationKey[]] {
  const { shield } = state;
  const keys = shieldKeys(shield);
  const note = filterNote(shield.from, item);
  // A resolved shield watching for a quality checks it as the damage comes (609.7b).
  if (note && shield.from?.source === null && isConsumable(shield)) keys.push('resolved-shield-rechecks');
  const who = capitalise(label(state));
  switch (application.outcome) {
    case 'properties-changed': {
      const missing = shield.from!.qualities.filter((quality) => !item.properties.includes(quality));
      return [
        `${who} rechecks ${item.source} as it would deal damage to ${item.to}: it no longer has ${listNames(missing)}, so the shield doesn’t prevent that damage and isn’t used up.`,
        ['chosen-source-rechecked', 'resolved-shield-rechecks'],
      ];
    }
    case 'unpreventable': {
      const tail = shield.kind === 'amount' ? `, and it stays at ${remaining}` : shield.kind === 'next-time' ? ', so it isn’t used up' : '';
      // "If for any reason the shield prevents no damage … the shield isn't used up" (609.7b).
      if (shield.kind === 'next-time') keys.push('resolved-shield-rechecks');
      keys.push('unpreventable');
      let text = `The ${item.amount} damage ${item.source} would deal to ${item.to} can’t be prevented: ${label(state)} still applies to it but prevents none of it${tail}.`;
      if (shield.gainsLife && application.wouldPrevent > 0) {
        text += ` Its additional effect still happens, once: its controller gains ${application.wouldPrevent} life, the damage it would have prevented.`;
        keys.push('prevention-additional-effect', 'unpreventable-once');
      }
      return [text, keys];
    }
    case 'prevented': {
      const prevented = application.prevented;
      const damage = `damage ${item.source} would deal to ${item.to}${note}`;
      const share = prevented === before ? allOf(prevented) : `${prevented} of the ${before}`;
      const texts: Record<Shield['kind'], string> = {
        amount: `${who} prevents ${share} ${damage}; it has ${remaining} left.`,
        'next-time': `${who} prevents the next time ${item.source} would deal damage to ${item.to}${note}: ${prevented === 1 ? 'the 1 damage' : `all ${prevented} of it`}. The shield is used up.`,
        all: shield.kind === 'all' && shield.protection
          ? `${who}: protection from ${shield.from!.text} prevents ${allOf(prevented)} ${damage}.`
          : `${who} prevents ${allOf(prevented)} ${damage}.`,
        'each-time': `${who} prevents ${share} ${damage}.`,
      };
      let text = texts[shield.kind];
      if (shield.gainsLife) {
        text += ` Its controller also gains ${prevented} life, the damage it prevented.`;
        keys.push('prevention-additional-effect');
      }
      return [text, keys];
    }
  }
}

/** "all 3", but "the 1": "prevents all 1 damage" reads wrong. */
function allOf(amount: number): string {
  return amount === 1 ? 'the 1' : `all ${amount}`;
}

function describeResult(item: DamageItem, line: PreventionDamageLine, outcome: PlanOutcome, index: number): [string, CitationKey[]] {
  if (item.amount === 0) return [`${item.source} deals no damage to ${item.to}.`, ['damage-results']];
  const touched = outcome.applications.some((application) => application.item === index);
  let text: string;
  const keys: CitationKey[] = [];
  if (isUnpreventable(item)) {
    text = `${capitalise(item.source)} deals ${allOf(item.amount)} damage to ${item.to}, since it can’t be prevented.`;
    keys.push('unpreventable');
  } else if (line.dealt === 0) {
    text = `${capitalise(allOf(item.amount))} damage ${item.source} would deal to ${item.to} is prevented, so it is never dealt.`;
    keys.push('prevented-damage-never-happens');
  } else if (line.prevented > 0) {
    text = `${item.source} deals the other ${line.dealt} damage to ${item.to}; the ${line.prevented} prevented is never dealt.`;
    keys.push('prevented-damage-never-happens');
  } else {
    text = `${item.source} deals ${item.amount} damage to ${item.to}${touched ? '' : '; no prevention effect applies to it'}.`;
    keys.push('damage-results');
  }
  if (item.properties.includes('lifelink')) {
    if (line.dealt > 0) {
      text += ` By lifelink, ${item.source}’s controller gains ${line.dealt} life: only damage actually dealt counts.`;
      keys.push('lifelink', 'lifelink-result');
    } else {
      text += ` ${item.source} has lifelink, but no damage is dealt, so no life is gained.`;
      keys.push('lifelink');
    }
  }
  return [text, keys];
}

function describeChoice(
  event: number,
  items: readonly DamageItem[],
  concerned: readonly ShieldState[],
  shown: Plan,
  outcome: PlanOutcome,
  citations: CitationNumbers,
): PreventionChoice {
  const recipient = items[0]!.to;
  const ordering = ordersEffects(items, concerned);
  const splitting = splitsShields(items, concerned);
  const what: string[] = [];
  const keys: CitationKey[] = [];
  if (splitting.length > 0) {
    what.push(`which damage ${listNames(splitting.map(label))} ${splitting.length === 1 ? 'prevents' : 'prevent'}`);
    keys.push(...splitting.map((state): CitationKey => (state.shield.kind === 'amount' ? 'prevent-next-amount' : 'prevent-next-time')));
  }
  if (ordering) {
    what.push('the order in which the prevention effects apply');
    keys.push('affected-chooses-order');
  }
  const sources = [...new Set(items.map((item) => item.source))];
  const opener =
    items.length > 1
      ? `${listNames(sources)} would deal damage to ${recipient} at the same time`
      : `${concerned.length} prevention effects could apply to the damage ${items[0]!.source} would deal to ${recipient}`;
  const split = splitting.length > 0 ? ' (a shield may also split what it prevents among them in any other way)' : '';
  const how = isWrittenPlan(shown) ? 'the order written' : describePlan(shown, items, concerned);
  let text = `${capitalise(opener)}. The affected player (${recipient}), or its controller if ${recipient} is a permanent, chooses ${listNames(what)}${split}. Shown first: their best choice (the least damage dealt to them, then the most prevention left for later), ${how}, in which ${describeOutcome(items, concerned, outcome)}.`;

  const plans = allPlans(concerned.length, items.length);
  const seen = new Set([outcomeKey(outcome)]);
  const alternatives: PreventionAlternative[] = [];
  for (const plan of plans ?? []) {
    const other = applyPlan(items, concerned, plan);
    const key = outcomeKey(other);
    if (seen.has(key)) continue;
    seen.add(key);
    alternatives.push({
      text: `${capitalise(describePlan(plan, items, concerned))}: ${describeOutcome(items, concerned, other)}.`,
      damage: damageLines(event, items, other),
      shields: other.shields.map(shieldLine),
    });
  }
  const mayChoose = 'They may choose otherwise';
  // The other choices, in the order found; the written order among them when it isn't the one shown.
  if (plans === null) text += ` ${mayChoose}; there are too many possible choices to compare them all.`;
  else if (alternatives.length === 0) text += ` ${mayChoose}, but no other choice changes the outcome.`;
  else text += ` ${mayChoose}, and these choices change the outcome: ${alternatives.map((alternative) => alternative.text).join(' ')}`;
  return { event, recipient, text, rules: citeRules(citations, keys), alternatives, incomplete: plans === null };
}

/** "Goblin deals 3 (its controller gains 3 life by lifelink), Ogre deals 0 and shield 1 has 0 left". */
function describeOutcome(items: readonly DamageItem[], concerned: readonly ShieldState[], outcome: PlanOutcome): string {
  const parts = items.map((item, index) => {
    const dealt = item.amount - outcome.prevented[index]!;
    const lifelink = item.properties.includes('lifelink') && dealt > 0 ? ` (its controller gains ${dealt} life by lifelink)` : '';
    return `${item.source} deals ${dealt}${lifelink}`;
  });
  const gains = lifeGainedByShields(outcome);
  outcome.shields.forEach((after, index) => {
    if (after.shield.kind === 'amount') parts.push(`shield ${after.number} has ${after.remaining} left`);
    if (after.shield.kind === 'next-time') parts.push(`shield ${after.number} is ${after.used ? 'used up' : 'still unused'}`);
    if (gains[index]! > 0) parts.push(`shield ${concerned[index]!.number}’s controller gains ${gains[index]} life`);
  });
  return listNames(parts);
}

function isWrittenPlan(plan: Plan): boolean {
  const isWritten = (order: readonly number[]) => order.every((value, index) => value === index);
  return isWritten(plan.order) && isWritten(plan.priority);
}

function describePlan(plan: Plan, items: readonly DamageItem[], concerned: readonly ShieldState[]): string {
  const isWritten = (order: readonly number[]) => order.every((value, index) => value === index);
  if (isWrittenPlan(plan)) return 'the order written';
  const parts: string[] = [];
  if (!isWritten(plan.order)) {
    const numbers = plan.order.map((index) => concerned[index]!.number);
    parts.push(numbers.length === 2 ? `apply shield ${numbers[0]} before shield ${numbers[1]}` : `apply shields ${listNames(numbers.map(String))} in that order`);
  }
  if (!isWritten(plan.priority)) {
    const sources = plan.priority.map((index) => items[index]!.source);
    parts.push(sources.length === 2 ? `prevent ${sources[0]}’s damage before ${sources[1]}’s` : `prevent damage from ${listNames(sources)} in that order`);
  }
  return parts.join(' and ');
}

function damageLines(event: number, items: readonly DamageItem[], outcome: PlanOutcome): PreventionDamageLine[] {
  return items.map((item, index) => {
    const prevented = outcome.prevented[index]!;
    const dealt = item.amount - prevented;
    const lifelinkGain = item.properties.includes('lifelink') ? dealt : 0;
    return { event, source: item.source, to: item.to, amount: item.amount, prevented, dealt, lifelinkGain };
  });
}

function shieldLine(state: ShieldState): PreventionShieldLine {
  const { shield } = state;
  switch (shield.kind) {
    case 'amount':
      return { shield: shield.text, remaining: state.remaining, state: `${state.remaining} of ${shield.amount} left` };
    case 'next-time':
      return { shield: shield.text, remaining: state.used ? 0 : 1, state: state.used ? 'used up' : 'not used yet' };
    case 'all':
    case 'each-time':
      return { shield: shield.text, remaining: null, state: 'never used up' };
  }
}

function summarise(
  damage: readonly PreventionDamageLine[],
  gains: readonly ShieldGain[],
  choices: readonly PreventionChoice[],
  citations: CitationNumbers,
): string {
  const recipients: PreventionDamageLine[] = [];
  for (const line of damage) {
    const total = recipients.find((candidate) => sameName(candidate.to, line.to));
    if (!total) recipients.push({ ...line });
    else Object.assign(total, { amount: total.amount + line.amount, prevented: total.prevented + line.prevented, dealt: total.dealt + line.dealt });
  }
  const sentences = recipients.map(describeTotal);
  const several = new Set(damage.map((line) => line.event)).size > 1;
  for (const line of damage) {
    const when = several ? ` (event ${line.event})` : '';
    if (line.lifelinkGain > 0) sentences.push(`${capitalise(line.source)}’s controller gains ${line.lifelinkGain} life by lifelink${when}.`);
  }
  for (const gain of gains) {
    sentences.push(
      gain.unpreventable
        ? `Shield ${gain.number}’s controller gains ${gain.life} life although the damage can’t be prevented: the shield prevents none of it, but its additional effect still happens (rule ${citations.unpreventable}).`
        : `Shield ${gain.number}’s controller gains ${gain.life} life, the damage it prevented.`,
    );
  }
  const open = choices.filter((choice) => choice.alternatives.length > 0).length;
  if (open > 0) sentences.push(`${open === 1 ? 'One choice' : `${open} choices`} of the affected player could change this; see the choices.`);
  return sentences.join(' ');
}

/** "Of the 15 damage that would be dealt to me, 5 is prevented and 10 is dealt." — never "Me is dealt…". */
function describeTotal(total: PreventionDamageLine): string {
  const whole = `${total.amount === 1 ? 'The' : 'All'} ${total.amount} damage that would be dealt to ${total.to}`;
  if (total.prevented === 0) return `${whole} is dealt; none of it is prevented.`;
  if (total.dealt === 0) return `${whole} is prevented.`;
  return `Of the ${total.amount} damage that would be dealt to ${total.to}, ${total.prevented} is prevented and ${total.dealt} is dealt.`;
}
