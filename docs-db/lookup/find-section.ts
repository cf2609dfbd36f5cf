/**
 * Finds the section a judge asks for: by number ("2.5", "Appendix B"), by title ("game rule
 * violation", forgiving case, punctuation and a typo or two) or by shorthand ("GRV").
 */
import { editDistance } from '../../common/edit-distance.js';
import { foldTitle } from '../fold-title.js';
import { loadShorthand, shorthandKey, type ShorthandEntry } from './shorthand.js';
import type { DocSection, TournamentDocument } from '../tournament-document.js';

/** "2.5", "2.5.", "§ 2.5", "IPG 2.5", "section 10", "MTR 10.4", "DIPG 3.2". */
const NUMBER_QUERY = /^(?:(?:d?mtr|d?ipg)\s*)?(?:section\s*|§\s*)?(\d{1,2}(?:\.\d{1,2})?)\.?$/i;
/** "Appendix B", "app. b", "B". */
const APPENDIX_QUERY = /^(?:(?:d?mtr|d?ipg)\s*)?(?:appendix\s*|app\.?\s*)?([a-z])$/i;
/** A title's start this long names it, even cut mid-word. */
const MIN_PREFIX_LENGTH = 20;
/** Shorthand shorter than this is matched exactly: "MT" must not be taken for "MC". */
const MIN_FUZZY_LENGTH = 5;

/**
 * The section `query` names, or null.
 * @example findSection(ipg, 'GRV')?.number // '2.5' — as do '2.5' and 'game rule violation'
 */
export function findSection(doc: TournamentDocument, query: string): DocSection | null {
  const typed = query.trim();
  if (typed === '') return null;
  const number = sectionNumberQuery(typed);
  if (number !== null) return doc.sections.find((section) => section.number === number) ?? null;

  const folded = foldTitle(typed);
  const key = shorthandKey(typed);
  const shorthand = shorthandFor(doc);
  return (
    doc.sections.find((section) => sectionNames(section).some((name) => foldTitle(name) === folded)) ??
    shorthand.find(({ spellings }) => spellings.some((spelling) => shorthandKey(spelling) === key))?.section ??
    closestByName(doc, folded, shorthand) ??
    nameAmidWords(doc, folded, shorthand)
  );
}

/**
 * The one section whose name of two words or more is in what was typed word for word, in order,
 * with other words between: "missed Dark Confidant trigger" is a Missed Trigger. When the names of
 * two sections are both there, the longer name wins ("game rule violation" over "rule"); when two
 * sections' names are equally long, nothing is taken.
 */
function nameAmidWords(doc: TournamentDocument, folded: string, shorthand: SectionShorthand[]): DocSection | null {
  const typed = folded.split(' ');
  const names = [
    ...doc.sections.flatMap((section) => sectionNames(section).map((name) => ({ section, words: foldTitle(name).split(' ') }))),
    ...shorthand.flatMap(({ section, spellings }) => spellings.map((spelling) => ({ section, words: foldTitle(spelling).split(' ') }))),
  ].filter(({ words }) => words.length >= 2 && inOrder(words, typed));
  const longest = Math.max(0, ...names.map(({ words }) => words.length));
  const sections = new Set(names.filter(({ words }) => words.length === longest).map(({ section }) => section));
  return sections.size === 1 ? [...sections][0]! : null;
}

/** Whether every word of `words` is in `typed`, in the same order. */
function inOrder(words: readonly string[], typed: readonly string[]): boolean {
  let at = 0;
  for (const word of words) {
    at = typed.indexOf(word, at);
    if (at < 0) return false;
    at++;
  }
  return true;
}

/**
 * The section number a query names, as stored; null when it does not name one by number.
 * @example sectionNumberQuery('IPG 2.5.') // '2.5' — and sectionNumberQuery('app. b') // 'Appendix B'
 */
export function sectionNumberQuery(query: string): string | null {
  const typed = query.trim();
  const number = NUMBER_QUERY.exec(typed);
  if (number) return number[1]!;
  const appendix = APPENDIX_QUERY.exec(typed);
  return appendix ? `Appendix ${appendix[1]!.toUpperCase()}` : null;
}

/** The section's title and, for an infraction, its name alone ("Game Rule Violation"). */
export function sectionNames(section: DocSection): string[] {
  return section.infraction ? [section.title, section.infraction.name] : [section.title];
}

export interface SectionShorthand {
  section: DocSection;
  spellings: string[];
}

/**
 * The shorthand of this document's kind, each entry tied to the section whose title it names, or
 * failing that whose title starts with its words (the JAR's long titles); entries naming no section are left out.
 */
export function shorthandFor(doc: TournamentDocument, entries: ShorthandEntry[] = loadShorthand()): SectionShorthand[] {
  return entries.flatMap((entry) => {
    if (entry.doc !== doc.kind) return [];
    const title = foldTitle(entry.title);
    const names = (candidate: DocSection) => sectionNames(candidate).map(foldTitle);
    const section =
      doc.sections.find((candidate) => names(candidate).includes(title)) ??
      doc.sections.find((candidate) => names(candidate).some((name) => name.startsWith(`${title} `)));
    return section ? [{ section, spellings: entry.shorthand }] : [];
  });
}

/**
 * The section with a name (or long shorthand) within a few typos of what was typed, or containing it word for word.
 * Hand-written rather than common/name-index.ts (MiniSearch), which matches word by word: measured
 * with `npm run eval:names` on the MTR of 2025-04-21 and the IPG of 2024-09-23, a title typed with two
 * words run together ("failure to maintain gamestate") is found 0.988 and 1.000 of the time here
 * against 0.035 and 0.615 through the name index, and a plural title 0.960 and 0.983 against 0.690
 * and 0.814; a scan of some 140 titles costs microseconds.
 */
function closestByName(doc: TournamentDocument, folded: string, shorthand: SectionShorthand[]): DocSection | null {
  const names = [
    ...doc.sections.flatMap((section) => sectionNames(section).map((name) => ({ section, name }))),
    ...shorthand.flatMap(({ section, spellings }) =>
      spellings.filter((spelling) => spelling.length >= MIN_FUZZY_LENGTH).map((name) => ({ section, name })),
    ),
  ];
  let best: DocSection | null = null;
  let bestScore = Infinity;
  for (const { section, name } of names) {
    const candidate = foldTitle(name);
    const tolerance = typoTolerance(folded.length);
    const distance = editDistance(folded, candidate, tolerance);
    // Words typed in the title's order ("rule violation") rank just after a one-letter typo; so does
    // the start of a long title cut anywhere (a 100-character autocomplete value of a JAR title).
    const contained =
      (folded.length >= 4 && ` ${candidate} `.includes(` ${folded} `)) || (folded.length >= MIN_PREFIX_LENGTH && candidate.startsWith(folded)) ? 1.5 : Infinity;
    const score = Math.min(distance <= tolerance ? distance : Infinity, contained);
    if (score < bestScore) {
      best = section;
      bestScore = score;
    }
  }
  return best;
}

function typoTolerance(length: number): number {
  if (length < MIN_FUZZY_LENGTH) return 0;
  if (length <= 8) return 1;
  if (length <= 14) return 2;
  return 3;
}
