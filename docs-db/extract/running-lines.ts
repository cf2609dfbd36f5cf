/**
 * Drops page numbers and running headers/footers: lines that recur at the top or bottom of
 * many pages, found by comparison rather than by a list of known strings, so a new footer in
 * next year's document goes too.
 */

/** A line recurring on at least this share of pages is page furniture, not text. */
const RECURRING_SHARE = 0.5;
/** Only the outermost lines of a page can be headers or footers. */
const MARGIN_LINES = 2;

/**
 * The pages without their running lines. `runningKey` says which lines are the same line
 * (null for a blank line, which is never counted): see `numberless`.
 */
export function dropRunningLines<Line>(pages: Line[][], runningKey: (line: Line) => string | null): Line[][] {
  if (pages.length < 3) return pages;
  const margins = pages.map((lines) => marginIndexes(lines, runningKey));
  const pageCounts = new Map<string, number>();
  pages.forEach((lines, page) => {
    const keys = new Set(margins[page]!.map((index) => runningKey(lines[index]!)!));
    for (const key of keys) pageCounts.set(key, (pageCounts.get(key) ?? 0) + 1);
  });
  const minimum = Math.max(3, Math.ceil(pages.length * RECURRING_SHARE));
  return pages.map((lines, page) => {
    const drop = new Set(margins[page]!.filter((index) => pageCounts.get(runningKey(lines[index]!)!)! >= minimum));
    return lines.filter((_, index) => !drop.has(index));
  });
}

/** Text up to its numbers: "Page 7 of 31" and "Page 8 of 31" are the same running line. */
export function numberless(text: string): string {
  return text.replace(/\d+/g, '#');
}

/** Indexes of the first and last few non-blank lines of a page. */
function marginIndexes<Line>(lines: Line[], runningKey: (line: Line) => string | null): number[] {
  const filled = lines.flatMap((line, index) => (runningKey(line) === null ? [] : [index]));
  return filled.length <= MARGIN_LINES * 2 ? filled : [...filled.slice(0, MARGIN_LINES), ...filled.slice(-MARGIN_LINES)];
}
