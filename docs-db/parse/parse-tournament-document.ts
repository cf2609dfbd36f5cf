/**
 * Any form of the MTR or the IPG → a TournamentDocument: recognises a PDF or one of the text
 * forms (pdftotext output, one-paragraph-a-line text, Markdown), then which document it is and
 * its effective date. Anything else is refused with a UserError that says what was found.
 */
import { decodeText } from '../../common/decode-text.js';
import { isUserError, UserError } from '../../common/user-error.js';
import { markdownParagraphs } from '../extract/markdown-paragraphs.js';
import { parseIpg } from './parse-ipg.js';
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
 * The largest real file is 552 KB (the 2025 MTR PDF; ../shared/data/tournament): anything over
 * 16 MB is not an MTR or IPG, and is refused before pdfjs spends memory on it.
 */
const MAX_FILE_BYTES = 16 * 1024 * 1024;
/** The smallest real document (the 2009 MTR) has over 70 numbered sections; fewer means a fragment. */
const MIN_NUMBERED_SECTIONS = 20;

/**
 * Parses an MTR or IPG file; `fileName` names it in error messages and marks Markdown (".md").
 * @example await parseTournamentDocument(readFileSync('MTG_IPG_2024Sep23_EN.pdf')) // { kind: 'ipg', effectiveDate: '2024-09-23', sections: [...] }
 */
export async function parseTournamentDocument(bytes: Uint8Array, fileName?: string): Promise<TournamentDocument> {
  try {
    if (bytes.length > MAX_FILE_BYTES) {
      throw unrecognisedDocument(`it is ${(bytes.length / 1024 / 1024).toFixed(0)} MB, and neither document is ever more than ${MAX_FILE_BYTES / 1024 / 1024} MB (the largest is 0.6 MB)`);
    }
    const paragraphs = await readParagraphs(bytes, fileName);
    const kind = identifyKind(paragraphs);
    const document = kind === 'mtr' ? parseMtr(paragraphs) : parseIpg(paragraphs);
    const numbered = document.sections.filter((section) => section.level === 'section').length;
    if (numbered < MIN_NUMBERED_SECTIONS) {
      throw unrecognisedDocument(`only ${numbered} numbered sections were found (a complete document has over ${MIN_NUMBERED_SECTIONS})`);
    }
    return document;
  } catch (error) {
    if (fileName && isUserError(error)) throw new UserError(error.code, `${fileName}: ${error.message}`);
    throw error;
  }
}

async function readParagraphs(bytes: Uint8Array, fileName: string | undefined): Promise<string[]> {
  if (isPdf(bytes)) return extractPdfParagraphs(bytes);
  const text = decodeText(bytes).text;
  if (text.trim() === '') throw unrecognisedDocument('the file is empty');
  if (/^\s*<(?:!doctype\s+html|html|head|body)[\s>]/i.test(text)) {
    throw unrecognisedDocument('it is an HTML page (download the PDF it links to instead)');
  }
  if (text.includes('\f')) return pdftotextParagraphs(text);
  if (fileName?.toLowerCase().endsWith('.md') || /^#{1,6}\s+\S/m.test(text)) return markdownParagraphs(text);
  return plainTextParagraphs(text);
}

function isPdf(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, PDF_SIGNATURE_WINDOW));
  return head.includes('%PDF-');
}

/** Which document the cover names. */
function identifyKind(paragraphs: string[]): DocKind {
  const cover = paragraphs.slice(0, COVER_PARAGRAPHS).join('\n');
  if (/infraction\s+procedure\s+guide/i.test(cover)) return 'ipg';
  if (/tournament\s+rules/i.test(cover)) return 'mtr';
  if (/comprehensive\s+rules/i.test(cover)) {
    throw unrecognisedDocument('it is the Comprehensive Rules, which are imported as rules, not as a tournament document');
  }
  const first = paragraphs.find((paragraph) => paragraph.trim() !== '');
  const opening = first === undefined ? 'it has no text' : `it opens with "${first.slice(0, 80)}"`;
  throw unrecognisedDocument(`${opening}, not with "Magic: The Gathering Tournament Rules" or "Magic Infraction Procedure Guide"`);
}
