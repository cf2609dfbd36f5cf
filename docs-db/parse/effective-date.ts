/**
 * The effective date a tournament document prints under its title: "Effective April 21, 2025", or
 * "Updated September 23, 2024" (Judging at Regular REL).
 */
import { parseLongDate } from '../../common/parse-date.js';

const EFFECTIVE = /\b(?:effective|updated)\s+(?:as\s+of\s+|on\s+)?([A-Za-z]+\.?\s+\d{1,2},?\s+\d{4})/i;
/** The date sits on the cover; further down "effective" dates belong to card sets. */
const COVER_PARAGRAPHS = 10;

/** "2025-04-21" from the cover's "Effective April 21, 2025" (or "Updated …"); null when the cover has none. */
export function findEffectiveDate(paragraphs: string[]): string | null {
  for (const paragraph of paragraphs.slice(0, COVER_PARAGRAPHS)) {
    const match = EFFECTIVE.exec(paragraph);
    const date = match ? parseLongDate(match[1]!) : null;
    if (date) return date;
  }
  return null;
}
