/** Which card data the database holds: the import in use (the newest) and the ones it replaced. */
import type { ContentDb } from '../../database/open-database.js';
import { statement } from '../../database/statement-cache.js';
import { UserError } from '../../common/user-error.js';

export interface CardDataSummary {
  id: number;
  /** The bulk files' updated_at (ISO). */
  updatedAt: string;
  /** YYYY-MM-DD of updatedAt: the date judges see. */
  dataDate: string;
  source: string;
  cardsSha256: string;
  rulingsSha256: string;
  importedAt: string;
  cards: number;
  rulings: number;
  /** Reason → card objects skipped for it. */
  skipped: Record<string, number>;
}

interface ImportRow {
  id: number;
  updatedAt: string;
  source: string;
  cardsSha256: string;
  rulingsSha256: string;
  importedAt: string;
  cards: number;
  rulings: number;
  skipped: string;
}

const COLUMNS = `id, updated_at AS updatedAt, source, cards_sha256 AS cardsSha256, rulings_sha256 AS rulingsSha256,
  imported_at AS importedAt, card_count AS cards, ruling_count AS rulings, skipped`;

function summary(row: ImportRow): CardDataSummary {
  return { ...row, dataDate: row.updatedAt.slice(0, 10), skipped: JSON.parse(row.skipped) as Record<string, number> };
}

/** The card data in use, or null before the first import. */
export function cardDataInUse(db: ContentDb): CardDataSummary | null {
  const row = statement(db, `SELECT ${COLUMNS} FROM card_imports ORDER BY id DESC LIMIT 1`).get() as ImportRow | undefined;
  return row ? summary(row) : null;
}

/** The card data in use; a UserError saying how to import some when there is none. */
export function requireCardData(db: ContentDb): CardDataSummary {
  const data = cardDataInUse(db);
  if (!data) {
    throw new UserError('no-card-data', 'The database holds no card data yet. Import it with `arbiter cards update` (or `arbiter cards import <oracle-cards.json> <rulings.json>`).');
  }
  return data;
}

/** Every import, newest first (the first is in use). */
export function listCardImports(db: ContentDb): CardDataSummary[] {
  return (statement(db, `SELECT ${COLUMNS} FROM card_imports ORDER BY id DESC`).all() as ImportRow[]).map(summary);
}

/**
 * Dates the data in use `updatedAt` when that is later: Scryfall listed the same files again, so
 * the data is current as of then, and the next check compares with that time instead of
 * downloading them once more.
 */
export function markCardDataListed(db: ContentDb, updatedAt: string): CardDataSummary | null {
  const current = cardDataInUse(db);
  if (current && updatedAt > current.updatedAt) statement(db, 'UPDATE card_imports SET updated_at = ? WHERE id = ?').run(updatedAt, current.id);
  return cardDataInUse(db);
}
