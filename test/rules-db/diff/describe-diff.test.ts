import { describe, expect, it } from 'vitest';
import { describeCounts, describeDiff } from '../../../rules-db/diff/describe-diff.js';
import { diffReleases } from '../../../rules-db/diff/diff-releases.js';
import { release } from '../../support/releases.js';

describe('describeDiff', () => {
  it('summarises 2025-11-14 → 2026-01-16: counts, then each list with changed words marked', () => {
    const text = describeDiff(diffReleases(release('2025-11-14'), release('2026-01-16')));
    expect(text.split('\n')).toEqual([
      'Comprehensive Rules 2025-11-14 → 2026-01-16',
      '6 added, 1 removed, 6 changed, 3 renumbered; headings: 0 added, 0 removed, 0 retitled, 0 renumbered; glossary: 1 added, 1 removed, 0 changed',
      '',
      'Added rules (6):',
      '  610.5, 701.68, 701.68a, 701.68b, 701.68c, 701.68d',
      '',
      'Removed rules (1):',
      '  702.124k',
      '',
      'Changed rules (6):',
      '  115.7e: … damage to any target and 1 damage to [-another-]{+any other+} target.” The current targets of Arc Trail are …',
      '  205.3m: … Slith, Sliver, Sloth, Slug, Snail, Snake, Soldier, Soltari, {+Sorcerer, +}Spawn, Specter, Spellshaper, Sphinx, Spider, Spike, Spirit, Splinter …',
      '  207.2c: … strive, survival, sweep, tempting offer, threshold, undergrowth, valiant, {+vivid, +}void, and will of the council.',
      '  601.2a: … is put on the stack (see rule 611.2f). {+Any one-shot effects that cause the spell to gain abilities as you cast it apply as it is put on the stack (see rule 610.5). +}The spell remains on the stack until it …',
      '  702.124a: … abilities are: partner, partner—[text], partner with [name], [-friends forever, -]choose a Background, and Doctor’s companion.',
      '  702.124i: … The “partner—[text]” abilities are “partner—Father & son{+,” “partner—Friends forever,+}” and “partner—Survivors.”',
      '',
      'Renumbered rules (3):',
      '  702.124m → 702.124k',
      '  702.124n → 702.124m',
      '  702.124p → 702.124n',
      '',
      'Glossary added (1):',
      '  Blight',
      '',
      'Glossary removed (1):',
      '  Friends Forever',
    ]);
  });

  it('notes headings, renamed glossary entries and changes that only follow a renumbering (2024-02-02 → 2026-01-16)', () => {
    const text = describeDiff(diffReleases(release('2024-02-02'), release('2026-01-16')));
    expect(text).toMatch(/^Changed rules \(\d+, \d+ only in renumbered references\):$/m);
    expect(text).toContain('\n  701.7c → 701.8c: A regeneration effect replaces a destruction event. See rule [-701.15-]{+701.19+}, “Regenerate.”\n');
    expect(text).toContain('\nHeadings retitled (1):\n  308. Tribals → Kindreds\n');
    expect(text).toContain('\n  720 → 722 Controlling Another Player\n');
    expect(text).toContain('\n  Tribal (Obsolete) (was Tribal): ');
  });

  it('says a release compared with itself has no changes', () => {
    const newest = release('2026-01-16');
    expect(describeDiff(diffReleases(newest, newest))).toBe(
      [
        'Comprehensive Rules 2026-01-16 → 2026-01-16',
        describeCounts(diffReleases(newest, newest)),
      ].join('\n'),
    );
    expect(describeCounts(diffReleases(newest, newest))).toBe(
      '0 added, 0 removed, 0 changed, 0 renumbered; headings: 0 added, 0 removed, 0 retitled, 0 renumbered; glossary: 0 added, 0 removed, 0 changed',
    );
  });
});

describe('describeDiff: typography and rewrites (issue 15)', () => {
  it('counts changes only in typography apart and lists them by number (2019-01-25 → 2019-05-03 curled the apostrophes)', () => {
    const diff = diffReleases(release('2019-01-25'), release('2019-05-03'));
    expect(describeCounts(diff)).toMatch(/^\d+ added, \d+ removed, 25 changed, 1406 typography only, \d+ renumbered;/);
    expect(describeDiff(diff)).toMatch(/\nTypography only \(quotes, trademark signs, dashes, spacing\) \(1406\):\n {2}100\.1b, 100\.3, /);
  });

  it('shows a rewritten rule as before and after (118.3c, 2024-11-08), not interleaved', () => {
    const text = describeDiff(diffReleases(release('2024-07-30'), release('2024-11-08')));
    expect(text).toMatch(/\n {2}118\.3c: rewritten\n {4}before: Activating mana abilities is not mandatory[^\n]*\n {4}after: {2}Activating mana abilities is not mandatory/);
  });
});
