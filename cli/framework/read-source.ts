/** The bytes an import command was pointed at: a file on disk, or an http(s) URL to download. */
import { readFile } from 'node:fs/promises';
import { downloadBytes, isUrl } from '../../common/download.js';
import { UserError } from '../../common/user-error.js';

/** Reads `source`; a UserError when the file cannot be read or the download fails. */
export async function readSource(source: string): Promise<Uint8Array> {
  if (isUrl(source)) return downloadBytes(source);
  try {
    return await readFile(source);
  } catch (error) {
    throw new UserError('file-unreadable', `Cannot read ${source}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}.`);
  }
}
