import { describe, expect, it } from 'vitest';
import { docVersionAt } from '../../../docs-db/store/doc-versions.js';
import { importDocumentFile } from '../../../docs-db/store/import-document.js';
import { documentOutline, requireSection, resolveSection, sectionAt, sectionsOfChapter } from '../../../docs-db/store/section-queries.js';
import { findSection, sectionNames } from '../../../docs-db/lookup/find-section.js';
import { loadShorthand } from '../../../docs-db/lookup/shorthand.js';
import { importSharedDocuments } from '../../support/docs-db-fixture.js';
import { createTestDb } from '../../support/rules-db-fixture.js';
import { readShared } from '../../support/shared-data.js';
import { sharedTournamentDocument, TOURNAMENT_FILES, type TournamentFile } from '../../support/tournament-documents.js';

const db = createTestDb();
const ready = importSharedDocuments(db, 'ipg2024Pdf', 'mtr2025Pdf');

/** Everything a judge might type for a document: numbers, titles, names, every shorthand spelling, typos, junk. */
async function queriesFor(file: TournamentFile): Promise<string[]> {
  const doc = await sharedTournamentDocument(file);
  const typed = doc.sections.flatMap((section) => [section.number, `${doc.kind} ${section.number}.`, ...sectionNames(section), section.title.toUpperCase()]);
  const shorthand = loadShorthand().flatMap((entry) => (entry.doc === doc.kind ? entry.shorthand : []));
  const typos = ['game rule violaton', 'missed triger', 'tardyness', 'rule violation', 'theft', 'app. b', 'B', 'touranment shortcuts', 'out of order sequencing'];
  const misses = ['', '   ', '9.9', '5', 'Appendix Q', 'xyzzy', 'MD', 'USC', '"NEAR(', "'; DROP TABLE doc_sections; --"];
  return [...typed.filter(Boolean), ...shorthand, ...typos, ...misses];
}

describe('resolveSection', () => {
  it.each([['ipg2024Pdf'], ['mtr2025Pdf']] as const)(
    'finds exactly what findSection finds in the parsed %s, for every number, title, shorthand, typo and miss',
    async (file) => {
      await ready;
      const doc = await sharedTournamentDocument(file);
      const version = docVersionAt(db, doc.kind);
      const queries = await queriesFor(file);
      expect(queries.length).toBeGreaterThan(100);
      for (const query of queries) {
        const expected = findSection(doc, query);
        const found = resolveSection(db, version, query);
        expect(found && { number: found.number, title: found.title, text: found.text }, query).toEqual(
          expected && { number: expected.number, title: expected.title, text: expected.text },
        );
      }
    },
  );

  it.each(['GRV', 'game rule violation', '2.5', 'IPG 2.5.', 'grv', 'game rul violaton'])('finds IPG 2.5 from %j', async (query) => {
    await ready;
    expect(resolveSection(db, docVersionAt(db, 'ipg'), query)?.number).toBe('2.5');
  });

  it('returns the whole stored section with its infraction', async () => {
    await ready;
    const ipg = await sharedTournamentDocument('ipg2024Pdf');
    const { position, ...stored } = resolveSection(db, docVersionAt(db, 'ipg'), 'HCE')!;
    expect(stored).toEqual(ipg.sections[position]);
    expect(stored.number).toBe('2.3');
  });
});

describe('requireSection', () => {
  it('names the document, its date and the nearest candidates when nothing matches', async () => {
    await ready;
    expect(() => requireSection(db, docVersionAt(db, 'ipg'), 'slow')).not.toThrow();
    expect(() => requireSection(db, docVersionAt(db, 'ipg'), 'xyzzy')).toThrow(
      'No section "xyzzy" in the Infraction Procedure Guide effective 2024-09-23. Try a number such as 2.5, a name such as "Game Rule Violation", or shorthand such as GRV.',
    );
    expect(() => requireSection(db, docVersionAt(db, 'mtr'), 'shortcuts please')).toThrow(/^No section "shortcuts please" in the Magic Tournament Rules effective 2025-04-21\./);
    expect(() => requireSection(db, docVersionAt(db, 'ipg'), 'mark')).toThrow(/Did you mean: 3\.8 Tournament Error — Marked Cards \(MC\)/);
  });
});

describe('the outline of a version', () => {
  it('lists every section without its text, in order, and a chapter’s sections', async () => {
    await ready;
    const version = docVersionAt(db, 'mtr');
    const outline = documentOutline(db, version);
    const mtr = await sharedTournamentDocument('mtr2025Pdf');
    expect(outline.sections.map(({ number, title }) => ({ number, title }))).toEqual(mtr.sections.map(({ number, title }) => ({ number, title })));
    expect(outline.sections.every((section) => section.text === '')).toBe(true);
    expect(sectionsOfChapter(db, version, requireSection(db, version, '4')).map((section) => section.number)).toEqual(['4.1', '4.2', '4.3', '4.4', '4.5', '4.6', '4.7', '4.8', '4.9']);
    expect(sectionAt(db, version, outline.sections.length)).toBeNull();
  });

  it('is read again when a version is replaced by other bytes for the same date', async () => {
    const scratch = createTestDb();
    await importSharedDocuments(scratch, 'ipg2024Pdf');
    const before = documentOutline(scratch, docVersionAt(scratch, 'ipg'));
    await importDocumentFile(scratch, readShared(TOURNAMENT_FILES.ipg2024Pdftotext), 'ipg.txt', { replace: true });
    const after = documentOutline(scratch, docVersionAt(scratch, 'ipg'));
    expect(after).not.toBe(before);
    expect(after.sections).toHaveLength(36);
  });
});
