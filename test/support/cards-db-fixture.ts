/** Databases holding the real Scryfall sample in ../shared/data/cards, for card tests. */
import path from 'node:path';
import type { ContentDb } from '../../database/open-database.js';
import { importCardFiles } from '../../cards-db/update/import-card-files.js';
import { createTestDb } from './rules-db-fixture.js';
import { SHARED_DIR } from './shared-data.js';

export const CARDS_DIR = path.join(SHARED_DIR, 'data/cards');
/** 956 real card objects, every layout. */
export const ORACLE_CARDS_FILE = path.join(CARDS_DIR, 'oracle-cards.json');
/** 75 real rulings, 54 of them for cards in ORACLE_CARDS_FILE. */
export const RULINGS_FILE = path.join(CARDS_DIR, 'rulings.json');
/** The data date the sample is imported with. */
export const SAMPLE_UPDATED_AT = '2025-11-01T09:00:00.000Z';

/** A new database with the given CR releases and the card sample imported. */
export async function createCardsTestDb(...crFiles: string[]): Promise<ContentDb> {
  const db = createTestDb(...crFiles);
  await importCardFiles(db, ORACLE_CARDS_FILE, RULINGS_FILE, { updatedAt: SAMPLE_UPDATED_AT });
  return db;
}
