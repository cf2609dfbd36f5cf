/** Bringing back card data an import replaced, from the source files every import keeps. */
import { Readable } from 'node:stream';
import type { ContentDb } from '../../database/open-database.js';
import { UserError } from '../../common/user-error.js';
import { readCompressedFile } from '../../database/imported-files.js';
import { readOracleCardsFile, readRulingsFile, type BulkKind } from '../parse/read-bulk-file.js';
import { listCardImports } from './card-data.js';
import { importCardData, KEPT_CARD_IMPORTS, type CardImportResult } from './import-cards.js';

function storedFile(db: ContentDb, kind: BulkKind, sha256: string): Readable {
  const gzip = readCompressedFile(db, kind, sha256);
  if (!gzip) {
    throw new UserError(
      'cards-source-missing',
      `The ${kind} file ${sha256.slice(0, 12)} is not kept in this database: only the files of the newest ${KEPT_CARD_IMPORTS} imports are.`,
    );
  }
  // The reader recognises gzip by its first bytes.
  return Readable.from([gzip]);
}

/**
 * Imports again the card data of import `id` (see `cards status`), as a new import: the data in
 * use now stays restorable the same way. Throws a UserError for an unknown id.
 */
export async function restoreCardData(db: ContentDb, id: number): Promise<CardImportResult> {
  const imports = listCardImports(db);
  const wanted = imports.find((candidate) => candidate.id === id);
  if (!wanted) {
    throw new UserError('cards-import-unknown', `No card import #${id}. Stored imports: ${imports.map((candidate) => `#${candidate.id} (${candidate.dataDate})`).join(', ') || 'none'}.`);
  }
  const cards = await readOracleCardsFile(storedFile(db, 'oracle_cards', wanted.cardsSha256), `the stored oracle_cards file of import #${id}`);
  const rulings = await readRulingsFile(storedFile(db, 'rulings', wanted.rulingsSha256), `the stored rulings file of import #${id}`);
  return importCardData(db, { cards, rulings, updatedAt: wanted.updatedAt, source: `restored from import #${id} (${wanted.source})` }, { replace: true });
}
