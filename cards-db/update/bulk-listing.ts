/** Scryfall's bulk-data listing: which oracle_cards and rulings files are current, and since when. */
import { z } from 'zod';
import { UserError } from '../../common/user-error.js';

/** Where Scryfall lists its bulk files (`CARDS_BULK_URL`). */
export const DEFAULT_CARDS_BULK_URL = 'https://api.scryfall.com/bulk-data';

const entrySchema = z.object({
  type: z.string(),
  download_uri: z.url(),
  updated_at: z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'is not a time'),
  // Newer listings give `size`, older ones `compressed_size`; neither is needed to download.
  size: z.number().optional(),
  compressed_size: z.number().optional(),
});

const listingSchema = z.object({ object: z.literal('list'), data: z.array(z.unknown()) });

export interface BulkFileEntry {
  type: 'oracle_cards' | 'rulings';
  url: string;
  /** ISO time Scryfall made the file. */
  updatedAt: string;
  /** Its size in bytes as the listing gives it (newer listings do), for a progress display. */
  size?: number;
}

export interface BulkListing {
  oracleCards: BulkFileEntry;
  rulings: BulkFileEntry;
  /** The later of the two files' times: when the data as a whole was made. */
  updatedAt: string;
}

/** Reads the listing's JSON text; a UserError when it is not a listing or lacks either file. */
export function parseBulkListing(text: string, url: string): BulkListing {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new UserError('cards-bad-listing', `${url} did not answer with JSON (${text.trimStart().startsWith('<') ? 'an HTML page' : 'unreadable text'}): is it Scryfall's /bulk-data listing?`);
  }
  const listing = listingSchema.safeParse(json);
  if (!listing.success) throw new UserError('cards-bad-listing', `${url} is not a Scryfall bulk-data listing (no "object": "list" with "data").`);
  const entries = listing.data.data.map((entry) => entrySchema.safeParse(entry)).flatMap((parsed) => (parsed.success ? [parsed.data] : []));
  const find = (type: BulkFileEntry['type']): BulkFileEntry => {
    const entry = entries.find((candidate) => candidate.type === type);
    if (!entry) {
      throw new UserError('cards-listing-incomplete', `The listing at ${url} has no ${type} file (it lists: ${entries.map((candidate) => candidate.type).join(', ') || 'nothing readable'}). Nothing was changed.`);
    }
    return { type, url: entry.download_uri, updatedAt: new Date(entry.updated_at).toISOString(), ...(entry.size ? { size: entry.size } : {}) };
  };
  const oracleCards = find('oracle_cards');
  const rulings = find('rulings');
  return { oracleCards, rulings, updatedAt: oracleCards.updatedAt > rulings.updatedAt ? oracleCards.updatedAt : rulings.updatedAt };
}
