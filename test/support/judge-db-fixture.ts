/**
 * The database a judge reviewing Arbiter works with (issue 34): the CR releases 2023-04-14,
 * 2024-02-02, 2025-06-06 and 2026-01-16 — four of the 31, so most renumberings fall between two
 * imported releases — the MTR, IPG, JAR and Digital MTR and IPG, and the Scryfall card sample.
 */
import type { ContentDb } from '../../database/open-database.js';
import { importCardFiles } from '../../cards-db/update/import-card-files.js';
import { ORACLE_CARDS_FILE, RULINGS_FILE, SAMPLE_UPDATED_AT } from './card-files.js';
import { importSharedDocuments } from './docs-db-fixture.js';
import { copyOfCachedAsync, createTestDb } from './rules-db-fixture.js';

export const JUDGE_RELEASES = ['cr-20230414.txt', 'cr-20240202.txt', 'cr-20250606.txt', 'cr-20260116.txt'] as const;

/** A new database holding the judge's releases, every current tournament document and the card sample. */
export async function createJudgeDb(): Promise<ContentDb> {
  return copyOfCachedAsync('judge', async () => {
    const db = createTestDb(...JUDGE_RELEASES);
    await importSharedDocuments(db, 'mtr2025Pdf', 'ipg2024Pdf', 'jar2024Html', 'dmtr2021Html', 'dipg2021Html');
    await importCardFiles(db, ORACLE_CARDS_FILE, RULINGS_FILE, { updatedAt: SAMPLE_UPDATED_AT });
    return db;
  });
}
