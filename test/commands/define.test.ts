import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRegistry, runAutocomplete } from '../../commands/framework/dispatch.js';
import { COMMANDS } from '../../commands/index.js';
import { limitViolations } from '../../commands/payload/discord-limits.js';
import { openContentDb } from '../../rules-db/store/open-content-db.js';
import { importReleaseFile } from '../../rules-db/store/import-release.js';
import { createTestDb, tempDbPath } from '../support/rules-db-fixture.js';
import { crPath } from '../support/shared-data.js';
import { buttons, selectMenu, slashHarness } from '../support/run-slash.js';

const db = createTestDb('cr-20051001.txt', 'cr-20260116.txt');
const bot = slashHarness(db);
const registry = createRegistry(COMMANDS);
const complete = (command: string, name: string, value: string) => runAutocomplete(registry, command, { name, value }, bot.context, () => undefined);

describe('/define', () => {
  it.each([
    ['trample', 'Trample'],
    ['tramlpe', 'Trample'],
    ['triggered abilities', 'Triggered Ability'],
    ['ETB', 'Enters the Battlefield'],
    ['SBA', 'State-Based Actions'],
    ['APNAP', 'Active Player, Nonactive Player Order'],
    ['LKI', 'Last Known Information'],
    ['CDA', 'Characteristic-Defining Ability'],
  ])('finds %j as %s', async (term, title) => {
    expect((await bot.slash(`/define term:${term}`)).embeds[0]!.title).toBe(title);
  });

  it('offers the rule the entry points to as a button that opens it', async () => {
    const reply = await bot.slash('/define trample');
    expect(reply.embeds[0]!.description).toBe('A keyword ability that modifies how a creature assigns combat damage. See rule 702.19, “Trample.”');
    const opened = await bot.press(buttons(reply)['See rule 702.19']!);
    expect(opened.edit).toBe(false);
    expect(opened.payload.embeds[0]!.title).toBe('702.19 · Trample');
  });

  it('says when a word is slang, with what it means and the rules that decide it (regression: blink silently showed Exile)', async () => {
    for (const word of ['blink', 'flicker', 'Flickered']) {
      const reply = await bot.slash(`/define term:${word}`);
      expect(reply.embeds[0]!.description).toContain('is player slang, not a rules term: it means exiling a permanent and returning it to the battlefield');
      expect(Object.keys(buttons(reply))).toEqual(['Define Exile', 'See rule 400.7', 'See rule 610.3']);
    }
    // An older release may number rules otherwise: only its glossary is cited, in its own words.
    expect(Object.keys(buttons(await bot.slash('/define term:blink at:2005-10-01')))).toEqual(['Define Removed from the Game']);
    const exile = await bot.press(buttons(await bot.slash('/define blink'))['Define Exile']!);
    expect(exile.payload.embeds[0]!.title).toBe('Exile');
  });

  it('shows an entry named in full without "did you mean" suggestions (regression: five for "dies")', async () => {
    const reply = await bot.slash('/define dies');
    expect(reply.embeds[0]!.title).toBe('Dies');
    expect(selectMenu(reply)).toBeUndefined();
  });

  it('offers close matches in a menu when unsure', async () => {
    const reply = await bot.slash('/define tramlpe');
    const menu = selectMenu(reply)!;
    expect(menu.options.length).toBeGreaterThan(0);
    const other = await bot.press(menu.custom_id, { values: [menu.options[0]!.value] });
    expect(other.payload.embeds[0]!.title).toBe(menu.options[0]!.value);
  });

  it('pages a definition longer than a page instead of cutting it', async () => {
    // The longest real definition (2005's Creature Type list) is just under a page: lengthen one.
    const text = readFileSync(crPath('cr-20260116.txt'), 'utf8');
    const entry = 'Trample\rA keyword ability that modifies how a creature assigns combat damage.';
    const long = text.replace(entry, `${entry}${' Trample really matters here.'.repeat(200)}`);
    const longDb = openContentDb(tempDbPath());
    importReleaseFile(longDb, Buffer.from(long), { source: 'long.txt' });
    const longBot = slashHarness(longDb);
    const first = await longBot.slash('/define trample');
    expect(first.embeds[0]!.footer!.text).toBe('Comprehensive Rules, effective 2026-01-16 · Page 1/2');
    expect(limitViolations(first)).toEqual([]);
    const second = await longBot.press(buttons(first)['Page ▶']!);
    expect(second.payload.embeds[0]!.footer!.text).toMatch(/Page 2\/2$/);
    expect(second.payload.embeds[0]!.description).toMatch(/See rule 702\.19, “Trample\.”$/);
  });

  it('explains a term it cannot find', async () => {
    const reply = await bot.slash('/define xyzzyq');
    expect(reply.flags).toBe(64);
    expect(reply.embeds[0]!.description).toContain('No glossary entry matches "xyzzyq"');
  });
});

describe('autocomplete', () => {
  it('offers rule numbers and keyword titles for /rule number', () => {
    expect(complete('rule', 'number', 'tram')).toContainEqual({ name: '702.19 Trample', value: '702.19' });
    const byNumber = complete('rule', 'number', '702.1');
    expect(byNumber.map((choice) => choice.value).slice(0, 3)).toEqual(['702.1', '702.10', '702.11']);
    expect(byNumber.length).toBeLessThanOrEqual(25);
  });

  it('offers glossary terms for /define term, at most 25 of at most 100 characters', () => {
    const choices = complete('define', 'term', 'tr');
    expect(choices.length).toBeGreaterThan(0);
    expect(choices.length).toBeLessThanOrEqual(25);
    expect(choices.every((choice) => choice.name.length <= 100 && String(choice.value).length <= 100)).toBe(true);
    expect(choices.map((choice) => choice.value)).toContain('Trample');
  });
});
