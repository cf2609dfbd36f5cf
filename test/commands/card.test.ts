import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { importCardFiles } from '../../cards-db/update/import-card-files.js';
import type { ContentDb } from '../../database/open-database.js';
import { ORACLE_CARDS_FILE, RULINGS_FILE, createCardsTestDb } from '../support/cards-db-fixture.js';
import { createTestDb, tempDirectory } from '../support/rules-db-fixture.js';
import { buttons, registry, slashHarness, type SlashHarness } from '../support/run-slash.js';
import { JUDGE_RELEASES } from '../support/judge-db-fixture.js';

const BRUTAL_CATHAR = '1ed2d8e0-462b-468e-8fd3-1f3c6d99fb8a';
let db: ContentDb;
let harness: SlashHarness;
beforeAll(async () => {
  db = await createCardsTestDb('cr-20260116.txt');
  harness = slashHarness(db);
});

describe('/card', () => {
  it('shows each face with its cost, type line, text and stats, legality, image, link and data date', async () => {
    const payload = await harness.slash('/card name:delver of secrets');
    expect(payload.embeds[0]).toEqual({
      title: 'Delver of Secrets // Insectile Aberration',
      url: 'https://scryfall.com/card/mid/47/delver-of-secrets-insectile-aberration?utm_source=api',
      description:
        '**Delver of Secrets** {U}\n*Creature — Human Wizard*\nAt the beginning of your upkeep, look at the top card of your library. You may reveal that card. If an instant or sorcery card is revealed this way, transform this creature.\n**1/1**' +
        '\n\n**Insectile Aberration**\n*Creature — Human Insect*\nFlying\n**3/2**',
      color: expect.any(Number),
      thumbnail: { url: expect.stringMatching(/^https:\/\/cards\.scryfall\.io\/normal\/front\//) },
      fields: [
        { name: 'Card', value: 'Mana value 1 · transforming double-faced card', inline: false },
        { name: 'Legality', value: 'Standard: **not legal**\nPioneer: legal\nModern: legal\nLegacy: legal\nVintage: legal\nCommander: legal\nPauper: legal', inline: true },
        { name: 'Keywords', value: 'Flying (702.9)\nTransform (701.27)', inline: true },
      ],
      footer: { text: 'Card data: Scryfall, 2025-11-01' },
    });
    expect(payload.allowed_mentions).toEqual({ parse: [] });
  });

  it('shows a split card’s mana value, its halves combined, and its layout (regression: /card name:Dusk // Dawn showed neither)', async () => {
    const payload = await harness.slash('/card name:Dusk // Dawn');
    expect(payload.embeds[0]!.fields![0]).toEqual({
      name: 'Card',
      value: 'Mana value 9 (Dusk + Dawn combined; on the stack a half cast alone has only its own) · split card',
      inline: false,
    });
  });

  it('names the card a known nickname means when the data in use lacks it (regression: /card name:bob said "No card is named anything like bob")', async () => {
    const payload = await harness.slash('/card name:bob');
    expect(payload.embeds[0]!.description).toBe('"bob" is Dark Confidant — not in the card data in use.');
  });

  it('puts a single-faced card’s cost in the title and shows loyalty or power/toughness', async () => {
    const payload = await harness.slash('/card name:voldaren duelist');
    expect(payload.embeds[0]!.title).toBe('Voldaren Duelist {3}{R}');
    expect(payload.embeds[0]!.description).toMatch(/\*\*3\/2\*\*$/);
  });

  it('makes each keyword a button opening the rule that defines it in the release in use', async () => {
    const payload = await harness.slash('/card name:brutal cathar');
    expect(Object.keys(buttons(payload))).toEqual(['Rulings', 'Daybound · 702.145', 'First strike · 702.7', 'Ward · 702.21']);
    const ward = await harness.press(buttons(payload)['Ward · 702.21']!);
    expect(ward.payload.embeds[0]!.title).toBe('702.21 · Ward');
    expect(ward.edit).toBe(false);
    const firstStrike = await harness.press(buttons(payload)['First strike · 702.7']!);
    expect(firstStrike.payload.embeds[0]!.title).toBe('702.7 · First Strike');
  });

  it('finds each keyword at its number in the release in use: Transform was 701.28 in 2024, 701.27 since', async () => {
    const older = slashHarness(await createCardsTestDb('cr-20240202.txt'));
    const payload = await older.slash('/card name:delver of secrets');
    expect(Object.keys(buttons(payload))).toEqual(['Rulings', 'Flying · 702.9', 'Transform · 701.28']);
    const opened = await older.press(buttons(payload)['Transform · 701.28']!);
    expect(opened.payload.embeds[0]!.title).toBe('701.28 · Transform');
  });

  it('lists ability words without a button: no rule defines them', async () => {
    const payload = await harness.slash('/card name:Gavony Dawnguard');
    expect(payload.embeds[0]!.fields![2]).toEqual({ name: 'Keywords', value: 'Ward (702.21)', inline: true });
  });

  it('asks "did you mean" with a button per card, each opening that card as a new message', async () => {
    const payload = await harness.slash('/card name:voldaren');
    expect(payload.flags).toBe(64);
    expect(payload.embeds[0]!.description).toContain('Which card do you mean by "voldaren"? Did you mean: Voldaren Duelist; Voldaren Stinger; Voldaren Ambusher?');
    expect(Object.keys(buttons(payload))).toEqual(['Voldaren Duelist', 'Voldaren Stinger', 'Voldaren Ambusher']);
    const pressed = await harness.press(buttons(payload)['Voldaren Stinger']!);
    expect(pressed.payload.embeds[0]!.title).toMatch(/^Voldaren Stinger/);
    expect(pressed.edit).toBe(false);
  });

  it('says plainly when no card is near', async () => {
    const payload = await harness.slash('/card name:qwertyuiop asdfgh');
    expect(payload.embeds[0]!.description).toBe('No card is named anything like "qwertyuiop asdfgh".');
    expect(payload.components).toEqual([]);
  });

  it('says how to import card data when there is none', async () => {
    const empty = slashHarness(createTestDb('cr-20260116.txt'));
    const payload = await empty.slash('/card name:delver');
    expect(payload.embeds[0]!.description).toMatch(/holds no card data yet\. Import it with `arbiter cards update`/);
  });

  it('renders every card of the sample, every layout, within Discord’s limits', async () => {
    const oracleIds = db.prepare('SELECT oracle_id FROM cards').pluck().all() as string[];
    expect(oracleIds).toHaveLength(956);
    for (const oracleId of oracleIds) {
      // harness.press renders through toMessagePayload, which throws on any broken limit.
      for (const command of ['card', 'rulings']) {
        const { payload } = await harness.press(`${command}:111:v:${oracleId}:0`);
        expect(payload.embeds[0]!.footer!.text).toMatch(/^Card data: Scryfall, 2025-11-01/);
      }
    }
    expect(harness.logged).toEqual([]);
  });

  it('autocompletes names by start and by typo, at most 25', async () => {
    const autocomplete = registry.get('card')!.autocomplete!;
    expect(autocomplete({ name: 'name', value: 'delv' }, harness.context)).toEqual([
      { name: 'Delver of Secrets // Insectile Aberration', value: 'Delver of Secrets // Insectile Aberration' },
    ]);
    expect(autocomplete({ name: 'name', value: 'voldarn duel' }, harness.context)[0]).toEqual({ name: 'Voldaren Duelist', value: 'Voldaren Duelist' });
    expect(autocomplete({ name: 'name', value: 's' }, harness.context)).toHaveLength(25);
  });
});

describe('/rulings', () => {
  it('shows every ruling, oldest first, with date and source, paged, never cut', async () => {
    const first = await harness.slash("/rulings name:Jace, Vryn's Prodigy");
    expect(first.embeds[0]!.title).toBe("Rulings · Jace, Vryn's Prodigy // Jace, Telepath Unbound (16)");
    expect(first.embeds[0]!.description).toMatch(/^\*\*2015-06-22\*\* · Wizards of the Coast\nA double-faced card enters/);
    expect(first.embeds[0]!.footer!.text).toBe('Card data: Scryfall, 2025-11-01 · Page 1/2');
    const second = await harness.press(buttons(first)['Page ▶']!);
    expect(second.edit).toBe(true);
    expect(second.payload.embeds[0]!.description).toContain('**2017-07-17** · Scryfall\nJace, Vryn\'s Prodigy is banned as a commander in Duel Commander');
    const shown = [first, second.payload].map((payload) => payload.embeds[0]!.description!).join('\n\n');
    expect(shown.match(/^\*\*\d{4}-\d{2}-\d{2}\*\* · /gm)).toHaveLength(16);
  });

  it('says "No rulings" plainly', async () => {
    const payload = await harness.slash('/rulings name:voldaren duelist');
    expect(payload.embeds[0]!.description).toBe('No rulings for this card.');
  });

  it('makes each rule a ruling cites a button opening that rule', async () => {
    const directory = tempDirectory('arbiter-rulings-');
    const rulings = path.join(directory, 'rulings.json');
    const extra = {
      object: 'ruling',
      oracle_id: BRUTAL_CATHAR,
      source: 'wotc',
      published_at: '2021-09-24',
      comment: 'Ward is a triggered ability (see rule 702.21b). If the exiled card was a token, see rule 111.7.',
    };
    writeFileSync(rulings, JSON.stringify([...(JSON.parse(readFileSync(RULINGS_FILE, 'utf8')) as unknown[]), extra]));
    const cited = createTestDb('cr-20260116.txt');
    await importCardFiles(cited, ORACLE_CARDS_FILE, rulings, { updatedAt: '2025-11-01T00:00:00.000Z' });
    const payload = await slashHarness(cited).slash('/rulings name:brutal cathar');
    expect(Object.keys(buttons(payload))).toEqual(['Card', 'CR 702.21b', 'CR 111.7']);
    const opened = await slashHarness(cited).press(buttons(payload)['CR 702.21b']!);
    expect(opened.payload.embeds[0]!.title).toMatch(/^702\.21b/);
  });

  it('reads a ruling’s rule numbers as numbered on the day it was published, carried to today’s (regression: a 2024 ruling’s "509.2" opened today’s unrelated 509.2)', async () => {
    const directory = tempDirectory('arbiter-rulings-');
    const rulings = path.join(directory, 'rulings.json');
    const extras = [
      { published_at: '2024-03-01', comment: 'The attacking player orders the blockers (rule 509.2), then assigns damage.' },
      { published_at: '2024-03-01', comment: 'Doubling a life total follows rule 701.9d.' },
    ].map((ruling) => ({ object: 'ruling', oracle_id: BRUTAL_CATHAR, source: 'wotc', ...ruling }));
    writeFileSync(rulings, JSON.stringify([...(JSON.parse(readFileSync(RULINGS_FILE, 'utf8')) as unknown[]), ...extras]));
    const judged = createTestDb(...JUDGE_RELEASES);
    await importCardFiles(judged, ORACLE_CARDS_FILE, rulings, { updatedAt: '2025-11-01T00:00:00.000Z' });
    const bot = slashHarness(judged);
    const payload = await bot.slash('/rulings name:brutal cathar');
    expect(Object.keys(buttons(payload))).toEqual(['Card', 'CR 509.2 (removed; last text 2024-02-02)', 'CR 701.10d (cited as 701.9d)']);
    const removed = await bot.press(buttons(payload)['CR 509.2 (removed; last text 2024-02-02)']!);
    expect(removed.payload.embeds[0]!.description).toContain('damage assignment order');
    expect(removed.payload.embeds[0]!.footer!.text).toBe('Comprehensive Rules, effective 2024-02-02');
  });
});
