import { describe, expect, it } from 'vitest';
import { limitViolations } from '../../commands/payload/discord-limits.js';
import { createTestDb } from '../support/rules-db-fixture.js';
import { buttons, selectMenu, slashHarness } from '../support/run-slash.js';

const db = createTestDb('cr-20240202.txt', 'cr-20250404.txt', 'cr-20251114.txt', 'cr-20260116.txt');
const bot = slashHarness(db);

describe('/changes and /diff', () => {
  it('/changes summarises the newest release against the previous one, changed words marked', async () => {
    const reply = await bot.slash('/changes');
    const embed = reply.embeds[0]!;
    expect(embed.title).toBe('Changes 2025-11-14 → 2026-01-16');
    expect(embed.description).toContain('6 added, 1 removed, 6 changed, 3 renumbered');
    expect(embed.description).toContain('**Added** (6): 610.5, 701.68, 701.68a, 701.68b, 701.68c, 701.68d');
    expect(embed.description).toContain('~~another~~**any other**');
    expect(selectMenu(reply)!.options.map((option) => option.value)).toContain('115.7e');
  });

  it('/diff over many renumberings pages within Discord limits and lists each move once', async () => {
    let page = await bot.slash('/diff from:2024-02-02 to:2026-01-16');
    const pages = [page];
    while (buttons(page)['Page ▶']) pages.push((page = (await bot.press(buttons(page)['Page ▶']!)).payload));
    expect(pages.length).toBeGreaterThan(3);
    for (const each of pages) expect(limitViolations(each)).toEqual([]);
    const text = pages.map((each) => each.embeds[0]!.description).join('\n');
    expect(text.match(/\*\*701\.9d → 701\.10d\*\*/g)).toHaveLength(1);
  });

  it('/diff rule: shows one rule before and after, following its renumbering', async () => {
    const reply = await bot.slash('/diff from:2024-02-02 rule:701.10d');
    expect(reply.embeds[0]!.title).toBe('701.10d: 2024-02-02 → 2026-01-16');
    expect(reply.embeds[0]!.description).toContain('Renumbered 701.9d → 701.10d');
    expect(Object.keys(buttons(reply))).toEqual(['Open 701.10d (2026-01-16)']);
  });

  it('explains dates that pick the same release or come in the wrong order', async () => {
    expect((await bot.slash('/diff from:2026-01-17 to:2026-02-01')).embeds[0]!.description).toContain('Both dates pick the release effective 2026-01-16');
    expect((await bot.slash('/diff from:2026-01-16 to:2025-01-01')).embeds[0]!.description).toContain('must be earlier');
  });
});

describe('/history', () => {
  it('shows the timeline of a renumbered rule', async () => {
    const reply = await bot.slash('/history 701.10d');
    expect(reply.embeds[0]!.title).toBe('History of 701.10d');
    expect(reply.embeds[0]!.description).toContain('**2024-02-02** already in the oldest imported release, as 701.9d');
    expect(reply.embeds[0]!.description).toContain('**Between 2025-04-04 and 2025-11-14** renumbered 701.9d → 701.10d');
    // The exchange rule held 701.10d until it was renumbered 701.12d: the number alone no longer says which rule.
    expect(reply.embeds[0]!.description).toMatch(/^\*\*Number reused:\*\* 701\.10d was another rule until 2025-04-04 \(“Some spells or abilities may instruct a player to exchange cards/);
    expect(Object.keys(buttons(reply))).toEqual(['Open 701.10d', 'The other 701.10d (2024-02-02–2025-04-04)']);
    const other = await bot.press(buttons(reply)['The other 701.10d (2024-02-02–2025-04-04)']!);
    expect(other.payload.embeds[0]!.footer!.text).toBe('Comprehensive Rules, every imported release · 701.10d as in 2025-04-04');
    expect(other.payload.embeds[0]!.description).toContain('renumbered 701.10d → 701.12d');
  });

  it('explains an unknown rule', async () => {
    const reply = await bot.slash('/history 799.99');
    expect(reply.flags).toBe(64);
    expect(reply.embeds[0]!.description).toContain('No rule 799.99 in any imported release (2024-02-02 to 2026-01-16)');
  });
});

describe('/rule and release changes', () => {
  it('marks a rule the newest release changed, with a button to what changed', async () => {
    const reply = await bot.slash('/rule 115.7e');
    expect(reply.embeds[0]!.fields).toContainEqual({ name: 'Changed since the previous imported release', value: 'Text changed between 2025-11-14 and 2026-01-16.' });
    const diff = await bot.press(buttons(reply)['What changed']!);
    expect(diff.edit).toBe(false);
    expect(diff.payload.embeds[0]!.description).toContain('~~another~~**any other**');
  });

  it('shows an older text with when it changed and a button to the current rule', async () => {
    const reply = await bot.slash('/rule number:701.9d at:2024-06-01');
    expect(reply.embeds[0]!.footer!.text).toBe('Comprehensive Rules, effective 2024-02-02');
    // Issue 15: a rule only renumbered says so, not "Changed on 2025-11-14 (now 701.10d)".
    expect(reply.embeds[0]!.fields).toContainEqual({ name: 'Not current', value: '701.9d was renumbered 701.10d between 2025-04-04 and 2025-11-14; the current rules are effective 2026-01-16.' });
    const current = await bot.press(buttons(reply)['Show current']!);
    expect(current.payload.embeds[0]!.title).toBe('701.10d · Double');
  });

  it('adds no note to a rule unchanged in the newest release', async () => {
    expect((await bot.slash('/rule 100.1')).embeds[0]!.fields ?? []).toEqual([]);
  });
});

describe('/diff between 2023-04-14 and 2026-01-16: quote marks and trademark signs are typography', () => {
  const wide = slashHarness(createTestDb('cr-20230414.txt', 'cr-20260116.txt'));

  it('calls 107.10 typography only: ® became ™ (regression: it was shown as a rules change)', async () => {
    const reply = await wide.slash('/diff from:2023-04-14 to:2026-01-16 rule:107.10');
    expect(reply.embeds[0]!.description).toBe('Typography only (quotes, trademark signs, dashes, spacing) changed between 2023-04-14 and 2026-01-16.');
  });

  it('marks only 111.10i’s real changes, not the quote marks dropped around “Phyrexian Token.” (regression)', async () => {
    const text = (await wide.slash('/diff from:2023-04-14 to:2026-01-16 rule:111.10i')).embeds[0]!.description!;
    expect(text).toContain('~~transforming~~');
    expect(text).toContain('named Phyrexian Token.');
    expect(text).not.toContain('~~“~~');
  });

  it('counts 107.10 among the typography-only changes of the whole diff', async () => {
    let page = await wide.slash('/diff from:2023-04-14 to:2026-01-16');
    const pages = [page];
    while (buttons(page)['Page ▶']) pages.push((page = (await wide.press(buttons(page)['Page ▶']!)).payload));
    const text = pages.map((each) => each.embeds[0]!.description).join('\n');
    const typography = /\*\*Typography only\*\* \(\d+; [^)]*\): ([^\n]*)/.exec(text)![1]!.split(', ');
    expect(typography).toContain('107.10');
    expect(text).not.toMatch(/\*\*107\.10\*\*/);
  });
});
