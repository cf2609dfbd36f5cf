/**
 * Issue 13, cases 1 and 4: an MTR PDF with 50 overwritten bytes imported as "replaced" with 40 of
 * its 104 sections, and a damaged PDF failed with a bare pdfjs Error. Now the first is refused
 * against the stored good copy (and accepted with --replace, the old bytes restorable), the second
 * is "not a readable PDF".
 */
import { describe, expect, it } from 'vitest';
import { listImportedFiles } from '../../../database/imported-files.js';
import { docVersionAt } from '../../../docs-db/store/doc-versions.js';
import { importDocumentFile, restoreDocument } from '../../../docs-db/store/import-document.js';
import { sha256Hex } from '../../../rules-db/store/import-release.js';
import { importSharedDocuments } from '../../support/docs-db-fixture.js';
import { createTestDb } from '../../support/rules-db-fixture.js';
import { readShared } from '../../support/shared-data.js';
import { tableCounts } from '../../support/table-counts.js';
import { TOURNAMENT_FILES } from '../../support/tournament-documents.js';

const mtrPdf = () => readShared(TOURNAMENT_FILES.mtr2025Pdf);

/** The MTR PDF with `count` bytes overwritten at reproducible random places. */
function overwriteBytes(count: number, seed: number): Buffer {
  const copy = Buffer.from(mtrPdf());
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let index = 0; index < count; index++) copy[Math.floor(random() * copy.length)] = Math.floor(random() * 256);
  return copy;
}

describe('a damaged MTR PDF for a stored version', () => {
  it('is refused when it still parses but lost sections, naming them, and changes nothing', async () => {
    const db = createTestDb();
    await importSharedDocuments(db, 'mtr2025Pdf');
    const before = tableCounts(db);
    // Seed 7 leaves a PDF pdfjs reads, in which only 39 of the 104 sections are found.
    await expect(importDocumentFile(db, overwriteBytes(50, 7), 'mtr-damaged.pdf')).rejects.toThrow(
      /^mtr-damaged\.pdf is not imported: it differs from the Magic Tournament Rules effective 2025-04-21 already stored \(sha256 [0-9a-f]{12}\), and it would lose \d\d sections \(.*\)\. .*--replace/,
    );
    expect(tableCounts(db)).toEqual(before);
  });

  it('is accepted with --replace, and the good version comes back with restore', async () => {
    const db = createTestDb();
    await importSharedDocuments(db, 'mtr2025Pdf');
    const forced = await importDocumentFile(db, overwriteBytes(50, 7), 'mtr-damaged.pdf', { replace: true });
    expect(forced.status).toBe('replaced');
    expect(forced.version.sections).toBeLessThan(104);
    const restored = await restoreDocument(db, '2025-04-21', sha256Hex(mtrPdf()).slice(0, 10));
    expect(restored.status).toBe('restored');
    expect(docVersionAt(db, 'mtr')).toMatchObject({ sha256: sha256Hex(mtrPdf()), sections: 104 });
    expect(listImportedFiles(db, ['mtr'])).toHaveLength(2);
  });

  it('says "not a readable PDF" when pdfjs cannot read it', async () => {
    const db = createTestDb();
    // Seed 1 breaks a compressed stream: pdfjs fails on a page, after the document opened.
    await expect(importDocumentFile(db, overwriteBytes(50, 1), 'mtr-broken.pdf')).rejects.toThrow(
      /^mtr-broken\.pdf: This is not a readable PDF \(.+\): a damaged or incomplete file\? Download it again\.$/,
    );
  });
});
