/** Writes a parsed release into the database in one transaction: all of it or nothing. */
import { createHash } from 'node:crypto';
import { looksLikeCorrection, refuseReplacement } from '../../common/replacement-review.js';
import { findImportedFile, keepImportedFile, readImportedFile } from '../../database/imported-files.js';
import type { ContentDb } from '../../database/open-database.js';
import { extractReferences } from '../parse/extract-references.js';
import { parseReleaseFile, type ParseOptions } from '../parse/parse-release-file.js';
import { ensureLineage } from './release-lineage.js';
import { countRelease, type Release } from '../release.js';
import { findReleaseBySha256, findReleaseByDate, type ReleaseSummary } from './release-queries.js';
import { parentRuleNumber, sectionNumberOf } from '../rule-number.js';
import { isTitleOnly } from '../rule-title.js';
import { indexText } from './index-text.js';
import { loadRelease } from './load-release.js';
import { reviewReleaseReplacement } from './review-replacement.js';

export type ImportStatus = 'imported' | 'unchanged' | 'replaced' | 'restored';

export interface ImportResult {
  status: ImportStatus;
  release: ReleaseSummary;
}

/** The kind the CR's files are kept under in imported_files. */
export const CR_FILE_KIND = 'cr';

export interface ImportOptions extends ParseOptions {
  /** Replace the release stored for the same date even when the new file looks damaged. */
  replace?: boolean;
}

