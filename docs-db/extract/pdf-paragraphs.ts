/**
 * PDF bytes → the document as paragraphs: one string per paragraph, heading, list item or
 * table row, in reading order, with wrapped lines joined and page furniture gone.
 */
import { buildVocabulary, joinWrapped, type Vocabulary } from './hyphenation.js';
import { LIST_MARKER, layoutPageLines, type PdfLine } from './pdf-page-lines.js';
import { dropRunningLines, numberless } from './running-lines.js';
import { readPdfPages } from './pdf-text-items.js';
import { endsSentence } from './sentence-end.js';

/** A vertical gap larger than this (in font sizes) separates paragraphs; lines sit ~1.15 apart. */
const PARAGRAPH_GAP = 1.3;
/** Horizontal slack, in points, when comparing where lines start. */
const SAME_X = 2;
/** "A. A player…", "• Sealed Deck", "3. Players present…": the start of a list item. */
const ITEM_START = /^(?:[•◦▪●]|[A-Za-z0-9]{1,3}[.)])\s/u;
/** A sentence ending this far (share of the column) short of the right margin ends its paragraph. */
const SHORT_LINE = 0.25;

/** Extracts the paragraphs of a PDF (async: pdfjs parses in the background). */
export async function extractPdfParagraphs(bytes: Uint8Array): Promise<string[]> {
  const pages = await readPdfPages(bytes);
  return pdfParagraphs(dropRunningLines(pages.map((page) => layoutPageLines(page.items)), pdfRunningKey));
}

/** A PDF's running line repeats at the same height on the page. */
export function pdfRunningKey(line: PdfLine): string {
  return `${Math.round(line.y)}|${numberless(line.text)}`;
}

/** Groups the lines of every page into paragraphs. */
function pdfParagraphs(pages: PdfLine[][]): string[] {
  const vocabulary = buildVocabulary(pages.flatMap((lines) => lines.map((line) => line.text)));
  const paragraphs: PdfLine[][] = [];
  let previous: PdfLine | null = null;
  for (const lines of pages) {
    const right = Math.max(...lines.filter((line) => !isTableRow(line)).map((line) => line.right));
    lines.forEach((line, index) => {
      const startsParagraph =
        previous === null ||
        (index === 0 ? !continuesOnNextPage(previous, line) : startsNewParagraph(previous, line, right));
      if (startsParagraph) paragraphs.push([line]);
      else paragraphs.at(-1)!.push(line);
      previous = line;
    });
  }
  return paragraphs.map((lines) => joinParagraph(lines, vocabulary));
}

/** Whether `line` starts a paragraph after `previous` on the same page, whose text ends at `right`. */
function startsNewParagraph(previous: PdfLine, line: PdfLine, right: number): boolean {
  const sentenceEnds = endsSentence(previous.text);
  const endsShort = right - previous.right > SHORT_LINE * (right - previous.textX);
  return (
    Math.abs(previous.fontSize - line.fontSize) > 0.5 ||
    previous.y - line.y > PARAGRAPH_GAP * line.fontSize ||
    Math.abs(line.x - previous.textX) > SAME_X ||
    isTableRow(previous) ||
    isTableRow(line) ||
    (sentenceEnds && (endsShort || ITEM_START.test(line.text)))
  );
}

/** A sentence cut by a page break: the page ends mid-sentence and the next starts lower-case in the same column. */
function continuesOnNextPage(previous: PdfLine, line: PdfLine): boolean {
  return (
    !endsSentence(previous.text) &&
    /^\p{Ll}/u.test(line.text) &&
    Math.abs(line.x - previous.textX) <= SAME_X &&
    !isTableRow(previous) &&
    !isTableRow(line)
  );
}

/** Cells apart by column gaps (after any list marker): a table row or a heading with its number. */
function isTableRow(line: PdfLine): boolean {
  return withoutMarker(line.text).includes('\t');
}

function withoutMarker(text: string): string {
  const tab = text.indexOf('\t');
  return tab > 0 && LIST_MARKER.test(text.slice(0, tab)) ? text.slice(tab + 1) : text;
}

function joinParagraph(lines: PdfLine[], vocabulary: Vocabulary): string {
  const [first, ...rest] = lines.map((line) => line.text);
  const marker = first!.indexOf('\t');
  // "•\tText" reads as "• Text"; the tab only told us where the item's text starts.
  const head = marker > 0 && LIST_MARKER.test(first!.slice(0, marker)) ? `${first!.slice(0, marker)} ${first!.slice(marker + 1)}` : first!;
  return rest.reduce((text, line) => joinWrapped(text, line, vocabulary), head);
}
