/**
 * Reading sections of one stored MTR or IPG version: by number, title or shorthand through
 * indexed SQL (`docs show` is hot), and by a typo'd title through the fuzzy matcher over the
 * version's outline, which is read once per version.
 */
import type { ContentDb } from '../../database/open-database.js';
import { statement } from '../../database/statement-cache.js';
import { UserError } from '../../common/user-error.js';
import { findSection, sectionNumberQuery } from '../lookup/find-section.js';
import { foldTitle } from '../fold-title.js';
import { sectionCandidates } from '../lookup/section-candidates.js';
import { shorthandTitle } from '../lookup/shorthand.js';
import {
  DOC_TITLES,
  type DocKind,
  type DocSection,
  type InfractionParts,
  type SectionLevel,
  type TournamentDocument,
} from '../tournament-document.js';
import type { DocVersionSummary } from './doc-versions.js';

/** A section as stored, with its place in the document. */
export interface StoredSection extends DocSection {
  /** 0-based order within the version. */
  position: number;
}

interface SectionRow {
  position: number;
  number: string;
  level: SectionLevel;
  title: string;
  text: string;
  infractionClass: string | null;
  infractionName: string | null;
  penalty: string | null;
  parts: string | null;
}

const SECTION_COLUMNS = `position, number, level, title, text, infraction_class AS infractionClass,
  infraction_name AS infractionName, penalty, parts`;

function toSection(row: SectionRow): StoredSection {
  const section: StoredSection = { position: row.position, number: row.number, level: row.level, title: row.title, text: row.text };
  if (row.infractionClass !== null && row.infractionName !== null && row.penalty !== null) {
    section.infraction = {
      class: row.infractionClass,
      name: row.infractionName,
      penalty: row.penalty,
      parts: JSON.parse(row.parts ?? '{}') as InfractionParts,
    };
  }
  return section;
}

/** The section at `position` in the version, or null past either end. */
export function sectionAt(db: ContentDb, version: DocVersionSummary, position: number): StoredSection | null {
  return firstRow(db, `SELECT ${SECTION_COLUMNS} FROM doc_sections WHERE version_id = ? AND position = ?`, version.id, position);
}

function firstRow(db: ContentDb, sql: string, ...values: (string | number)[]): StoredSection | null {
  const row = statement(db, sql).get(...values);
  return row ? toSection(row as SectionRow) : null;
}

/** The first section (in document order) numbered `number`. */
function sectionNumbered(db: ContentDb, version: DocVersionSummary, number: string): StoredSection | null {
  return firstRow(db, `SELECT ${SECTION_COLUMNS} FROM doc_sections WHERE version_id = ? AND number = ? ORDER BY position LIMIT 1`, version.id, number);
}

/** The first section whose title, or infraction name alone, folds to `folded`: two index searches merged. */
function sectionNamed(db: ContentDb, version: DocVersionSummary, folded: string): StoredSection | null {
  return firstRow(
    db,
    `SELECT * FROM (
       SELECT ${SECTION_COLUMNS} FROM doc_sections WHERE version_id = ? AND folded_title = ?
       UNION ALL SELECT ${SECTION_COLUMNS} FROM doc_sections WHERE version_id = ? AND folded_name = ?
     ) ORDER BY position LIMIT 1`,
    version.id, folded, version.id, folded,
  );
}

/**
 * The section `query` names, as docs-db/lookup/find-section.ts resolves it (number, title or
 * infraction name, shorthand, then the nearest title), or null.
 * @example resolveSection(db, ipg, 'GRV')?.number // '2.5' — as do '2.5' and 'game rule violation'
 */
export function resolveSection(db: ContentDb, version: DocVersionSummary, query: string): StoredSection | null {
  const typed = query.trim();
  if (typed === '') return null;
  const number = sectionNumberQuery(typed);
  if (number !== null) return sectionNumbered(db, version, number);
  const named = sectionNamed(db, version, foldTitle(typed));
  if (named) return named;
  const shorthand = shorthandTitle(version.kind, typed);
  const abbreviated = shorthand === null ? null : sectionNamed(db, version, foldTitle(shorthand));
  if (abbreviated) return abbreviated;
  const nearest = findSection(documentOutline(db, version), typed) as StoredSection | null;
  return nearest ? sectionAt(db, version, nearest.position) : null;
}

/** Like resolveSection, but a UserError naming the document and the nearest candidates when nothing matches. */
export function requireSection(db: ContentDb, version: DocVersionSummary, query: string): StoredSection {
  const section = resolveSection(db, version, query);
  if (section) return section;
  const suggestions = sectionCandidates(documentOutline(db, version), query, 3).map((candidate) => candidate.name);
  const examples: Record<DocKind, string> = {
    ipg: 'a number such as 2.5, a name such as "Game Rule Violation", or shorthand such as GRV',
    dipg: 'a number such as 2.3 or a name such as "Slow Play"',
    mtr: 'a number such as 4.2 or a title such as "Tournament Shortcuts"',
    dmtr: 'a number such as 2.3 or a title such as "Play/Draw Rule"',
    jar: 'words of a title such as "Serious Problems" or shorthand such as "missed trigger"',
  };
  const example = examples[version.kind];
  throw new UserError(
    'section-not-found',
    `No section "${query.trim()}" in the ${DOC_TITLES[version.kind]} effective ${version.effectiveDate}. ` +
      (suggestions.length > 0 ? `Did you mean: ${suggestions.join('; ')}? ` : '') +
      `Try ${example}.`,
  );
}

/** A version's sections without their text or infraction parts. */
export interface DocumentOutline extends TournamentDocument {
  sections: StoredSection[];
}

const outlines = new WeakMap<ContentDb, Map<string, DocumentOutline>>();

/**
 * The version's sections without their text (text is "", parts {}), in order: what the fuzzy
 * matcher and autocomplete read. Read once per version; keyed by sha256, which changes when a
 * version is replaced.
 */
export function documentOutline(db: ContentDb, version: DocVersionSummary): DocumentOutline {
  let cache = outlines.get(db);
  if (!cache) outlines.set(db, (cache = new Map()));
  let outline = cache.get(version.sha256);
  if (!outline) {
    const rows = statement(
      db,
      `SELECT position, number, level, title, '' AS text, infraction_class AS infractionClass, infraction_name AS infractionName,
         penalty, NULL AS parts FROM doc_sections WHERE version_id = ? ORDER BY position`,
    ).all(version.id) as SectionRow[];
    outline = { kind: version.kind, effectiveDate: version.effectiveDate, sections: rows.map(toSection) };
    cache.set(version.sha256, outline);
  }
  return outline;
}

/**
 * The sections of a chapter, in order, without their text: by number ("4" → 4.1, 4.2, …), or for an
 * unnumbered one (a part of the JAR: "Common Issues") the sections after it up to the next chapter.
 */
export function sectionsOfChapter(db: ContentDb, version: DocVersionSummary, chapter: Pick<StoredSection, 'number' | 'position'>): StoredSection[] {
  const sections = documentOutline(db, version).sections;
  if (chapter.number !== '') return sections.filter((section) => section.level === 'section' && section.number.startsWith(`${chapter.number}.`));
  const next = sections.findIndex((section) => section.position > chapter.position && section.level !== 'section');
  return sections.slice(chapter.position + 1, next < 0 ? undefined : next).filter((section) => section.level === 'section');
}
