import { UNSET_GUILD_SETTINGS } from '../../state/guild-settings.js';
import { describe, expect, it } from 'vitest';
import { limitViolations } from '../../commands/payload/discord-limits.js';
import { runAutocomplete, runCommand } from '../../commands/framework/dispatch.js';
import { docVersionAt } from '../../docs-db/store/doc-versions.js';
import { documentOutline } from '../../docs-db/store/section-queries.js';
import { createDocsTestDb } from '../support/docs-db-fixture.js';
import { buttons, registry, selectMenu, slashHarness } from '../support/run-slash.js';

const db = await createDocsTestDb(['ipg2024Pdf', 'ipg2021Pdf', 'jar2024Html']);
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
    const description = embed.description!;
    expect(description).toMatch(/^\*\*Competitive REL\*\* — the IPG’s penalties\.\n\*\*Penalty: Warning\*\*/);
    const labels = ['**Definition**', '**Additional Remedy**', '**Upgrade**'].map((label) => description.indexOf(label));
    expect(labels.every((position, index) => position > 0 && (index === 0 || position > labels[index - 1]!))).toBe(true);
    expect(limitViolations(infraction.payload)).toEqual([]);
  });

  it('shows the whole definition with its list as a list, paged, never cut (regression: "A triggered ability that ca…")', async () => {
    const first = await bot.slash('/penalty infraction:missed trigger');
    const description = first.embeds[0]!.description!;
    expect(description).not.toContain('…');
    expect(description).toContain('\n• A triggered ability that requires its controller to choose targets');
    expect(description).toContain('\n• A triggered ability that changes the rules of the game:');
    const pages = [description];
    let current = first;
    while (buttons(current)['Page ▶']) {
      current = (await bot.press(buttons(current)['Page ▶']!)).payload;
      pages.push(current.embeds[0]!.description!);
      expect(limitViolations(current)).toEqual([]);
    }
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.join('\n')).toContain('**Additional Remedy**\n');
    expect(current.embeds[0]!.footer!.text).toBe(`Infraction Procedure Guide, effective 2024-09-23 · Page ${pages.length}/${pages.length}`);
  });

  it('gives the whole additional remedy, never cut', async () => {
    const pages: string[] = [];
    let current = await bot.slash('/penalty GRV');
    pages.push(current.embeds[0]!.description!);
    while (buttons(current)['Page ▶']) {
      current = (await bot.press(buttons(current)['Page ▶']!)).payload;
      pages.push(current.embeds[0]!.description!);
    }
    const text = pages.join('\n').replace(/\\/g, '');
    expect(text).toContain('If damage assignment order has not been declared, the appropriate player chooses that order.');
    expect(text).toMatch(/both players will have committed a Game Rule Violation\./);
  });

  it('shows a downgrade where there is one, and "None." where there is no upgrade', async () => {
    const description = (await bot.slash('/penalty infraction:outside assistance')).embeds[0]!.description!;
    expect(description).toContain('**Penalty: Match Loss**');
    expect(description).toContain('**Additional Remedy**\nNone.');
    expect(description).toContain('**Upgrade**\nNone.');
    expect(description).toContain('**Downgrade**\n');
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

  it('headlines the Warning of a usually detrimental missed trigger beside "No Penalty", on the first page (regression: it was on page 2)', async () => {
    const reply = await bot.slash('/penalty infraction:missed trigger rel:competitive');
    const description = reply.embeds[0]!.description!;
    expect(description).toMatch(
      /^\*\*Competitive REL\*\* — the IPG’s penalties\.\n\*\*Penalty: No Penalty\*\*\n\*\*Upgrade to Warning:\*\* If the triggered ability is usually considered detrimental for the controlling player and they own the card responsible for the existence of the trigger, the penalty is a Warning\./,
    );
    expect(reply.embeds[0]!.footer!.text).toMatch(/Page 1\//);
  });

  it('headlines each upgrade and downgrade that names another penalty (Tardiness: Match Loss at 10 minutes, Warning within 1)', async () => {
    const description = (await bot.slash('/penalty infraction:tardiness rel:competitive')).embeds[0]!.description!;
    const headline = description.slice(0, description.indexOf('**Definition**'));
    expect(headline).toContain('**Penalty: Game Loss**\n**Upgrade to Match Loss:** A player not in their seat 10 minutes into the round will receive a Match Loss');
    expect(headline).toContain('**Downgrade to Warning:** A player who arrives at their seat before 1 minute has elapsed in the round receives a Warning.');
  });

  it('finds Missed Trigger in "missed Dark Confidant trigger" (regression: it found nothing)', async () => {
    const reply = await bot.slash('/penalty infraction:missed Dark Confidant trigger rel:competitive');
    expect(reply.embeds[0]!.title).toBe('IPG 2.1 · Game Play Error — Missed Trigger');
  });

  it('logs nothing during all of this', () => {
    expect(bot.logged).toEqual([]);
  });
});

describe('/penalty at each REL', () => {
  it('answers from Judging at Regular REL at Regular REL: the fix, what it says about repeats, and a button to the IPG version', async () => {
    const reply = await bot.slash('/penalty infraction:missed trigger rel:regular');
    const embed = reply.embeds[0]!;
    expect(embed.title).toBe('Regular REL · Missed Trigger (IPG 2.1)');
    expect(embed.footer!.text).toBe('Judging at Regular REL, effective 2024-09-23 · IPG 2024-09-23');
    expect(embed.description).toContain('**A player forgets a triggered ability (one that uses the words');
    expect(embed.description).toContain('If the ability includes the word “may,” assume the player chose not to perform it.');
    expect(embed.description).toContain('**If it happens again**\nIf a player continues to repeat a mistake despite multiple reminders, you may warn them that the next occurrence will result in a Game Loss.');
    expect(embed.description).toContain('**Why this section**');
    expect(embed.description).not.toContain('Penalty: No Penalty');
    expect(limitViolations(reply)).toEqual([]);

    const ipg = await bot.press(buttons(reply)['IPG version']!);
    expect(ipg.edit).toBe(true);
    expect(ipg.payload.embeds[0]!.title).toBe('IPG 2.1 · Game Play Error — Missed Trigger');
    expect(ipg.payload.embeds[0]!.description).toMatch(/^\*\*Competitive REL\*\*/);
    const back = await bot.press(buttons(ipg.payload)['Regular REL']!);
    expect(back.payload.embeds[0]!.title).toBe('Regular REL · Missed Trigger (IPG 2.1)');

    const jar = await bot.press(buttons(reply)['Full JAR section']!);
    expect(jar.edit).toBe(false);
    expect(jar.payload.embeds[0]!.title).toMatch(/^JAR · A player forgets a triggered ability/);
  });

  it.each(['Hidden Card Error', 'Mulligan Procedure Error'])(
    'says what the JAR says about repeats for %s, not the opening-hand sentence (regression: "If it happens again" repeated "continue making mulligan decisions")',
    async (infraction) => {
      const description = (await bot.slash(`/penalty infraction:${infraction} rel:regular`)).embeds[0]!.description!;
      const repeats = description.slice(description.indexOf('**If it happens again**'), description.indexOf('**Why this section**'));
      expect(repeats).toBe('**If it happens again**\nIf a player continues to repeat a mistake despite multiple reminders, you may warn them that the next occurrence will result in a Game Loss.\n\n');
    },
  );

  it.each([
    ['Looking at Extra Cards', 'A player sees a card in a library that they shouldn’t have seen', false],
    ['Hidden Card Error', 'A player accidentally draws more cards or has more cards in their hand than they were supposed to', false],
    ['Game Rule Violation', 'A player makes an in-game error not mentioned above', false],
    ['Deck Problem', 'A player has illegal, insufficient, or another player’s cards in their deck', false],
    ['Outside Assistance', 'General Unwanted Behaviors', true],
    ['Slow Play', 'General Unwanted Behaviors', true],
    ['Cheating', 'Serious Problems', false],
  ])('leads %s to the JAR section “%s”', async (infraction, jarTitle, repeats) => {
    const embed = (await bot.slash(`/penalty infraction:${infraction} rel:regular`)).embeds[0]!;
    expect(embed.description).toContain(`**${jarTitle}**`);
    if (jarTitle === 'General Unwanted Behaviors') {
      expect(embed.description).toContain('**If it happens again**\nIt can be useful to reinforce this education with a Game Loss should the unwanted behaviour continue.');
    }
    // Serious Problems remove the player at once: no repeat to speak of.
    if (jarTitle === 'Serious Problems') expect(embed.description).not.toContain('**If it happens again**');
    expect(embed.description!.includes('**If it happens again**')).toBe(repeats || jarTitle.startsWith('A player'));
  });

  it('shows the walk at Regular REL with each infraction’s JAR section, and switches REL from any screen', async () => {
    const start = await bot.slash('/penalty rel:regular');
    expect(start.embeds[0]!.description).toMatch(/^\*\*Regular REL\*\* — the IPG’s penalties do not apply/);
    const chosen = await bot.press(selectMenu(start)!.custom_id, { values: ['Tournament Error'] });
    expect(chosen.payload.embeds[0]!.description).toContain('**3.3** Slow Play — JAR: General Unwanted Behaviors');
    const professional = await bot.press(buttons(chosen.payload)['Professional REL']!);
    expect(professional.payload.embeds[0]!.description).toMatch(/^\*\*Professional REL\*\* — the IPG’s penalties\./);
    expect(professional.payload.embeds[0]!.description).toContain('**3.3** Slow Play — Warning');
  });

  it('gives the IPG penalty at Professional REL, saying the IPG sets it no differently there', async () => {
    const description = (await bot.slash('/penalty infraction:HCE rel:professional')).embeds[0]!.description!;
    expect(description).toMatch(/^\*\*Professional REL\*\* — the IPG’s penalties\.\n\*\*Penalty: Warning\*\*/);
    expect(description).toContain('The IPG sets this infraction no differently at Professional REL.');
    expect(description).not.toContain('At **Regular REL** the IPG does not apply');
  });

  it('defaults to the REL the server chose in /settings, else Competitive', async () => {
    expect((await bot.slash('/penalty infraction:GRV')).embeds[0]!.description).toMatch(/^\*\*Competitive REL\*\*/);
    const guild = { id: '222', settings: { ...UNSET_GUILD_SETTINGS, defaultRel: 'regular' as const } };
    const regularServer = { ...bot, context: { ...bot.context, guild } };
    const reply = await runCommand(registry, 'penalty', { infraction: 'GRV' }, '111', regularServer.context, () => {});
    expect(reply.embeds![0]!.title).toBe('Regular REL · Game Rule Violation (IPG 2.5)');
  });

  it('renders every infraction at Regular REL within Discord limits', async () => {
    const infractions = documentOutline(db, docVersionAt(db, 'ipg')).sections.filter((section) => section.infraction);
    for (const section of infractions) {
      const reply = await bot.slash(`/penalty infraction:${section.number} rel:regular`);
      expect(limitViolations(reply), section.number).toEqual([]);
      expect(reply.embeds[0]!.title).toContain(section.infraction!.name);
    }
  });

  it('logs nothing during all of this', () => {
    expect(bot.logged).toEqual([]);
  });
});
