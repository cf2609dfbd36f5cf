/**
 * Issue 13, case 1: a damaged file for a date already stored silently replaced the good release
 * (a bit-flipped cr-20260116.txt lost 309.2a and the glossary entry "Backup"). A replacement is now
 * accepted only when it looks like a corrected re-publication; the replaced bytes stay restorable.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listImportedFiles } from '../../../database/imported-files.js';
import { importReleaseFile, restoreRelease, sha256Hex } from '../../../rules-db/store/import-release.js';
import { listReleases, releaseAt } from '../../../rules-db/store/release-queries.js';
import { getRule } from '../../../rules-db/store/rule-queries.js';
import { createTestDb } from '../../support/rules-db-fixture.js';
import { crPath } from '../../support/shared-data.js';
import { tableCounts } from '../../support/table-counts.js';

const good = () => readFileSync(crPath('cr-20260116.txt'));

/** A reproducible stream of numbers in [0, 1). */
function seeded(seed: number): () => number {
  return () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
}

/** `bytes` with `count` random bits flipped; `asciiOnly` keeps every byte 7-bit (no decoding damage). */
function flipBits(bytes: Buffer, count: number, seed: number, asciiOnly = false): Buffer {
  const copy = Buffer.from(bytes);
  const random = seeded(seed);
  for (let flipped = 0; flipped < count; ) {
    const position = Math.floor(random() * copy.length);
    const bit = Math.floor(random() * (asciiOnly ? 7 : 8));
    if (asciiOnly && (copy[position]! >= 0x80 || copy[position]! < 0x20 || (copy[position]! ^ (1 << bit)) < 0x20 || (copy[position]! ^ (1 << bit)) === 0x7f)) continue;
    copy[position]! ^= 1 << bit;
    flipped++;
  }
  return copy;
}

/** `bytes` with one bit flipped in the first occurrence of `text` at character `offset`. */
function flipIn(bytes: Buffer, text: string, offset: number, bit: number): Buffer {
  const copy = Buffer.from(bytes);
  copy[copy.indexOf(text) + offset]! ^= 1 << bit;
  return copy;
}

describe('a different file for a stored effective date', () => {
  it('refuses 20 flipped bits, saying the file looks damaged, and changes nothing', () => {
    const db = createTestDb('cr-20260116.txt');
    const before = tableCounts(db);
    expect(() => importReleaseFile(db, flipBits(good(), 20, 1), { source: 'flipped.txt' })).toThrow(/^flipped\.txt: This file cannot be imported: line \d+ holds the character U\+[0-9A-F]{4} .*the file looks damaged\.$/);
    expect(tableCounts(db)).toEqual(before);
  });

  it('refuses flipped bits that lose rule 309.2a and the glossary entry "Backup", naming them', () => {
    const db = createTestDb('cr-20260116.txt');
    const before = tableCounts(db);
    // 309.2a → 309.2q ('a' ^ 0x10) and Backup → Bac{up ('k' ^ 0x10): still a well-formed file.
    const damaged = flipIn(flipIn(good(), '\r309.2a ', 6, 4), '\rBackup\r', 4, 4);
    expect(() => importReleaseFile(db, damaged, { source: 'damaged.txt' })).toThrow(
      /^damaged\.txt is not imported: it differs from the Comprehensive Rules effective 2026-01-16 already stored \(sha256 [0-9a-f]{12}\), and it would lose 1 rules \(309\.2a\); 1 glossary entries \(Backup\)\. .*`arbiter rules import damaged\.txt --replace`/,
    );
    expect(tableCounts(db)).toEqual(before);
    expect(getRule(db, releaseAt(db), '309.2a')).not.toBeNull();
  });

  it('refuses flipped bits that keep every rule but change more rules than a correction does', () => {
    const db = createTestDb('cr-20260116.txt');
    expect(() => importReleaseFile(db, flipBits(good(), 20, 1, true), { source: 'flipped.txt' })).toThrow(
      /it changes \d+ rules, headings or glossary entries, more than a corrected re-publication does \(at most 7\)/,
    );
    expect(listReleases(db)[0]!.sha256).toBe(sha256Hex(good()));
  });

  it('accepts a re-publication that fixes a typo, without --replace, and keeps the old bytes', () => {
    const db = createTestDb('cr-20260116.txt');
    const text = good().toString('utf8');
    expect(text).toContain('they choose a dungeon card they own');
    const corrected = Buffer.from(text.replace('they choose a dungeon card they own', 'they choose a dungeon card that they own'), 'utf8');
    const result = importReleaseFile(db, corrected, { source: 'cr-20260116-corrected.txt' });
    expect(result.status).toBe('replaced');
    expect(getRule(db, releaseAt(db), '309.2a')!.text).toContain('a dungeon card that they own');
    expect(listImportedFiles(db, ['cr']).map((file) => file.sha256).sort()).toEqual([sha256Hex(good()), sha256Hex(corrected)].sort());
  });

  it('replaces with --replace and brings the replaced release back with restore', () => {
    const db = createTestDb('cr-20260116.txt');
    const damaged = flipIn(good(), '\r309.2a ', 6, 4);
    const forced = importReleaseFile(db, damaged, { source: 'damaged.txt', replace: true });
    expect(forced.status).toBe('replaced');
    expect(getRule(db, releaseAt(db), '309.2a')).toBeNull();
    const restored = restoreRelease(db, '2026-01-16', sha256Hex(good()).slice(0, 8));
    expect(restored.status).toBe('restored');
    expect(restored.release).toMatchObject({ effectiveDate: '2026-01-16', sha256: sha256Hex(good()), rules: 3114, glossary: 725 });
    expect(getRule(db, releaseAt(db), '309.2a')).not.toBeNull();
    // Both files stay kept: the damaged one can be restored too, should anyone want it.
    expect(listImportedFiles(db, ['cr'])).toHaveLength(2);
  });

  it('names the kept files when a restore matches none', () => {
    const db = createTestDb('cr-20260116.txt');
    expect(() => restoreRelease(db, '2026-01-16', 'ffff')).toThrow(`No file effective 2026-01-16 has a sha256 starting with "ffff"; the kept ones start ${sha256Hex(good()).slice(0, 12)}.`);
    expect(() => restoreRelease(db, '2025-01-01', 'ffff')).toThrow('No imported file effective 2025-01-01 is kept; `arbiter rules list --all` lists what is.');
  });
});

