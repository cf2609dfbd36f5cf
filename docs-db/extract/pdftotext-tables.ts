/**
 * pdftotext prints a small table column by column: a block of the first column's cells, a
 * blank line, a block of the second's, and so on. Put back row by row ("Eternal Weekend\tCompetitive"),
 * the order the page is read in.
 */
import { endsSentence } from './sentence-end.js';

/** Fewer rows than this is not worth calling a table (and would catch short paragraphs). */
const MIN_ROWS = 3;
/** A cell is shorter than this share of a full line of body text. */
const CELL_LENGTH = 0.6;
const LABEL = /^(?:•|\d{1,2}\.|[A-Z]\.)$/;

interface Block {
  start: number;
  end: number;
}

/**
 * Rewrites column-by-column tables as rows of tab-separated cells. A table is two or more
 * blocks (apart by blank lines only) of the same number of short lines; the first block may
 * begin with the paragraph that introduces the table. Item columns of lists are left alone.
 * @param width the length of a full line of body text; cells are much shorter
 */
export function interleaveColumnTables(lines: string[], width: number, pageBreak: string): string[] {
  const isCell = (line: string) => line.length < CELL_LENGTH * width && !endsSentence(line) && !LABEL.test(line);
  const blocks = findBlocks(lines, pageBreak);
  const output: string[] = [];
  let copied = 0;
  for (let index = 0; index < blocks.length; index++) {
    const first = blocks[index]!;
    let rows = 0;
    while (rows < first.end - first.start && isCell(lines[first.end - 1 - rows]!)) rows++;
    const previous = blocks[index - 1];
    const afterLabels = previous !== undefined && lines.slice(previous.start, previous.end).every((line) => LABEL.test(line));
    if (rows < MIN_ROWS || afterLabels) continue;

    const columns = [first];
    for (let next = index + 1; next < blocks.length; next++) {
      const block = blocks[next]!;
      const between = lines.slice(columns.at(-1)!.end, block.start);
      const cells = lines.slice(block.start, block.end);
      if (between.includes(pageBreak) || cells.length !== rows || !cells.every(isCell)) break;
      columns.push(block);
    }
    if (columns.length < 2) continue;

    const tableStart = first.end - rows;
    output.push(...lines.slice(copied, tableStart));
    for (let row = 0; row < rows; row++) {
      output.push(columns.map((block, column) => lines[(column === 0 ? tableStart : block.start) + row]).join('\t'));
    }
    copied = columns.at(-1)!.end;
    index += columns.length - 1;
  }
  output.push(...lines.slice(copied));
  return output;
}

/** Runs of consecutive text lines. */
function findBlocks(lines: string[], pageBreak: string): Block[] {
  const blocks: Block[] = [];
  let start: number | null = null;
  lines.forEach((line, index) => {
    const isText = line !== '' && line !== pageBreak;
    if (isText && start === null) start = index;
    if (!isText && start !== null) {
      blocks.push({ start, end: index });
      start = null;
    }
  });
  if (start !== null) blocks.push({ start, end: lines.length });
  return blocks;
}
