import { describe, expect, it } from 'vitest';
import { limitViolations } from '../../commands/payload/discord-limits.js';
import { runAutocomplete } from '../../commands/framework/dispatch.js';
import { docVersionAt } from '../../docs-db/store/doc-versions.js';
import { documentOutline } from '../../docs-db/store/section-queries.js';
import { createDocsTestDb } from '../support/docs-db-fixture.js';
import { buttons, registry, selectMenu, slashHarness } from '../support/run-slash.js';

const db = await createDocsTestDb(['ipg2024Pdf', 'ipg2021Pdf']);
const bot = slashHarness(db);
const REGULAR_REL = /Regular REL.*Judging at Regular REL/;

describe('/penalty', () => {
  it('starts with the three classes in a menu, noting that Regular REL follows another document', async () => {
    const start = await bot.slash('/penalty');
    expect(start.embeds[0]).toMatchObject({ title: 'Penalty walker — which kind of infraction?', footer: { text: 'Infraction Procedure Guide, effective 2024-09-23' } });
    expect(start.embeds[0]!.description).toMatch(REGULAR_REL);
    expect(selectMenu(start)!.options).toEqual([
      { label: 'Game Play Error', value: 'Game Play Error', description: '6 infractions: 2.1–2.6' },
      { label: 'Tournament Error', value: 'Tournament Error', description: '9 infractions: 3.1–3.9' },
      { label: 'Unsporting Conduct', value: 'Unsporting Conduct', description: '8 infractions: 4.1–4.8' },
    ]);
  });

  it('walks class → infraction → penalty, additional remedy and upgrade in one embed, editing the message', async () => {
    const start = await bot.slash('/penalty');
    const chosenClass = await bot.press(selectMenu(start)!.custom_id, { values: ['Game Play Error'] });
    expect(chosenClass.edit).toBe(true);
    expect(chosenClass.payload.embeds[0]!.description).toContain('**2.1** Missed Trigger — No Penalty');
    expect(selectMenu(chosenClass.payload)!.options.map((option) => option.value)).toEqual(['2.1', '2.2', '2.3', '2.4', '2.5', '2.6']);

    const infraction = await bot.press(selectMenu(chosenClass.payload)!.custom_id, { values: ['2.3'] });
    const embed = infraction.payload.embeds[0]!;
    expect(embed.title).toBe('IPG 2.3 · Game Play Error — Hidden Card Error');
    expect(embed.fields!.map((field) => field.name)).toEqual(['Penalty', 'Additional Remedy', 'Additional Remedy (continued)', 'Additional Remedy (continued)', 'Upgrade', 'Regular REL']);
    expect(embed.fields![0]).toEqual({ name: 'Penalty', value: '**Warning**', inline: true });
    expect(embed.fields!.at(-1)!.value).toMatch(REGULAR_REL);
    expect(limitViolations(infraction.payload)).toEqual([]);
  });

  it('gives the whole additional remedy, split over fields but never cut', async () => {
    const embed = (await bot.slash('/penalty GRV')).embeds[0]!;
    const remedy = embed.fields!.filter((field) => field.name.startsWith('Additional Remedy')).map((field) => field.value).join('\n');
    expect(remedy.replace(/\\/g, '')).toContain('If damage assignment order has not been declared, the appropriate player chooses that order.');
    expect(remedy).toMatch(/both players will have committed a Game Rule Violation\.$/);
  });

  it('shows a downgrade where there is one, and "None." where there is no upgrade', async () => {
    const embed = (await bot.slash('/penalty infraction:outside assistance')).embeds[0]!;
    expect(embed.fields!.map((field) => [field.name, field.value.slice(0, 5)])).toEqual([
      ['Penalty', '**Mat'], ['Additional Remedy', 'None.'], ['Upgrade', 'None.'], ['Downgrade', expect.any(String)], ['Regular REL', expect.any(String)],
    ]);
  });

  it('opens the full section as a new message, and goes back to the class or the start', async () => {
    const penalty = await bot.slash('/penalty MT');
    const controls = buttons(penalty);
    const full = await bot.press(controls['Full section']!);
    expect(full.edit).toBe(false);
    expect(full.payload.embeds[0]!.title).toBe('IPG 2.1 · Game Play Error — Missed Trigger');
    expect((await bot.press(controls['◀ Game Play Error']!)).payload.embeds[0]!.title).toBe('Penalty walker — Game Play Error');
    expect((await bot.press(controls['◀ Classes']!)).payload.embeds[0]!.title).toBe('Penalty walker — which kind of infraction?');
  });

  it('renders every infraction of both IPGs within Discord limits', async () => {
    for (const at of ['', '2022-01-01']) {
      const infractions = documentOutline(db, docVersionAt(db, 'ipg', at || undefined)).sections.filter((section) => section.infraction);
      expect(infractions).toHaveLength(23);
      for (const section of infractions) {
        const reply = await bot.slash(`/penalty infraction:${section.number}${at ? ` at:${at}` : ''}`);
        expect(limitViolations(reply), section.number).toEqual([]);
        expect(reply.embeds[0]!.title).toContain(section.infraction!.name);
      }
    }
  });

  it('walks the IPG in effect at an earlier date', async () => {
    const start = await bot.slash('/penalty at:2022-01-01');
    const chosen = await bot.press(selectMenu(start)!.custom_id, { values: ['Tournament Error'] });
    expect(chosen.payload.embeds[0]!.footer!.text).toBe('Infraction Procedure Guide, effective 2021-02-05');
  });

  it('refuses a section that is not an infraction, pointing to /ipg', async () => {
    const reply = await bot.slash('/penalty infraction:backing up');
    expect(reply.flags).toBe(64);
    expect(reply.embeds[0]!.description).toBe('IPG 1.4 Backing Up is not an infraction, so it has no penalty; open it with /ipg 1.4.');
  });

  it('suggests only infractions while typing', () => {
    const choices = runAutocomplete(registry, 'penalty', { name: 'infraction', value: '' }, bot.context, () => bot.logged.push('autocomplete'));
    expect(choices).toHaveLength(23);
    expect(choices[0]).toEqual({ name: '2.1 Game Play Error — Missed Trigger (MT)', value: '2.1' });
  });

  it('logs nothing during all of this', () => {
    expect(bot.logged).toEqual([]);
  });
});
