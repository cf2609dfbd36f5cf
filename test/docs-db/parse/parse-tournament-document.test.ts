import { describe, expect, it } from 'vitest';
import { newestCrPath } from '../../support/shared-data.js';
import { sharedTournamentDocument, TOURNAMENT_FILES, type TournamentFile } from '../../support/tournament-documents.js';
import { readFileSync } from 'node:fs';
import { parseTournamentDocument } from '../../../docs-db/parse/parse-tournament-document.js';
import { UserError } from '../../../common/user-error.js';

/** A one-page PDF written by hand (valid xref and all) with a line of Helvetica text per entry. */
function handWrittenPdf(lines: string[]): Uint8Array {
  const content = lines.map((line, index) => `BT /F1 12 Tf 72 ${720 - index * 16} Td (${line}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

async function refusal(bytes: Uint8Array, fileName?: string): Promise<UserError> {
  const error = await parseTournamentDocument(bytes, fileName).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UserError);
  return error as UserError;
}

const encode = (text: string) => new TextEncoder().encode(text);

describe('parseTournamentDocument detection', () => {
  it.each([
    ['mtr2025Pdf', 'mtr', '2025-04-21'],
    ['mtr2025Pdftotext', 'mtr', '2025-04-21'],
    ['mtr2009Text', 'mtr', '2009-07-01'],
    ['ipg2024Pdf', 'ipg', '2024-09-23'],
    ['ipg2024Pdftotext', 'ipg', '2024-09-23'],
    ['ipg2019Markdown', 'ipg', '2019-01-21'],
    ['jar2024Html', 'jar', '2024-09-23'],
    ['dmtr2021Html', 'dmtr', '2021-11-15'],
    ['dipg2021Html', 'dipg', '2021-11-15'],
  ] as const)('recognises %s as %s effective %s', async (file: TournamentFile, kind, effectiveDate) => {
    const document = await sharedTournamentDocument(file);
    expect({ kind: document.kind, effectiveDate: document.effectiveDate }).toEqual({ kind, effectiveDate });
  });

  it('refuses an HTML page, saying so', async () => {
    const error = await refusal(encode('<!DOCTYPE html>\n<html><head><title>Rules documents</title></head><body>MTR</body></html>'), 'rules.html');
    expect(error.code).toBe('not-a-tournament-document');
    expect(error.message).toMatch(/^rules\.html: .*it is an HTML page/);
  });

  it.each([
    ['an empty file', new Uint8Array()],
    ['a file of blank lines', encode('\n \r\n\t\n')],
  ])('refuses %s', async (_, bytes) => {
    const error = await refusal(bytes, 'empty.txt');
    expect(error.code).toBe('not-a-tournament-document');
    expect(error.message).toContain('the file is empty');
  });

  it('refuses the Comprehensive Rules, pointing to where they belong', async () => {
    const error = await refusal(new Uint8Array(readFileSync(newestCrPath())), 'MagicCompRules.txt');
    expect(error.code).toBe('not-a-tournament-document');
    expect(error.message).toContain('it is the Comprehensive Rules');
  });

  it('refuses a PDF that is neither document, quoting how it opens', async () => {
    const error = await refusal(handWrittenPdf(['Quarterly Report', 'Sales went up.']), 'report.pdf');
    expect(error.code).toBe('not-a-tournament-document');
    expect(error.message).toContain('it opens with "Quarterly Report"');
  });

  it('reads a PDF handed over as a Node Buffer, and leaves the Buffer intact (regression: pdfjs refused Buffers)', async () => {
    const bytes = Buffer.from(handWrittenPdf(['Quarterly Report']));
    const copy = Buffer.from(bytes);
    const error = await refusal(bytes, 'report.pdf');
    expect(error.message).toContain('it opens with "Quarterly Report"');
    expect(bytes.equals(copy)).toBe(true);
  });

  it('refuses a damaged PDF as unreadable', async () => {
    const error = await refusal(encode('%PDF-1.7\nthe rest went missing'), 'truncated.pdf');
    expect(error.code).toBe('unreadable-pdf');
  });

  it('refuses a fragment that names the document but lacks its sections', async () => {
    const error = await refusal(handWrittenPdf(['MAGIC INFRACTION PROCEDURE GUIDE', 'Effective September 23, 2024', 'Introduction ....... 1']));
    expect(error.code).toBe('not-a-tournament-document');
    expect(error.message).toContain('only 0 numbered sections');
  });
});

describe('section text', () => {
  const files = Object.keys(TOURNAMENT_FILES) as TournamentFile[];

  it.each(files)('has no page numbers or running lines left in %s', async (file) => {
    const document = await sharedTournamentDocument(file);
    for (const section of document.sections) {
      // Appendix tables of text forms hold numeric cells of their own; elsewhere a bare number is a page number.
      if (section.level === 'appendix') continue;
      const lines = section.text.split('\n');
      expect(lines.filter((line) => /^\d+$/.test(line.trim())), `${file} ${section.number}`).toEqual([]);
      expect(section.text).not.toMatch(/TOURNAMENT RULES|INFRACTION PROCEDURE GUIDE|\f/);
    }
  });

  it.each(files)('has no word left broken at a line end in %s', async (file) => {
    const document = await sharedTournamentDocument(file);
    for (const section of document.sections) {
      // "pre- and post-sideboard" is a suspended hyphen, not a break.
      expect(section.text, `${file} ${section.number}`).not.toMatch(/\p{L}- (?!and |or )\p{L}/u);
      expect(section.text).not.toContain('\u00ad');
    }
  });

  it('continues a list across a page break with nothing between its items (regression: the footer "5" stood between them)', async () => {
    const mtr = await sharedTournamentDocument('mtr2025Pdf');
    const eligibility = mtr.sections.find((section) => section.number === '1.4')!.text.split('\n');
    const lastOnPage5 = eligibility.indexOf(
      '• Anyone prohibited by federal, state, or local laws, the rules of the Tournament Organizer, or by a venue’s management.',
    );
    expect(eligibility[lastOnPage5 + 1]).toMatch(/^• Tournament Organizers may choose to age restrict any Regular REL events/);
  });
});
