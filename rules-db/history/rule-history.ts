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
import { ruleTypographyOnly } from '../diff/typography.js';
import { followRuleNumber, type FollowedRuleNumber } from './follow-rule-number.js';
import { betweenReleases } from './number-holders.js';

export interface RuleEvent {
  /** The first imported release that shows it. */
  effectiveDate: string;
  /** The imported release before that one, so it happened between the two; absent for what the oldest release shows. */
  previousDate?: string;
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
  /** For a content change: only quotes, dashes or spacing changed (typography.ts). */
  typographyOnly?: boolean;
  /** For 'added': the rule is already in the oldest imported release, so it may be older still. */
  orEarlier?: true;
}

export interface RuleHistory {
  /** The number asked about, and the release it was looked up in. */
  number: string;
  effectiveDate: string;
  /** Oldest first; at most one per release. */
  events: RuleEvent[];
  /** Set when the release in effect on `at` lacked the number and an older rule of that number was followed here. */
  followed?: FollowedRuleNumber;
}

function ruleIn(db: ContentDb, release: ReleaseSummary, number: string): Rule {
  const { text, examples } = getRule(db, release, number)!;
  return { number, text, examples };
}

/** The event a lineage step between `older` and `newer` makes, or null for a rule that stayed as it was. */
function eventBetween(db: ContentDb, older: ReleaseSummary, newer: ReleaseSummary, oldNumber: string, newNumber: string, step: LineageStep): RuleEvent {
  const before = step.changed ? ruleIn(db, older, oldNumber) : null;
  const after = step.changed ? ruleIn(db, newer, newNumber) : null;
  const content = before && after ? { before, after, referencesOnly: step.referencesOnly, typographyOnly: ruleTypographyOnly(before, after) } : {};
  const when = { effectiveDate: newer.effectiveDate, previousDate: older.effectiveDate };
  if (oldNumber !== newNumber) return { ...when, kind: 'renumbered', number: newNumber, previousNumber: oldNumber, ...content };
  return { ...when, kind: 'changed', number: newNumber, ...content };
}

interface Start {
  index: number;
  number: string;
  followed?: FollowedRuleNumber;
}

/**
 * Where the history starts: the release in effect on `at`, or the newest release that has the rule.
 * A number the release of `at` lacks but an older one had is followed (followRuleNumber): to the
 * rule it became, or to a removed rule's last release.
 */
function startRelease(db: ContentDb, releases: ReleaseSummary[], number: string, at: string | undefined): Start {
  const indexOf = (release: ReleaseSummary) => releases.findIndex((candidate) => candidate.id === release.id);
  if (at !== undefined) {
    const release = releaseAt(db, at);
    if (getRule(db, release, number)) return { index: indexOf(release), number };
    const followed = followRuleNumber(db, number, { toDate: at });
    if (!followed) {
      throw new UserError('rule-not-found', `No rule ${number} in the Comprehensive Rules effective ${release.effectiveDate} (in effect on ${at}) or before.`);
    }
    if (followed.number !== null) return { index: indexOf(release), number: followed.number, followed };
    return { index: indexOf(releaseAt(db, followed.lastRule!.effectiveDate)), number: followed.lastRule!.number, followed };
  }
  const index = releases.findLastIndex((release) => getRule(db, release, number));
  if (index < 0) {
    const span = releases.length > 0 ? ` (${releases[0]!.effectiveDate} to ${releases.at(-1)!.effectiveDate})` : '';
    throw new UserError('rule-not-found', `No rule ${number} in any imported release${span}. Rule numbers look like 701.10d.`);
  }
  return { index, number };
}

/**
 * The history of rule `number` as numbered in the newest release that has it, or in the release in
 * effect on `at` (YYYY-MM-DD), an older number followed there. Throws a UserError when no release
 * up to then had the number.
 * @example ruleHistory(db, '701.10d').events.map((e) => `${e.effectiveDate} ${e.kind} ${e.number}`)
 * // ['2019-01-25 added 701.9d', '2019-05-03 changed 701.9d', '2025-06-06 renumbered 701.10d']
 */
