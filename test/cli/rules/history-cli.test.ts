import { describe, expect, it } from 'vitest';
import { runArbiter } from '../../support/run-cli.js';
import { tempDbPath } from '../../support/rules-db-fixture.js';
import { crPath } from '../../support/shared-data.js';

const db = tempDbPath();
await runArbiter(['rules', 'import', crPath('cr-20240202.txt'), crPath('cr-20251114.txt'), crPath('cr-20260116.txt'), '--db', db]);

describe('arbiter rules diff', () => {
  it('prints the issue’s JSON shape for 2025-11-14 → 2026-01-16', async () => {
    const run = await runArbiter(['rules', 'diff', '--from', '2025-11-14', '--to', '2026-01-16', '--json', '--db', db]);
    const diff = JSON.parse(run.stdout);
    expect(diff).toMatchObject({
      from: '2025-11-14',
      to: '2026-01-16',
      added: ['610.5', '701.68', '701.68a', '701.68b', '701.68c', '701.68d'],
      removed: ['702.124k'],
      moved: [
        { from: '702.124m', to: '702.124k', changed: false },
        { from: '702.124n', to: '702.124m', changed: false },
        { from: '702.124p', to: '702.124n', changed: false },
      ],
      glossary: { added: ['Blight'], removed: ['Friends Forever'], changed: [] },
    });
    expect(diff.changed.find((change: { number: string }) => change.number === '115.7e')).toMatchObject({
      before: expect.stringContaining('1 damage to another target'),
      after: expect.stringContaining('1 damage to any other target'),
    });
  });

  it('lists a renumbered rule only under moved (2024-02-02 → 2026-01-16)', async () => {
    const diff = JSON.parse((await runArbiter(['rules', 'diff', '--from', '2024-02-02', '--json', '--db', db])).stdout);
    expect(diff.moved).toContainEqual({ from: '701.9d', to: '701.10d', changed: false });
    const movedFrom = new Set(diff.moved.map((move: { from: string }) => move.from));
    const movedTo = new Set(diff.moved.map((move: { to: string }) => move.to));
    // Each old rule is removed or moved, never both; each new rule added or moved, never both.
    expect(diff.removed.filter((number: string) => movedFrom.has(number))).toEqual([]);
    expect(diff.added.filter((number: string) => movedTo.has(number))).toEqual([]);
  });

  it('defaults to the newest release against the one before, as plain text', async () => {
    const run = await runArbiter(['rules', 'diff', '--db', db]);
    expect(run.stdout.split('\n')[0]).toBe('Comprehensive Rules 2025-11-14 → 2026-01-16');
    expect(run.stdout).toContain('115.7e: … damage to any target and 1 damage to [-another-]{+any other+} target');
  });

  it('refuses reversed dates', async () => {
    const run = await runArbiter(['rules', 'diff', '--from', '2026-01-16', '--to', '2024-02-02', '--db', db]);
    expect(run).toMatchObject({ code: 1, stderr: 'Error: --from (2026-01-16) must be earlier than --to (2024-02-02).\n' });
  });
});

describe('arbiter rules history', () => {
  it('prints the timeline as JSON with texts as strings', async () => {
    const history = JSON.parse((await runArbiter(['rules', 'history', '701.10d', '--json', '--db', db])).stdout);
    expect(history).toEqual({
      number: '701.10d',
      effectiveDate: '2026-01-16',
      events: [
        { effectiveDate: '2024-02-02', kind: 'added', number: '701.9d', orEarlier: true, after: expect.stringMatching(/^To double a player’s life total/) },
        { effectiveDate: '2025-11-14', previousDate: '2024-02-02', kind: 'renumbered', number: '701.10d', previousNumber: '701.9d' },
      ],
      // 701.10d was the exchange rule before the doubling rule took the number.
      numberReused: [expect.stringMatching(/^701\.10d was another rule until 2024-02-02 \(“Some spells or abilities may instruct a player to exchange cards .*”\), renumbered 701\.12d between 2024-02-02 and 2025-11-14\.$/)],
    });
  });

  it('prints a readable timeline', async () => {
    const run = await runArbiter(['rules', 'history', '702.124k', '--at', '2025-11-14', '--db', db]);
    expect(run.stdout).toMatch(/2026-01-16 {2}removed \(was 702\.124k\)/);
  });
});

describe('arbiter rules show with an old number (issue 15)', () => {
  it('shows the rule the number became, with a note, as text and as JSON', async () => {
    const run = await runArbiter(['rules', 'show', '701.9d', '--db', db]);
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n').slice(0, 3)).toEqual([
      '701.10d · Double   (Comprehensive Rules, effective 2026-01-16)',
      '',
      '701.9d was renumbered 701.10d between 2024-02-02 and 2025-11-14.',
    ]);
    const json = JSON.parse((await runArbiter(['rules', 'show', '701.9d', '--json', '--db', db])).stdout);
    expect(json).toMatchObject({
      number: '701.10d',
      followed: { asked: '701.9d', number: '701.10d', steps: [{ effectiveDate: '2025-11-14', previousDate: '2024-02-02', from: '701.9d', to: '701.10d', kind: 'renumbered' }], note: '701.9d was renumbered 701.10d between 2024-02-02 and 2025-11-14' },
    });
  });

  it('shows a removed rule’s last text, from its last release (509.6, damage assignment order)', async () => {
    const run = await runArbiter(['rules', 'show', '509.6', '--db', db]);
    expect(run.stdout.split('\n').slice(0, 4)).toEqual([
      expect.stringMatching(/^509\.6 · .*\(Comprehensive Rules, effective 2024-02-02\)$/),
      '',
      '509.6 was removed between 2024-02-02 and 2025-11-14; its last text:',
      '',
    ]);
    expect(run.stdout).toContain('damage assignment order');
  });
});
