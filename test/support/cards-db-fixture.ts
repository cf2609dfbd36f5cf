/** Databases holding the real Scryfall sample in ../shared/data/cards, for card tests. */
import type { ContentDb } from '../../database/open-database.js';
import { importCardFiles } from '../../cards-db/update/import-card-files.js';
import { copyOfCachedAsync, createTestDb } from './rules-db-fixture.js';
import { ORACLE_CARDS_FILE, RULINGS_FILE, SAMPLE_UPDATED_AT } from './card-files.js';

export { CARDS_DIR, ORACLE_CARDS_FILE, RULINGS_FILE, SAMPLE_UPDATED_AT } from './card-files.js';

/** A new database with the given CR releases and the card sample imported. */
export async function createCardsTestDb(...crFiles: string[]): Promise<ContentDb> {
  return copyOfCachedAsync(`cards;cr:${crFiles.join(',')}`, async () => {
    const db = createTestDb(...crFiles);
    await importCardFiles(db, ORACLE_CARDS_FILE, RULINGS_FILE, { updatedAt: SAMPLE_UPDATED_AT });
    return db;
  });
}
