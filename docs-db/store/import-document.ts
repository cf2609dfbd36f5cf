/** Writes a parsed MTR or IPG into the database in one transaction: all of it or nothing. */
import { looksLikeCorrection, refuseReplacement } from '../../common/replacement-review.js';
import { findImportedFile, keepImportedFile, readImportedFile } from '../../database/imported-files.js';
import type { ContentDb } from '../../database/open-database.js';
import { sha256Hex } from '../../rules-db/store/import-release.js';
import { shorthandFor } from '../lookup/find-section.js';
import { foldTitle } from '../fold-title.js';
import { parseTournamentDocument } from '../parse/parse-tournament-document.js';
import type { TournamentDocument } from '../tournament-document.js';
import { docIndexText } from './index-text.js';
import { DOC_KINDS, DOC_TITLES } from '../tournament-document.js';
import { findDocVersion, findDocVersionBySha256, type DocVersionSummary } from './doc-versions.js';
import { reviewDocumentReplacement, storedSectionContents } from './review-replacement.js';

export type DocImportStatus = 'imported' | 'unchanged' | 'replaced' | 'restored';

export interface DocImportResult {
  status: DocImportStatus;
  version: DocVersionSummary;
}

/** The file name in a path or URL, which the parser names in its messages. */
function fileNameOf(source: string): string {
  const path = /^https?:\/\//i.test(source) ? new URL(source).pathname : source;
  return decodeURIComponent(path.split(/[\\/]/).pop() || source);
}

/** The kinds tournament documents' files are kept under in imported_files: the documents' own kinds. */
export const DOC_FILE_KINDS: string[] = [...DOC_KINDS];

/** Where an imported document came from; `bytes` are kept in imported_files (absent for documents built in code). */
export interface DocOrigin {
  source: string;
  sha256: string;
  bytes?: Uint8Array;
  /** Replace the stored version of the same date even when the new file looks damaged. */
  replace?: boolean;
}

/**
 * Parses and imports the bytes of an MTR or IPG file (PDF or text). The same bytes again are a
 * no-op found before parsing; anything but an MTR or IPG is refused with a UserError, changing nothing.
 */
export async function importDocumentFile(db: ContentDb, bytes: Uint8Array, source: string, options: { replace?: boolean } = {}): Promise<DocImportResult> {
  const sha256 = sha256Hex(bytes);
  const existing = findDocVersionBySha256(db, sha256);
  if (existing) return { status: 'unchanged', version: existing };
  const document = await parseTournamentDocument(bytes, fileNameOf(source));
  return importDocument(db, document, { source, sha256, bytes, replace: options.replace });
}

/**
 * Imports a parsed document. The same bytes (sha256) again are a no-op. Different bytes for a
 * stored kind and effective date replace that version only when they look like a corrected
 * re-publication (review-replacement.ts) or `replace` is set; otherwise a UserError says what would
 * be lost. The replaced version's bytes stay kept, restorable with restoreDocument.
 */
export function importDocument(db: ContentDb, document: TournamentDocument, origin: DocOrigin): DocImportResult {
  return db.transaction((): DocImportResult => {
    const existing = findDocVersionBySha256(db, origin.sha256);
    if (existing) return { status: 'unchanged', version: existing };
    const replaced = findDocVersion(db, document.kind, document.effectiveDate);
    if (replaced && !origin.replace) {
      const review = reviewDocumentReplacement(storedSectionContents(db, replaced.id), document);
      if (!looksLikeCorrection(review)) {
        const subject = `the ${DOC_TITLES[document.kind]} effective ${replaced.effectiveDate}`;
        throw refuseReplacement(fileNameOf(origin.source), subject, replaced.sha256, review, `arbiter docs import ${origin.source} --replace`);
      }
    }
    if (origin.bytes) keepImportedFile(db, { kind: document.kind, effectiveDate: document.effectiveDate, sha256: origin.sha256, source: origin.source }, origin.bytes);
    if (replaced) deleteVersion(db, replaced.id);
    insertVersion(db, document, origin);
    return { status: replaced ? 'replaced' : 'imported', version: findDocVersion(db, document.kind, document.effectiveDate)! };
  }).immediate();
}

/** Brings back a kept MTR or IPG file (`docs list --all`): the one effective `effectiveDate` whose sha256 starts with `sha256Prefix`. */
export async function restoreDocument(db: ContentDb, effectiveDate: string, sha256Prefix: string): Promise<DocImportResult> {
  const file = findImportedFile(db, DOC_FILE_KINDS, effectiveDate, sha256Prefix, 'arbiter docs list --all');
  const current = findDocVersionBySha256(db, file.sha256);
  if (current) return { status: 'unchanged', version: current };
  const document = await parseTournamentDocument(readImportedFile(db, file.id), fileNameOf(file.source));
  return { ...importDocument(db, document, { source: file.source, sha256: file.sha256, replace: true }), status: 'restored' };
}

function deleteVersion(db: ContentDb, versionId: number): void {
  // Contentless FTS rows are not covered by the foreign keys' cascade.
  db.prepare('DELETE FROM doc_search WHERE rowid IN (SELECT id FROM doc_sections WHERE version_id = ?)').run(versionId);
  db.prepare('DELETE FROM doc_versions WHERE id = ?').run(versionId);
}

function insertVersion(db: ContentDb, document: TournamentDocument, origin: { source: string; sha256: string }): void {
  const versionId = Number(
    db
      .prepare('INSERT INTO doc_versions (kind, effective_date, source, sha256, imported_at, section_count) VALUES (?, ?, ?, ?, ?, ?)')
      .run(document.kind, document.effectiveDate, origin.source, origin.sha256, new Date().toISOString(), document.sections.length).lastInsertRowid,
  );
  const insertSection = db.prepare(
    `INSERT INTO doc_sections (version_id, position, number, level, title, text, folded_title,
       infraction_class, infraction_name, folded_name, penalty, parts)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertSearch = db.prepare('INSERT INTO doc_search (rowid, title, text) VALUES (?, ?, ?)');
  const shorthand = shorthandFor(document);
  document.sections.forEach((section, position) => {
    const { infraction } = section;
    const sectionId = insertSection.run(
      versionId, position, section.number, section.level, section.title, section.text, foldTitle(section.title),
      infraction?.class ?? null, infraction?.name ?? null, infraction ? foldTitle(infraction.name) : null,
      infraction?.penalty ?? null, infraction ? JSON.stringify(infraction.parts) : null,
    ).lastInsertRowid;
    // Judges search by shorthand too ("GRV"), so it is indexed with the title.
    const spellings = shorthand.filter((entry) => entry.section === section).flatMap((entry) => entry.spellings);
    insertSearch.run(sectionId, docIndexText(versionId, [section.title, ...spellings].join(' ')), docIndexText(versionId, section.text));
  });
}
