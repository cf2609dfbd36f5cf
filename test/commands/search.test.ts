import { describe, expect, it } from 'vitest';
import { limitViolations } from '../../commands/payload/discord-limits.js';
import { createDocsTestDb } from '../support/docs-db-fixture.js';
import { createTestDb } from '../support/rules-db-fixture.js';
import { createCardsTestDb } from '../support/cards-db-fixture.js';
import { buttons, registry, slashHarness } from '../support/run-slash.js';
import { runCommand } from '../../commands/framework/dispatch.js';
import { UNSET_GUILD_SETTINGS } from '../../state/guild-settings.js';

const db = await createDocsTestDb(['ipg2024Pdf', 'mtr2025Pdf'], ['cr-20260116.txt']);
const bot = slashHarness(db);

/** The labels ("603.2", "IPG 2.1") of the results listed in the first embed. */
function listed(description: string): string[] {
  return [...description.matchAll(/^\*\*([^*]+)\*\* · /gm)].map((match) => match[1]!);
}

describe('/search', () => {
  it('searches the Comprehensive Rules by default, results labelled by rule number', async () => {
    const reply = await bot.slash('/search can a tapped creature block');
    expect(reply.embeds[0]!.footer!.text).toMatch(/^Comprehensive Rules, effective 2026-01-16 · Page 1\/\d+$/);
    expect(listed(reply.embeds[0]!.description!).every((label) => /^\d{3}\.\d+[a-z]?$/.test(label))).toBe(true);
    expect(Object.keys(buttons(reply))[0]).toMatch(/^Open \d{3}\./);
  });

  it('says which cards the question was read with, once card data is imported', async () => {
    const withCards = slashHarness(await createCardsTestDb('cr-20260116.txt'));
    const reply = await withCards.slash('/search query:pithing needle naming my castle garenbrig, can it still tap for mana?');
    expect(reply.embeds[0]!.footer!.text).toMatch(/^Comprehensive Rules, effective 2026-01-16 · Cards read: Pithing Needle, Castle Garenbrig · Page 1\/\d+$/);
    expect(limitViolations(reply)).toEqual([]);
    // Past five, how many more: a question may name more cards than a footer holds.
    const many = await withCards.slash('/search query:gisa jadar jerren saryth dennick florian katilda liesa ludevic vadrik');
    expect(many.embeds[0]!.footer!.text).toMatch(/ · Cards read: Gisa, Glorious Resurrector, .+ and \d+ more · Page 1\/\d+$/);
    // Without card data, or naming none, nothing is said.
    expect((await bot.slash('/search query:pithing needle naming my castle garenbrig')).embeds[0]!.footer!.text).not.toMatch(/Cards read/);
  });

  it('with doc:all, weighs the documents of the server’s REL: Judging at Regular REL on a Regular-REL server, the IPG by default', async () => {
    const withJar = slashHarness(await createDocsTestDb(['mtr2025Pdf', 'ipg2024Pdf', 'jar2024Html'], ['cr-20260116.txt']));
    const options = { query: 'my opponent forgot his upkeep trigger, what now', doc: 'all' };
    const firstListed = (reply: Awaited<ReturnType<typeof runCommand>>) => listed(reply.embeds![0]!.description!)[0];
    expect(firstListed(await runCommand(registry, 'search', options, '111', withJar.context, () => {}))).toBe('IPG 2.1');
    const guild = { id: '222', settings: { ...UNSET_GUILD_SETTINGS, defaultRel: 'regular' as const } };
    const regular = await runCommand(registry, 'search', options, '111', { ...withJar.context, guild }, () => {});
    expect(firstListed(regular)).toBe('JAR');
    expect(regular.embeds![0]!.description).toMatch(/^\*\*JAR\*\* · A player forgets a triggered ability/);
  });

  it('lists a glossary entry the query names as a result of its own, whose button opens /define', async () => {
    const reply = await bot.slash('/search is mana burn still a thing');
    expect(listed(reply.embeds[0]!.description!)[0]).toBe('Glossary');
    expect(reply.embeds[0]!.description!).toMatch(/^\*\*Glossary\*\* · Mana Burn \(Obsolete\)\n/);
    const opened = await bot.press(buttons(reply)['Define Mana Burn (Obsolete)']!);
    expect(opened.edit).toBe(false);
    expect(opened.payload.embeds[0]!.title).toBe('Mana Burn (Obsolete)');
  });

  it('labels a section without a number by its title, and opens it (regression: an empty label and a bare "Open IPG" button)', async () => {
    const reply = await bot.slash('/search query:framework of this document doc:ipg');
    expect(listed(reply.embeds[0]!.description!)).toContain('IPG Framework of this Document');
    const opened = await bot.press(buttons(reply)['Open IPG Framework of this Document']!);
    expect(opened.payload.embeds[0]!.title).toContain('Framework of this Document');
  });

  it('searches the IPG with doc:ipg, each result openable as a new message', async () => {
    const reply = await bot.slash('/search query:missed trigger doc:ipg');
    expect(reply.embeds[0]!.footer!.text).toMatch(/^Infraction Procedure Guide, effective 2024-09-23/);
    const labels = listed(reply.embeds[0]!.description!);
    expect(labels[0]).toBe('IPG 2.1');
    expect(labels.every((label) => label.startsWith('IPG '))).toBe(true);
    const opened = await bot.press(buttons(reply)['Open IPG 2.1']!);
    expect(opened.edit).toBe(false);
    expect(opened.payload.embeds[0]!.title).toBe('IPG 2.1 · Game Play Error — Missed Trigger');
  });

  it('finds an infraction by its shorthand', async () => {
    expect(listed((await bot.slash('/search query:FtMGS doc:ipg')).embeds[0]!.description!)[0]).toBe('IPG 2.6');
  });

  it('lists CR, MTR and IPG results in one list with doc:all, each labelled, and pages them', async () => {
    const reply = await bot.slash('/search query:shortcut doc:all');
    expect(reply.embeds[0]!.footer!.text).toMatch(/^CR 2026-01-16 · MTR 2025-04-21 · IPG 2024-09-23 · Page 1\/\d+$/);
    const pages = [reply];
    while (buttons(pages.at(-1)!)['More results ▶']) pages.push((await bot.press(buttons(pages.at(-1)!)['More results ▶']!)).payload);
    const labels = pages.flatMap((page) => listed(page.embeds[0]!.description!));
    // CR 731 (Taking Shortcuts) and MTR 4.2 (Tournament Shortcuts) both answer, best first, side by side.
    expect(labels.slice(0, 5)).toContain('MTR 4.2');
    expect(labels.slice(0, 5).some((label) => label.startsWith('CR 731.'))).toBe(true);
    expect(labels.some((label) => label.startsWith('CR '))).toBe(true);
    expect(labels.some((label) => label.startsWith('IPG '))).toBe(true);
    for (const page of pages) expect(limitViolations(page)).toEqual([]);
    // Every page's results have their snippets (made only for the page shown), the query's word in bold.
    const entries = pages.map((page) => page.embeds[0]!.description!.split('\n\n'));
    expect(entries.flat().every((entry) => /^\*\*[^*]+\*\* · .*\n\S/.test(entry))).toBe(true);
    const bolded = (page: string[]) => page.some((entry) => /\*\*shortcuts?\*\*/i.test(entry.split('\n')[1]!));
    expect(bolded(entries[0]!) && bolded(entries[1]!)).toBe(true);
    const cr = labels.find((label) => label.startsWith('CR '))!;
    const page = pages.find((candidate) => buttons(candidate)[`Open ${cr}`])!;
    expect((await bot.press(buttons(page)[`Open ${cr}`]!)).payload.embeds[0]!.title).toMatch(new RegExp(`^${cr.slice(3).replace('.', '\\.')} · `));
  });

  it('says when nothing matches in the document searched', async () => {
    const reply = await bot.slash('/search query:xylophone doc:mtr');
    expect(reply.embeds[0]!.description).toBe('No sections match these words in the Magic Tournament Rules, effective 2025-04-21. Try fewer or other words.');
  });

  it('searches what is imported with doc:all, and says how to import a document searched alone', async () => {
    const crOnly = slashHarness(createTestDb('cr-20260116.txt'));
    expect((await crOnly.slash('/search query:trample doc:all')).embeds[0]!.footer!.text).toMatch(/^Comprehensive Rules, effective 2026-01-16/);
    const missing = await crOnly.slash('/search query:trample doc:ipg');
    expect(missing.flags).toBe(64);
    expect(missing.embeds[0]!.description).toContain('holds no Infraction Procedure Guide yet');
  });

  it('refuses an unknown doc', async () => {
    const reply = await bot.slash('/search query:trample doc:crd');
    expect(reply.embeds[0]!.description).toBe('/search — `doc`: choose cr, mtr, ipg, jar, dmtr, dipg or all.');
  });

  it('logs nothing during all of this', () => {
    expect(bot.logged).toEqual([]);
  });
});
