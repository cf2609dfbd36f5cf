/**
 * `cards update`: read Scryfall's bulk-data listing and, when its files are newer than the card
 * data in use, stream both down and import them in one transaction.
 */
import type { ContentDb } from '../../database/open-database.js';
import { streamDownload } from '../../common/download.js';
import { MAX_BULK_BYTES, readOracleCardsFile, readRulingsFile, type BulkKind } from '../parse/read-bulk-file.js';
import { cardDataInUse, markCardDataListed } from '../store/card-data.js';
import { importCardData, type CardImportResult } from '../store/import-cards.js';
import { parseBulkListing, type BulkFileEntry } from './bulk-listing.js';

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
  /** Told, as each file arrives, how many of its bytes and objects have been read. */
  onProgress?: (file: BulkKind, progress: CardFileProgress) => void;
}

/** How far one bulk file's download has come. */
export interface CardFileProgress {
  receivedBytes: number;
  /** From the server, else from the listing; null when neither says. */
  totalBytes: number | null;
  /** Cards (or rulings) read so far. */
  items: number;
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
  // Bytes and objects read, reported together: the bytes say how far the file is, the objects what it holds.
  const progressOf = (entry: BulkFileEntry) => {
    const progress: CardFileProgress = { receivedBytes: 0, totalBytes: entry.size ?? null, items: 0 };
    const report = options.onProgress ? () => options.onProgress!(entry.type, progress) : undefined;
    const download = () =>
      streamDownload(entry.url, {
        timeoutMs,
        maxBytes: MAX_BULK_BYTES[entry.type],
        headers: SCRYFALL_HEADERS,
        ...(entry.size ? { expectedBytes: entry.size } : {}),
        onProgress: (receivedBytes, totalBytes) => {
          Object.assign(progress, { receivedBytes, totalBytes });
          report?.();
        },
      });
    const onItems = (items: number) => {
      progress.items = items;
      report?.();
    };
    return { download, onItems };
  };
  const cardsFile = progressOf(listing.oracleCards);
  const cards = await readOracleCardsFile(await cardsFile.download(), listing.oracleCards.url, { onItems: cardsFile.onItems });
  const rulingsFile = progressOf(listing.rulings);
  const rulings = await readRulingsFile(await rulingsFile.download(), listing.rulings.url, { onItems: rulingsFile.onItems });
  const result = importCardData(db, { cards, rulings, updatedAt: listing.updatedAt, source: listingUrl }, { replace: options.replace ?? false });
  return result.status === 'unchanged' ? { status: 'unchanged', data: markCardDataListed(db, listing.updatedAt)! } : result;
}
