/**
 * Suggestions while a judge types a section: numbers, titles and shorthand, best first, in
 * the shape Discord autocomplete takes (a label up to 100 characters and the value to look up).
 */
import { foldTitle } from '../fold-title.js';
import { sectionNames, shorthandFor } from './find-section.js';
import { shorthandKey } from './shorthand.js';
import type { TournamentDocument } from '../tournament-document.js';

export interface SectionCandidate {
  /** "2.5 Game Play Error — Game Rule Violation (GRV)". */
  name: string;
  /** What findSection resolves back to this section: its number, or its title when unnumbered. */
  value: string;
}

/** Discord's limit for a choice's name and value. */
const MAX_LENGTH = 100;
const DEFAULT_LIMIT = 25;

/**
 * Sections matching what has been typed so far, best match first: shorthand typed in full,
 * then numbers, shorthand and titles starting with it, then titles containing it.
 * @example sectionCandidates(ipg, 'grv')[0] // { name: '2.5 Game Play Error — Game Rule Violation (GRV)', value: '2.5' }
 */
export function sectionCandidates(doc: TournamentDocument, typed: string, limit = DEFAULT_LIMIT): SectionCandidate[] {
  const folded = foldTitle(typed);
  const key = shorthandKey(typed);
  const shorthand = shorthandFor(doc);
  const ranked = doc.sections.flatMap((section, order) => {
    const spellings = shorthand.filter((entry) => entry.section === section).flatMap((entry) => entry.spellings);
    const keys = spellings.map(shorthandKey);
    const names = sectionNames(section).map(foldTitle);
    // The typed text as it stands, within words too ("struction"): the word-by-word name index
    // (common/name-index.ts) cannot match that, and ranking by it instead scored the same on the
    // typing cases of `npm run eval:names` (R@1 0.630 MTR, 0.542 IPG), so this scan of some 140 titles stays.
    const rank =
      key === '' ? 0
      : keys.includes(key) ? 0
      : section.number.toLowerCase().startsWith(typed.trim().toLowerCase()) ? 1
      : keys.some((candidate) => candidate.startsWith(key)) ? 2
      : names.some((name) => name.startsWith(folded)) ? 3
      : names.some((name) => name.includes(` ${folded}`)) ? 4
      : names.some((name) => name.includes(folded)) ? 5
      : null;
    if (rank === null) return [];
    // The first spelling of each entry is its usual initialism ("GRV", "FtMGS").
    const initialisms = shorthand.filter((entry) => entry.section === section).map((entry) => entry.spellings[0]!);
    const label = [section.number, section.title].filter(Boolean).join(' ');
    const name = initialisms.length > 0 ? `${label} (${initialisms.join(', ')})` : label;
    return [{ rank, order, candidate: { name: truncate(name), value: truncate(section.number || section.title) } }];
  });
  return ranked
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}

function truncate(text: string): string {
  return text.length <= MAX_LENGTH ? text : `${text.slice(0, MAX_LENGTH - 1)}…`;
}
