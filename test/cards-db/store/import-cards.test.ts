import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardDataInUse, listCardImports } from '../../../cards-db/store/card-data.js';
import { cardRulings, getCard } from '../../../cards-db/store/card-queries.js';
import { allowedLoss, KEPT_CARD_IMPORTS } from '../../../cards-db/store/import-cards.js';
import { restoreCardData } from '../../../cards-db/store/restore-cards.js';
import { importCardFiles } from '../../../cards-db/update/import-card-files.js';
import { ORACLE_CARDS_FILE, RULINGS_FILE, SAMPLE_UPDATED_AT, createCardsTestDb } from '../../support/cards-db-fixture.js';
import { createTestDb, tempDirectory } from '../../support/rules-db-fixture.js';
import { SHARED_DIR } from '../../support/shared-data.js';

const directory = tempDirectory('arbiter-cards-');
const sampleCards = JSON.parse(readFileSync(ORACLE_CARDS_FILE, 'utf8')) as { oracle_id?: string; name: string; oracle_text?: string }[];

/** A cards file holding `cards`, written beside the test's other files. */
function cardsFile(name: string, cards: unknown[]): string {
  const file = path.join(directory, name);
  writeFileSync(file, JSON.stringify(cards));
  return file;
}

const DELVER = 'edd531b9-f615-4399-8c8c-1c5e18c4acbf';

