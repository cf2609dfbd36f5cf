/**
 * Applying prevention effects to the damage one recipient would be dealt at one time, for one
 * choice of the affected player (616.1): the order of the effects and which damage a shield
 * prevents first (615.7). Also lists every such choice, so the engine can show the ones that matter.
 */
import type { DamageItem, Shield, SourceFilter } from './prevention-input.js';
import { sameName } from '../scenario-input.js';

/** A shield as damage comes: how much of it is left. */
export interface ShieldState {
  shield: Shield;
  /** 1-based position in the list as written: "shield 2". */
  number: number;
  /** For `prevent <n>` shields: the damage it can still prevent. */
  remaining: number;
  /** For `prevent next from` shields: whether it has prevented its instance of damage. */
  used: boolean;
}

/** One application of one shield to one source's damage. */
export interface Application {
  /** Index into the plan's shields. */
  shield: number;
  /** Index into the plan's damage items. */
  item: number;
  /**
   * `prevented`: it prevented some damage; `unpreventable`: the damage can't be prevented, so it
   * prevented none but its other effects happen (615.12); `properties-changed`: a chosen source no
   * longer has the properties it was chosen for, so it doesn't apply and isn't used up (615.9).
   */
  outcome: 'prevented' | 'unpreventable' | 'properties-changed';
  prevented: number;
  /** What it prevented, or for unpreventable damage what it would have prevented: what "that much" means. */
  wouldPrevent: number;
}

export interface PlanOutcome {
  /** Damage prevented, per item. */
  prevented: number[];
  applications: Application[];
  /** The shields after this damage, in the plan's shield order as given. */
  shields: ShieldState[];
}

/** One choice of the affected player: the order the effects apply in, and which damage comes first. */
export interface Plan {
  order: number[];
  priority: number[];
}

/** Plans beyond this many are not enumerated (5 effects and 4 sources at once is already 2,880). */
const MAX_PLANS = 2_880;

/** Damage that "can't be prevented" (615.12), written with the property `unpreventable`. */
export function isUnpreventable(item: DamageItem): boolean {
  return item.properties.includes('unpreventable');
}

/** `yes`, `no`, or `changed` when a chosen source no longer has the properties it was chosen for. */
export function matchSource(filter: SourceFilter | null, item: DamageItem): 'yes' | 'no' | 'changed' {
  if (!filter) return 'yes';
  const hasAll = filter.qualities.every((quality) => item.properties.includes(quality));
  if (filter.source !== null) {
    if (sameName(filter.source, item.source)) return hasAll ? 'yes' : 'changed';
    return 'no';
  }
  return sameName(filter.text, item.source) || (filter.qualities.length > 0 && hasAll) ? 'yes' : 'no';
}

function isActive(state: ShieldState): boolean {
  if (state.shield.kind === 'amount') return state.remaining > 0;
  if (state.shield.kind === 'next-time') return !state.used;
  return true;
}

/** How much of `damage` the shield prevents (or would, were it preventable). */
function capacity(state: ShieldState, damage: number): number {
  switch (state.shield.kind) {
    case 'amount':
      return Math.min(state.remaining, damage);
    case 'each-time':
      return Math.min(state.shield.amount, damage);
    case 'all':
    case 'next-time':
      return damage;
  }
}

/** Applies the shields to simultaneous damage to one recipient, following one plan. */
export function applyPlan(items: readonly DamageItem[], shields: readonly ShieldState[], plan: Plan): PlanOutcome {
  const after = shields.map((state) => ({ ...state }));
  const left = items.map((item) => item.amount);
  const applications: Application[] = [];
  for (const shieldIndex of plan.order) {
    const state = after[shieldIndex]!;
    for (const itemIndex of plan.priority) {
      const item = items[itemIndex]!;
      const match = matchSource(state.shield.from, item);
      if (match === 'no' || !isActive(state) || item.amount === 0) continue;
      const base = { shield: shieldIndex, item: itemIndex };
      if (match === 'changed') {
        applications.push({ ...base, outcome: 'properties-changed', prevented: 0, wouldPrevent: 0 });
      } else if (isUnpreventable(item)) {
        // Applied once to this damage (615.12a); it reduces no shield and uses up nothing (615.12, 609.7b).
        applications.push({ ...base, outcome: 'unpreventable', prevented: 0, wouldPrevent: capacity(state, item.amount) });
      } else if (left[itemIndex]! > 0) {
        const prevented = capacity(state, left[itemIndex]!);
        left[itemIndex]! -= prevented;
        if (state.shield.kind === 'amount') state.remaining -= prevented;
        if (state.shield.kind === 'next-time') state.used = true;
        applications.push({ ...base, outcome: 'prevented', prevented, wouldPrevent: prevented });
      }
    }
  }
  return { prevented: items.map((item, index) => item.amount - left[index]!), applications, shields: after };
}

/** Which shields have anything to say about this damage: active ones whose source filter concerns an item. */
export function concernedShields(items: readonly DamageItem[], shields: readonly ShieldState[]): ShieldState[] {
  return shields.filter(
    (state) => isActive(state) && items.some((item) => item.amount > 0 && matchSource(state.shield.from, item) !== 'no'),
  );
}

/** The default plan: effects and damage in the order written. */
export function writtenOrderPlan(shieldCount: number, itemCount: number): Plan {
  return { order: range(shieldCount), priority: range(itemCount) };
}

/** Every plan, or only every order of the effects when that is too many; null when even that is. */
export function allPlans(shieldCount: number, itemCount: number): Plan[] | null {
  const orderCount = factorial(shieldCount);
  if (orderCount * factorial(itemCount) <= MAX_PLANS) {
    const priorities = permutations(range(itemCount));
    return permutations(range(shieldCount)).flatMap((order) => priorities.map((priority) => ({ order, priority })));
  }
  if (orderCount <= MAX_PLANS) return permutations(range(shieldCount)).map((order) => ({ order, priority: range(itemCount) }));
  return null;
}

/** What tells two outcomes apart for the players: damage prevented, shields left, and life the shields give. */
export function outcomeKey(outcome: PlanOutcome): string {
  return JSON.stringify([
    outcome.prevented,
    outcome.shields.map((state) => [state.remaining, state.used]),
    lifeGainedByShields(outcome),
  ]);
}

/** Life each shield's "and gain that much life" gives, by shield index. */
export function lifeGainedByShields(outcome: PlanOutcome): number[] {
  return outcome.shields.map((state, shieldIndex) =>
    state.shield.gainsLife
      ? outcome.applications
          .filter((application) => application.shield === shieldIndex)
          .reduce((sum, application) => sum + application.wouldPrevent, 0)
      : 0,
  );
}

function range(count: number): number[] {
  return Array.from({ length: count }, (_, index) => index);
}

function permutations(values: readonly number[]): number[][] {
  if (values.length <= 1) return [[...values]];
  return values.flatMap((first, index) =>
    permutations([...values.slice(0, index), ...values.slice(index + 1)]).map((rest) => [first, ...rest]),
  );
}

function factorial(count: number): number {
  return count <= 1 ? 1 : count * factorial(count - 1);
}
