/**
 * One rule through every imported release: when it appeared, each release that changed its text,
 * each renumbering (followed, so 701.10d today is traced back through 701.9d), and its removal.
 * It walks the stored lineage between consecutive releases (release-lineage.ts): a few indexed
 * lookups per release, no diffing.
 */
import type { ContentDb } from '../../database/open-database.js';
import type { Rule } from '../release.js';
import { listReleases, releaseAt, type ReleaseSummary } from '../store/release-queries.js';
import { getRule } from '../store/rule-queries.js';
import { lineageBack, lineageForward, type LineageStep } from '../store/lineage-queries.js';
import { UserError } from '../../common/user-error.js';

export interface RuleEvent {
  /** The release in which this happened. */
  effectiveDate: string;
  kind: 'added' | 'changed' | 'renumbered' | 'removed';
  /** The rule's number from this release on; for 'removed', its last number. */
  number: string;
  /** For 'renumbered': the number it had until this release. */
  previousNumber?: string;
  /** The rule before this release ('changed', 'removed', and 'renumbered' with a content change). */
  before?: Rule;
  /** The rule from this release on ('added', 'changed', and 'renumbered' with a content change). */
  after?: Rule;
  /** For a content change: only cross-references were rewritten to follow a renumbering. */
  referencesOnly?: boolean;
  /** For 'added': the rule is already in the oldest imported release, so it may be older still. */
  orEarlier?: true;
}

export interface RuleHistory {
  /** The number asked about, and the release it was looked up in. */
  number: string;
  effectiveDate: string;
  /** Oldest first; at most one per release. */
  events: RuleEvent[];
}

function ruleIn(db: ContentDb, release: ReleaseSummary, number: string): Rule {
  const { text, examples } = getRule(db, release, number)!;
  return { number, text, examples };
}

/** The event a lineage step between `older` and `newer` makes, or null for a rule that stayed as it was. */
function eventBetween(db: ContentDb, older: ReleaseSummary, newer: ReleaseSummary, oldNumber: string, newNumber: string, step: LineageStep): RuleEvent {
  const content = step.changed
    ? { before: ruleIn(db, older, oldNumber), after: ruleIn(db, newer, newNumber), referencesOnly: step.referencesOnly }
    : {};
  if (oldNumber !== newNumber) return { effectiveDate: newer.effectiveDate, kind: 'renumbered', number: newNumber, previousNumber: oldNumber, ...content };
  return { effectiveDate: newer.effectiveDate, kind: 'changed', number: newNumber, ...content };
}

/** Where the history starts: the release in effect on `at`, or the newest release that has the rule. */
function startRelease(db: ContentDb, releases: ReleaseSummary[], number: string, at: string | undefined): number {
  if (at !== undefined) {
    const release = releaseAt(db, at);
    if (!getRule(db, release, number)) {
      throw new UserError('rule-not-found', `No rule ${number} in the Comprehensive Rules effective ${release.effectiveDate} (in effect on ${at}).`);
    }
    return releases.findIndex((candidate) => candidate.id === release.id);
  }
  const index = releases.findLastIndex((release) => getRule(db, release, number));
  if (index < 0) {
    const span = releases.length > 0 ? ` (${releases[0]!.effectiveDate} to ${releases.at(-1)!.effectiveDate})` : '';
    throw new UserError('rule-not-found', `No rule ${number} in any imported release${span}. Rule numbers look like 701.10d.`);
  }
  return index;
}

/**
 * The history of rule `number` as numbered in the newest release that has it, or in the release in
 * effect on `at` (YYYY-MM-DD). Throws a UserError when there is no such rule there.
 * @example ruleHistory(db, '701.10d').events.map((e) => `${e.effectiveDate} ${e.kind} ${e.number}`)
 * // ['2019-01-25 added 701.9d', '2019-05-03 changed 701.9d', '2025-06-06 renumbered 701.10d']
 */
export function ruleHistory(db: ContentDb, number: string, at?: string): RuleHistory {
  const releases = listReleases(db).reverse();
  if (releases.length === 0) releaseAt(db); // throws the "import a release first" error
  const start = startRelease(db, releases, number, at);
  const events: RuleEvent[] = [];

  // Backwards: how the rule came to be what it is in the start release.
  let current = number;
  let index = start;
  for (; index > 0; index--) {
    const step = lineageBack(db, releases[index]!, current);
    if (!step) continue;
    if (step.number === null) break;
    events.push(eventBetween(db, releases[index - 1]!, releases[index]!, step.number, current, step));
    current = step.number;
  }
  const first = releases[index]!;
  events.push({ effectiveDate: first.effectiveDate, kind: 'added', number: current, after: ruleIn(db, first, current), ...(index === 0 ? { orEarlier: true as const } : {}) });
  events.reverse();

  // Forwards: what became of it after the start release.
  current = number;
  for (index = start + 1; index < releases.length; index++) {
    const step = lineageForward(db, releases[index - 1]!, current);
    if (!step) continue;
    if (step.number === null) {
      events.push({ effectiveDate: releases[index]!.effectiveDate, kind: 'removed', number: current, before: ruleIn(db, releases[index - 1]!, current) });
      break;
    }
    events.push(eventBetween(db, releases[index - 1]!, releases[index]!, current, step.number, step));
    current = step.number;
  }
  return { number, effectiveDate: releases[start]!.effectiveDate, events };
}

/** The lineage entry of `number` in `release` against the release before it: how this release changed it, if at all. */
export function changeInRelease(db: ContentDb, release: ReleaseSummary, number: string): LineageStep | null {
  return lineageBack(db, release, number);
}

/**
 * The first release after `release` that changed, renumbered or removed the rule, with the rule's
 * number in the newest release (null when removed); null when it reads the same today.
 */
export function nextChange(db: ContentDb, release: ReleaseSummary, number: string): { effectiveDate: string; currentNumber: string | null } | null {
  const releases = listReleases(db).reverse();
  const start = releases.findIndex((candidate) => candidate.id === release.id);
  let current: string | null = number;
  let firstChange: string | null = null;
  // Follow the rule forward through each later release until it is removed or the newest is reached.
  for (let index = start + 1; index < releases.length && current !== null; index++) {
    const step = lineageForward(db, releases[index - 1]!, current);
    if (!step) continue;
    if (step.changed || step.number !== current) firstChange ??= releases[index]!.effectiveDate;
    current = step.number;
  }
  return firstChange ? { effectiveDate: firstChange, currentNumber: current } : null;
}
