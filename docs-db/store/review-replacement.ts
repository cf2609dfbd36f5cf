/**
 * Compares a new file for a stored MTR or IPG version (same document, same effective date) with
 * the stored sections (common/replacement-review.ts decides): the sections it would lose and how
 * many it changes.
 */
import type { ReplacementReview } from '../../common/replacement-review.js';
import type { ContentDb } from '../../database/open-database.js';
import { statement } from '../../database/statement-cache.js';
import type { DocSection, TournamentDocument } from '../tournament-document.js';

/**
 * A correction of an MTR or IPG fixes a few sections; the smallest real document has over 70
 * numbered ones (parse-tournament-document.ts) and the current ones about 104. A damaged PDF that
 * still parses loses or garbles dozens (50 overwritten bytes of the 2025 MTR: 64 of 104 sections).
 */
const MAX_CHANGED_SHARE = 0.03;
const MIN_MAX_CHANGED = 3;

type SectionContent = Pick<DocSection, 'number' | 'level' | 'title' | 'text'>;

/** Numbered sections by number; unnumbered front matter by title. */
const keyOf = (section: SectionContent) => (section.number === '' ? `front: ${section.title}` : section.number);

/** The sections of a stored version, in document order. */
export function storedSectionContents(db: ContentDb, versionId: number): SectionContent[] {
  return statement(db, 'SELECT number, level, title, text FROM doc_sections WHERE version_id = ? ORDER BY position').all(versionId) as SectionContent[];
}

/** Reviews `candidate` as a replacement for the stored `stored` sections. */
export function reviewDocumentReplacement(stored: SectionContent[], candidate: TournamentDocument): ReplacementReview {
  const before = new Map(stored.map((section) => [keyOf(section), section]));
  const after = new Map(candidate.sections.map((section) => [keyOf(section), section]));
  const changed = [...after].filter(([key, section]) => {
    const old = before.get(key);
    return !old || old.title !== section.title || old.text !== section.text;
  }).length;
  return {
    lost: [{ what: 'sections', items: [...before.keys()].filter((key) => !after.has(key)) }],
    changed,
    unit: 'sections',
    maxChanged: Math.max(MIN_MAX_CHANGED, Math.floor(stored.length * MAX_CHANGED_SHARE)),
  };
}
