/** Reading rules of one release: a rule with its context, neighbours, sections, nearest numbers. */
import type { ContentDb } from '../../database/open-database.js';
import type { ReleaseSummary } from './release-queries.js';
import { compareRuleNumbers } from '../rule-number.js';
import { isTitleOnly } from '../rule-title.js';
import { statement } from '../../database/statement-cache.js';

export interface RuleDetail {
  number: string;
  text: string;
  examples: string[];
  parent: string | null;
  children: string[];
  references: string[];
  section: { number: string; title: string };
  /** The keyword or section the rule sits under ("Trample" for 702.19b, "General" for 100.1). */
  heading: string;
  previous: string | null;
  next: string | null;
  release: { effectiveDate: string };
}

interface RuleRow {
  id: number;
  number: string;
  parent: string | null;
  section: string;
  position: number;
  text: string;
}

const RULE_COLUMNS = 'id, number, parent, section, position, text';

function ruleRow(db: ContentDb, releaseId: number, number: string): RuleRow | undefined {
  return statement(db, `SELECT ${RULE_COLUMNS} FROM rules WHERE release_id = ? AND number = ?`).get(releaseId, number) as
    | RuleRow
    | undefined;
}

/** The title of a section (`702`) or part (`7`), or null. */
export function headingTitle(db: ContentDb, releaseId: number, number: string): string | null {
  const row = statement(db, 'SELECT title FROM headings WHERE release_id = ? AND number = ?').get(releaseId, number) as
    | { title: string }
    | undefined;
  return row?.title ?? null;
}

const RULE_DETAIL_SQL = `
  SELECT r.number, r.text, r.parent, r.section,
    (SELECT json_group_array(text) FROM (SELECT text FROM examples WHERE rule_id = r.id ORDER BY position)) AS examples,
    (SELECT json_group_array(number) FROM (SELECT number FROM rules WHERE release_id = r.release_id AND parent = r.number ORDER BY position)) AS children,
    (SELECT json_group_array(target) FROM (SELECT target FROM rule_references WHERE rule_id = r.id ORDER BY position)) AS refs,
    (SELECT title FROM headings WHERE release_id = r.release_id AND number = r.section) AS sectionTitle,
    (SELECT text FROM rules WHERE release_id = r.release_id AND number = r.parent) AS parentText,
    (SELECT number FROM rules WHERE release_id = r.release_id AND position = r.position - 1) AS previous,
    (SELECT number FROM rules WHERE release_id = r.release_id AND position = r.position + 1) AS next
  FROM rules r WHERE r.release_id = ? AND r.number = ?`;

interface RuleDetailRow {
  number: string;
  text: string;
  parent: string | null;
  section: string;
  examples: string;
  children: string;
  refs: string;
  sectionTitle: string | null;
  parentText: string | null;
  previous: string | null;
  next: string | null;
}

/** A rule with everything needed to show it; null when the release has no such number. One query: `show` is hot. */
export function getRule(db: ContentDb, release: ReleaseSummary, number: string): RuleDetail | null {
  const row = statement(db, RULE_DETAIL_SQL).get(release.id, number) as RuleDetailRow | undefined;
  if (!row) return null;
  const sectionTitle = row.sectionTitle ?? '';
  const heading = ruleHeading(row.text, row.parentText, sectionTitle);
  return {
    number: row.number,
    text: row.text,
    examples: JSON.parse(row.examples) as string[],
    parent: row.parent,
    children: JSON.parse(row.children) as string[],
    references: JSON.parse(row.refs) as string[],
    section: { number: row.section, title: sectionTitle },
    heading,
    previous: row.previous,
    next: row.next,
    release: { effectiveDate: release.effectiveDate },
  };
}

/** The keyword or section a rule sits under: its parent's title, its own when it is one, else its section's. */
export function ruleHeading(text: string, parentText: string | null, sectionTitle: string): string {
  return parentText !== null && isTitleOnly(parentText) ? parentText : isTitleOnly(text) ? text : sectionTitle;
}

