/**
 * Where a rule number leads today. A number read in one release (a judge's old post, a tournament
 * document citing the CR of its own date, `/rule 701.13b`) is followed through the stored lineage
 * (release-lineage.ts) to a later release: renumbered, changed in substance, both, or removed.
 * Changes that only rewrote cross-references or typography are not steps: the rule says the same.
 */
import type { ContentDb } from '../../database/open-database.js';
import { listReleases, releaseAt, type ReleaseSummary } from '../store/release-queries.js';
import { lineageForward } from '../store/lineage-queries.js';
import { getRule } from '../store/rule-queries.js';
import { ruleTypographyOnly } from '../diff/typography.js';

export type RuleNumberStepKind = 'renumbered' | 'changed' | 'renumbered-and-changed' | 'removed';

export interface RuleNumberStep {
  /** The first imported release that shows it. */
  effectiveDate: string;
  /** The imported release before that one: it happened in a release after this one, up to `effectiveDate`. */
  previousDate: string;
  from: string;
  /** null for 'removed'. */
  to: string | null;
  kind: RuleNumberStepKind;
}

export interface FollowedRuleNumber {
  /** The number followed. */
  asked: string;
  /** The release the number was read in, and the one it was followed to (effective dates). */
  readIn: string;
  resolvedIn: string;
  /** The rule's number in `resolvedIn`; null when it was removed. */
  number: string | null;
  /** Oldest first; empty when the number means the same rule, in substance unchanged. */
  steps: RuleNumberStep[];
  /** For a removed rule: its last number and content, and the last release that had it. */
  lastRule?: { number: string; text: string; examples: string[]; effectiveDate: string };
}

export interface FollowOptions {
  /** The date the number was written (YYYY-MM-DD): it is read in the release in effect then. */
  fromDate?: string;
  /** The date to follow it to (YYYY-MM-DD); the newest release by default. */
  toDate?: string;
}

function hasRule(db: ContentDb, release: ReleaseSummary, number: string): boolean {
  return getRule(db, release, number) !== null;
}

/**
 * The index (in `releases`, oldest first, up to `toIndex`) of the release the number is read in: the
 * one in effect on `fromDate` when it has the number, else the newest up to `toIndex` that has it.
 */
function readingIndex(db: ContentDb, releases: ReleaseSummary[], number: string, toIndex: number, fromDate: string | undefined): number {
  if (fromDate !== undefined) {
    const from = releaseAt(db, fromDate);
    const index = releases.findIndex((release) => release.id === from.id);
    if (index <= toIndex && hasRule(db, from, number)) return index;
  }
  for (let index = toIndex; index >= 0; index--) if (hasRule(db, releases[index]!, number)) return index;
  return -1;
}

/** True when the rule's substance changed between two releases (not only cross-references or typography). */
function substantiveChange(db: ContentDb, older: ReleaseSummary, newer: ReleaseSummary, from: string, to: string): boolean {
  const before = getRule(db, older, from)!;
  const after = getRule(db, newer, to)!;
  return !ruleTypographyOnly(before, after);
}

/**
 * Follows rule `number` from the release it was read in to the release in effect on `toDate`;
 * null when no release up to then ever had that number. Throws a UserError for a date before every release.
 * @example followRuleNumber(db, '701.9d', { fromDate: '2025-04-04' })
 * // { asked: '701.9d', readIn: '2025-04-04', resolvedIn: '2026-01-16', number: '701.10d',
 * //   steps: [{ effectiveDate: '2025-06-06', from: '701.9d', to: '701.10d', kind: 'renumbered' }] }
 */
export function followRuleNumber(db: ContentDb, number: string, options: FollowOptions = {}): FollowedRuleNumber | null {
  const target = releaseAt(db, options.toDate);
  const releases = listReleases(db).reverse();
  const toIndex = releases.findIndex((release) => release.id === target.id);
  const start = readingIndex(db, releases, number, toIndex, options.fromDate);
  if (start < 0) return null;

  const steps: RuleNumberStep[] = [];
  let current = number;
  for (let index = start + 1; index <= toIndex; index++) {
    const older = releases[index - 1]!;
    const newer = releases[index]!;
    const step = lineageForward(db, older, current);
    if (!step) continue;
    if (step.number === null) {
      const last = getRule(db, older, current)!;
      return {
        asked: number,
        readIn: releases[start]!.effectiveDate,
        resolvedIn: target.effectiveDate,
        number: null,
        steps: [...steps, { effectiveDate: newer.effectiveDate, previousDate: older.effectiveDate, from: current, to: null, kind: 'removed' }],
        lastRule: { number: current, text: last.text, examples: last.examples, effectiveDate: older.effectiveDate },
      };
    }
    const changed = step.changed && !step.referencesOnly && substantiveChange(db, older, newer, current, step.number);
    const renumbered = step.number !== current;
    if (renumbered || changed) {
      const kind = renumbered && changed ? 'renumbered-and-changed' : renumbered ? 'renumbered' : 'changed';
      steps.push({ effectiveDate: newer.effectiveDate, previousDate: older.effectiveDate, from: current, to: step.number, kind });
    }
    current = step.number;
  }
  return { asked: number, readIn: releases[start]!.effectiveDate, resolvedIn: target.effectiveDate, number: current, steps };
}
