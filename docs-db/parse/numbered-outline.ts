/**
 * Splits a tournament document that has no table of contents (the Digital MTR and IPG) into its
 * sections by their numbering alone: a numbered paragraph is a heading when its number comes next
 * (chapter 3 after chapter 2, section 2.4 after 2.3, Appendix B after A) and it reads as a heading
 * (short, no full stop). Lists number their items like chapters ("4. Opponents’ game-win
 * percentage" inside 3.1, where chapter 4 is due), so a chapter's title must be in title case.
 */
import { outlineDocument, parseHeading, type OutlineSection } from './document-outline.js';
import { findEffectiveDate } from './effective-date.js';
import { endsSentence } from '../extract/sentence-end.js';

/** Headings are short; a numbered list item is often a sentence. */
const MAX_HEADING_WORDS = 14;
/** A missing heading (lost by a conversion) may be skipped, by this many numbers at most. */
const MAX_SKIP = 2;
/** Front-matter headings before chapter 1 ("Introduction", "Framework of this Document"). */
const MAX_FRONT_WORDS = 6;
/** Words left lower case in a title. */
const MINOR_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'from', 'in', 'of', 'on', 'or', 'the', 'this', 'to', 'with', 'vs']);

/**
 * The document's sections: guided by its table of contents (document-outline.ts) when it has one
 * that finds numbered sections, else by their numbering (a table's rows ending in numbers can pass
 * for contents that find nothing: the Digital MTR's). A damaged file whose contents find only some
 * sections stays so, for the import to see what it would lose.
 */
export function outlineSections(paragraphs: string[]): OutlineSection[] | null {
  const byContents = outlineDocument(paragraphs);
  if (byContents?.some((section) => section.level === 'section')) return byContents;
  return outlineByNumbering(paragraphs) ?? byContents;
}

/** The document's sections, or null when it has no numbered chapters at all. */
export function outlineByNumbering(paragraphs: string[]): OutlineSection[] | null {
  const sections: OutlineSection[] = [];
  let chapter = 0;
  let section = 0;
  let appendix = 0;
  const coverEnd = coverLength(paragraphs);
  paragraphs.forEach((paragraph, index) => {
    if (index < coverEnd) return;
    const heading = parseHeading(paragraph.trim());
    const title = heading?.title.split('\t')[0]!.trim() ?? '';
    const readsAsHeading = heading !== null && title !== '' && !endsSentence(title) && title.split(/\s+/).length <= MAX_HEADING_WORDS;
    if (heading && readsAsHeading) {
      if (heading.level === 'chapter' && appendix === 0 && follows(Number(heading.number), chapter) && isTitleCase(title)) {
        chapter = Number(heading.number);
        section = 0;
        sections.push({ ...heading, paragraphs: [] });
        return;
      }
      if (heading.level === 'section' && appendix === 0) {
        const [major, minor] = heading.number.split('.').map(Number) as [number, number];
        const next = major === chapter ? follows(minor, section) : major > chapter && major - chapter <= MAX_SKIP && minor === 1;
        if (next) {
          chapter = major;
          section = minor;
          sections.push({ ...heading, paragraphs: [] });
          return;
        }
      }
      if (heading.level === 'appendix' && chapter > 0) {
        const letter = heading.number.charCodeAt(heading.number.length - 1) - 64;
        if (follows(letter, appendix)) {
          appendix = letter;
          sections.push({ ...heading, paragraphs: [] });
          return;
        }
      }
    }
    if (chapter === 0 && appendix === 0 && isFrontHeading(paragraph)) {
      sections.push({ number: '', level: 'front', title: paragraph.trim(), paragraphs: [] });
      return;
    }
    if (sections.length === 0) sections.push({ number: '', level: 'front', title: 'Introduction', paragraphs: [] });
    sections.at(-1)!.paragraphs.push(paragraph);
  });
  return sections.some((candidate) => candidate.level === 'chapter') ? sections : null;
}

/** The title and the date under it: the paragraphs up to the effective date. */
function coverLength(paragraphs: string[]): number {
  const date = findEffectiveDate(paragraphs);
  if (!date) return 0;
  return paragraphs.findIndex((paragraph) => findEffectiveDate([paragraph]) === date) + 1;
}

function follows(number: number, previous: number): boolean {
  return number > previous && number - previous <= MAX_SKIP + 1;
}

/** "Tournament Fundamentals", "Rules of the Game" — not "Opponents’ game-win percentage". */
function isTitleCase(title: string): boolean {
  const words = title.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  return words.length > 0 && words.every((word, index) => /^[\p{Lu}\d]/u.test(word) || (index > 0 && MINOR_WORDS.has(word.toLowerCase())));
}

function isFrontHeading(paragraph: string): boolean {
  const text = paragraph.trim();
  return text.split(/\s+/).length <= MAX_FRONT_WORDS && !endsSentence(text) && !text.includes('\t') && isTitleCase(text);
}
