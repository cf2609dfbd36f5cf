import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importReleaseFile } from '../../../rules-db/store/import-release.js';
import { listReleases, releaseAt } from '../../../rules-db/store/release-queries.js';
import { changeInRelease, foldTypography, ruleHistory, type RuleEvent } from '../../../rules-db/history/rule-history.js';
import { UserError } from '../../../common/user-error.js';
import { createTestDb } from '../../support/rules-db-fixture.js';
import { crFileNames, crPath } from '../../support/shared-data.js';

// Every release, imported oldest first: each import stores the lineage from the release before.
const db = createTestDb(...crFileNames());

/** An event without the rule objects, for comparing whole timelines. */
const outline = ({ before, after, ...event }: RuleEvent) => ({ ...event, hasText: Boolean(before ?? after) });

describe('stored lineage', () => {
  it('links each release with the next, oldest first', () => {
    const releases = listReleases(db).reverse();
    const pairs = db.prepare('SELECT from_release_id AS fromId, to_release_id AS toId FROM release_pairs').all() as { fromId: number; toId: number }[];
    expect(pairs).toHaveLength(releases.length - 1);
    expect(pairs).toEqual(expect.arrayContaining(releases.slice(1).map((release, index) => ({ fromId: releases[index]!.id, toId: release.id }))));
  });

  it('says what this release changed about a rule', () => {
    expect(changeInRelease(db, releaseAt(db), '701.68')).toEqual({ number: null, changed: true, referencesOnly: false });
    expect(changeInRelease(db, releaseAt(db), '100.1')).toBeNull();
  });
});

describe('ruleHistory', () => {
  it('follows 701.10d back through its renumbering from 701.9d to its first release', () => {
    const history = ruleHistory(db, '701.10d');
    expect(history.effectiveDate).toBe('2026-01-16');
    expect(history.events.map(outline)).toEqual([
      { effectiveDate: '2019-01-25', previousDate: '2017-09-29', kind: 'added', number: '701.9d', hasText: true },
      { effectiveDate: '2019-05-03', previousDate: '2019-01-25', kind: 'changed', number: '701.9d', referencesOnly: false, typographyOnly: true, hasText: true },
      { effectiveDate: '2025-06-06', previousDate: '2025-04-04', kind: 'renumbered', number: '701.10d', previousNumber: '701.9d', hasText: false },
    ]);
  });

  it('gives the text before and after each change (2019-05-03: typographic apostrophe)', () => {
    const change = ruleHistory(db, '701.10d').events[1]!;
    expect(change.before!.text).toMatch(/^To double a player's life total/);
    expect(change.after!.text).toMatch(/^To double a player’s life total/);
  });

  it('finds the same history from the rule’s old number in a release that had it', () => {
    const fromOldNumber = ruleHistory(db, '701.9d', '2025-04-04');
    expect(fromOldNumber.events).toEqual(ruleHistory(db, '701.10d').events);
  });

  it('ends with the removal of a removed rule (509.2, damage assignment order, 2009–2024)', () => {
    const history = ruleHistory(db, '509.2', '2024-07-30');
    expect(history.effectiveDate).toBe('2024-07-30');
    expect(history.events[0]).toMatchObject({ effectiveDate: '2009-07-11', kind: 'added', number: '509.2' });
    expect(history.events.at(-1)).toMatchObject({ effectiveDate: '2024-11-08', kind: 'removed', number: '509.2' });
    expect(history.events.at(-1)!.before!.text).toMatch(/damage assignment order/);
  });

  it('means the rule numbered so in the newest release that has it (509.2 today was 509.4)', () => {
    const history = ruleHistory(db, '509.2');
    expect(history.events[0]).toMatchObject({ effectiveDate: '2017-09-29', kind: 'added', number: '509.4' });
    expect(history.events.at(-1)).toMatchObject({ effectiveDate: '2024-11-08', kind: 'renumbered', previousNumber: '509.4', number: '509.2' });
  });

  it('marks a change that only renumbered a cross-reference (509.4, 2020-09-25: rule 116 → 117)', () => {
    const history = ruleHistory(db, '509.2');
    expect(history.events.find((event) => event.effectiveDate === '2020-09-25')).toMatchObject({ kind: 'changed', referencesOnly: true });
  });

  it('shows a rule unchanged since the oldest release, renumbered once (702.9a “Flying is an evasion ability.”)', () => {
    const history = ruleHistory(db, '702.9a');
    expect(history.events.map(outline)).toEqual([
      { effectiveDate: '2003-03-15', kind: 'added', number: '502.4a', orEarlier: true, hasText: true },
      { effectiveDate: '2009-07-11', previousDate: '2008-10-01', kind: 'renumbered', number: '702.9a', previousNumber: '502.4a', hasText: false },
    ]);
    expect(history.events[0]!.after!.text).toBe('Flying is an evasion ability.');
  });

  it('starts a rule added in the newest release there', () => {
    expect(ruleHistory(db, '701.68').events.map(outline)).toEqual([{ effectiveDate: '2026-01-16', previousDate: '2025-11-14', kind: 'added', number: '701.68', hasText: true }]);
  });

  it('says so when no release has the rule', () => {
    expect(() => ruleHistory(db, '702.999z')).toThrow(UserError);
    expect(() => ruleHistory(db, '702.999z')).toThrow(/No rule 702\.999z in any imported release \(2003-03-15 to 2026-01-16\)/);
  });

  it('says so when the release in effect on the date lacks the rule', () => {
    expect(() => ruleHistory(db, '701.68', '2025-12-01')).toThrow(/No rule 701\.68 in the Comprehensive Rules effective 2025-11-14/);
    expect(() => ruleHistory(db, '100.1', '2001-01-01')).toThrow(/oldest imported release is 2003-03-15/);
  });

  it('stays right when a release is imported between two others (the lineage is relinked)', () => {
    const partial = createTestDb('cr-20240202.txt', 'cr-20260116.txt');
    expect(ruleHistory(partial, '701.10d').events.map(outline)).toEqual([
      { effectiveDate: '2024-02-02', kind: 'added', number: '701.9d', orEarlier: true, hasText: true },
      { effectiveDate: '2026-01-16', previousDate: '2024-02-02', kind: 'renumbered', number: '701.10d', previousNumber: '701.9d', hasText: false },
    ]);
    importReleaseFile(partial, readFileSync(crPath('cr-20250606.txt')), { source: 'cr-20250606.txt' });
    expect(ruleHistory(partial, '701.10d').events.at(-1)).toMatchObject({ effectiveDate: '2025-06-06', previousDate: '2024-02-02', kind: 'renumbered' });
  });
});

describe('foldTypography', () => {
  it('sets apart the apostrophe swaps of 510.1c, keeping its real changes (2012-07-01, and 2024-11-08: damage assignment order removed)', () => {
    const { events, typographyOnly } = foldTypography(ruleHistory(db, '510.1c').events);
    expect(typographyOnly).toEqual(['2015-01-23', '2019-01-25', '2019-05-03']);
    expect(events.map((event) => `${event.effectiveDate} ${event.kind}`)).toEqual(['2009-07-11 added', '2012-07-01 changed', '2024-11-08 changed']);
  });

  it('follows an old number when the release of `at` lacks it', () => {
    const history = ruleHistory(db, '701.13b', '2026-01-16');
    expect(history.number).toBe('701.17b');
    expect(history.followed).toMatchObject({ asked: '701.13b', number: '701.17b' });
  });
});
