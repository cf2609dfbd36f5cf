/** `docs update`: find the MTR, IPG and JAR PDFs on Wizards' rules-documents page, import what is new. */
import type { ContentDb } from '../../database/open-database.js';
import { downloadBytes, type DownloadOptions, type DownloadProgress } from '../../common/download.js';
import { isUserError, UserError } from '../../common/user-error.js';
import { findDocumentLinks, type DocumentLink } from './find-document-links.js';
import { importDocumentFile, type DocImportResult } from '../store/import-document.js';

/** What became of one linked PDF: imported (or found unchanged), or refused with the reason. */
export type DocUpdateOutcome = DocumentLink & ({ ok: true; result: DocImportResult } | { ok: false; error: UserError });

export interface DocUpdateOptions extends Omit<DownloadOptions, 'onProgress'> {
  /** Follows each linked document's download. */
  onProgress?: (link: DocumentLink, ...progress: Parameters<DownloadProgress>) => void;
}

/**
 * Downloads every MTR, IPG and JAR PDF linked from `pageUrl` and imports each in its own transaction;
 * one bad file does not stop the others. Throws a UserError when the page itself fails or links none.
 */
export async function updateFromDocumentsPage(db: ContentDb, pageUrl: string, options: DocUpdateOptions = {}): Promise<DocUpdateOutcome[]> {
  const { onProgress, ...downloadOptions } = options;
  const page = new TextDecoder().decode(await downloadBytes(pageUrl, downloadOptions));
  const links = findDocumentLinks(page, pageUrl);
  if (links.length === 0) {
    throw new UserError('no-document-links', `${pageUrl} links no Magic Tournament Rules or Infraction Procedure Guide PDF; is it the rules documents page?`);
  }
  const outcomes: DocUpdateOutcome[] = [];
  for (const link of links) {
    try {
      const bytes = await downloadBytes(link.url, { ...downloadOptions, ...(onProgress ? { onProgress: (received, total) => onProgress(link, received, total) } : {}) });
      outcomes.push({ ...link, ok: true, result: await importDocumentFile(db, bytes, link.url) });
    } catch (error) {
      if (!isUserError(error)) throw error;
      outcomes.push({ ...link, ok: false, error });
    }
  }
  return outcomes;
}
