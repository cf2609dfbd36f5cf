import { describe, expect, it } from 'vitest';
import { readShared } from '../../support/shared-data.js';
import { layoutPageLines, type PdfLine } from '../../../docs-db/extract/pdf-page-lines.js';
import { pdfRunningKey } from '../../../docs-db/extract/pdf-paragraphs.js';
import { dropRunningLines } from '../../../docs-db/extract/running-lines.js';
import { readPdfPages } from '../../../docs-db/extract/pdf-text-items.js';

async function ipgPages(): Promise<PdfLine[][]> {
  const pages = await readPdfPages(new Uint8Array(readShared('data/tournament/ipg-20240923.pdf')));
  return pages.map((page) => layoutPageLines(page.items));
}

function header(text: string, y: number): PdfLine {
  return { text, x: 54, textX: 54, right: 300, y, fontSize: 9 };
}

describe('dropRunningLines on the lines of a PDF', () => {
  it('drops the page number at the foot of every page of the real IPG', async () => {
    const pages = await ipgPages();
    expect(pages[6]!.at(-1)!.text).toBe('7');
    const kept = dropRunningLines(pages, pdfRunningKey);
    expect(kept.flat().filter((line) => /^\d+$/.test(line.text))).toEqual([]);
    expect(kept.flat()).toHaveLength(pages.flat().length - pages.length);
  });

  it('drops a running header it has never seen before, numbered or not', async () => {
    const pages = await ipgPages();
    const withHeaders = pages.map((lines, index) => [
      header('Magic Infraction Procedure Guide — Competitive REL', 760),
      header(`Page ${index + 1} of ${pages.length}`, 748),
      ...lines,
    ]);
    expect(dropRunningLines(withHeaders, pdfRunningKey)).toEqual(dropRunningLines(pages, pdfRunningKey));
  });

  it('keeps a line that merely recurs at the top of a few pages', async () => {
    const pages = await ipgPages();
    const withSomeRepeats = pages.map((lines, index) => (index < 3 ? [header('Examples', 760), ...lines] : lines));
    const kept = dropRunningLines(withSomeRepeats, pdfRunningKey);
    expect(kept.slice(0, 3).map((lines) => lines[0]!.text)).toEqual(['Examples', 'Examples', 'Examples']);
  });
});
