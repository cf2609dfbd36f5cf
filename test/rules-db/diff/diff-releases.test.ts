import { describe, expect, it } from 'vitest';
import { diffReleases, type ReleaseDiff } from '../../../rules-db/diff/diff-releases.js';
import type { Release } from '../../../rules-db/release.js';
import { compareRuleNumbers } from '../../../rules-db/rule-number.js';
import { diffWords } from '../../../rules-db/diff/word-diff.js';
import { release } from '../../support/releases.js';

/**
 * The promise every diff keeps: each rule of `from` is accounted for exactly once (unchanged,
 * changed, moved away or removed), and each rule of `to` exactly once (unchanged, changed, moved
 * in or added), and every list is in true rule order.
 */
function expectEveryRuleOnce(diff: ReleaseDiff, from: Release, to: Release): void {
  const changed = diff.changed.map((change) => change.number);
  const leaving = [...changed, ...diff.moved.map((move) => move.from), ...diff.removed];
  const arriving = [...changed, ...diff.moved.map((move) => move.to), ...diff.added];
  expect(new Set(leaving).size).toBe(leaving.length);
  expect(new Set(arriving).size).toBe(arriving.length);
  const toNumbers = new Set(to.rules.map((rule) => rule.number));
  const fromNumbers = new Set(from.rules.map((rule) => rule.number));
  // Whatever is not listed as leaving is still there under its number, and vice versa.
  const unchangedFrom = from.rules.filter((rule) => !leaving.includes(rule.number));
  const unchangedTo = to.rules.filter((rule) => !arriving.includes(rule.number));
  expect(unchangedFrom.map((rule) => rule.number)).toEqual(unchangedTo.map((rule) => rule.number));
  expect(leaving.every((number) => fromNumbers.has(number))).toBe(true);
  expect(arriving.every((number) => toNumbers.has(number))).toBe(true);
  for (const list of [diff.added, diff.removed, changed, diff.moved.map((move) => move.from)]) {
    expect([...list].sort(compareRuleNumbers)).toEqual(list);
  }
}

describe('diffReleases 2025-11-14 → 2026-01-16', () => {
  const from = release('2025-11-14');
  const to = release('2026-01-16');
  const diff = diffReleases(from, to);

  it('names both releases', () => {
    expect([diff.from, diff.to]).toEqual(['2025-11-14', '2026-01-16']);
  });

  it('finds the new rule 610.5 and the new keyword action 701.68 Blight with its subrules', () => {
    expect(diff.added).toEqual(['610.5', '701.68', '701.68a', '701.68b', '701.68c', '701.68d']);
  });

  it('removes 702.124k “Friends forever”, now a partner—[text] ability', () => {
    expect(diff.removed).toEqual(['702.124k']);
    expect(from.rules.find((rule) => rule.number === '702.124k')!.text).toMatch(/^“Friends forever” means/);
  });

  it('moves the partner rules after it up one letter, unchanged', () => {
    expect(diff.moved).toEqual([
      { from: '702.124m', to: '702.124k', changed: false },
      { from: '702.124n', to: '702.124m', changed: false },
      { from: '702.124p', to: '702.124n', changed: false },
    ]);
  });

  it('lists the six rules changed in place, with the words that changed', () => {
    expect(diff.changed.map((change) => change.number)).toEqual(['115.7e', '205.3m', '207.2c', '601.2a', '702.124a', '702.124i']);
    const changedWords = Object.fromEntries(
      diff.changed.map((change) => [
        change.number,
        diffWords(change.before.text, change.after.text)
          .filter((segment) => segment.kind !== 'same')
          .map((segment) => `${segment.kind === 'added' ? '+' : '-'}${segment.text}`),
      ]),
    );
    expect(changedWords).toEqual({
      // 115.7e's text is the same; its example changed ("another" → "any other").
      '115.7e': [],
      '205.3m': ['+Sorcerer, '],
      '207.2c': ['+vivid, '],
      '601.2a': ['+Any one-shot effects that cause the spell to gain abilities as you cast it apply as it is put on the stack (see rule 610.5). '],
      '702.124a': ['-friends forever, '],
      '702.124i': ['+,” “partner—Friends forever,'],
    });
    expect(diff.changed.every((change) => !change.referencesOnly)).toBe(true);
  });

  it('counts a change to the examples alone as a change (115.7e)', () => {
    const change = diff.changed.find((candidate) => candidate.number === '115.7e')!;
    expect(change.before.text).toBe(change.after.text);
    expect(change.before.examples[0]).toContain('1 damage to another target');
    expect(change.after.examples[0]).toContain('1 damage to any other target');
  });

  it('adds the glossary entry Blight and removes Friends Forever', () => {
    expect(diff.glossary).toEqual({ added: ['Blight'], removed: ['Friends Forever'], changed: [] });
  });

  it('changes no heading', () => {
    expect(diff.sections).toEqual({ added: [], removed: [], retitled: [], moved: [] });
  });

  it('accounts for every rule exactly once', () => {
    expectEveryRuleOnce(diff, from, to);
  });
});

