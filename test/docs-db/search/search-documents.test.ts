import { describe, expect, it } from 'vitest';
import { docVersionAt } from '../../../docs-db/store/doc-versions.js';
import { searchableVersions, searchDocuments } from '../../../docs-db/search/search-documents.js';
import { importSharedDocuments } from '../../support/docs-db-fixture.js';
import { createTestDb } from '../../support/rules-db-fixture.js';

const db = createTestDb();
const ready = importSharedDocuments(db, 'ipg2024Pdftotext', 'ipg2019Markdown', 'mtr2025Pdftotext');

describe('searchDocuments', () => {
  it('finds the section about the words first, the words in bold, with its document and date', async () => {
    await ready;
    const [first] = searchDocuments(db, searchableVersions(db, 'ipg'), 'missed trigger', 5);
    expect(first).toEqual({
      doc: 'ipg', section: '2.1', title: 'Game Play Error — Missed Trigger', snippet: expect.any(Function),
      score: expect.any(Number), effectiveDate: '2024-09-23',
    });
    expect(first!.snippet()).toMatch(/\*\*trigger/i);
  });

  it('finds a section by its shorthand', async () => {
    await ready;
    expect(searchDocuments(db, searchableVersions(db, 'ipg'), 'FtMGS', 3)[0]).toMatchObject({ section: '2.6' });
  });

  it('searches one version only: the IPG in effect at a date, never its other versions', async () => {
    await ready;
    const old = searchDocuments(db, [docVersionAt(db, 'ipg', '2020-01-01')], 'backup', 10);
    expect(old.length).toBeGreaterThan(0);
    expect(new Set(old.map((hit) => hit.effectiveDate))).toEqual(new Set(['2019-01-21']));
  });

  it('searches both documents when none is named, best first', async () => {
    await ready;
    const hits = searchDocuments(db, searchableVersions(db, undefined), 'shortcut', 10);
    expect(new Set(hits.map((hit) => hit.doc))).toEqual(new Set(['mtr', 'ipg']));
    expect(hits[0]).toMatchObject({ doc: 'mtr', section: '4.2' });
    expect(hits.map((hit) => hit.score)).toEqual([...hits.map((hit) => hit.score)].sort((a, b) => b - a));
  });

  it('falls back to any of the words when all of them find too few', async () => {
    await ready;
    expect(searchDocuments(db, searchableVersions(db, 'mtr'), 'judge xylophone', 3)).toHaveLength(3);
  });

  it.each(['"NEAR(', 'AND OR NOT', '*', '-shortcut', 'title:shortcut', ')(', 'd1xshortcut', "'; DROP TABLE doc_sections; --"])(
    'treats %j as words, never as FTS5 syntax',
    async (query) => {
      await ready;
      expect(() => searchDocuments(db, searchableVersions(db, undefined), query, 5)).not.toThrow();
    },
  );

  it('returns [] for a query without words', async () => {
    await ready;
    expect(searchDocuments(db, searchableVersions(db, undefined), '  ?! ', 5)).toEqual([]);
  });
});

describe('searchableVersions', () => {
  it('skips a document not imported, and says how to import when neither is', async () => {
    const ipgOnly = createTestDb();
    await importSharedDocuments(ipgOnly, 'ipg2019Markdown');
    expect(searchableVersions(ipgOnly, undefined).map((version) => version.kind)).toEqual(['ipg']);
    expect(() => searchableVersions(ipgOnly, 'mtr')).toThrow('holds no Magic Tournament Rules yet');
    expect(() => searchableVersions(createTestDb(), undefined)).toThrow('arbiter docs import <file>');
  });
});
