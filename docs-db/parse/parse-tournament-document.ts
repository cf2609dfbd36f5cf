/**
 * Any form of a tournament document (the MTR, the IPG, Judging at Regular REL, the Digital MTR and
 * IPG) → a TournamentDocument: recognises a PDF or one of the text forms (pdftotext output,
 * one-paragraph-a-line text, Markdown, HTML), then which document it is and its effective date.
 * Anything else is refused with a UserError that says what was found.
 */
import { decodeText } from '../../common/decode-text.js';
import { isUserError, UserError } from '../../common/user-error.js';
import { htmlParagraphs, isHtml } from '../extract/html-paragraphs.js';
import { markdownParagraphs } from '../extract/markdown-paragraphs.js';
import { parseIpg } from './parse-ipg.js';
import { parseJar } from './parse-jar.js';
import { parseMtr } from './parse-mtr.js';
import { extractPdfParagraphs } from '../extract/pdf-paragraphs.js';
import { pdftotextParagraphs } from '../extract/pdftotext-paragraphs.js';
import { plainTextParagraphs } from '../extract/plain-text-paragraphs.js';
import type { DocKind, TournamentDocument } from '../tournament-document.js';
import { unrecognisedDocument } from './unrecognised-document.js';

/** The PDF header may follow up to 1 KB of junk (PDF 1.7, annex H). */
const PDF_SIGNATURE_WINDOW = 1024;
/** The cover: the first paragraphs name the document. */
const COVER_PARAGRAPHS = 3;
/**
 * The largest real file is 552 KB (the official 2025 MTR PDF): anything over
 * 16 MB is not an MTR or IPG, and is refused before pdfjs spends memory on it.
 */
const MAX_FILE_BYTES = 16 * 1024 * 1024;
/**
 * Fewer numbered sections than this means a fragment: the smallest real MTR or IPG (the 2009 MTR)
 * has over 70, the Digital IPG of 2021-11-15 16 and the Digital MTR 47. The JAR numbers nothing
 * and is checked by its parser.
 */
const MIN_NUMBERED_SECTIONS: Record<DocKind, number> = { mtr: 20, ipg: 20, dmtr: 20, dipg: 10, jar: 0 };

/**
 * Parses a tournament document's file; `fileName` names it in error messages and marks Markdown (".md").
 * @example await parseTournamentDocument(readFileSync('MTG_IPG_2024Sep23_EN.pdf')) // { kind: 'ipg', effectiveDate: '2024-09-23', sections: [...] }
 */
export async function parseTournamentDocument(bytes: Uint8Array, fileName?: string): Promise<TournamentDocument> {
  try {
    if (bytes.length > MAX_FILE_BYTES) {
      throw unrecognisedDocument(`it is ${(bytes.length / 1024 / 1024).toFixed(0)} MB, and no tournament document is ever more than ${MAX_FILE_BYTES / 1024 / 1024} MB (the largest is 0.6 MB)`);
    }
    const { paragraphs, html } = await readParagraphs(bytes, fileName);
    const kind = identifyKind(paragraphs, html);
    const document = parseKind(kind, paragraphs);
    const numbered = document.sections.filter((section) => section.level === 'section' && section.number !== '').length;
    if (numbered < MIN_NUMBERED_SECTIONS[kind]) {
      throw unrecognisedDocument(`only ${numbered} numbered sections were found (a complete document has over ${MIN_NUMBERED_SECTIONS[kind]})`);
    }
    return document;
  } catch (error) {
    if (fileName && isUserError(error)) throw new UserError(error.code, `${fileName}: ${error.message}`);
    throw error;
  }
}

function parseKind(kind: DocKind, paragraphs: string[]): TournamentDocument {
  switch (kind) {
    case 'mtr':
    case 'dmtr':
      return parseMtr(paragraphs, kind);
    case 'ipg':
    case 'dipg':
      return parseIpg(paragraphs, kind);
    case 'jar':
      return parseJar(paragraphs);
  }
}

async function readParagraphs(bytes: Uint8Array, fileName: string | undefined): Promise<{ paragraphs: string[]; html: boolean }> {
  if (isPdf(bytes)) return { paragraphs: await extractPdfParagraphs(bytes), html: false };
  const text = decodeText(bytes).text;
  if (text.trim() === '') throw unrecognisedDocument('the file is empty');
  if (isHtml(text)) return { paragraphs: htmlParagraphs(text), html: true };
  if (text.includes('\f')) return { paragraphs: pdftotextParagraphs(text), html: false };
  if (fileName?.toLowerCase().endsWith('.md') || /^#{1,6}\s+\S/m.test(text)) return { paragraphs: markdownParagraphs(text), html: false };
  return { paragraphs: plainTextParagraphs(text), html: false };
}

function isPdf(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, PDF_SIGNATURE_WINDOW));
  return head.includes('%PDF-');
}

/** Which document the cover names; `html` says the file was a web page, which is often the wrong download. */
function identifyKind(paragraphs: string[], html: boolean): DocKind {
  const cover = paragraphs.slice(0, COVER_PARAGRAPHS).join('\n');
  const digital = /\bdigital\b/i.test(cover);
  if (/judging\s+at\s+regular/i.test(cover)) return 'jar';
  if (/infraction\s+procedure\s+guide/i.test(cover)) return digital ? 'dipg' : 'ipg';
  if (/tournament\s+rules/i.test(cover)) return digital ? 'dmtr' : 'mtr';
  if (/comprehensive\s+rules/i.test(cover)) {
    throw unrecognisedDocument('it is the Comprehensive Rules, which are imported as rules, not as a tournament document');
  }
  if (html) throw unrecognisedDocument('it is an HTML page that is none of these documents (download the PDF it links to instead)');
  const first = paragraphs.find((paragraph) => paragraph.trim() !== '');
  const opening = first === undefined ? 'it has no text' : `it opens with "${first.slice(0, 80)}"`;
  throw unrecognisedDocument(`${opening}, not with "Magic: The Gathering Tournament Rules", "Magic Infraction Procedure Guide" or "Judging at Regular Rules Enforcement Level"`);
}
