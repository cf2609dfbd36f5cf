/** `docs update`: find the MTR, IPG and JAR PDFs on Wizards' rules-documents page, import what is new. */
import type { ContentDb } from '../../database/open-database.js';
import { downloadBytes, type DownloadOptions } from '../../common/download.js';
import { isUserError, UserError } from '../../common/user-error.js';
import { findDocumentLinks, type DocumentLink } from './find-document-links.js';
import { importDocumentFile, type DocImportResult } from '../store/import-document.js';

/** What became of one linked PDF: imported (or found unchanged), or refused with the reason. */
export type DocUpdateOutcome = DocumentLink & ({ ok: true; result: DocImportResult } | { ok: false; error: UserError });

/**
 * Downloads every MTR, IPG and JAR PDF linked from `pageUrl` and imports each in its own transaction;
 * one bad file does not stop the others. Throws a UserError when the page itself fails or links none.
 */
export async function updateFromDocumentsPage(db: ContentDb, pageUrl: string, options: DownloadOptions = {}): Promise<DocUpdateOutcome[]> {
  const page = new TextDecoder().decode(await downloadBytes(pageUrl, options));
  const links = findDocumentLinks(page, pageUrl);
  if (links.length === 0) {
    throw new UserError('no-document-links', `${pageUrl} links no Magic Tournament Rules or Infraction Procedure Guide PDF; is it the rules documents page?`);
  }
  const outcomes: DocUpdateOutcome[] = [];
  for (const link of links) {
    try {
      const bytes = await downloadBytes(link.url, options);
      outcomes.push({ ...link, ok: true, result: await importDocumentFile(db, bytes, link.url) });
    } catch (error) {
      if (!isUserError(error)) throw error;
      outcomes.push({ ...link, ok: false, error });
    }
  }
  return outcomes;
}