describe('diffReleases 2024-02-02 → 2026-01-16 (many renumberings)', () => {
  const from = release('2024-02-02');
  const to = release('2026-01-16');
  const diff = diffReleases(from, to);
  const move = (number: string) => diff.moved.find((candidate) => candidate.from === number);

  it('treats 701.9d → 701.10d, doubling a life total, as moved and unchanged', () => {
    expect(move('701.9d')).toEqual({ from: '701.9d', to: '701.10d', changed: false });
    expect(to.rules.find((rule) => rule.number === '701.10d')!.text).toMatch(/^To double a player’s life total/);
  });

  it('follows the whole keyword action Double (701.9 → 701.10) and the ones shifted after it', () => {
    expect(move('701.9')).toEqual({ from: '701.9', to: '701.10', changed: false });
    expect(move('701.10')).toEqual({ from: '701.10', to: '701.12', changed: false });
    expect(move('701.20')?.to).toBe('701.24');
  });

  it('reports a rule both renumbered and reworded as moved with changed: true (reveal, 701.16a → 701.20a)', () => {
    const reveal = move('701.16a')!;
    expect(reveal).toMatchObject({ to: '701.20a', changed: true, referencesOnly: false });
    const added = diffWords(reveal.before!.text, reveal.after!.text).filter((segment) => segment.kind !== 'same');
    expect(added).toEqual([{ kind: 'added', text: 'or if a card is revealed because an ability is activated from a hidden zone (see rule 602.2a), ' }]);
  });

  it('marks a change that only follows a renumbering (701.7c → 701.8c: “see rule 701.15” → “701.19”)', () => {
    expect(move('701.7c')).toMatchObject({ to: '701.8c', changed: true, referencesOnly: true });
  });

  it('calls a reference pointed somewhere new a real change (801.17: rule 723 → 726 fixed a stale reference)', () => {
    expect(diff.changed.find((change) => change.number === '801.17')).toMatchObject({ referencesOnly: false });
  });

  it('keeps a renamed keyword under its number as a change (702.89 Totem Armor → Umbra Armor)', () => {
    const change = diff.changed.find((candidate) => candidate.number === '702.89')!;
    expect([change.before.text, change.after.text]).toEqual(['Totem Armor', 'Umbra Armor']);
  });

  it('removes the damage assignment order rules, while 509.2 now holds what was 509.4', () => {
    expect(diff.removed).toEqual(expect.arrayContaining(['509.2', '509.2a', '509.3', '509.3a', '703.4k', '703.4m']));
    expect(move('509.4')).toMatchObject({ to: '509.2' });
  });

  it('moves sections after the new 720 and 721, retitles 308, and adds Rad Counters at 727', () => {
    expect(diff.sections.added).toEqual([
      { number: '720', title: 'Omen Cards' },
      { number: '721', title: 'Station Cards' },
      { number: '727', title: 'Rad Counters' },
    ]);
    expect(diff.sections.retitled).toEqual([{ number: '308', before: 'Tribals', after: 'Kindreds' }]);
    expect(diff.sections.moved).toContainEqual({ from: '720', to: '722', before: 'Controlling Another Player', after: 'Controlling Another Player' });
    expect(diff.sections.moved).toContainEqual({ from: '727', to: '730', before: 'Day and Night', after: 'Day and Night' });
    expect(diff.sections.removed).toEqual([]);
  });

  it('finds glossary entries marked obsolete under their new heading', () => {
    const tribal = diff.glossary.changed.find((change) => change.before.term === 'Tribal')!;
    expect(tribal.term).toBe('Tribal (Obsolete)');
    expect(diff.glossary.removed).toEqual(['Friends Forever']);
    expect(diff.glossary.added).not.toContain('Tribal (Obsolete)');
    expect(diff.glossary.added).toContain('Kindred');
  });

  it('has many renumberings and accounts for every rule exactly once', () => {
    expect(diff.moved.length).toBeGreaterThan(300);
    expectEveryRuleOnce(diff, from, to);
  });
});

