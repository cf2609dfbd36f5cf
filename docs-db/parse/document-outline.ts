/**
 * Splits a tournament document's paragraphs into its headed sections, guided by its table of
 * contents. Both documents number lists in their text ("1. Match points", "4. Opponents’
 * game-win percentage") exactly like chapters, so a numbered paragraph is a heading only when
 * it is the contents' next entry; the title is then taken as the body prints it.
 */
import { foldTitle } from '../fold-title.js';
import type { SectionLevel } from '../tournament-document.js';

export interface Heading {
  number: string;
  level: SectionLevel;
  /** Everything after the number, as printed (may carry more after a tab, e.g. the IPG's penalty). */
  title: string;
}

export interface OutlineSection extends Heading {
  paragraphs: string[];
}

const CHAPTER = /^(\d{1,2})\.\s+(\D.*)$/;
const SECTION = /^(\d{1,2}\.\d{1,2})\.?\s+(\S.*)$/;
const APPENDIX = /^appendix\s+([A-Z])(?![\p{L}\p{N}])\s*[—–:-]?\s*(.*)$/iu;
/** "Introduction\t4": a contents entry ending in its page number. */
const PAGE_NUMBER = /\t\d+$/;
const CONTENTS_TITLE = /^(?:table of )?contents$/i;
/** Entries further on than this are not looked for: a heading missing from the body is skipped, not hunted. */
const LOOKAHEAD = 3;
/** Front matter or contents headings are short and do not end in a full stop. */
const MAX_TITLE_WORDS = 10;

/** "1.1\tTournament Types", "2. GAME PLAY ERRORS", "Appendix B—Time Limits" → its number and title; null for other text. */
export function parseHeading(text: string): Heading | null {
  const section = SECTION.exec(text);
  if (section) return { number: section[1]!, level: 'section', title: section[2]!.trim() };
  const chapter = CHAPTER.exec(text);
  if (chapter) return { number: chapter[1]!, level: 'chapter', title: chapter[2]!.trim() };
  const appendix = APPENDIX.exec(text);
  if (appendix) return { number: `Appendix ${appendix[1]!.toUpperCase()}`, level: 'appendix', title: appendix[2]!.trim() };
  return null;
}

/** The document's sections, in order; null when it has no table of contents to go by. */
export function outlineDocument(paragraphs: string[]): OutlineSection[] | null {
  const contents = readContents(paragraphs);
  if (!contents) return null;
  const expected = expectedHeadings(contents.entries);

  const sections: OutlineSection[] = [];
  let next = 0;
  paragraphs.forEach((paragraph, index) => {
    if (index >= contents.start && index < contents.end) return;
    const found = findExpected(paragraph, expected, next);
    if (found !== null) {
      const entry = expected[found]!;
      sections.push({ number: entry.number, level: entry.level, title: printedTitle(paragraph, entry), paragraphs: [] });
      next = found + 1;
    } else {
      // Text before the first heading is the cover (title, effective date).
      sections.at(-1)?.paragraphs.push(paragraph);
    }
  });
  return sections;
}

interface Contents {
  /** Paragraph range of the contents pages. */
  start: number;
  end: number;
  entries: Heading[];
}

/** The contents: from a "Contents" line or the first "Title\tpage" entry, up to the body's first heading (the first entry seen again). */
function readContents(paragraphs: string[]): Contents | null {
  const titled = paragraphs.findIndex((paragraph) => CONTENTS_TITLE.test(paragraph.trim()));
  const start = titled >= 0 ? titled : paragraphs.findIndex((paragraph) => PAGE_NUMBER.test(paragraph));
  if (start < 0) return null;

  const entries: Heading[] = [];
  const seen = new Set<string>();
  let end = titled >= 0 ? start + 1 : start;
  for (; end < paragraphs.length; end++) {
    const paragraph = paragraphs[end]!;
    const entry = contentsEntry(paragraph);
    if (!entry) break;
    const key = entry.level === 'front' ? `front ${foldTitle(entry.title)}` : `${entry.level} ${entry.number}`;
    if (seen.has(key)) break;
    seen.add(key);
    entries.push(entry);
  }
  return entries.length > 0 ? { start, end, entries } : null;
}

function contentsEntry(paragraph: string): Heading | null {
  const text = paragraph.replace(PAGE_NUMBER, '').trim();
  const heading = parseHeading(text);
  if (heading) return heading;
  if (PAGE_NUMBER.test(paragraph) || isTitleLike(text)) return { number: '', level: 'front', title: text };
  return null;
}

function isTitleLike(text: string): boolean {
  return text !== '' && text.split(/\s+/).length <= MAX_TITLE_WORDS && !/[.:;,]$/.test(text) && !text.includes('\t');
}

/** Numbered entries, and the unnumbered ones before the first chapter (those after it are sub-headings of appendices). */
function expectedHeadings(entries: Heading[]): Heading[] {
  const firstNumbered = entries.findIndex((entry) => entry.level !== 'front');
  return entries.filter((entry, index) => entry.level !== 'front' || index < firstNumbered);
}

/**
 * The index of the expected heading this paragraph is: one of the next few entries with the
 * same number and title, or the very next section by number alone (its title reworded since
 * the contents were made). Chapter numbers and appendix letters also start list items and
 * change notes ("4. Opponents’ game-win percentage", "Appendix D: Upcoming sets added"), so
 * those must match their entry's title.
 */
function findExpected(paragraph: string, expected: Heading[], next: number): number | null {
  const heading = parseHeading(paragraph);
  for (let index = next; index < Math.min(next + LOOKAHEAD, expected.length); index++) {
    const entry = expected[index]!;
    if (entry.level === 'front' ? foldTitle(paragraph) === foldTitle(entry.title) : sameTitle(heading, entry)) return index;
  }
  const entry = expected[next];
  const renamed = entry?.level === 'section' && heading?.level === 'section' && heading.number === entry.number;
  return renamed && isTitleLike(heading.title.split('\t')[0]!) ? next : null;
}

function sameTitle(heading: Heading | null, entry: Heading): boolean {
  return (
    heading !== null &&
    heading.level === entry.level &&
    heading.number === entry.number &&
    foldTitle(heading.title).startsWith(foldTitle(entry.title))
  );
}

/** The body's heading text after the number; shouted headings take the contents' capitalisation. */
function printedTitle(paragraph: string, entry: Heading): string {
  const printed = entry.level === 'front' ? paragraph.trim() : parseHeading(paragraph)!.title;
  const [head, ...rest] = printed.split('\t');
  const shouted = !/\p{Ll}/u.test(head!) && foldTitle(head!) === foldTitle(entry.title);
  return [shouted ? entry.title : head!, ...rest].join('\t');
}
