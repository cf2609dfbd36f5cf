/** The one line `cards import`, `cards update` and `cards restore` print, and its JSON twin. */
import type { CardImportResult } from '../../cards-db/store/import-cards.js';

function skippedText(skipped: Record<string, number>): string {
  const entries = Object.entries(skipped);
  if (entries.length === 0) return '';
  const total = entries.reduce((sum, [, count]) => sum + count, 0);
  return `  (${total} card objects skipped: ${entries.map(([reason, count]) => `${count} × ${reason}`).join('; ')})`;
}

/** "35012 cards, 71024 rulings, data of 2026-01-15: imported" */
export function describeCardImport(result: CardImportResult): string {
  const { data } = result;
  const outcome = result.status === 'unchanged' ? 'unchanged (already in use)' : 'imported';
  return `${data.cards} cards, ${data.rulings} rulings, data of ${data.dataDate}: ${outcome}${result.status === 'imported' ? skippedText(data.skipped) : ''}`;
}

/** `{ "status", "cards", "rulings", "dataDate", "updatedAt", "skipped" }` */
export function cardImportJson(result: CardImportResult): Record<string, unknown> {
  const { data } = result;
  return { status: result.status, cards: data.cards, rulings: data.rulings, dataDate: data.dataDate, updatedAt: data.updatedAt, skipped: data.skipped };
}
