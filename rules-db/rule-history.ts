/**
 * One rule through every imported release: when it appeared, each release that changed its text,
 * each renumbering (followed, so 701.10d today is traced back through 701.9d), and its removal.
 * It walks the diffs between consecutive releases; those are the costly part (≈10 ms each), so a
 * caller answering many questions computes them once with consecutiveDiffs and passes them in.
 */
import { diffReleases, type ReleaseDiff, type RuleChange, type RuleMove } from './diff-releases.js';
import type { Release, Rule } from './release.js';
import { UserError } from './user-error.js';

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

/** The diffs between each release and the next: `diffs[i]` compares `releases[i]` with `releases[i + 1]`. */
export function consecutiveDiffs(releases: readonly Release[]): ReleaseDiff[] {
  return releases.slice(1).map((release, index) => diffReleases(releases[index]!, release));
}

/**
 * The history of rule `number` as numbered in the newest release that has it, or in the release
 * in effect on `at` (YYYY-MM-DD). `releases` oldest first; `diffs` as consecutiveDiffs gives them
 * (computed here when absent). Throws a UserError when no such rule exists there.
 * @example ruleHistory(releases, '701.10d', { diffs }).events.map((e) => `${e.effectiveDate} ${e.kind} ${e.number}`)
 * // ['2019-01-25 added 701.9d', '2019-05-03 changed 701.9d', '2025-06-06 renumbered 701.10d']
 */
export function ruleHistory(
  releases: readonly Release[],
  number: string,
  options: { at?: string; diffs?: readonly ReleaseDiff[] } = {},
): RuleHistory {
  const diffs = options.diffs ?? consecutiveDiffs(releases);
  checkDiffs(releases, diffs);
  const start = startRelease(releases, number, options.at);
  const indexes = diffs.map(indexDiff);
  const events: RuleEvent[] = [];

  // Backwards: how the rule came to be what it is in the start release.
  let current = number;
  let index = start;
  for (; index > 0; index--) {
    const { effectiveDate } = releases[index]!;
    const { added, movedTo, changed } = indexes[index - 1]!;
    if (added.has(current)) break;
    const move = movedTo.get(current);
    const change = changed.get(current);
    if (move) {
      events.push(renumbering(effectiveDate, move));
      current = move.from;
    } else if (change) {
      events.push({ effectiveDate, kind: 'changed', number: current, before: change.before, after: change.after, referencesOnly: change.referencesOnly });
    }
  }
  const firstRelease = releases[index]!;
  events.push({
    effectiveDate: firstRelease.effectiveDate,
    kind: 'added',
    number: current,
    after: findRule(firstRelease, current)!,
    ...(index === 0 ? { orEarlier: true as const } : {}),
  });
  events.reverse();

  // Forwards: what became of it after the start release.
  current = number;
  for (index = start + 1; index < releases.length; index++) {
    const { effectiveDate } = releases[index]!;
    const { removed, movedFrom, changed } = indexes[index - 1]!;
    if (removed.has(current)) {
      events.push({ effectiveDate, kind: 'removed', number: current, before: findRule(releases[index - 1]!, current)! });
      break;
    }
    const move = movedFrom.get(current);
    const change = changed.get(current);
    if (move) {
      events.push(renumbering(effectiveDate, move));
      current = move.to;
    } else if (change) {
      events.push({ effectiveDate, kind: 'changed', number: current, before: change.before, after: change.after, referencesOnly: change.referencesOnly });
    }
  }
  return { number, effectiveDate: releases[start]!.effectiveDate, events };
}

function renumbering(effectiveDate: string, move: RuleMove): RuleEvent {
  const event: RuleEvent = { effectiveDate, kind: 'renumbered', number: move.to, previousNumber: move.from };
  return move.changed ? { ...event, before: move.before!, after: move.after!, referencesOnly: move.referencesOnly! } : event;
}

/** The release the history starts from: the one in effect on `at`, or the newest that has the rule. */
function startRelease(releases: readonly Release[], number: string, at: string | undefined): number {
  const newest = releases.at(-1);
  if (!newest) throw new UserError('no-releases', 'No Comprehensive Rules release has been imported yet; import one first.');
  if (at === undefined) {
    const index = releases.findLastIndex((release) => findRule(release, number));
    if (index < 0) {
      throw new UserError(
        'rule-not-found',
        `No rule ${number} in any imported release (${releases[0]!.effectiveDate} to ${newest.effectiveDate}). Rule numbers look like 701.10d.`,
      );
    }
    return index;
  }
  const index = releases.findLastIndex((release) => release.effectiveDate <= at);
  if (index < 0) {
    throw new UserError('no-release-at-date', `No imported release was in effect on ${at}; the oldest is ${releases[0]!.effectiveDate}.`);
  }
  if (!findRule(releases[index]!, number)) {
    throw new UserError('rule-not-found', `No rule ${number} in the CR of ${releases[index]!.effectiveDate} (in effect on ${at}).`);
  }
  return index;
}

function findRule(release: Release, number: string): Rule | undefined {
  return release.rules.find((rule) => rule.number === number);
}

/** Passing diffs of other releases would silently give a wrong history: a programming error. */
function checkDiffs(releases: readonly Release[], diffs: readonly ReleaseDiff[]): void {
  const consistent =
    diffs.length === Math.max(0, releases.length - 1) &&
    diffs.every((diff, i) => diff.from === releases[i]!.effectiveDate && diff.to === releases[i + 1]!.effectiveDate);
  if (!consistent) throw new Error('ruleHistory: diffs must compare each release with the next, oldest first (see consecutiveDiffs)');
}

interface DiffIndex {
  added: Set<string>;
  removed: Set<string>;
  changed: Map<string, RuleChange>;
  movedFrom: Map<string, RuleMove>;
  movedTo: Map<string, RuleMove>;
}

const diffIndexes = new WeakMap<ReleaseDiff, DiffIndex>();

/** Lookups by number into one diff, kept for as long as the diff itself. */
function indexDiff(diff: ReleaseDiff): DiffIndex {
  let index = diffIndexes.get(diff);
  if (!index) {
    index = {
      added: new Set(diff.added),
      removed: new Set(diff.removed),
      changed: new Map(diff.changed.map((change) => [change.number, change])),
      movedFrom: new Map(diff.moved.map((move) => [move.from, move])),
      movedTo: new Map(diff.moved.map((move) => [move.to, move])),
    };
    diffIndexes.set(diff, index);
  }
  return index;
}
