/**
 * The history of a rule number rather than of a rule: which rules held it, release by release. A
 * number is reused when one rule leaves it (removed or renumbered away) and another takes it later:
 * 509.2 was damage assignment order until it was removed between 2024-02-02 and 2025-06-06, and
 * the rule that was 509.4 holds it since. Whoever reads a number (`/rule`, `/history`, `/explain`,
 * citations) says so, since the number alone no longer says which rule is meant.
 */
import type { ContentDb } from '../../database/open-database.js';
import { firstSentence } from '../../common/first-sentence.js';
import { lineageBack, lineageForward } from '../store/lineage-queries.js';
import { listReleases, type ReleaseSummary } from '../store/release-queries.js';
import { getRule } from '../store/rule-queries.js';

/** One rule that held the number, over a run of imported releases. */
export interface NumberHolder {
  /** The first and last imported releases in which this rule had the number. */
  from: string;
  to: string;
  /** The imported release before `from` (null when `from` is the oldest), and after `to` (null when `to` is the newest). */
  before: string | null;
  after: string | null;
  /** Its text's first sentence in `to` (firstSentence: one line, at most 160 characters). */
  sentence: string;
  /** How it came to the number after `before`: the number it had there, or null when it was added. Null too when `before` is null. */
  cameFrom: string | null;
  /** What became of it after `to`: the number it took, or null when it was removed (or `after` is null). */
  wentTo: string | null;
}

/**
 * Every rule that held `number` in the imported releases, oldest first; one holder for a number
 * that always meant one rule, none for a number no release had.
 * @example numberHolders(db, '509.2').map((holder) => `${holder.from}–${holder.to}`) // ['2023-04-14–2024-02-02', '2025-06-06–2026-01-16']
 */
export function numberHolders(db: ContentDb, number: string): NumberHolder[] {
  const releases = listReleases(db).reverse();
  const holders: NumberHolder[] = [];
  let current: NumberHolder | null = null;
  releases.forEach((release, index) => {
    const previous = releases[index - 1] ?? null;
    const rule = getRule(db, release, number);
    if (!rule) {
      if (current) current = null;
      return;
    }
    // The same rule as in the release before: it had the number there and kept it (no lineage row: unchanged).
    const step = current !== null && previous !== null ? lineageForward(db, previous, number) : undefined;
    const kept = step !== undefined && (step === null || step.number === number);
    if (current && kept) {
      current.to = release.effectiveDate;
      current.after = releases[index + 1]?.effectiveDate ?? null;
      current.sentence = firstSentence(rule.text);
      return;
    }
    if (current && step) current.wentTo = step.number;
    current = {
      from: release.effectiveDate,
      to: release.effectiveDate,
      before: previous?.effectiveDate ?? null,
      after: releases[index + 1]?.effectiveDate ?? null,
      sentence: firstSentence(rule.text),
      cameFrom: previous ? cameFrom(db, release, number) : null,
      wentTo: null,
    };
    holders.push(current);
  });
  // A holder that did not reach the newest release left the number: renumbered or removed.
  for (const holder of holders) {
    if (holder.after === null || holder.wentTo !== null) continue;
    const last = releases.find((release) => release.effectiveDate === holder.to)!;
    holder.wentTo = lineageForward(db, last, number)?.number ?? null;
  }
  return holders;
}

/** The number the rule numbered `number` in `release` had in the release before: itself when kept, null when added. */
function cameFrom(db: ContentDb, release: ReleaseSummary, number: string): string | null {
  const step = lineageBack(db, release, number);
  return step ? step.number : number;
}

/** "between 2024-02-02 and 2025-06-06": when something seen between two imported releases happened. */
export function betweenReleases(before: string | null, after: string): string {
  return before === null ? `by ${after}` : `between ${before} and ${after}`;
}

/**
 * What a reader of `number` in the release of `date` should know about the number's other holders,
 * as sentences; [] when the number never meant another rule.
 * @example reusedNumberNotes(numberHolders(db, '509.2'), '2026-01-16')
 * // ['509.2 was another rule until 2024-02-02 ("Second, for each attacking creature that’s become blocked, …"), removed between 2024-02-02 and 2025-06-06.']
 */
export function reusedNumberNotes(number: string, holders: readonly NumberHolder[], date: string): string[] {
  if (holders.length < 2) return [];
  const reading = holders.find((holder) => holder.from <= date && date <= holder.to) ?? null;
  return holders
    .filter((holder) => holder !== reading)
    .map((holder) => {
      const quoted = `(“${holder.sentence}”)`;
      const later = reading === null || holder.from > reading.to;
      if (later) {
        const came = holder.cameFrom === null ? 'added' : holder.cameFrom === number ? 'kept' : `renumbered from ${holder.cameFrom}`;
        return `${number} is another rule from ${holder.from} ${quoted}, ${came} ${betweenReleases(holder.before, holder.from)}.`;
      }
      const went = holder.wentTo === null ? 'removed' : `renumbered ${holder.wentTo}`;
      const since = holder.after === null ? '' : `, ${went} ${betweenReleases(holder.to, holder.after)}`;
      return `${number} was another rule until ${holder.to} ${quoted}${since}.`;
    });
}
