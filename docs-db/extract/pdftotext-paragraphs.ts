/**
 * The text `pdftotext` (poppler, default reading-order mode) makes of an MTR or IPG PDF → the
 * document as paragraphs, the same shape the PDF extractor gives. pdftotext loses what the
 * layout said: it prints a list's bullets or numbers as one column and the items as another
 * (sometimes with the next section's number in between), hard-wraps every line, marks pages
 * with form feeds and page numbers, and deletes the hyphen of compounds it rejoins. Each of
 * those is undone here.
 */
import { splitLines } from '../../common/decode-text.js';
import { collapseDotLeaders } from './dot-leaders.js';
import { buildVocabulary, joinWrapped, restoreLostHyphens } from './hyphenation.js';
import { interleaveColumnTables } from './pdftotext-tables.js';
import { dropRunningLines, numberless } from './running-lines.js';
import { endsSentence } from './sentence-end.js';

/** A line shorter than this share of a full line ends its paragraph... */
const SHORT_LINE = 0.6;
/** ...and so does a sentence ending on a line shorter than this share. */
const SHORT_SENTENCE_LINE = 0.9;
/** A line this much longer than a full one is two lines pdftotext joined at a hyphen... */
const OVERLONG_LINE = 1.15;
/** ...somewhere in this stretch of it (shares of a full line). */
const JOINT_FROM = 0.5;
const JOINT_TO = 1.1;
/** An item's last line ends a sentence or closes a bracket or quote: "(per team)". */
const ITEM_END = /[.!?:;)\]”"’]$/u;
const BULLET = '•';
/** "1." or "A." alone on a line: one entry of a list's label column. */
const LIST_LABEL = /^(?:\d{1,2}|[A-Z])\.$/;
/** "1.7", "2.1." alone on a line: the number of a section whose title follows. */
const SECTION_NUMBER = /^\d{1,2}\.\d{1,2}\.?$/;
/** "1." alone: a chapter number (IPG) when not part of a list's label column. */
const CHAPTER_NUMBER = /^\d{1,2}\.$/;
/** "5. A player declares…": a list item printed with its label, after a column of labelled ones. */
const LABELLED_ITEM = /^(?:•|\d{1,2}\.|[A-Z]\.)\s/;

/** Rebuilds the paragraphs of pdftotext output. */
export function pdftotextParagraphs(text: string): string[] {
  const pages = dropRunningLines(
    text.split('\f').map((page) => splitLines(page).map((line) => collapseDotLeaders(line.trim()))),
    (line) => (line === '' ? null : numberless(line)),
  );
  const printed = pages.flatMap((page, index) => (index === 0 ? page : [PAGE_BREAK, ...page]));
  const vocabulary = buildVocabulary(printed);
  const width = fullLineLength(printed);
  // pdftotext joins a line ending in a hyphen to the next and drops the hyphen; such a line is
  // longer than any the page holds, with the joint about one line's length in.
  const repaired = printed.map((line) =>
    line.length > OVERLONG_LINE * width ? restoreLostHyphens(line, vocabulary, JOINT_FROM * width, JOINT_TO * width) : line,
  );
  const lines = interleaveColumnTables(repaired, width, PAGE_BREAK);

  /** Paragraphs as their wrapped lines. */
  const blocks: string[][] = [];
  let current: string[] | null = null;
  const endParagraph = () => {
    if (current) blocks.push(current);
    current = null;
  };

  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (line === PAGE_BREAK) {
      if (!(current && continuesAcrossPage(current.at(-1)!, nextText(lines, index)))) endParagraph();
      continue;
    }
    if (line === '') {
      endParagraph();
      continue;
    }
    const labels = readLabelColumn(lines, index);
    if (labels) {
      endParagraph();
      const items = readItemColumn(lines, labels.end, labels.labels.length);
      // A section number printed in the label column belongs to the heading after the list,
      // and that heading's title may be the last line of the item column.
      const title = labels.sectionNumbers.length > 0 ? takeTrailingTitle(items.lines, labels.labels.length, width) : null;
      blocks.push(...splitItems(items.lines, labels.labels));
      blocks.push(...labels.sectionNumbers.map((number) => [number]));
      if (title) blocks.push([title]);
      index = items.end - 1;
      continue;
    }
    if (SECTION_NUMBER.test(line) || CHAPTER_NUMBER.test(line)) {
      endParagraph();
      blocks.push([line]);
      continue;
    }
    if (current && startsHeadingLine(current.at(-1)!, line, width)) endParagraph();
    (current ??= []).push(line);
    if (line.length < SHORT_LINE * width || (endsSentence(line) && line.length < SHORT_SENTENCE_LINE * width)) {
      endParagraph();
    }
  }
  endParagraph();

  const paragraphs = blocks.map((block) => block.slice(1).reduce((text, line) => joinWrapped(text, line, vocabulary), block[0]!));
  return attachSectionNumbers(paragraphs);
}

const PAGE_BREAK = '\f';

