import { describe, expect, it } from 'vitest';
import { docVersionAt, listDocVersions } from '../../../docs-db/store/doc-versions.js';
import { importDocument, importDocumentFile } from '../../../docs-db/store/import-document.js';
import { resolveSection } from '../../../docs-db/store/section-queries.js';
import { sha256Hex } from '../../../rules-db/store/import-release.js';
import type { TournamentDocument } from '../../../docs-db/tournament-document.js';
import { importSharedDocuments } from '../../support/docs-db-fixture.js';
import { createTestDb } from '../../support/rules-db-fixture.js';
import { readShared } from '../../support/shared-data.js';
import { tableCounts } from '../../support/table-counts.js';
import { sharedTournamentDocument, TOURNAMENT_FILES } from '../../support/tournament-documents.js';

const ipgPdf = () => new Uint8Array(readShared(TOURNAMENT_FILES.ipg2024Pdf));

/** How many words of version `versionId` the full-text index holds a posting for. */
function indexedSections(db: ReturnType<typeof createTestDb>, versionId: number, word: string): number {
  return db.prepare('SELECT COUNT(*) FROM doc_search WHERE doc_search MATCH ?').pluck().get(`"d${versionId}x${word}"`) as number;
}

describe('importDocumentFile', () => {
  it('stores an IPG PDF with its kind, date, counts, sha256, source, sections and infractions', async () => {
    const db = createTestDb();
    const result = await importDocumentFile(db, ipgPdf(), 'ipg-20240923.pdf');
    expect(result).toEqual({
      status: 'imported',
      version: {
        id: 1, kind: 'ipg', effectiveDate: '2024-09-23', source: 'ipg-20240923.pdf', sha256: sha256Hex(ipgPdf()),
        importedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), sections: 36,
      },
    });
    expect(tableCounts(db)).toMatchObject({ doc_versions: 1, doc_sections: 36 });
    const grv = resolveSection(db, result.version, '2.5')!;
    expect(grv).toMatchObject({ number: '2.5', level: 'section', title: 'Game Play Error — Game Rule Violation', position: 13 });
    expect(grv.infraction).toMatchObject({ class: 'Game Play Error', name: 'Game Rule Violation', penalty: 'Warning' });
    expect(Object.keys(grv.infraction!.parts)).toEqual(['definition', 'examples', 'philosophy', 'additionalRemedy']);
    expect(indexedSections(db, 1, 'trigger')).toBeGreaterThan(0);
  });

  it('treats the same bytes again as a no-op without parsing them, and says so', async () => {
    const db = createTestDb();
    await importSharedDocuments(db, 'ipg2024Pdf');
    const before = tableCounts(db);
    const again = await importDocumentFile(db, ipgPdf(), 'renamed.pdf');
    expect(again.status).toBe('unchanged');
    expect(again.version.source).toBe('ipg-20240923.pdf');
    expect(tableCounts(db)).toEqual(before);
  });

  it('refuses other bytes for the same document and date that change many sections, keeping the stored version', async () => {
    const db = createTestDb();
    await importSharedDocuments(db, 'ipg2024Pdf');
    const before = tableCounts(db);
    const text = readShared(TOURNAMENT_FILES.ipg2024Pdftotext);
    await expect(importDocumentFile(db, text, 'ipg-20240923.pdftotext.txt')).rejects.toThrow(
      /^ipg-20240923\.pdftotext\.txt is not imported: it differs from the Infraction Procedure Guide effective 2024-09-23 already stored \(sha256 [0-9a-f]{12}\), and it changes 19 sections, more than a corrected re-publication does \(at most 3\)\..*--replace/,
    );
    expect(tableCounts(db)).toEqual(before);
  });

  it('replaces a version with --replace when other bytes carry the same document and date (the pdftotext form of the 2024 IPG)', async () => {
    const db = createTestDb();
    await importSharedDocuments(db, 'ipg2024Pdf');
    const text = readShared(TOURNAMENT_FILES.ipg2024Pdftotext);
    const result = await importDocumentFile(db, text, 'ipg-20240923.pdftotext.txt', { replace: true });
    expect(result.status).toBe('replaced');
    expect(result.version).toMatchObject({ kind: 'ipg', effectiveDate: '2024-09-23', source: 'ipg-20240923.pdftotext.txt', sha256: sha256Hex(text) });
    expect(listDocVersions(db)).toHaveLength(1);
    expect(tableCounts(db)).toMatchObject({ doc_versions: 1, doc_sections: 36 });
    // The old version's words are gone from the index, whatever id the new one got.
    expect(db.prepare('SELECT COUNT(*) FROM doc_search').pluck().get()).toBe(36);
  });

  it('keeps versions side by side: two IPGs and an MTR', async () => {
    const db = createTestDb();
    await importSharedDocuments(db, 'ipg2024Pdf', 'ipg2019Markdown', 'mtr2009Text');
    expect(listDocVersions(db).map(({ kind, effectiveDate, sections }) => ({ kind, effectiveDate, sections }))).toEqual([
      { kind: 'ipg', effectiveDate: '2024-09-23', sections: 36 },
      { kind: 'ipg', effectiveDate: '2019-01-21', sections: expect.any(Number) },
      { kind: 'mtr', effectiveDate: '2009-07-01', sections: expect.any(Number) },
    ]);
  });

  it.each([
    ['an empty file', 'empty.pdf', () => new Uint8Array(0), /the file is empty/],
    ['an HTML error page', 'ipg.pdf', () => new TextEncoder().encode('<!DOCTYPE html><html><body>Service unavailable</body></html>'), /HTML page/],
    ['a truncated PDF', 'ipg.pdf', () => ipgPdf().subarray(0, 40_000), /not a readable PDF|not the Magic Tournament Rules/],
    ['the Comprehensive Rules', 'cr-20260116.txt', () => readShared('data/cr/cr-20260116.txt'), /Comprehensive Rules, which are imported as rules/],
  ])('refuses %s, saying so, and changes nothing', async (_name, fileName, bytes, message) => {
    const db = createTestDb();
    await importSharedDocuments(db, 'ipg2019Markdown');
    const before = tableCounts(db);
    const ftsRows = db.prepare('SELECT COUNT(*) FROM doc_search').pluck().get();
    await expect(importDocumentFile(db, bytes(), fileName)).rejects.toThrow(message);
    await expect(importDocumentFile(db, bytes(), fileName)).rejects.toMatchObject({ name: 'UserError', message: expect.stringContaining(fileName) });
    expect(tableCounts(db)).toEqual(before);
    expect(db.prepare('SELECT COUNT(*) FROM doc_search').pluck().get()).toBe(ftsRows);
  });

  it('rolls back everything when writing fails half-way', async () => {
    const db = createTestDb();
    const before = tableCounts(db);
    const ipg = await sharedTournamentDocument('ipg2024Pdf');
    // A level the schema does not allow fails the last insert, after 35 sections were written.
    const broken: TournamentDocument = { ...ipg, sections: [...ipg.sections.slice(0, 35), { ...ipg.sections[35]!, level: 'part' as never }] };
    expect(() => importDocument(db, broken, { source: 'broken', sha256: 'x' })).toThrow(/CHECK constraint/);
    expect(tableCounts(db)).toEqual(before);
    expect(indexedSections(db, 1, 'trigger')).toBe(0);
  });
});

describe('docVersionAt', () => {
  const db = createTestDb();
  const ready = importSharedDocuments(db, 'ipg2024Pdftotext', 'ipg2019Markdown');

  it('picks the newest version effective on or before the date, or the newest without one', async () => {
    await ready;
    expect(docVersionAt(db, 'ipg').effectiveDate).toBe('2024-09-23');
    expect(docVersionAt(db, 'ipg', '2024-09-22').effectiveDate).toBe('2019-01-21');
    expect(docVersionAt(db, 'ipg', '2024-09-23').effectiveDate).toBe('2024-09-23');
  });

  it('explains dates before the oldest version, malformed dates and a document not imported', async () => {
    await ready;
    expect(() => docVersionAt(db, 'ipg', '2018-12-31')).toThrow(
      'No Infraction Procedure Guide was in effect on 2018-12-31; the oldest imported is effective 2019-01-21.',
    );
    expect(() => docVersionAt(db, 'ipg', '2024-02-30')).toThrow('use YYYY-MM-DD');
    expect(() => docVersionAt(db, 'mtr')).toThrow(
      'The database holds no Magic Tournament Rules yet. Import it with `arbiter docs import <file>` or `arbiter docs update`.',
    );
  });
});
