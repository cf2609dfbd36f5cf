// Issue 15: old rule numbers lead somewhere, and histories and diffs say honestly what changed.
import { describe, expect, it } from 'vitest';
import { limitViolations } from '../../commands/payload/discord-limits.js';
import { createTestDb } from '../support/rules-db-fixture.js';
import { crFileNames } from '../support/shared-data.js';
import { buttons, slashHarness } from '../support/run-slash.js';

// Every release: the lineage and the typography-only changes of 510.1c span 2009–2024.
const db = createTestDb(...crFileNames());
const bot = slashHarness(db);

describe('/rule with a number the release in use lacks', () => {
  it('shows the rule it became, with a note and a History button (701.13b, renumbered 2025-06-06)', async () => {
    const reply = await bot.slash('/rule 701.13b');
    expect(reply.embeds[0]!.title).toMatch(/^701\.17b · /);
    expect(reply.embeds[0]!.footer!.text).toBe('Comprehensive Rules, effective 2026-01-16');
    expect(reply.embeds[0]!.fields).toContainEqual({ name: 'Old number', value: '701.13b was renumbered 701.17b between 2025-04-04 and 2025-06-06.' });
    const history = await bot.press(buttons(reply)['History']!);
    expect(history.payload.embeds[0]!.title).toBe('History of 701.17b');
    expect(limitViolations(reply)).toEqual([]);
  });

  it.each([
    ['509.5g', '509.3g', '509.5g was renumbered 509.3g between 2024-07-30 and 2024-11-08.'],
    ['609.8', '608.2i', '609.8 was renumbered 608.2i and changed between 2024-06-07 and 2024-07-30.'],
  ])('follows %s to %s', async (asked, current, note) => {
    const reply = await bot.slash(`/rule ${asked}`);
    expect(reply.embeds[0]!.title).toMatch(new RegExp(`^${current.replace('.', '\\.')} · `));
    expect(reply.embeds[0]!.fields).toContainEqual({ name: 'Old number', value: note });
  });

  it('says an old text was only renumbered, not "Changed" (regression: /rule 701.13b at:2023-04-14)', async () => {
    const reply = await bot.slash('/rule number:701.13b at:2023-04-14');
    expect(reply.embeds[0]!.footer!.text).toBe('Comprehensive Rules, effective 2023-04-14');
    expect(reply.embeds[0]!.fields).toContainEqual({
      name: 'Not current',
      value: '701.13b was renumbered 701.17b between 2025-04-04 and 2025-06-06; the current rules are effective 2026-01-16.',
    });
    expect((await bot.press(buttons(reply)['Show current']!)).payload.embeds[0]!.title).toMatch(/^701\.17b · /);
  });

  it('shows a removed rule’s last text from its last release, with a History button (509.6, damage assignment order)', async () => {
    const reply = await bot.slash('/rule 509.6');
    expect(reply.embeds[0]!.footer!.text).toBe('Comprehensive Rules, effective 2024-07-30');
    expect(reply.embeds[0]!.description).toMatch(/damage assignment order/);
    expect(reply.embeds[0]!.fields).toContainEqual({ name: 'Removed', value: '509.6 was removed between 2024-07-30 and 2024-11-08. This is its last text, from the rules effective 2024-07-30.' });
    const history = await bot.press(buttons(reply)['History']!);
    expect(history.payload.embeds[0]!.description).toContain('**Between 2024-07-30 and 2024-11-08** removed (was 509.6)');
  });

  it('says "not found" only for a number no release had', async () => {
    const reply = await bot.slash('/rule 702.999z');
    expect(reply.flags).toBe(64);
    expect(reply.embeds[0]!.description).toMatch(/^No rule 702\.999z in the Comprehensive Rules effective 2026-01-16\./);
  });
});

