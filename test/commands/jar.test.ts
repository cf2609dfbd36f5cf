import { describe, expect, it } from 'vitest';
import { limitViolations } from '../../commands/payload/discord-limits.js';
import { runAutocomplete } from '../../commands/framework/dispatch.js';
import { docVersionAt } from '../../docs-db/store/doc-versions.js';
import { documentOutline } from '../../docs-db/store/section-queries.js';
import { createDocsTestDb } from '../support/docs-db-fixture.js';
import { createTestDb } from '../support/rules-db-fixture.js';
import { buttons, registry, selectMenu, slashHarness } from '../support/run-slash.js';

const db = await createDocsTestDb(['jar2024Html', 'ipg2024Pdftotext', 'mtr2025Pdftotext', 'dmtr2021Html', 'dipg2021Html'], ['cr-20260116.txt']);
const bot = slashHarness(db);
const autocomplete = (command: string, name: string, value: string) => runAutocomplete(registry, command, { name, value }, bot.context, () => bot.logged.push('autocomplete'));

describe('/jar', () => {
  it('lists the sections without a topic, with a menu opening each', async () => {
    const list = await bot.slash('/jar');
    expect(list.embeds[0]).toMatchObject({ title: 'Judging at Regular REL — sections', footer: { text: 'Judging at Regular REL, effective 2024-09-23' } });
    expect(list.embeds[0]!.description!.split('\n')).toEqual([
      '**Judging at Regular Rules Enforcement Level (REL)**',
      '**Common Issues**',
      '• A player forgets a triggered ability (one that uses the words “when,” “whenever,” or “at the beginning”, usually at the start of the ability\'s text)',
      '• A player sees a card in a library that they shouldn’t have seen',
      '• A player accidentally draws more cards or has more cards in their hand than they were supposed to',
      '• A player makes an in-game error not mentioned above',
      '• A player has illegal, insufficient, or another player’s cards in their deck',
      '**General Unwanted Behaviors**',
      '**Serious Problems**',
      '**Resources**',
    ]);
    const menu = selectMenu(list)!;
    expect(menu.options).toHaveLength(10);
    const opened = await bot.press(menu.custom_id, { values: [menu.options[3]!.value] });
    expect(opened.payload.embeds[0]!.title).toBe('JAR · A player sees a card in a library that they shouldn’t have seen');
  });

  it.each([
    ['missed trigger', 'JAR · A player forgets a triggered ability'],
    ['sees a card in a library', 'JAR · A player sees a card in a library'],
    ['HCE', 'JAR · A player accidentally draws more cards'],
    ['drew extra cards', 'JAR · A player accidentally draws more cards'],
    ['GRV', 'JAR · A player makes an in-game error'],
    ['illegal deck', 'JAR · A player has illegal, insufficient'],
    ['slow play', 'JAR · General Unwanted Behaviors'],
    ['unwanted behaviours', 'JAR · General Unwanted Behaviors'],
    ['cheating', 'JAR · Serious Problems'],
    ['serious problems', 'JAR · Serious Problems'],
    ['serius problems', 'JAR · Serious Problems'],
  ])('finds topic:%j', async (topic, title) => {
    const reply = await bot.slash(`/jar topic:${topic}`);
    expect(reply.embeds[0]!.title!.startsWith(title)).toBe(true);
    expect(reply.embeds[0]!.footer!.text).toBe('Judging at Regular REL, effective 2024-09-23');
  });

  it('shows Common Issues with the situations under it, and walks to the next section', async () => {
    const issues = await bot.slash('/jar topic:common issues');
    expect(issues.embeds[0]!.description).toContain('• A player forgets a triggered ability');
    expect(selectMenu(issues)!.options).toHaveLength(5);
    const next = await bot.press(buttons(issues)['Next section ▶']!);
    expect(next.payload.embeds[0]!.title).toMatch(/^JAR · A player forgets a triggered ability/);
    expect(limitViolations(next.payload)).toEqual([]);
  });

  it('suggests sections as the judge types, by words and by shorthand', () => {
    expect(autocomplete('jar', 'topic', 'serious')[0]).toEqual({ name: expect.stringMatching(/^Serious Problems/), value: 'Serious Problems' });
    expect(autocomplete('jar', 'topic', 'HCE')[0]!.name).toMatch(/^A player accidentally draws more cards/);
    expect(autocomplete('jar', 'topic', '').length).toBe(10);
  });

  it('renders every section within Discord limits', async () => {
    for (const section of documentOutline(db, docVersionAt(db, 'jar')).sections) {
      const reply = await bot.slash(`/jar topic:${section.title.slice(0, 60)}`);
      expect(reply.embeds[0]!.title, section.title).toMatch(/^JAR · /);
      expect(limitViolations(reply), section.title).toEqual([]);
    }
  });

  it('says how to import it when the database holds no JAR', async () => {
    const reply = await slashHarness(createTestDb()).slash('/jar');
    expect(reply.embeds[0]!.description).toMatch(/holds no Judging at Regular REL yet\. Import it with `arbiter docs import <file>`/);
  });
});

