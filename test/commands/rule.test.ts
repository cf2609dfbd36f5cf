import { describe, expect, it } from 'vitest';
import { limitViolations } from '../../commands/payload/discord-limits.js';
import { createTestDb } from '../support/rules-db-fixture.js';
import { buttons, selectMenu, slashHarness } from '../support/run-slash.js';

const db = createTestDb('cr-20251114.txt', 'cr-20260116.txt');
const bot = slashHarness(db);

describe('/rule', () => {
  it('shows a rule titled with its number and keyword, the text, the release date and a link', async () => {
    const { embeds, allowed_mentions, flags } = await bot.slash('/rule 702.19b');
    expect(embeds[0]).toMatchObject({
      title: '702.19b · Trample',
      url: 'https://yawgatog.com/resources/magic-rules/#R70219b',
      footer: { text: 'Comprehensive Rules, effective 2026-01-16' },
    });
    expect(embeds[0]!.description).toMatch(/^The controller of an attacking creature with trample/);
    expect(embeds[0]!.description).toContain('> **Example:** A 2/2 creature that can block an additional creature');
    expect(allowed_mentions).toEqual({ parse: [] });
    expect(flags).toBeUndefined();
  });

  it('titles a rule outside keywords with its section', async () => {
    expect((await bot.slash('/rule 616.1')).embeds[0]!.title).toBe('616.1 · Interaction of Replacement and/or Prevention Effects');
  });

  it('hides examples when asked', async () => {
    expect((await bot.slash('/rule number:702.19b examples:false')).embeds[0]!.description).not.toContain('Example');
  });

  it('shows a parent with its subrules in order and lists references under See also', async () => {
    const parent = (await bot.slash('/rule 616.1')).embeds[0]!;
    const positions = ['616.1a', '616.1b', '616.1c', '616.1d', '616.1e', '616.1f', '616.1g'].map((number) => parent.description!.indexOf(`**${number}**`));
    expect(positions.every((position, index) => position > 0 && (index === 0 || position > positions[index - 1]!))).toBe(true);
    expect(parent.fields).toEqual([{ name: 'See also', value: '101.4' }]);
  });

  it.each(['616.1.', 'rule 616.1', 'CR 616.1', ' 616.1 '])('accepts %j', async (input) => {
    expect((await bot.slash(`/rule number:${input}`)).embeds[0]!.title).toMatch(/^616\.1 · /);
  });

  it('opens a keyword by name with its subrules', async () => {
    const embed = (await bot.slash('/rule trample')).embeds[0]!;
    expect(embed.title).toBe('702.19 · Trample');
    expect(embed.description).toContain('**702.19a** Trample is a static ability');
  });

  it('opens a section, a rule or a glossary term by its name (regression: "not a rule number or keyword")', async () => {
    expect((await bot.slash('/rule number:state-based actions')).embeds[0]!.title).toBe('704. State-Based Actions');
    expect((await bot.slash('/rule number:legend rule')).embeds[0]!.title).toMatch(/^704\.5j · /);
    expect((await bot.slash('/rule number:replacement effects')).embeds[0]!.title).toBe('614. Replacement Effects');
  });

  it('offers "did you mean" beside a guess, and only then', async () => {
    const guess = await bot.slash('/rule number:defend');
    expect(guess.embeds[0]!.title).toBe('702.3 · Defender');
    const menus = (guess.components ?? []).flatMap((row) => row.components).filter((component) => 'placeholder' in component && component.placeholder === 'Did you mean…');
    expect(menus).toHaveLength(1);
    const sure = await bot.slash('/rule number:trample');
    expect(JSON.stringify(sure.components)).not.toContain('Did you mean');
  });

  it('shows a range of subrules', async () => {
    const embed = (await bot.slash('/rule 616.1a-c')).embeds[0]!;
    expect(embed.title).toBe('616.1a–616.1c · Interaction of Replacement and/or Prevention Effects');
    expect(embed.description).toMatch(/\*\*616\.1a\*\*[\s\S]*\*\*616\.1b\*\*[\s\S]*\*\*616\.1c\*\*/);
    expect(embed.description).not.toContain('**616.1d**');
  });

  it('pages a whole section, every page within Discord limits, nothing lost', async () => {
    const first = await bot.slash('/rule 702');
    expect(first.embeds[0]!.title).toBe('702. Keyword Abilities');
    const footer = first.embeds[0]!.footer!.text;
    const pageCount = Number(/Page 1\/(\d+)/.exec(footer)![1]);
    expect(pageCount).toBeGreaterThan(3);
    let page = first;
    const seen: string[] = [];
    for (let index = 0; index < pageCount; index++) {
      expect(limitViolations(page)).toEqual([]);
      seen.push(...[...page.embeds[0]!.description!.matchAll(/\*\*(702\.\d+)\*\*/g)].map((match) => match[1]!));
      if (index < pageCount - 1) page = (await bot.press(buttons(page)['Page ▶']!)).payload;
    }
    expect(seen[0]).toBe('702.1');
    expect(seen).toContain('702.19');
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('pages a long rule with its subtype lists (205.3) instead of cutting it', async () => {
    const first = await bot.slash('/rule 205.3');
    expect(first.embeds[0]!.footer!.text).toMatch(/Page 1\/\d+/);
    const second = await bot.press(buttons(first)['Page ▶']!);
    expect(second.edit).toBe(true);
    expect(second.payload.embeds[0]!.footer!.text).toMatch(/Page 2\//);
  });

  it('answers an unknown number ephemerally, naming the release and the nearest rules as buttons', async () => {
    const reply = await bot.slash('/rule 702.19z');
    expect(reply.flags).toBe(64);
    expect(reply.embeds[0]!.description).toBe(
      'No rule 702.19z in the Comprehensive Rules effective 2026-01-16. Nearest: 702.19f, 702.19g, 702.20, 702.20a.',
    );
    expect(Object.keys(buttons(reply))).toEqual(['702.19f', '702.19g', '702.20', '702.20a']);
  });

  it('explains a bad date option', async () => {
    const reply = await bot.slash('/rule number:100.1 at:yesterday');
    expect(reply.flags).toBe(64);
    expect(reply.embeds[0]!.description).toContain('`at`: use a date like 2025-11-14');
  });

  it('shows the rule as it read at an earlier date, and navigation stays in that release', async () => {
    const reply = await bot.slash('/rule number:100.1 at:2025-12-01');
    expect(reply.embeds[0]!.footer!.text).toBe('Comprehensive Rules, effective 2025-11-14');
    const next = await bot.press(buttons(reply)['Next rule ▶']!);
    expect(next.payload.embeds[0]!.footer!.text).toBe('Comprehensive Rules, effective 2025-11-14');
  });

  it('walks with Parent, Previous, Next and Subrules', async () => {
    const start = await bot.slash('/rule 702.19b');
    const controls = buttons(start);
    const open = async (label: string) => (await bot.press(controls[label]!)).payload.embeds[0]!.title;
    expect(await open('Parent')).toBe('702.19 · Trample');
    expect(await open('◀ Previous rule')).toBe('702.19a · Trample');
    expect(await open('Next rule ▶')).toBe('702.19c · Trample');
    expect(controls['Subrules']).toBeUndefined();
    expect((await bot.press(buttons(await bot.slash('/rule 702.19'))['Subrules']!)).payload.embeds[0]!.title).toBe('702.19a · Trample');
  });

  it('opens a referenced rule from the select menu', async () => {
    const reply = await bot.slash('/rule 616.1');
    const menu = selectMenu(reply)!;
    expect(menu.options.map((option) => option.value)).toEqual(['101.4']);
    const opened = await bot.press(menu.custom_id, { values: ['101.4'] });
    expect(opened.payload.embeds[0]!.title).toMatch(/^101\.4 · /);
  });

  it("gives someone else's press its own ephemeral copy instead of editing the asker's message", async () => {
    const reply = await bot.slash('/rule 702.19b', '111');
    const pressed = await bot.press(buttons(reply)['Parent']!, { userId: '222' });
    expect(pressed.edit).toBe(false);
    expect(pressed.payload.flags).toBe(64);
    // The copy belongs to its presser: their own presses on it edit it.
    const again = await bot.press(buttons(pressed.payload)['Next rule ▶']!, { userId: '222' });
    expect(again.edit).toBe(true);
  });

  it('escapes markdown in what the user typed and never pings anyone', async () => {
    const reply = await bot.slash('/rule number:**@everyone** <@&123>');
    expect(reply.embeds[0]!.description).toContain('"\\*\\*@everyone\\*\\* <@&123>" is not a rule number, keyword, section title or glossary term');
    expect(reply.allowed_mentions).toEqual({ parse: [] });
  });

  it('logs nothing during all of this', () => {
    expect(bot.logged).toEqual([]);
  });
});