describe('diffReleases in other situations', () => {
  it('finds nothing between a release and itself', () => {
    const newest = release('2026-01-16');
    expect(diffReleases(newest, newest)).toEqual({
      from: '2026-01-16',
      to: '2026-01-16',
      added: [],
      removed: [],
      changed: [],
      moved: [],
      sections: { added: [], removed: [], retitled: [], moved: [] },
      glossary: { added: [], removed: [], changed: [] },
    });
  });

  it('gives the inverse when run backwards', () => {
    const backwards = diffReleases(release('2026-01-16'), release('2025-11-14'));
    expect(backwards.added).toEqual(['702.124k']);
    expect(backwards.removed).toEqual(['610.5', '701.68', '701.68a', '701.68b', '701.68c', '701.68d']);
    expect(backwards.moved.map((move) => `${move.from}→${move.to}`)).toEqual(['702.124k→702.124m', '702.124m→702.124n', '702.124n→702.124p']);
  });

  it('follows a rule moved to another section when the planes section shifted for battles (310.7 → 311.7, 2023-04-14)', () => {
    // The chaos rule was rewritten too much to match on its words alone; its neighbours place it.
    const diff = diffReleases(release('2022-11-18'), release('2023-04-14'));
    expect(diff.moved.find((move) => move.from === '310.7')).toMatchObject({ to: '311.7', changed: true });
    expect(diff.added).toContain('310.7');
  });

  it('does not cross two rules written alike (510.1c/510.1d, 2024-11-08)', () => {
    const diff = diffReleases(release('2024-07-30'), release('2024-11-08'));
    expect(diff.changed.map((change) => change.number)).toEqual(expect.arrayContaining(['510.1c', '510.1d']));
    expect(diff.moved.filter((move) => move.from.startsWith('510.1'))).toEqual([]);
  });

  it('pairs rules that swapped places by what they say (510.3 → 510.3a, 510.4 → 510.3 in 2017-09-29)', () => {
    const diff = diffReleases(release('2016-08-26'), release('2017-09-29'));
    expect(diff.moved.filter((move) => move.from === '510.3' || move.from === '510.4').map((move) => `${move.from}→${move.to}`)).toEqual([
      '510.3→510.3a',
      '510.4→510.3',
    ]);
  });

  it('keeps a split rule’s number with the part that stays (217.5b, 2005-10-01; its last sentence became 415.5)', () => {
    const diff = diffReleases(release('2003-03-15'), release('2005-10-01'));
    const change = diff.changed.find((candidate) => candidate.number === '217.5b')!;
    expect(change.after.text).toBe(
      'A spell or ability affects and checks only the in-play zone unless it specifically mentions a player or another zone. Permanents exist only in the in-play zone.',
    );
    expect(diff.added).toContain('415.5');
  });

  it('accounts for every rule exactly once across the 2008 → 2009 rewrite of the whole document', () => {
    const from = release('2008-10-01');
    const to = release('2009-07-11');
    const diff = diffReleases(from, to);
    expectEveryRuleOnce(diff, from, to);
    // Trample moved from 502.9 to 702.17 with its subrules.
    expect(diff.moved.find((move) => move.from === '502.9')).toMatchObject({ to: '702.17' });
  });
});
