import { describe, expect, it } from 'vitest';
import { limitViolations } from '../../commands/payload/discord-limits.js';
import { runAutocomplete } from '../../commands/framework/dispatch.js';
import { createDocsTestDb } from '../support/docs-db-fixture.js';
import { createTestDb } from '../support/rules-db-fixture.js';
import { buttons, registry, selectMenu, slashHarness } from '../support/run-slash.js';

const db = await createDocsTestDb(['ipg2024Pdf', 'mtr2025Pdf', 'ipg2019Markdown'], ['cr-20260116.txt']);
const bot = slashHarness(db);
const empty = slashHarness(createTestDb());
const autocomplete = (command: string, name: string, value: string) => runAutocomplete(registry, command, { name, value }, bot.context, () => bot.logged.push('autocomplete'));

describe('/ipg', () => {
  it.each(['GRV', 'game rule violation', '2.5', 'IPG 2.5.'])('shows 2.5 from infraction:%j', async (query) => {
    const { embeds } = await bot.slash(`/ipg infraction:${query}`);
    expect(embeds[0]).toMatchObject({
      title: 'IPG 2.5 · Game Play Error — Game Rule Violation',
      url: 'https://wpn.wizards.com/en/rules-documents',
      footer: { text: 'Infraction Procedure Guide, effective 2024-09-23' },
    });
    // Regression (issue 17): the penalty was a field, which Discord shows under the whole section.
    expect(embeds[0]!.description).toMatch(/^\*\*Penalty: Warning\*\*\n\n\*\*Definition\*\*\n/);
    expect(embeds[0]!.fields).toBeUndefined();
  });

  it('shows an infraction’s parts as labelled blocks in the IPG’s order', async () => {
    const description = (await bot.slash('/ipg tardiness')).embeds[0]!.description!;
    const labels = ['**Definition**\n', '**Examples**\n', '**Philosophy**\n', '**Additional Remedy**\n', '**Upgrade**\n', '**Downgrade**\n'];
    const positions = labels.map((label) => description.indexOf(label));
    expect(positions.every((position, index) => position >= 0 && (index === 0 || position > positions[index - 1]!))).toBe(true);
    expect(description).toContain('**Definition**\nA player is not in their seat at the beginning of a round');
  });

  it('pages a long infraction (Missed Trigger) instead of cutting it, every page with its penalty', async () => {
    const first = await bot.slash('/ipg MT');
    expect(first.embeds[0]!.footer!.text).toMatch(/^Infraction Procedure Guide, effective 2024-09-23 · Page 1\/(\d+)$/);
    const second = await bot.press(buttons(first)['Page ▶']!);
    expect(second.edit).toBe(true);
    expect(second.payload.embeds[0]!.footer!.text).toMatch(/Page 2\//);
    expect(second.payload.embeds[0]!.description).toMatch(/^\*\*Penalty: No Penalty\*\*, or Warning \(see page 1\) \(continued\)\n\n/);
    expect(limitViolations(second.payload)).toEqual([]);
  });

  it('headlines the Warning for a usually detrimental missed trigger beside "No Penalty" in /ipg too (judge review: /ipg 2.1 said only "No Penalty")', async () => {
    const reply = await bot.slash('/ipg infraction:2.1');
    expect(reply.embeds[0]!.description).toMatch(
      /^\*\*Penalty: No Penalty\*\*\n\*\*Upgrade to Warning:\*\* If the triggered ability is usually considered detrimental for the controlling player and they own the card responsible for the existence of the trigger, the penalty is a Warning\.\n/,
    );
  });

  it('shows the version in effect at an earlier date, and its buttons stay in that version', async () => {
    const old = await bot.slash('/ipg infraction:GRV at:2020-01-01');
    expect(old.embeds[0]!.footer!.text).toBe('Infraction Procedure Guide, effective 2019-01-21');
    const next = await bot.press(buttons(old)['Next section ▶']!);
    expect(next.payload.embeds[0]).toMatchObject({ title: expect.stringMatching(/^IPG 2\.6 · /), footer: { text: 'Infraction Procedure Guide, effective 2019-01-21' } });
  });

  it('makes a cross-reference a button opening that section as a new message', async () => {
    const grv = await bot.slash('/ipg 2.5');
    const opened = await bot.press(buttons(grv)['IPG 1.4']!);
    expect(opened.edit).toBe(false);
    expect(opened.payload.embeds[0]!.title).toBe('IPG 1.4 · Backing Up');
  });

  it('opens a reference to the other document in the MTR', async () => {
    const missedTrigger = await bot.slash('/ipg 2.1');
    const opened = await bot.press(buttons(missedTrigger)['MTR 4.3']!);
    expect(opened.payload.embeds[0]).toMatchObject({ title: 'MTR 4.3 · Out-of-Order Sequencing', footer: { text: 'Magic Tournament Rules, effective 2025-04-21' } });
  });

  it('answers an unknown infraction ephemerally with the nearest candidates', async () => {
    const reply = await bot.slash('/ipg infraction:mark');
    expect(reply.flags).toBe(64);
    expect(reply.embeds[0]!.description).toMatch(/^No section "mark" in the Infraction Procedure Guide effective 2024-09-23\. Did you mean: 3\.8 Tournament Error — Marked Cards/);
  });

  it('suggests infractions by shorthand, number and title while typing', () => {
    expect(autocomplete('ipg', 'infraction', 'grv')[0]).toEqual({ name: '2.5 Game Play Error — Game Rule Violation (GRV)', value: '2.5' });
    expect(autocomplete('ipg', 'infraction', '3.').map((choice) => choice.value)).toEqual(['3.1', '3.2', '3.3', '3.4', '3.5', '3.6', '3.7', '3.8', '3.9']);
    const all = autocomplete('ipg', 'infraction', '');
    expect(all).toHaveLength(25);
    expect(all.every((choice) => choice.name.length <= 100 && String(choice.value).length <= 100)).toBe(true);
  });
});

describe('/mtr', () => {
  it('shows a section with its effective date and the official page', async () => {
    const { embeds } = await bot.slash('/mtr section:out of order sequencing');
    expect(embeds[0]).toMatchObject({
      title: 'MTR 4.3 · Out-of-Order Sequencing',
      url: 'https://wpn.wizards.com/en/rules-documents',
      footer: { text: 'Magic Tournament Rules, effective 2025-04-21' },
    });
    expect(embeds[0]!.fields).toBeUndefined();
    expect(embeds[0]!.description).toMatch(/^Due to the complexity of accurately representing a game of Magic/);
  });

  it('makes "see section 2.2" and "rule 103.4" buttons, the rule opening in the Comprehensive Rules as the mulligan rule it meant', async () => {
    const pregame = await bot.slash('/mtr 2.3');
    // Only the 2026 CR is imported: its 103.4 (starting life) fits none of the citation's words, its neighbour 103.5 (mulligans) does.
    expect(Object.keys(buttons(pregame))).toEqual(['◀ Previous section', 'Next section ▶', 'MTR 2.2', 'CR 103.5 (cited as 103.4)']);
    expect((await bot.press(buttons(pregame)['MTR 2.2']!)).payload.embeds[0]!.title).toBe('MTR 2.2 · Play/Draw Rule');
    expect((await bot.press(buttons(pregame)['CR 103.5 (cited as 103.4)']!)).payload.embeds[0]!.title).toMatch(/^103\.5 · /);
  });

  it('lists a chapter’s sections and opens one from its menu', async () => {
    const chapter = await bot.slash('/mtr 4');
    expect(chapter.embeds[0]!.title).toBe('MTR 4 · Communication');
    expect(chapter.embeds[0]!.description).toContain('**4.2** Tournament Shortcuts');
    const menu = selectMenu(chapter)!;
    expect(menu.options.map((option) => option.value)).toEqual(['4.1', '4.2', '4.3', '4.4', '4.5', '4.6', '4.7', '4.8', '4.9']);
    expect((await bot.press(menu.custom_id, { values: ['4.4'] })).payload.embeds[0]!.title).toBe('MTR 4.4 · Loops');
  });

  it('walks from the front matter through the document with Previous and Next', async () => {
    const introduction = await bot.slash('/mtr introduction');
    expect(introduction.embeds[0]!.title).toBe('MTR · Introduction');
    expect(buttons(introduction)['◀ Previous section']).toBeUndefined();
    const chapter = await bot.press(buttons(introduction)['Next section ▶']!);
    expect(chapter.payload.embeds[0]!.title).toBe('MTR 1 · Tournament Fundamentals');
    const back = await bot.press(buttons(chapter.payload)['◀ Previous section']!);
    expect(back.payload.embeds[0]!.title).toBe('MTR · Introduction');
  });

  it("gives someone else's press its own ephemeral copy", async () => {
    const reply = await bot.slash('/mtr 4.2', '111');
    const pressed = await bot.press(buttons(reply)['Next section ▶']!, { userId: '222' });
    expect(pressed).toMatchObject({ edit: false, payload: { flags: 64 } });
    expect((await bot.press(buttons(pressed.payload)['Next section ▶']!, { userId: '222' })).edit).toBe(true);
  });

  it('suggests sections while typing, and none once nothing is imported', () => {
    expect(autocomplete('mtr', 'section', 'short')[0]).toEqual({ name: '4.2 Tournament Shortcuts (shortcut)', value: '4.2' });
    expect(runAutocomplete(registry, 'mtr', { name: 'section', value: 'short' }, empty.context, () => bot.logged.push('autocomplete'))).toEqual([]);
  });

  it('tells how to import the MTR when it is missing', async () => {
    const reply = await empty.slash('/mtr 4.2');
    expect(reply.embeds[0]!.description).toBe('The database holds no Magic Tournament Rules yet. Import it with `arbiter docs import <file>` or `arbiter docs update`.');
  });

  it('logs nothing during all of this', () => {
    expect(bot.logged).toEqual([]);
  });
});
