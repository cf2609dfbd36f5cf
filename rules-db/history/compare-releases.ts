/** Diffs between stored releases picked by date, and their JSON form. */
import type { ContentDb } from '../../database/open-database.js';
import { diffReleases, type ReleaseDiff } from '../diff/diff-releases.js';
import { loadRelease } from '../store/load-release.js';
import { listReleases, releaseAt, type ReleaseSummary } from '../store/release-queries.js';
import { glossaryBody, ruleBody } from '../rule-content.js';
import { UserError } from '../../common/user-error.js';
import { getRule } from '../store/rule-queries.js';
import { followRuleNumber } from './follow-rule-number.js';
import { followNote } from './follow-note.js';

/** Recent diffs, keyed by the two releases' sha256: paging through /diff must not diff again. */
const recent = new Map<string, ReleaseDiff>();
const RECENT_LIMIT = 8;

/** The diff between two stored releases, computed once while it is among the recent ones. */
export function diffStoredReleases(db: ContentDb, from: ReleaseSummary, to: ReleaseSummary): ReleaseDiff {
  const key = `${from.sha256}>${to.sha256}`;
  let diff = recent.get(key);
  if (!diff) {
    diff = diffReleases(loadRelease(db, from), loadRelease(db, to));
    recent.set(key, diff);
    if (recent.size > RECENT_LIMIT) recent.delete(recent.keys().next().value!);
  }
  return diff;
}

/**
 * The releases two dates pick (as --at does): `to` defaults to the newest, `from` to the release
 * before `to`. Throws a UserError when they are the same release or in the wrong order.
 */
export function releasesToCompare(db: ContentDb, fromDate?: string, toDate?: string): { from: ReleaseSummary; to: ReleaseSummary } {
  const to = releaseAt(db, toDate);
  let from: ReleaseSummary;
  if (fromDate !== undefined) from = releaseAt(db, fromDate);
  else {
    const older = listReleases(db).find((release) => release.effectiveDate < to.effectiveDate);
    if (!older) throw new UserError('no-earlier-release', `The release effective ${to.effectiveDate} is the oldest imported; there is nothing to compare it with.`);
    from = older;
  }
  if (from.id === to.id) {
    throw new UserError('same-release', `Both dates pick the release effective ${from.effectiveDate}; choose dates in different releases.`);
  }
  if (from.effectiveDate > to.effectiveDate) {
    throw new UserError('dates-reversed', `--from (${from.effectiveDate}) must be earlier than --to (${to.effectiveDate}).`);
  }
  return { from, to };
}

/**
 * The number to compare one rule by: `number` when either release has it, else the number an older
 * rule of that number had in `to` (or its last, if removed), with a note saying so; a UserError
 * when no release up to `to` had it.
 */
export function ruleInComparison(db: ContentDb, from: ReleaseSummary, to: ReleaseSummary, number: string): { number: string; note: string | null } {
  if (getRule(db, from, number) || getRule(db, to, number)) return { number, note: null };
  const followed = followRuleNumber(db, number, { toDate: to.effectiveDate });
  if (!followed) throw new UserError('rule-not-found', `No rule ${number} in any imported release up to ${to.effectiveDate}. Rule numbers look like 701.10d.`);
  return { number: followed.number ?? followed.lastRule!.number, note: followNote(followed) };
}

/** The diff as `arbiter rules diff --json` prints it: numbers, and texts as plain strings. */
export function diffToJson(diff: ReleaseDiff) {
  return {
    from: diff.from,
    to: diff.to,
    added: diff.added,
    removed: diff.removed,
    changed: diff.changed.map((change) => ({ number: change.number, before: ruleBody(change.before), after: ruleBody(change.after), referencesOnly: change.referencesOnly, typographyOnly: change.typographyOnly })),
    moved: diff.moved.map((move) => ({
      from: move.from,
      to: move.to,
      changed: move.changed,
      ...(move.changed ? { before: ruleBody(move.before!), after: ruleBody(move.after!), referencesOnly: move.referencesOnly, typographyOnly: move.typographyOnly } : {}),
    })),
    sections: diff.sections,
    glossary: {
      added: diff.glossary.added,
      removed: diff.glossary.removed,
      changed: diff.glossary.changed.map((change) => ({ term: change.term, before: glossaryBody(change.before), after: glossaryBody(change.after) })),
    },
  };
}
