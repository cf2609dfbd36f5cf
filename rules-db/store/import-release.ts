/** Writes a parsed release into the database in one transaction: all of it or nothing. */
import { createHash } from 'node:crypto';
import type { ContentDb } from '../../database/open-database.js';
import { extractReferences } from '../parse/extract-references.js';
import { parseReleaseFile, type ParseOptions } from '../parse/parse-release-file.js';
import { ensureLineage } from './release-lineage.js';
import { countRelease, type Release } from '../release.js';
import { findReleaseBySha256, findReleaseByDate, type ReleaseSummary } from './release-queries.js';
import { parentRuleNumber, sectionNumberOf } from '../rule-number.js';
import { isTitleOnly } from '../rule-title.js';
import { indexText } from './index-text.js';

export type ImportStatus = 'imported' | 'unchanged' | 'replaced';

export interface ImportResult {
  status: ImportStatus;
  release: ReleaseSummary;
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Parses and imports the bytes of a release file. */
export function importReleaseFile(db: ContentDb, bytes: Uint8Array, options: ParseOptions): ImportResult {
  const sha256 = sha256Hex(bytes);
  const existing = findReleaseBySha256(db, sha256);
  // The same bytes again: nothing to parse, nothing to change.
  if (existing) return { status: 'unchanged', release: existing };
  return importRelease(db, parseReleaseFile(bytes, options), { source: options.source, sha256 });
}

/**
 * Imports a parsed release. The same bytes (sha256) again is a no-op; different bytes with an
 * existing effective date replace that release (a corrected re-publication).
 */
export function importRelease(db: ContentDb, release: Release, origin: { source: string; sha256: string }): ImportResult {
  return db.transaction((): ImportResult => {
    const existing = findReleaseBySha256(db, origin.sha256);
    if (existing) return { status: 'unchanged', release: existing };
    const replaced = findReleaseByDate(db, release.effectiveDate);
    if (replaced) deleteRelease(db, replaced.id);
    insertRelease(db, release, origin);
    ensureLineage(db);
    return { status: replaced ? 'replaced' : 'imported', release: findReleaseByDate(db, release.effectiveDate)! };
  }).immediate();
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
