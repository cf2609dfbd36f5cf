/** `cards import`: card data from local copies of Scryfall's oracle_cards and rulings files. */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ContentDb } from '../../database/open-database.js';
import { UserError } from '../../common/user-error.js';
import { readOracleCardsFile, readRulingsFile } from '../parse/read-bulk-file.js';
import { importCardData, type CardImportResult } from '../store/import-cards.js';
import { parseBulkListing } from './bulk-listing.js';

/** Scryfall names its bulk files by the time it made them: oracle-cards-20230404210321.json. */
const FILE_NAME_TIME = /(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})/;

/**
 * When Scryfall made the data in `file`: the time in its name, or null. A file's modification time
 * is when it was copied, not Scryfall's date (the shared sample's files all say the day they were
 * unpacked), so it is never taken: without a date the import is refused with what to give instead.
 */
function fileNameTime(file: string): string | null {
  const match = FILE_NAME_TIME.exec(path.basename(file));
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match;
  const time = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}

/** Scryfall's updated_at for the two files, from its bulk-data listing saved beside them. */
async function listingTime(file: string): Promise<string> {
  await checkReadable(file);
  return parseBulkListing(await readFile(file, 'utf8'), file).updatedAt;
}

async function checkReadable(file: string): Promise<void> {
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new UserError('file-unreadable', `Cannot read ${file}: it is not a file.`);
  } catch (error) {
    if (error instanceof UserError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new UserError('file-unreadable', `Cannot read ${file}: ${code === 'ENOENT' ? 'no such file' : (error as Error).message}.`);
  }
}

export interface CardFilesOptions {
  /** Import even if stored cards or rulings would be lost. */
  replace?: boolean;
  /** When Scryfall made the data (ISO date or time). */
  updatedAt?: string;
  /** Scryfall's bulk-data listing saved with the files: its updated_at dates them. */
  listingFile?: string;
}

/** The data's date: given, else the listing's updated_at, else the time in the cards file's name; a UserError when none says it. */
async function dataTime(cardsFile: string, options: CardFilesOptions): Promise<string> {
  if (options.updatedAt !== undefined) return options.updatedAt;
  if (options.listingFile !== undefined) return listingTime(options.listingFile);
  const named = fileNameTime(cardsFile);
  if (named) return named;
  throw new UserError(
    'card-data-date-unknown',
    `Nothing says when Scryfall made ${path.basename(cardsFile)}: give --date YYYY-MM-DD (Scryfall's updated_at for the files) or --listing <bulk-data.json> (Scryfall's bulk-data listing saved with them). A file's modification time is when it was copied, not Scryfall's date, so it is not used.`,
  );
}

/** Reads both files (streamed, gzip or plain) and imports them; see importCardData. */
export async function importCardFiles(db: ContentDb, cardsFile: string, rulingsFile: string, options: CardFilesOptions = {}): Promise<CardImportResult> {
  await checkReadable(cardsFile);
  await checkReadable(rulingsFile);
  const cards = await readOracleCardsFile(createReadStream(cardsFile, { highWaterMark: 1 << 20 }), path.basename(cardsFile));
  const rulings = await readRulingsFile(createReadStream(rulingsFile, { highWaterMark: 1 << 20 }), path.basename(rulingsFile));
  // After reading: a file that is no card data says so before a missing date is asked for.
  const updatedAt = await dataTime(cardsFile, options);
  const source = `${path.basename(cardsFile)} + ${path.basename(rulingsFile)}`;
  return importCardData(db, { cards, rulings, updatedAt, source }, { replace: options.replace ?? false });
}