describe('bounds on a Comprehensive Rules file', () => {
  const db = createTestDb();
  const text = good().toString('utf8');

  it('refuses a duplicated rule number, naming it and both lines', () => {
    const duplicated = Buffer.from(text.replace('\r309.2b ', '\r309.2a '), 'utf8');
    expect(() => importReleaseFile(db, duplicated, { source: 'dup.txt' })).toThrow(
      'dup.txt: This file cannot be imported: rule 309.2a appears twice, on line 1764 and on line 1766; a release numbers each rule once.',
    );
  });

  it('refuses a 50 MB rule line by the file size before decoding it', () => {
    const huge = Buffer.concat([good().subarray(0, 100_000), Buffer.alloc(50 * 1024 * 1024, 'a'), good().subarray(100_000)]);
    expect(() => importReleaseFile(db, huge, { source: 'huge.txt' })).toThrow(/^huge\.txt: This file cannot be imported: it is 53,383,\d{3} bytes, and a Comprehensive Rules file is never more than 16 MB/);
  });

  it('refuses an overlong line and an overlong rule', () => {
    const longLine = Buffer.from(text.replace('\r309.2a If', `\r309.2a ${'x'.repeat(30_000)} If`), 'utf8');
    expect(() => importReleaseFile(db, longLine, { source: 'long.txt' })).toThrow('long.txt: This file cannot be imported: line 1764 is 30,'); 
    const longRule = Buffer.from(text.replace('\r309.2a If', `\r309.2a If\r${'     more words.\r'.repeat(2000)}`), 'utf8');
    expect(() => importReleaseFile(db, longRule, { source: 'long.txt' })).toThrow(/rule 309\.2a is \d{2},\d{3} characters long, and no rule is longer than 20,000/);
  });

  it('refuses a section with implausibly many rules', () => {
    const padded = Buffer.from(text.replace('\r309.2a If', `\r${Array.from({ length: 4100 }, (_, index) => `309.${100 + Math.floor(index / 26)}${String.fromCharCode(97 + (index % 26))} Rule.`).join('\r')}\r309.2a If`), 'utf8');
    expect(() => importReleaseFile(db, padded, { source: 'many.txt' })).toThrow(/section 309 has 4,1\d\d rules, and no section has more than 4,000/);
  });
});