/** Where an import's release came from: its source and bytes (kept, so a replacement is never lost). */
export interface ReleaseOrigin {
  source: string;
  sha256: string;
  /** The imported file's bytes, kept in imported_files; absent for releases built in code (tests). */
  bytes?: Uint8Array;
  replace?: boolean;
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Parses and imports the bytes of a release file. */
export function importReleaseFile(db: ContentDb, bytes: Uint8Array, options: ImportOptions): ImportResult {
  const sha256 = sha256Hex(bytes);
  const existing = findReleaseBySha256(db, sha256);
  // The same bytes again: nothing to parse, nothing to change.
  if (existing) return { status: 'unchanged', release: existing };
  const { replace, ...parseOptions } = options;
  return importRelease(db, parseReleaseFile(bytes, parseOptions), { source: options.source, sha256, bytes, replace });
}

/**
 * Imports a parsed release. The same bytes (sha256) again is a no-op. Different bytes for a stored
 * effective date replace that release only when they look like a corrected re-publication
 * (review-replacement.ts) or `replace` is set; otherwise a UserError says what would be lost. The
 * replaced release's bytes stay in imported_files, restorable with restoreRelease.
 */
export function importRelease(db: ContentDb, release: Release, origin: ReleaseOrigin): ImportResult {
  return db.transaction((): ImportResult => {
    const existing = findReleaseBySha256(db, origin.sha256);
    if (existing) return { status: 'unchanged', release: existing };
    const replaced = findReleaseByDate(db, release.effectiveDate);
    if (replaced && !origin.replace) {
      const review = reviewReleaseReplacement(loadRelease(db, replaced), release);
      if (!looksLikeCorrection(review)) {
        const subject = `the Comprehensive Rules effective ${replaced.effectiveDate}`;
        throw refuseReplacement(origin.source, subject, replaced.sha256, review, `arbiter rules import ${origin.source} --replace`);
      }
    }
    if (origin.bytes) keepImportedFile(db, { kind: CR_FILE_KIND, effectiveDate: release.effectiveDate, sha256: origin.sha256, source: origin.source }, origin.bytes);
    if (replaced) deleteRelease(db, replaced.id);
    insertRelease(db, release, origin);
    ensureLineage(db);
    return { status: replaced ? 'replaced' : 'imported', release: findReleaseByDate(db, release.effectiveDate)! };
  }).immediate();
}

/**
 * Brings back a kept file (`rules list --all`) as the release for its date: the one effective
 * `effectiveDate` whose sha256 starts with `sha256Prefix`.
 */
export function restoreRelease(db: ContentDb, effectiveDate: string, sha256Prefix: string): ImportResult {
  const file = findImportedFile(db, [CR_FILE_KIND], effectiveDate, sha256Prefix, 'arbiter rules list --all');
  const current = findReleaseBySha256(db, file.sha256);
  if (current) return { status: 'unchanged', release: current };
  const bytes = readImportedFile(db, file.id);
  // Kept dataset rows carry no date of their own: they are parsed as the date they were imported as.
  const release = parseReleaseFile(bytes, { source: file.source, effectiveDate: file.effectiveDate });
  return { ...importRelease(db, release, { source: file.source, sha256: file.sha256, replace: true }), status: 'restored' };
}

function deleteRelease(db: ContentDb, releaseId: number): void {
  // Contentless FTS rows are not covered by the foreign keys' cascade.
  db.prepare('DELETE FROM rule_search WHERE rowid IN (SELECT id FROM rules WHERE release_id = ?)').run(releaseId);
  db.prepare('DELETE FROM glossary_search WHERE rowid IN (SELECT id FROM glossary WHERE release_id = ?)').run(releaseId);
  db.prepare('DELETE FROM releases WHERE id = ?').run(releaseId);
}

function insertRelease(db: ContentDb, release: Release, origin: { source: string; sha256: string }): void {
  const counts = countRelease(release);
  const { lastInsertRowid: releaseId } = db
    .prepare(
      `INSERT INTO releases (effective_date, source, sha256, imported_at, rule_count, example_count, glossary_count)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(release.effectiveDate, origin.source, origin.sha256, new Date().toISOString(), counts.rules, counts.examples, counts.glossary);

  const insertHeading = db.prepare('INSERT INTO headings (release_id, number, kind, title) VALUES (?, ?, ?, ?)');
  for (const part of release.parts) insertHeading.run(releaseId, part.number, 'part', part.title);
  for (const section of release.sections) insertHeading.run(releaseId, section.number, 'section', section.title);

  insertRules(db, Number(releaseId), release);
  insertGlossary(db, Number(releaseId), release);
}

function insertRules(db: ContentDb, releaseId: number, release: Release): void {
  const insertRule = db.prepare(
    'INSERT INTO rules (release_id, number, parent, section, position, text) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertExample = db.prepare('INSERT INTO examples (rule_id, position, text) VALUES (?, ?, ?)');
  const insertReference = db.prepare('INSERT INTO rule_references (rule_id, position, target) VALUES (?, ?, ?)');
  const insertSearch = db.prepare('INSERT INTO rule_search (rowid, heading, text, examples) VALUES (?, ?, ?, ?)');

  const targets = referenceTargets(release);
  const titles = new Map(release.sections.map((section) => [section.number, section.title]));
  const keywordTitles = new Map(release.rules.filter((rule) => isTitleOnly(rule.text)).map((rule) => [rule.number, rule.text]));

  release.rules.forEach((rule, position) => {
    const parent = parentRuleNumber(rule.number);
    const section = sectionNumberOf(rule.number);
    const ruleId = Number(insertRule.run(releaseId, rule.number, parent, section, position, rule.text).lastInsertRowid);
    rule.examples.forEach((example, index) => insertExample.run(ruleId, index, example));
    const references = extractReferences([rule.text, ...rule.examples].join('\n'), rule.number, targets);
    references.forEach((target, index) => insertReference.run(ruleId, index, target));
    // The titles a rule sits under ("Keyword Abilities", "Trample") are searchable as its heading.
    const heading = [titles.get(section), keywordTitles.get(parent ?? rule.number)].filter(Boolean).join(' ');
    insertSearch.run(ruleId, indexText(releaseId, heading), indexText(releaseId, rule.text), indexText(releaseId, rule.examples.join(' ')));
  });
}

function insertGlossary(db: ContentDb, releaseId: number, release: Release): void {
  const insertEntry = db.prepare(
    'INSERT INTO glossary (release_id, position, term, terms, definition, examples) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertSearch = db.prepare('INSERT INTO glossary_search (rowid, term, definition) VALUES (?, ?, ?)');
  release.glossary.forEach((entry, position) => {
    const id = insertEntry.run(
      releaseId, position, entry.term, JSON.stringify(entry.terms), entry.definition, JSON.stringify(entry.examples),
    ).lastInsertRowid;
    insertSearch.run(id, indexText(releaseId, entry.terms.join(' ')), indexText(releaseId, entry.definition));
  });
}

function referenceTargets(release: Release) {
  const numbers = new Set([
    ...release.rules.map((rule) => rule.number),
    ...release.sections.map((section) => section.number),
    ...release.parts.map((part) => part.number),
  ]);
  const subrules = new Map<string, string[]>();
  for (const rule of release.rules) {
    const parent = parentRuleNumber(rule.number);
    if (parent) subrules.set(parent, [...(subrules.get(parent) ?? []), rule.number]);
  }
  return { has: (number: string) => numbers.has(number), subrulesOf: (rule: string) => subrules.get(rule) ?? [] };
}
