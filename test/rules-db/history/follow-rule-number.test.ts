import { describe, expect, it } from 'vitest';
import { followRuleNumber } from '../../../rules-db/history/follow-rule-number.js';
import { diffReleases } from '../../../rules-db/diff/diff-releases.js';
import { createTestDb } from '../../support/rules-db-fixture.js';
import { release } from '../../support/releases.js';
import { crFileNames } from '../../support/shared-data.js';

// Every release, imported oldest first: each import stores the lineage from the release before.
const db = createTestDb(...crFileNames());

describe('followRuleNumber', () => {
  // The one exception is the chain seeing what the direct diff cannot: 702.124j "Friends forever"
  // (702.124k from 2025-11-14) was folded into 702.124i "Partner—[text]" (new in 2025-11-14) on
  // 2026-01-16, so the release-by-release lineage says removed where the two-year diff pairs them.
  it('carries every rule the 2024-02-02 → 2026-01-16 diff renumbered to its new number', () => {
    const moved = diffReleases(release('2024-02-02'), release('2026-01-16')).moved;
    expect(moved.length).toBeGreaterThan(100);
    const wrong = moved
      .map((move) => ({ ...move, followed: followRuleNumber(db, move.from, { fromDate: '2024-02-02' })?.number }))
      .filter((move) => move.followed !== move.to)
      .map((move) => `${move.from} → ${move.to}, followed to ${move.followed}`);
    expect(wrong).toEqual(['702.124j → 702.124i, followed to null']);
    expect(followRuleNumber(db, '702.124j', { fromDate: '2024-02-02' })!.steps.at(-1)).toEqual({
      effectiveDate: '2026-01-16',
      previousDate: '2025-11-14',
      from: '702.124k',
      to: null,
      kind: 'removed',
    });
  });

  it('follows numbers that no longer exist to the rule they became (issue 15)', () => {
    expect(followRuleNumber(db, '701.13b')).toEqual({
      asked: '701.13b',
      readIn: '2025-04-04',
      resolvedIn: '2026-01-16',
      number: '701.17b',
      steps: [{ effectiveDate: '2025-06-06', previousDate: '2025-04-04', from: '701.13b', to: '701.17b', kind: 'renumbered' }],
    });
    expect(followRuleNumber(db, '509.5g')?.number).toBe('509.3g');
    expect(followRuleNumber(db, '609.8')?.number).toBe('608.2i');
  });

  it('reads a number in the release of the given date, even when today it names another rule (103.4 was mulligans until 2022)', () => {
    expect(followRuleNumber(db, '103.4')).toMatchObject({ number: '103.4', steps: [] });
    expect(followRuleNumber(db, '103.4', { fromDate: '2020-09-25' })).toMatchObject({
      readIn: '2020-09-25',
      number: '103.5',
      steps: [{ effectiveDate: '2022-10-07', from: '103.4', to: '103.5' }],
    });
  });

  it('ends a removed rule with its last text (509.2, damage assignment order)', () => {
    const followed = followRuleNumber(db, '509.2', { fromDate: '2024-07-30' })!;
    expect(followed.number).toBeNull();
    expect(followed.steps.at(-1)).toEqual({ effectiveDate: '2024-11-08', previousDate: '2024-07-30', from: '509.2', to: null, kind: 'removed' });
    expect(followed.lastRule).toMatchObject({ number: '509.2', effectiveDate: '2024-07-30' });
    expect(followed.lastRule!.text).toMatch(/damage assignment order/);
  });

  it('returns null for a number no release ever had', () => {
    expect(followRuleNumber(db, '702.999z')).toBeNull();
  });

  it('stops at the release of toDate', () => {
    expect(followRuleNumber(db, '701.13b', { toDate: '2025-04-04' })).toMatchObject({ number: '701.13b', steps: [] });
  });
});