export function ruleHistory(db: ContentDb, number: string, at?: string): RuleHistory {
  const releases = listReleases(db).reverse();
  if (releases.length === 0) releaseAt(db); // throws the "import a release first" error
  const { index: start, number: startNumber, followed } = startRelease(db, releases, number, at);
  const events: RuleEvent[] = [];

  // Backwards: how the rule came to be what it is in the start release.
  let current = startNumber;
  let index = start;
  for (; index > 0; index--) {
    const step = lineageBack(db, releases[index]!, current);
    if (!step) continue;
    if (step.number === null) break;
    events.push(eventBetween(db, releases[index - 1]!, releases[index]!, step.number, current, step));
    current = step.number;
  }
  const first = releases[index]!;
  const added = index === 0 ? { orEarlier: true as const } : { previousDate: releases[index - 1]!.effectiveDate };
  events.push({ effectiveDate: first.effectiveDate, kind: 'added', number: current, after: ruleIn(db, first, current), ...added });
  events.reverse();

  // Forwards: what became of it after the start release.
  current = startNumber;
  for (index = start + 1; index < releases.length; index++) {
    const step = lineageForward(db, releases[index - 1]!, current);
    if (!step) continue;
    if (step.number === null) {
      const older = releases[index - 1]!;
      events.push({ effectiveDate: releases[index]!.effectiveDate, previousDate: older.effectiveDate, kind: 'removed', number: current, before: ruleIn(db, older, current) });
      break;
    }
    events.push(eventBetween(db, releases[index - 1]!, releases[index]!, current, step.number, step));
    current = step.number;
  }
  return { number: startNumber, effectiveDate: releases[start]!.effectiveDate, events, ...(followed ? { followed } : {}) };
}

/** The lineage entry of `number` in `release` against the release before it: how this release changed it, if at all. */
export function changeInRelease(db: ContentDb, release: ReleaseSummary, number: string): LineageStep | null {
  return lineageBack(db, release, number);
}

/** What a release did to one of its rules, against the release before it. */
export type ReleaseChange =
  | { kind: 'added' }
  | { kind: 'renumbered'; from: string; changed: boolean }
  | { kind: 'changed'; typographyOnly: boolean };

/**
 * What `release` did to its rule `number` against `previous` (the release just before it), or null
 * when the rule is as it was: what `/rule` and the web view's rule page say about a rule's currency.
 */
export function releaseChange(db: ContentDb, release: ReleaseSummary, previous: ReleaseSummary, number: string): ReleaseChange | null {
  const step = changeInRelease(db, release, number);
  if (!step) return null;
  if (step.number === null) return { kind: 'added' };
  if (step.number !== number) return { kind: 'renumbered', from: step.number, changed: step.changed };
  return { kind: 'changed', typographyOnly: ruleTypographyOnly(ruleIn(db, previous, number), ruleIn(db, release, number)) };
}

/**
 * The events worth listing one by one, and the dates of the changes only in typography, which a
 * timeline folds into one line: quotes and dashes swapped back and forth are not rules changes
 * (510.1c: three of its five changes are apostrophes).
 */
export function foldTypography(events: readonly RuleEvent[]): { events: RuleEvent[]; typographyOnly: string[] } {
  const folded = (event: RuleEvent) => event.kind === 'changed' && event.typographyOnly === true;
  return { events: events.filter((event) => !folded(event)), typographyOnly: events.filter(folded).map((event) => event.effectiveDate) };
}

/** When an event happened: the oldest release's date, or "between 2024-02-02 and 2025-06-06" (only the full run of releases says which came between). */
export function eventDate(event: RuleEvent): string {
  return event.previousDate ? betweenReleases(event.previousDate, event.effectiveDate) : event.effectiveDate;
}
