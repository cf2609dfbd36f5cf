/**
 * Drops page numbers and running headers/footers: lines that recur at the same height on many
 * pages, found by comparison rather than by a list of known strings, so a new footer in next
 * year's document goes too.
 */
import type { PdfLine } from './pdf-page-lines.js';

/** A line recurring on at least this share of pages is page furniture, not text. */
const RECURRING_SHARE = 0.5;
/** Only the outermost lines of a page can be headers or footers. */
const MARGIN_LINES = 2;

/** The pages without their running headers, footers and page numbers. */
export function dropRunningLines(pages: PdfLine[][]): PdfLine[][] {
  if (pages.length < 3) return pages;
  const pageCounts = new Map<string, number>();
  for (const lines of pages) {
    const keys = new Set(marginLines(lines).map(runningKey));
    for (const key of keys) pageCounts.set(key, (pageCounts.get(key) ?? 0) + 1);
  }
  const minimum = Math.max(3, Math.ceil(pages.length * RECURRING_SHARE));
  return pages.map((lines) => {
    const margins = new Set(marginLines(lines));
    return lines.filter((line) => !margins.has(line) || (pageCounts.get(runningKey(line)) ?? 0) < minimum);
  });
}

function marginLines(lines: PdfLine[]): PdfLine[] {
  if (lines.length <= MARGIN_LINES * 2) return lines;
  return [...lines.slice(0, MARGIN_LINES), ...lines.slice(-MARGIN_LINES)];
}

/** Same text up to its numbers (page 7, "Page 7 of 31"), at the same height on the page. */
function runningKey(line: PdfLine): string {
  return `${Math.round(line.y)}|${line.text.replace(/\d+/g, '#')}`;
}
