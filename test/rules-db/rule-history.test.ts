import { beforeAll, describe, expect, it } from 'vitest';
import type { ReleaseDiff } from '../../rules-db/diff-releases.js';
import type { Release } from '../../rules-db/release.js';
import { consecutiveDiffs, ruleHistory, type RuleEvent } from '../../rules-db/rule-history.js';
import { UserError } from '../../rules-db/user-error.js';
import { allReleases } from '../support/releases.js';

let releases: Release[];
let diffs: ReleaseDiff[];

beforeAll(() => {
  releases = allReleases();
  diffs = consecutiveDiffs(releases);
});

/** An event without the rule objects, for comparing whole timelines. */
const outline = ({ before, after, ...event }: RuleEvent) => ({ ...event, hasText: Boolean(before ?? after) });

describe('consecutiveDiffs', () => {
  it('compares each release with the next, oldest first', () => {
    expect(diffs).toHaveLength(releases.length - 1);
    expect(diffs.at(-1)).toMatchObject({ from: '2025-11-14', to: '2026-01-16' });
  });
});

describe('ruleHistory', () => {
  it('follows 701.10d back through its renumbering from 701.9d to its first release', () => {
    const history = ruleHistory(releases, '701.10d', { diffs });
    expect(history.effectiveDate).toBe('2026-01-16');
    expect(history.events.map(outline)).toEqual([
      { effectiveDate: '2019-01-25', kind: 'added', number: '701.9d', hasText: true },
      { effectiveDate: '2019-05-03', kind: 'changed', number: '701.9d', referencesOnly: false, hasText: true },
      { effectiveDate: '2025-06-06', kind: 'renumbered', number: '701.10d', previousNumber: '701.9d', hasText: false },
    ]);
  });

  it('gives the text before and after each change (2019-05-03: typographic apostrophe)', () => {
    const change = ruleHistory(releases, '701.10d', { diffs }).events[1]!;
    expect(change.before!.text).toMatch(/^To double a player's life total/);
    expect(change.after!.text).toMatch(/^To double a player’s life total/);
  });

  it('finds the same history from the rule’s old number in a release that had it', () => {
    const fromOldNumber = ruleHistory(releases, '701.9d', { diffs, at: '2025-04-04' });
    expect(fromOldNumber.events).toEqual(ruleHistory(releases, '701.10d', { diffs }).events);
  });

  it('ends with the removal of a removed rule (509.2, damage assignment order, 2009–2024)', () => {
    const history = ruleHistory(releases, '509.2', { diffs, at: '2024-07-30' });
    expect(history.effectiveDate).toBe('2024-07-30');
    expect(history.events[0]).toMatchObject({ effectiveDate: '2009-07-11', kind: 'added', number: '509.2' });
    expect(history.events.at(-1)).toMatchObject({ effectiveDate: '2024-11-08', kind: 'removed', number: '509.2' });
    expect(history.events.at(-1)!.before!.text).toMatch(/damage assignment order/);
  });

  it('means the rule numbered so in the newest release that has it (509.2 today was 509.4)', () => {
    const history = ruleHistory(releases, '509.2', { diffs });
    expect(history.events[0]).toMatchObject({ effectiveDate: '2017-09-29', kind: 'added', number: '509.4' });
    expect(history.events.at(-1)).toMatchObject({ effectiveDate: '2024-11-08', kind: 'renumbered', previousNumber: '509.4', number: '509.2' });
  });

  it('marks a change that only renumbered a cross-reference (509.4, 2020-09-25: rule 116 → 117)', () => {
    const history = ruleHistory(releases, '509.2', { diffs });
    expect(history.events.find((event) => event.effectiveDate === '2020-09-25')).toMatchObject({ kind: 'changed', referencesOnly: true });
  });

  it('shows a rule unchanged since the oldest release, renumbered once (702.9a “Flying is an evasion ability.”)', () => {
    const history = ruleHistory(releases, '702.9a', { diffs });
    expect(history.events.map(outline)).toEqual([
      { effectiveDate: '2003-03-15', kind: 'added', number: '502.4a', orEarlier: true, hasText: true },
      { effectiveDate: '2009-07-11', kind: 'renumbered', number: '702.9a', previousNumber: '502.4a', hasText: false },
    ]);
    expect(history.events[0]!.after!.text).toBe('Flying is an evasion ability.');
  });

  it('computes the diffs itself when none are given', () => {
    const lastTwo = releases.slice(-2);
    expect(ruleHistory(lastTwo, '701.68').events.map(outline)).toEqual([{ effectiveDate: '2026-01-16', kind: 'added', number: '701.68', hasText: true }]);
  });

  it('says so when no release has the rule', () => {
    expect(() => ruleHistory(releases, '702.999z', { diffs })).toThrow(UserError);
    expect(() => ruleHistory(releases, '702.999z', { diffs })).toThrow(/No rule 702\.999z in any imported release \(2003-03-15 to 2026-01-16\)/);
  });

  it('says so when the release in effect on the date lacks the rule', () => {
    expect(() => ruleHistory(releases, '701.68', { diffs, at: '2025-12-01' })).toThrow(/No rule 701\.68 in the CR of 2025-11-14/);
    expect(() => ruleHistory(releases, '100.1', { diffs, at: '2001-01-01' })).toThrow(/oldest is 2003-03-15/);
  });

  it('refuses diffs that do not belong to the releases', () => {
    expect(() => ruleHistory(releases.slice(1), '100.1', { diffs })).toThrow(/consecutiveDiffs/);
  });
});
