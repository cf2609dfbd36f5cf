import { describe, expect, it } from 'vitest';
import { readShared } from '../../support/shared-data.js';
import { sharedTournamentDocument, type TournamentFile } from '../../support/tournament-documents.js';
import { pdftotextParagraphs } from '../../../docs-db/extract/pdftotext-paragraphs.js';

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The share of sections whose text is the same from both sources once whitespace is collapsed. */
async function compareSources(pdf: TournamentFile, pdftotext: TournamentFile) {
  const fromPdf = await sharedTournamentDocument(pdf);
  const fromText = await sharedTournamentDocument(pdftotext);
  const differing = fromPdf.sections.filter((section, index) => collapse(section.text) !== collapse(fromText.sections[index]?.text ?? ''));
  if (differing.length > 0) {
    console.log(`${pdf} vs ${pdftotext}: text differs in ${differing.map(({ number, title }) => `${number} ${title}`).join('; ')}`);
  }
  return { fromPdf, fromText, sameShare: 1 - differing.length / fromPdf.sections.length };
}

describe('pdftotext output against the PDF it was made from', () => {
  it.each([
    ['mtr2025Pdf', 'mtr2025Pdftotext'],
    ['ipg2024Pdf', 'ipg2024Pdftotext'],
  ] as const)('%s and %s give the same sections, and the same text for at least 95 percent of them', async (pdf, pdftotext) => {
    const { fromPdf, fromText, sameShare } = await compareSources(pdf, pdftotext);
    const headings = (document: typeof fromPdf) => document.sections.map(({ number, level, title }) => ({ number, level, title }));
    expect(headings(fromText)).toEqual(headings(fromPdf));
    expect(fromText.effectiveDate).toBe(fromPdf.effectiveDate);
    expect(sameShare).toBeGreaterThanOrEqual(0.95);
  });
});

describe('pdftotextParagraphs', () => {
  const mtr = pdftotextParagraphs(readShared('data/cr/mtr-20250421.pdftotext.txt').toString('utf8'));

  it('puts a section number printed in a list’s bullet column back before its title', () => {
    // pdftotext prints "•×5, 1.7, the five items, Head Judge".
    const headJudge = mtr.indexOf('1.7\tHead Judge');
    expect(mtr.slice(headJudge - 2, headJudge + 1)).toEqual([
      '• Staffing the tournament with appropriate tournament officials.',
      '• Providing all materials necessary to operate the tournament (e.g., product for Limited format tournaments).',
      '1.7\tHead Judge',
    ]);
  });

  it('gives a list item broken over two lines back to its bullet', () => {
    expect(mtr).toContain(
      '• Individuals currently suspended by the DCI. Individuals currently suspended from the DCI may not act as tournament officials;',
    );
  });

  it('restores the hyphen pdftotext drops when it joins a compound broken across lines', () => {
    const text = mtr.join('\n');
    expect(text).toContain('(e.g., invitation-only tournaments, such as Pro Tour and Regional Championships)');
    expect(text).toContain('The Head Judge is the final judicial authority at any DCI-sanctioned tournament');
    expect(text).not.toMatch(/invitationonly|DCIsanctioned|statebased|end-ofmatch/);
    // A word the document prints both ways is left as printed where no line was joined.
    expect(text).toContain('A player attempting to execute a nondeterministic loop');
  });

  it('reads a table printed column by column as rows', () => {
    expect(mtr).toContain('Eternal Weekend\tCompetitive');
    expect(mtr).toContain('Player 1B—card 1\tPlayer 1A—card 6\tPlayer 1C—card 11');
  });

  it('drops page numbers and dot leaders', () => {
    expect(mtr).toContain('1.1 Tournament Types\t5');
    expect(mtr.filter((paragraph) => /^\d+$/.test(paragraph))).not.toContain('22');
  });
});
