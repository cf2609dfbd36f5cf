/**
 * `cards update`: read Scryfall's bulk-data listing and, when its files are newer than the card
 * data in use, stream both down and import them in one transaction.
 */
import type { ContentDb } from '../../database/open-database.js';
import { streamDownload } from '../../common/stream-download.js';
import { MAX_BULK_BYTES, readOracleCardsFile, readRulingsFile } from '../parse/read-bulk-file.js';
import { cardDataInUse, markCardDataListed } from '../store/card-data.js';
import { importCardData, type CardImportResult } from '../store/import-cards.js';
import { parseBulkListing } from './bulk-listing.js';

/** Scryfall asks API clients to say who they are and to ask for JSON. */
export const SCRYFALL_HEADERS = {
  'User-Agent': 'Arbiter/0.1 (Discord bot and CLI for Magic: The Gathering judges)',
  Accept: 'application/json',
};

/** The listing is a few kilobytes. */
const MAX_LISTING_BYTES = 1024 * 1024;

export interface CardUpdateOptions {
  /** For each download (the listing, then each file). */
  timeoutMs?: number;
  /** Import even if stored cards or rulings would be lost (never used by the scheduled refresh). */
  replace?: boolean;
}

/**
 * Imports the files `listingUrl` lists if they are newer than the data in use (status
 * 'unchanged' otherwise, with nothing downloaded). Throws a UserError when the listing or a file
 * cannot be had or read, or the new files would lose stored data; the data in use then stays.
 */
export async function updateCardsFromListing(db: ContentDb, listingUrl: string, options: CardUpdateOptions = {}): Promise<CardImportResult> {
  const timeoutMs = options.timeoutMs ?? 10 * 60_000;
  const chunks: Uint8Array[] = [];
  for await (const chunk of await streamDownload(listingUrl, { timeoutMs, maxBytes: MAX_LISTING_BYTES, headers: SCRYFALL_HEADERS })) chunks.push(chunk);
  const listing = parseBulkListing(Buffer.concat(chunks).toString('utf8'), listingUrl);
  const current = cardDataInUse(db);
  if (current && Date.parse(listing.updatedAt) <= Date.parse(current.updatedAt)) return { status: 'unchanged', data: current };
  const download = (url: string, maxBytes: number) => streamDownload(url, { timeoutMs, maxBytes, headers: SCRYFALL_HEADERS });
  const cards = await readOracleCardsFile(await download(listing.oracleCards.url, MAX_BULK_BYTES.oracle_cards), listing.oracleCards.url);
  const rulings = await readRulingsFile(await download(listing.rulings.url, MAX_BULK_BYTES.rulings), listing.rulings.url);
  const result = importCardData(db, { cards, rulings, updatedAt: listing.updatedAt, source: listingUrl }, { replace: options.replace ?? false });
  return result.status === 'unchanged' ? { status: 'unchanged', data: markCardDataListed(db, listing.updatedAt)! } : result;
}
