import { describe, expect, it } from 'vitest';
import { betweenReleases, numberHolders, reusedNumberNotes } from '../../../rules-db/history/number-holders.js';
import { createTestDb } from '../../support/rules-db-fixture.js';
import { JUDGE_RELEASES } from '../../support/judge-db-fixture.js';
import { crFileNames } from '../../support/shared-data.js';

// The four releases a judge reviewed with (issue 34): 509.2 and 603.2e each changed rules between two of them.
const db = createTestDb(...JUDGE_RELEASES);

describe('numberHolders', () => {
  it('tells the two rules 509.2 has held apart: damage assignment order, then the rule that was 509.4 (regression: /history showed only 509.4 → 509.2)', () => {
    const holders = numberHolders(db, '509.2');
    expect(holders.map(({ sentence, ...holder }) => ({ ...holder, sentence: sentence.slice(0, 40) }))).toEqual([
      { from: '2023-04-14', to: '2024-02-02', before: null, after: '2025-06-06', sentence: 'Second, for each attacking creature that', cameFrom: null, wentTo: null },
      { from: '2025-06-06', to: '2026-01-16', before: '2024-02-02', after: null, sentence: 'Second, the active player gets priority.', cameFrom: '509.4', wentTo: null },
    ]);
  });

  it('tells the two rules of 603.2e apart (regression: /explain read an old 603.2e as today’s unrelated rule)', () => {
    const holders = numberHolders(db, '603.2e');
    expect(holders.map((holder) => [holder.from, holder.to, holder.cameFrom, holder.wentTo])).toEqual([
      ['2023-04-14', '2025-06-06', null, null],
      ['2026-01-16', '2026-01-16', '603.2f', null],
    ]);
  });

  it('has one holder for a number that always meant one rule, none for a number no release had', () => {
    expect(numberHolders(db, '702.19b')).toHaveLength(1);
    expect(numberHolders(db, '702.999z')).toEqual([]);
    expect(reusedNumberNotes('702.19b', numberHolders(db, '702.19b'), '2026-01-16')).toEqual([]);
  });

  it('follows a rule renumbered away and one renumbered in: 103.4 was mulligans until 2022-10-07, over every release', () => {
    const every = createTestDb(...crFileNames().filter((name) => name >= 'cr-2020' && name <= 'cr-20230414.txt'));
    const holders = numberHolders(every, '103.4');
    expect(holders.map((holder) => [holder.from, holder.to, holder.wentTo, holder.cameFrom])).toEqual([
      ['2020-09-25', '2020-09-25', '103.5', null],
      ['2022-10-07', '2023-04-14', null, '103.3'],
    ]);
  });
});

describe('reusedNumberNotes', () => {
  it('says, read today, what 509.2 was and when it went; read in 2024, what it became and when', () => {
    const holders = numberHolders(db, '509.2');
    expect(reusedNumberNotes('509.2', holders, '2026-01-16')).toEqual([
      expect.stringMatching(/^509\.2 was another rule until 2024-02-02 \(“Second, for each attacking creature .*”\), removed between 2024-02-02 and 2025-06-06\.$/),
    ]);
    expect(reusedNumberNotes('509.2', holders, '2024-02-02')).toEqual([
      '509.2 is another rule from 2025-06-06 (“Second, the active player gets priority.”), renumbered from 509.4 between 2024-02-02 and 2025-06-06.',
    ]);
  });

  it('dates a change to the interval between the imported releases around it', () => {
    expect(betweenReleases('2024-02-02', '2025-06-06')).toBe('between 2024-02-02 and 2025-06-06');
    expect(betweenReleases(null, '2023-04-14')).toBe('by 2023-04-14');
  });
});
