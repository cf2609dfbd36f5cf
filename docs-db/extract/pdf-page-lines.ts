/**
 * Rebuilds the text lines of one PDF page from its positioned text items: items sharing a
 * baseline form a line, read left to right; a small gap becomes a space, a wide one (a table
 * column, the gap after a section number or a bullet) a tab. A bulleted list set in two
 * columns (the MTR's lists of sets and banned cards) is read column by column.
 */
import { collapseDotLeaders } from './dot-leaders.js';
import type { PdfTextItem } from './pdf-text-items.js';

export interface PdfLine {
  /** Words separated by spaces, layout columns by "\t". */
  text: string;
  /** Left edge of the line. */
  x: number;
  /** Left edge of the text after a list marker ("•", "A.", "1.") — where wrapped lines of an item start. */
  textX: number;
  /** Right edge of the line's last item. */
  right: number;
  y: number;
  fontSize: number;
}

/** Items whose baselines differ by less than this share a line (fraction of the larger font size: superscripts join their line). */
const SAME_LINE = 0.4;
/** A gap wider than this between two items is a word space (fraction of the font size)... */
const WORD_GAP = 0.15;
/** ...and wider than this a column gap. Sentence spacing never comes near a full em. */
const COLUMN_GAP = 0.9;
/** A bullet or list label: "•", "o", "A.", "1.", "iv)". */
export const LIST_MARKER = /^(?:[•◦▪●o\u2013\u2212-]|[A-Za-z0-9]{1,3}[.)])$/u;
const BULLET = /^[•◦▪●]/u;
/** Rows of a two-column list sit about one line apart; a wider gap ends the list. */
const COLUMN_ROW_GAP = 1.6;
/** Horizontal slack, in points, when comparing where text starts. */
const SAME_X = 3;

/** Lines of a page, top to bottom. */
export function layoutPageLines(items: PdfTextItem[]): PdfLine[] {
  const visible = items.filter((item) => item.text !== '');
  const byBaseline = [...visible].sort((a, b) => b.y - a.y || a.x - b.x);
  const groups: PdfTextItem[][] = [];
  for (const item of byBaseline) {
    const current = groups.at(-1);
    const anchor = current?.find((other) => other.text.trim() !== '') ?? current?.[0];
    if (current && anchor && Math.abs(anchor.y - item.y) < SAME_LINE * Math.max(anchor.fontSize, item.fontSize)) {
      current.push(item);
    } else {
      groups.push([item]);
    }
  }
  const rows = groups.map((group) => group.sort((a, b) => a.x - b.x));
  return readColumnsInOrder(rows).flatMap((row) => buildLine(row) ?? []);
}

/**
 * Rows of a list in two columns hold an item of each column; readers take the whole left
 * column first. A run starts at a row with a bullet after a column gap and lasts while rows stay
 * close together, clear of the column boundary, and no further left than the run's first row.
 */
function readColumnsInOrder(rows: PdfTextItem[][]): PdfTextItem[][] {
  const ordered: PdfTextItem[][] = [];
  let index = 0;
  while (index < rows.length) {
    const first = rows[index]!;
    const boundary = secondColumnBullet(first);
    if (boundary === null) {
      ordered.push(first);
      index++;
      continue;
    }
    const left: PdfTextItem[][] = [];
    const right: PdfTextItem[][] = [];
    const runLeft = first[0]!.x;
    let previous: PdfTextItem[] | null = null;
    while (index < rows.length) {
      const row = rows[index]!;
      if (previous && !continuesColumns(previous, row, boundary, runLeft)) break;
      const leftItems = row.filter((item) => item.x < boundary - SAME_X);
      const rightItems = row.filter((item) => item.x >= boundary - SAME_X);
      if (leftItems.length > 0) left.push(leftItems);
      if (rightItems.length > 0) right.push(rightItems);
      previous = row;
      index++;
    }
    ordered.push(...left, ...right);
  }
  return ordered;
}

/** The x of a bullet that follows a column gap in the row, or null. */
function secondColumnBullet(row: PdfTextItem[]): number | null {
  let end: number | null = null;
  for (const item of row) {
    if (item.text.trim() === '') continue;
    if (end !== null && item.x - end > COLUMN_GAP * item.fontSize && BULLET.test(item.text.trim())) return item.x;
    end = Math.max(end ?? -Infinity, item.x + item.width);
  }
  return null;
}

function continuesColumns(previous: PdfTextItem[], row: PdfTextItem[], boundary: number, runLeft: number): boolean {
  const fontSize = row[0]!.fontSize;
  const straddles = row.some((item) => item.x < boundary - SAME_X && item.x + item.width > boundary + SAME_X);
  return (
    previous[0]!.y - row[0]!.y <= COLUMN_ROW_GAP * fontSize &&
    !straddles &&
    row[0]!.x >= runLeft - SAME_X
  );
}

function buildLine(items: PdfTextItem[]): PdfLine | null {
  const words = items.filter((item) => item.text.trim() !== '');
  const first = words[0];
  if (!first) return null;
  const fontSize = Math.max(...words.map((item) => item.fontSize));

  let text = '';
  let end: number | null = null;
  let pendingSpace = false;
  for (const item of items) {
    if (item.text.trim() === '') {
      pendingSpace = true;
      continue;
    }
    if (end !== null) {
      const gap = item.x - end;
      if (gap > COLUMN_GAP * fontSize) text = text.trimEnd() + '\t';
      else if ((pendingSpace || gap > WORD_GAP * fontSize) && !/\s$/.test(text) && !/^\s/.test(item.text)) text += ' ';
    }
    text += item.text;
    end = Math.max(end ?? -Infinity, item.x + item.width);
    pendingSpace = /\s$/.test(item.text);
  }

  const second = words[1];
  const startsWithMarker = LIST_MARKER.test(first.text.trim()) && second !== undefined;
  return {
    text: collapseDotLeaders(text.trim().replace(/ {2,}/g, ' ')),
    x: first.x,
    textX: startsWithMarker ? second.x : first.x,
    right: end!,
    y: first.y,
    fontSize,
  };
}