describe('/mtr and /ipg digital:true', () => {
  it('shows the Digital MTR’s section, and its buttons stay in the Digital MTR', async () => {
    const reply = await bot.slash('/mtr section:2.3 digital:true');
    expect(reply.embeds[0]).toMatchObject({ title: 'Digital MTR 2.3 · Pregame Procedures — MTG Arena Challenge Info', footer: { text: 'Digital Magic Tournament Rules, effective 2021-11-15' } });
    const next = await bot.press(buttons(reply)['Next section ▶']!);
    expect(next.payload.embeds[0]!.title).toBe('Digital MTR 2.4 · Conceding or Intentionally Drawing Games or Matches');
    expect((await bot.slash('/mtr section:2.3')).embeds[0]!.title).toMatch(/^MTR 2\.3 · /);
  });

  it('shows a Digital IPG infraction, its penalty first', async () => {
    const reply = await bot.slash('/ipg infraction:slow play digital:true');
    expect(reply.embeds[0]!.title).toBe('Digital IPG 2.3 · Tournament Error — Slow Play');
    expect(reply.embeds[0]!.description).toMatch(/^\*\*Penalty: Warning\*\*\n\n\*\*Definition\*\*\nIn a Challenge Match/);
  });

  it('renders every section of both digital documents within Discord limits', async () => {
    for (const [command, kind] of [['mtr', 'dmtr'], ['ipg', 'dipg']] as const) {
      for (const section of documentOutline(db, docVersionAt(db, kind)).sections) {
        const reply = await bot.slash(`/${command} ${section.number || section.title} digital:true`);
        expect(reply.embeds[0]!.footer!.text, section.number).toMatch(/^Digital /);
        expect(limitViolations(reply), section.number).toEqual([]);
      }
    }
  });
});

describe('/search doc:jar and doc:all', () => {
  it('searches the JAR, each result opening its section', async () => {
    const reply = await bot.slash('/search query:opponent forgot a trigger doc:jar');
    expect(reply.embeds[0]!.description).toMatch(/^\*\*JAR\*\* · A player forgets a triggered ability/);
    expect(reply.embeds[0]!.footer!.text).toMatch(/^Judging at Regular REL, effective 2024-09-23( · Page 1\/\d+)?$/);
    const opened = await bot.press(Object.values(buttons(reply))[0]!);
    expect(opened.payload.embeds[0]!.title).toMatch(/^JAR · A player forgets a triggered ability/);
  });

  it('covers every document with doc:all', async () => {
    const reply = await bot.slash('/search query:player forgets a triggered ability regular rel doc:all');
    expect(reply.embeds[0]!.footer!.text).toMatch(/^CR 2026-01-16 · MTR 2025-04-21 · IPG 2024-09-23 · JAR 2024-09-23 · Digital MTR 2021-11-15 · Digital IPG 2021-11-15( · Page 1\/\d+)?$/);
    expect(reply.embeds[0]!.description).toContain('**JAR** · A player forgets a triggered ability');
  });

  it('logs nothing during all of this', () => {
    expect(bot.logged).toEqual([]);
  });
});
