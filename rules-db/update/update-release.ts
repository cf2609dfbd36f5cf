/** `rules update`: find the newest CR text file on Wizards' rules page, download it, import it if new. */
import type { ContentDb } from '../../database/open-database.js';
import { downloadBytes, type DownloadOptions } from '../../common/download.js';
import { findNewestCrTextLink } from './find-cr-link.js';
import { importReleaseFile, type ImportResult } from '../store/import-release.js';
import { UserError } from '../../common/user-error.js';

export interface UpdateResult extends ImportResult {
  url: string;
}

/**
 * Downloads and imports the newest CR linked from `pageUrl`; throws a UserError when any step
 * fails. `onProgress` follows the CR file's download (the page is a few kilobytes).
 */
export async function updateFromRulesPage(db: ContentDb, pageUrl: string, options: DownloadOptions = {}): Promise<UpdateResult> {
  const { onProgress: _pageProgress, ...pageOptions } = options;
  const page = new TextDecoder().decode(await downloadBytes(pageUrl, pageOptions));
  const url = findNewestCrTextLink(page, pageUrl);
  if (!url) throw new UserError('no-cr-link', `${pageUrl} links no Comprehensive Rules .txt file; is it the rules page?`);
  const bytes = await downloadBytes(url, options);
  const source = decodeURIComponent(new URL(url).pathname.split('/').pop() || url);
  return { ...importReleaseFile(db, bytes, { source }), url };
}