/** The numbers of a section's rules (main rules and subrules) in order. */
export function rulesInSection(db: ContentDb, releaseId: number, section: string): string[] {
  return statement(db, 'SELECT number FROM rules WHERE release_id = ? AND section = ? ORDER BY position')
    .pluck()
    .all(releaseId, section) as string[];
}

/** Rule numbers of the release in order, from `first` to `last` inclusive. */
export function rulesBetween(db: ContentDb, releaseId: number, first: string, last: string): string[] {
  const start = ruleRow(db, releaseId, first);
  const end = ruleRow(db, releaseId, last);
  if (!start || !end) return [];
  return statement(db, 'SELECT number FROM rules WHERE release_id = ? AND position BETWEEN ? AND ? ORDER BY position')
    .pluck()
    .all(releaseId, start.position, end.position) as string[];
}

/**
 * Existing rules nearest to a number that does not exist: the ones just before and after the
 * place it would sort into, e.g. 702.19z → 702.19b, 702.19c, 702.20, 702.20a.
 */
export function nearestRules(db: ContentDb, releaseId: number, number: string, count = 4): string[] {
  const section = number.slice(0, 3);
  const candidates = statement(db, 'SELECT number FROM rules WHERE release_id = ? AND section BETWEEN ? AND ? ORDER BY position')
    .pluck()
    .all(releaseId, String(Number(section) - 1).padStart(3, '0'), String(Number(section) + 1).padStart(3, '0')) as string[];
  const insertAt = candidates.findIndex((candidate) => compareRuleNumbers(candidate, number) > 0);
  const split = insertAt < 0 ? candidates.length : insertAt;
  const half = Math.ceil(count / 2);
  return candidates.slice(Math.max(0, split - half), split).concat(candidates.slice(split, split + count - Math.min(half, split)));
}

/** Number and text of every rule of a release, in order (what text-based lookups scan). */
export function ruleTexts(db: ContentDb, releaseId: number): { number: string; text: string }[] {
  return statement(db, 'SELECT number, text FROM rules WHERE release_id = ? ORDER BY position').all(releaseId) as {
    number: string;
    text: string;
  }[];
}

/** A release's parts and sections in order: its table of contents. */
export function releaseHeadings(db: ContentDb, releaseId: number): { number: string; kind: 'part' | 'section'; title: string }[] {
  const rows = statement(db, 'SELECT number, kind, title FROM headings WHERE release_id = ?').all(releaseId) as { number: string; kind: 'part' | 'section'; title: string }[];
  // Parts are "1"–"9", sections "100"–"905": by number, each part just before its sections.
  const order = (number: string) => (number.length === 1 ? Number(number) * 100 - 0.5 : Number(number));
  return rows.sort((a, b) => order(a.number) - order(b.number));
}

/** The main rules of a section (no subrules), number and text, in order. */
export function mainRulesInSection(db: ContentDb, releaseId: number, section: string): { number: string; text: string }[] {
  return statement(db, 'SELECT number, text FROM rules WHERE release_id = ? AND section = ? AND parent IS NULL ORDER BY position').all(releaseId, section) as {
    number: string;
    text: string;
  }[];
}

/** Every glossary entry's heading as printed, in glossary order. */
export function glossaryTerms(db: ContentDb, releaseId: number): string[] {
  return statement(db, 'SELECT term FROM glossary WHERE release_id = ? ORDER BY position').pluck().all(releaseId) as string[];
}

/** The examples of the glossary entry headed `term` (as printed), or null when the release has no such entry. */
export function glossaryExamples(db: ContentDb, releaseId: number, term: string): string[] | null {
  const examples = statement(db, 'SELECT examples FROM glossary WHERE release_id = ? AND term = ?').pluck().get(releaseId, term) as string | undefined;
  return examples === undefined ? null : (JSON.parse(examples) as string[]);
}
