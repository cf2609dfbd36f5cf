/** `cards import`: card data from local copies of Scryfall's oracle_cards and rulings files. */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { ContentDb } from '../../database/open-database.js';
import { UserError } from '../../common/user-error.js';
import { readOracleCardsFile, readRulingsFile } from '../parse/read-bulk-file.js';
import { importCardData, type CardImportResult } from '../store/import-cards.js';

/** Scryfall names its bulk files by the time it made them: oracle-cards-20230404210321.json. */
const FILE_NAME_TIME = /(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})/;

/** When the data in `file` was made: the time in its name, else when the file was last written. */
async function fileTime(file: string): Promise<string> {
  const match = FILE_NAME_TIME.exec(path.basename(file));
  if (match) {
    const [, year, month, day, hour, minute, second] = match;
    const time = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`);
    if (!Number.isNaN(time.getTime())) return time.toISOString();
  }
  return (await stat(file)).mtime.toISOString();
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
  /** When the data was made (ISO date or time); default: from the cards file (see fileTime). */
  updatedAt?: string;
}

/** Reads both files (streamed, gzip or plain) and imports them; see importCardData. */
export async function importCardFiles(db: ContentDb, cardsFile: string, rulingsFile: string, options: CardFilesOptions = {}): Promise<CardImportResult> {
  await checkReadable(cardsFile);
  await checkReadable(rulingsFile);
  const updatedAt = options.updatedAt ?? (await fileTime(cardsFile));
  const cards = await readOracleCardsFile(createReadStream(cardsFile, { highWaterMark: 1 << 20 }), path.basename(cardsFile));
  const rulings = await readRulingsFile(createReadStream(rulingsFile, { highWaterMark: 1 << 20 }), path.basename(rulingsFile));
  const source = `${path.basename(cardsFile)} + ${path.basename(rulingsFile)}`;
  return importCardData(db, { cards, rulings, updatedAt, source }, { replace: options.replace ?? false });
}
