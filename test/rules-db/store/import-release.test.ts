import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importRelease, importReleaseFile, sha256Hex } from '../../../rules-db/store/import-release.js';
import { parseComprehensiveRules } from '../../../rules-db/parse/parse-cr.js';
import { listReleases, releaseAt } from '../../../rules-db/store/release-queries.js';
import { getRule } from '../../../rules-db/store/rule-queries.js';
import { createTestDb } from '../../support/rules-db-fixture.js';
import { crPath } from '../../support/shared-data.js';
import { tableCounts } from '../../support/table-counts.js';

const newest = () => readFileSync(crPath('cr-20260116.txt'));

describe('importReleaseFile', () => {
  it('stores a release with its counts, sha256 and source', () => {
    const db = createTestDb();
    const result = importReleaseFile(db, newest(), { source: 'cr-20260116.txt' });
    expect(result.status).toBe('imported');
    expect(listReleases(db)).toEqual([
      expect.objectContaining({ effectiveDate: '2026-01-16', rules: 3114, examples: 276, glossary: 725, sha256: sha256Hex(newest()), source: 'cr-20260116.txt' }),
    ]);
    expect(tableCounts(db)).toMatchObject({ rules: 3114, examples: 276, glossary: 725, headings: 9 + 146 });
  });

  it('stores parent, section, children and resolved references of a rule', () => {
    const db = createTestDb('cr-20260116.txt');
    const rule = getRule(db, releaseAt(db), '601.2')!;
    expect(rule.children.slice(0, 3)).toEqual(['601.2a', '601.2b', '601.2c']);
    expect(rule.references).toContain('601.2a');
    expect(getRule(db, releaseAt(db), '702.19b')).toMatchObject({ parent: '702.19', heading: 'Trample', section: { number: '702', title: 'Keyword Abilities' } });
    expect(getRule(db, releaseAt(db), '100.1b')!.references).toEqual(['8']);
  });

  it('treats the same bytes again as a no-op and says so', () => {
    const db = createTestDb('cr-20260116.txt');
    const before = tableCounts(db);
    const again = importReleaseFile(db, newest(), { source: 'again.txt' });
    expect(again.status).toBe('unchanged');
    expect(again.release.source).toBe('cr-20260116.txt');
    expect(tableCounts(db)).toEqual(before);
  });

  it('replaces a release when different bytes carry the same effective date', () => {
    const db = createTestDb('cr-20260116.txt');
    const corrected = Buffer.from(newest().toString('utf8').replace('Trample\r', 'Trample (corrected)\r'), 'utf8');
    const result = importReleaseFile(db, corrected, { source: 'corrected.txt' });
    expect(result.status).toBe('replaced');
    expect(listReleases(db)).toHaveLength(1);
    expect(getRule(db, releaseAt(db), '702.19')!.text).toBe('Trample (corrected)');
    expect(tableCounts(db)).toMatchObject({ rules: 3114, glossary: 725 });
  });

  it.each([
    ['an empty file', Buffer.alloc(0), /is empty/],
    ['an HTML page', Buffer.from('<!DOCTYPE html><html><body>Service unavailable</body></html>'), /HTML page/],
    ['a truncated download', () => newest().subarray(0, 200_000), /no Glossary|no Credits|only \d+ rules/],
    ['a file without a header date', Buffer.from('100.1. A rule.\n'), /effective as of/],
  ])('rejects %s and changes nothing', (_name, input, message) => {
    const db = createTestDb('cr-20251114.txt');
    const before = tableCounts(db);
    const bytes = typeof input === 'function' ? input() : input;
    expect(() => importReleaseFile(db, bytes, { source: 'bad.txt' })).toThrow(message);
    expect(tableCounts(db)).toEqual(before);
  });

  it('rolls back everything when writing fails half-way', () => {
    const db = createTestDb('cr-20251114.txt');
    const before = tableCounts(db);
    const release = parseComprehensiveRules(newest());
    // A duplicated number violates UNIQUE (release_id, number) after thousands of rows were written.
    release.rules.push({ ...release.rules[3000]! });
    expect(() => importRelease(db, release, { source: 'broken', sha256: 'x' })).toThrow(/UNIQUE/);
    expect(tableCounts(db)).toEqual(before);
    expect(db.prepare("SELECT COUNT(*) FROM rule_search WHERE rule_search MATCH 'r2xtrample'").pluck().get()).toBe(0);
  });

  it('runs the database in WAL mode', () => {
    expect(createTestDb().pragma('journal_mode', { simple: true })).toBe('wal');
  });
});

describe('releaseAt', () => {
  const db = createTestDb('cr-20240202.txt', 'cr-20251114.txt', 'cr-20260116.txt');

  it('picks the newest release effective on or before the date, or the newest without one', () => {
    expect(releaseAt(db).effectiveDate).toBe('2026-01-16');
    expect(releaseAt(db, '2026-01-15').effectiveDate).toBe('2025-11-14');
    expect(releaseAt(db, '2025-11-14').effectiveDate).toBe('2025-11-14');
    expect(releaseAt(db, '2024-12-31').effectiveDate).toBe('2024-02-02');
  });

  it('explains dates before the oldest release and malformed dates', () => {
    expect(() => releaseAt(db, '2020-01-01')).toThrow('No release was in effect on 2020-01-01; the oldest imported release is 2024-02-02.');
    expect(() => releaseAt(db, '2024-02-30')).toThrow('use YYYY-MM-DD');
  });

  it('tells how to import when the database is empty', () => {
    expect(() => releaseAt(createTestDb())).toThrow('arbiter rules import <file>');
  });
});