describe('importing card data', () => {
  it('stores every card with its faces, and the rulings by Oracle ID, oldest first', async () => {
    const db = await createCardsTestDb();
    expect(cardDataInUse(db)).toMatchObject({ cards: 956, rulings: 75, dataDate: '2025-11-01', skipped: {} });
    expect(getCard(db, DELVER)).toMatchObject({
      name: 'Delver of Secrets // Insectile Aberration',
      layout: 'transform',
      typeLine: 'Creature — Human Wizard // Creature — Human Insect',
      colorIdentity: ['U'],
      faces: [{ name: 'Delver of Secrets', manaCost: '{U}' }, { name: 'Insectile Aberration', oracleText: 'Flying' }],
    });
    const jace = cardRulings(db, '594f6881-c059-46f8-aa4e-7151d502de73');
    expect(jace).toHaveLength(16);
    expect(jace.map((ruling) => ruling.publishedAt)).toEqual([...jace.map((ruling) => ruling.publishedAt)].sort());
  });

  it('answers the same files again with "unchanged", adding no import', async () => {
    const db = await createCardsTestDb();
    const again = await importCardFiles(db, ORACLE_CARDS_FILE, RULINGS_FILE, { updatedAt: SAMPLE_UPDATED_AT });
    expect(again.status).toBe('unchanged');
    expect(listCardImports(db)).toHaveLength(1);
  });

  it('replaces the data in use by new files, keeping the replaced files restorable', async () => {
    const db = await createCardsTestDb();
    const changed = sampleCards.map((card) => (card.oracle_id === DELVER ? { ...card, oracle_text: 'Errata.' } : card));
    const result = await importCardFiles(db, cardsFile('errata.json', changed), RULINGS_FILE, { updatedAt: '2025-11-02T09:00:00.000Z' });
    expect(result).toMatchObject({ status: 'imported', data: { dataDate: '2025-11-02', cards: 956 } });
    const [, first] = listCardImports(db);
    const restored = await restoreCardData(db, first!.id);
    expect(restored.data).toMatchObject({ dataDate: '2025-11-01', cards: 956 });
    expect(getCard(db, DELVER)!.faces[0]!.oracleText).toMatch(/^At the beginning of your upkeep/);
  });

  it(`keeps the source files of only the newest ${KEPT_CARD_IMPORTS} imports: daily refreshes don't grow the database without end`, async () => {
    // Regression: every daily import kept its ~30 MB of compressed files forever.
    const db = await createCardsTestDb();
    for (let day = 1; day <= KEPT_CARD_IMPORTS + 2; day += 1) {
      const changed = sampleCards.map((card) => (card.oracle_id === DELVER ? { ...card, oracle_text: `Errata ${day}.` } : card));
      const date = `2025-12-${String(day).padStart(2, '0')}T09:00:00.000Z`;
      await importCardFiles(db, cardsFile(`day-${day}.json`, changed), RULINGS_FILE, { updatedAt: date });
    }
    const imports = listCardImports(db);
    expect(imports).toHaveLength(KEPT_CARD_IMPORTS + 3);
    const keptCards = db.prepare("SELECT sha256 FROM imported_files WHERE kind = 'oracle_cards'").pluck().all();
    expect(keptCards.sort()).toEqual(imports.slice(0, KEPT_CARD_IMPORTS).map((entry) => entry.cardsSha256).sort());
    // The rulings file every import shares stays, and the oldest restorable import still restores.
    expect(db.prepare("SELECT COUNT(*) FROM imported_files WHERE kind = 'rulings'").pluck().get()).toBe(1);
    const oldestKept = imports[KEPT_CARD_IMPORTS - 1]!;
    expect((await restoreCardData(db, oldestKept.id)).data.cardsSha256).toBe(oldestKept.cardsSha256);
    await expect(restoreCardData(db, imports.at(-1)!.id)).rejects.toThrow(`only the files of the newest ${KEPT_CARD_IMPORTS} imports are`);
  });

  it('refuses a file that would lose many stored cards (a partial download), changing nothing, unless replace is asked for', async () => {
    const db = await createCardsTestDb();
    const partial = cardsFile('partial.json', sampleCards.slice(0, 500));
    await expect(importCardFiles(db, partial, RULINGS_FILE, { updatedAt: '2025-11-02T00:00:00.000Z' })).rejects.toThrow(
      /^Refused: 456 of the 956 stored cards would be lost \(.+…\)\. A damaged or partial download\? The card data of 2025-11-01 stays in use\./,
    );
    expect(cardDataInUse(db)).toMatchObject({ cards: 956, dataDate: '2025-11-01' });
    expect(getCard(db, DELVER)).not.toBeNull();
    const forced = await importCardFiles(db, partial, RULINGS_FILE, { updatedAt: '2025-11-02T00:00:00.000Z', replace: true });
    expect(forced.data.cards).toBe(500);
  });

  it('accepts the few cards a day Scryfall withdraws', async () => {
    const db = await createCardsTestDb();
    const fewer = cardsFile('fewer.json', sampleCards.slice(0, 956 - allowedLoss(956)));
    const result = await importCardFiles(db, fewer, RULINGS_FILE, { updatedAt: '2025-11-02T00:00:00.000Z' });
    expect(result.data.cards).toBe(956 - 25);
  });

  it('refuses a rulings file that would lose most stored rulings', async () => {
    const db = await createCardsTestDb();
    const rulings = cardsFile('few-rulings.json', (JSON.parse(readFileSync(RULINGS_FILE, 'utf8')) as unknown[]).slice(0, 10));
    await expect(importCardFiles(db, ORACLE_CARDS_FILE, rulings, { updatedAt: '2025-11-02T00:00:00.000Z' })).rejects.toThrow(/65 of the 75 stored rulings would be lost/);
    expect(cardDataInUse(db)!.rulings).toBe(75);
  });

  it('says which file is missing', async () => {
    await expect(importCardFiles(createTestDb(), path.join(directory, 'nope.json'), RULINGS_FILE)).rejects.toThrow(/Cannot read .*nope\.json: no such file/);
  });

  it('takes the data date from the time in a Scryfall file name', async () => {
    const named = cardsFile('oracle-cards-20230404210321.json', sampleCards);
    const result = await importCardFiles(createTestDb(), named, RULINGS_FILE);
    expect(result.data.updatedAt).toBe('2023-04-04T21:03:21.000Z');
  });

  it("takes the data date from Scryfall's bulk-data listing saved with the files", async () => {
    const result = await importCardFiles(createTestDb(), ORACLE_CARDS_FILE, RULINGS_FILE, { listingFile: path.join(SHARED_DIR, 'data/cards/bulk-data-2023.json') });
    // The later of oracle_cards (21:03:21.5) and rulings (21:00:31.996).
    expect(result.data.updatedAt).toBe('2023-04-04T21:03:21.500Z');
  });

  it("refuses files nothing dates rather than taking a file's modification time (regression: the sample showed \"Scryfall data of 2026-11-29\", the day it was copied)", async () => {
    const db = createTestDb();
    await expect(importCardFiles(db, ORACLE_CARDS_FILE, RULINGS_FILE)).rejects.toThrow(/Nothing says when Scryfall made oracle-cards\.json: give --date YYYY-MM-DD .* or --listing <bulk-data\.json>/);
    expect(cardDataInUse(db)).toBeNull();
  });
});