describe('/history and /diff rule: with an old number', () => {
  it('/history at a date that lacks the number follows it there', async () => {
    const reply = await bot.slash('/history rule:701.13b at:2026-01-16');
    expect(reply.embeds[0]!.title).toBe('History of 701.17b');
    expect(reply.embeds[0]!.description).toMatch(/^\*701\.13b was renumbered 701\.17b between 2025-04-04 and 2025-06-06\.\*/);
  });

  it('/diff rule: compares the rule an old number became', async () => {
    const reply = await bot.slash('/diff from:2025-11-14 rule:701.13b');
    expect(reply.embeds[0]!.title).toBe('701.17b: 2025-11-14 → 2026-01-16');
    expect(reply.embeds[0]!.description).toMatch(/^\*701\.13b was renumbered 701\.17b between 2025-04-04 and 2025-06-06\.\*/);
  });

  it('/diff rule: refuses a number no release had', async () => {
    expect((await bot.slash('/diff rule:702.999z')).embeds[0]!.description).toContain('No rule 702.999z in any imported release up to 2026-01-16');
  });
});

describe('honest history and diffs', () => {
  it('/history folds the typography-only changes of 510.1c into one line and names the real 2024-11-08 change on page 1', async () => {
    const pages = [await bot.slash('/history 510.1c')];
    while (buttons(pages.at(-1)!)['Page ▶']) pages.push((await bot.press(buttons(pages.at(-1)!)['Page ▶']!)).payload);
    const first = pages[0]!.embeds[0]!.description!;
    expect(first).toMatch(/^\*\*Timeline:\*\* between 2008-10-01 and 2009-07-11 added · between 2009-07-11 and 2012-07-01 changed · between 2024-07-30 and 2024-11-08 changed · typography only\n/);
    const all = pages.map((page) => page.embeds[0]!.description).join('\n');
    expect(all.match(/\*\*Between \d{4}-\d{2}-\d{2} and \d{4}-\d{2}-\d{2}\*\* changed/g)).toEqual(['**Between 2009-07-11 and 2012-07-01** changed', '**Between 2024-07-30 and 2024-11-08** changed']);
    expect(all).toContain('**Typography only** (quotes, trademark signs, dashes, spacing; not listed as changes): 2015-01-23, 2019-01-25, 2019-05-03');
    for (const page of pages) expect(limitViolations(page)).toEqual([]);
  });

  it('/diff shows a rewritten rule as before and after (118.3c, 2024-11-08), and a small change word by word', async () => {
    const rewrite = (await bot.slash('/diff from:2024-07-30 to:2024-11-08 rule:118.3c')).embeds[0]!.description!;
    expect(rewrite).toMatch(/^Changed between 2024-07-30 and 2024-11-08:\n\n\*rewritten; before:\*\n> Activating mana abilities[^]*\n\*after:\*\n> Activating mana abilities/);
    expect(rewrite).not.toContain('~~');
    const small = (await bot.slash('/diff from:2025-11-14 to:2026-01-16 rule:115.7e')).embeds[0]!.description!;
    expect(small).toContain('~~another~~**any other**');
  });

  it('/diff counts typography-only changes apart and lists them by number (2019-01-25 → 2019-05-03)', async () => {
    const reply = await bot.slash('/diff from:2019-01-25 to:2019-05-03');
    const description = reply.embeds[0]!.description!;
    expect(description).toMatch(/\d+ changed, 1406 typography only, \d+ renumbered/);
    expect(limitViolations(reply)).toEqual([]);
  });
});

describe('CR numbers cited by tournament documents', async () => {
  const { importSharedDocuments } = await import('../support/docs-db-fixture.js');
  await importSharedDocuments(db, 'mtr2025Pdf', 'mtr2021Pdf');


  it('reads MTR 2025-04-21 2.3’s stale "rule 103.4" (mulligans until 2022-10-07) as today’s 103.5', async () => {
    const pregame = await bot.slash('/mtr 2.3');
    expect(Object.keys(buttons(pregame))).toContain('CR 103.5 (cited as 103.4)');
    expect((await bot.press(buttons(pregame)['CR 103.5 (cited as 103.4)']!)).payload.embeds[0]!.description).toMatch(/mulligan/);
  });

  it('reads 9.4’s "rule 103.4c" (Two-Headed Giant mulligans) as today’s 103.5c', async () => {
    expect(Object.keys(buttons(await bot.slash('/mtr 9.4')))).toContain('CR 103.5c (cited as 103.4c)');
  });

  it('opens a citation in the release of the date asked for: the 2021 MTR in the CR of 2021', async () => {
    expect(Object.keys(buttons(await bot.slash('/mtr section:2.3 at:2021-08-01')))).toContain('CR 103.4');
  });
});