/** The length of a full line of body text (most lines run to the margin; a few are longer). */
function fullLineLength(lines: string[]): number {
  const lengths = lines.filter((line) => line !== '' && !line.includes('\t')).map((line) => line.length).sort((a, b) => a - b);
  return lengths[Math.floor(lengths.length * 0.9)] ?? 80;
}

/** "Additional Remedy" after a sentence's end: a short capitalised line with no full stop is a heading of its own. */
function startsHeadingLine(previous: string, line: string, width: number): boolean {
  return endsSentence(previous) && !endsSentence(line) && /^\p{Lu}/u.test(line) && line.length < SHORT_LINE * width;
}

function nextText(lines: string[], index: number): string {
  return lines.slice(index + 1).find((line) => line !== '' && line !== PAGE_BREAK) ?? '';
}

/** A sentence cut by a page break goes on in lower case on the next page. */
function continuesAcrossPage(last: string, next: string): boolean {
  return !endsSentence(last) && /^\p{Ll}/u.test(next);
}

interface LabelColumn {
  labels: string[];
  sectionNumbers: string[];
  /** Index of the first line after the column. */
  end: number;
}

/**
 * The label column of a list starting at `start`: bullets or list numbers, one a line, blank
 * lines between groups. A lone "1." is not a list but a chapter number.
 */
function readLabelColumn(lines: string[], start: number): LabelColumn | null {
  const first = lines[start]!;
  if (first !== BULLET && !LIST_LABEL.test(first)) return null;
  const labels: string[] = [];
  const sectionNumbers: string[] = [];
  let end = start;
  for (; end < lines.length; end++) {
    const line = lines[end]!;
    if (line === BULLET || LIST_LABEL.test(line)) labels.push(line);
    else if (SECTION_NUMBER.test(line)) sectionNumbers.push(line);
    else if (line !== '') break;
  }
  if (labels.length === 1 && CHAPTER_NUMBER.test(labels[0]!)) return null;
  return { labels, sectionNumbers, end };
}

/**
 * The item column that follows a label column: lines up to a blank line (or on past it while
 * there are fewer lines than labels), a page break, or an item printed with its own label.
 */
function readItemColumn(lines: string[], start: number, labelCount: number): { lines: string[]; end: number } {
  let index = start;
  const items: string[] = [];
  for (; index < lines.length; index++) {
    const line = lines[index]!;
    if (line === PAGE_BREAK || LABELLED_ITEM.test(line) || SECTION_NUMBER.test(line)) break;
    if (line === '') {
      if (items.length >= labelCount) break;
      continue;
    }
    items.push(line);
  }
  return { lines: items, end: index };
}

/** Removes and returns the item column's last line when it is a heading's title rather than item text. */
function takeTrailingTitle(items: string[], labelCount: number, width: number): string | null {
  const last = items.at(-1);
  if (last === undefined || items.length <= labelCount || endsSentence(last) || last.length >= SHORT_LINE * width) return null;
  return items.pop()!;
}

/**
 * Splits the item column into one item per label. The count is known, so only the places
 * are chosen: after the lines that most look like an item's last line (short for the column,
 * ending a sentence) and before lines that look like a start (capital letter).
 */
function splitItems(lines: string[], labels: string[]): string[][] {
  const columnWidth = Math.max(...lines.map((line) => line.length));
  const breakScores = lines.slice(1).map((line, index) => ({ at: index + 1, score: breakScore(lines[index]!, line, columnWidth) }));
  const breaks = breakScores
    .sort((a, b) => b.score - a.score || a.at - b.at)
    .slice(0, labels.length - 1)
    .map(({ at }) => at)
    .sort((a, b) => a - b);
  const starts = [0, ...breaks];
  return starts.map((start, index) => {
    const [first = '', ...rest] = lines.slice(start, starts[index + 1] ?? lines.length);
    return [`${labels[index] ?? BULLET} ${first}`, ...rest];
  });
}

function breakScore(previous: string, line: string, width: number): number {
  // How far short of the column's edge the previous line stops, from 0 (full) to 3 (empty).
  let score = 3 * (1 - previous.length / width);
  if (ITEM_END.test(previous)) score += 2;
  if (/^[\p{Lu}\p{N}“"‘]/u.test(line)) score += 1;
  if (/^\p{Ll}/u.test(line)) score -= 3;
  return score;
}

/** "1.7" followed by "Head Judge" is the heading "1.7\tHead Judge" (pdftotext prints them apart). */
function attachSectionNumbers(paragraphs: string[]): string[] {
  const attached: string[] = [];
  for (let index = 0; index < paragraphs.length; index++) {
    const paragraph = paragraphs[index]!;
    const next = paragraphs[index + 1];
    if ((SECTION_NUMBER.test(paragraph) || CHAPTER_NUMBER.test(paragraph)) && next !== undefined) {
      attached.push(`${paragraph}\t${next}`);
      index++;
    } else {
      attached.push(paragraph);
    }
  }
  return attached;
}
