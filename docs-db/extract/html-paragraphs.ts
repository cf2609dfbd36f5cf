/**
 * A tournament document converted to HTML → its paragraphs. Two shapes are read:
 * - pdftohtml's page layout (the JAR and the Digital MTR and IPG in the MTG Familiar app's
 *   sources): every run of text an absolutely placed `<p>` with its top, left and a font class,
 *   lines inside one `<p>` split by `<br/>`. Lines are rebuilt from the runs sharing a top, then
 *   grouped into paragraphs by what the page shows: blank lines, a gap wider than a line, a change
 *   of font size or of boldness (headings), a list marker, text moving back left.
 * - any other HTML: its block elements (headings, paragraphs, list items, table rows) in order.
 * Text before the markup (the app's "2024-09-01" line) is no part of the document and is dropped.
 */
import { buildVocabulary, joinWrapped } from './hyphenation.js';
import { dropRunningLines, numberless } from './running-lines.js';
import { endsSentence } from './sentence-end.js';

/** A converted line's runs, placed as the page had them; top grows downwards, in CSS pixels. */
interface HtmlRun {
  text: string;
  top: number;
  left: number;
  fontSize: number;
  bold: boolean;
  /** False for the lines after a `<br/>`, whose top is estimated from the line height (and drifts). */
  exact: boolean;
}

interface HtmlLine {
  text: string;
  top: number;
  /** Left edge of the line, and of its text after a list marker (where a wrapped item's lines start). */
  left: number;
  textLeft: number;
  fontSize: number;
  bold: boolean;
}

const POSITIONED_P = /<p\s+style="[^"]*?top:\s*(-?[\d.]+)px;\s*left:\s*(-?[\d.]+)px[^"]*"[^>]*?class="([\w-]+)"[^>]*>([\s\S]*?)<\/p>/gi;
const FONT_CLASS = /\.([\w-]+)\s*\{([^}]*)\}/g;
const PAGE_START = /<div\s+id="page\d+-div"/gi;
/** Symbol-font bullets arrive as private-use characters (U+F0B7); all bullets read "•". */
const BULLET_CHARACTERS = /^[\uF0A7\uF0B7\uF0D8\uF076\u25AA\u25CF\u2022◦▪●]\s*/u;
const LIST_START = /^(?:•|[A-Za-z0-9]{1,3}[.)])\s/u;
/** Lines sit about 1.2–1.35 font sizes apart; a wider gap than this ends a paragraph. */
const PARAGRAPH_GAP = 1.5;
/** Runs whose tops differ by less than this (share of the font size) are one line. */
const SAME_LINE = 0.4;
/**
 * pdftohtml gives no widths: a run's end is estimated at this many font sizes per character (a
 * generous average, so prose runs never look apart), and a gap wider than TABLE_GAP font sizes
 * after that is a table column.
 */
const CHARACTER_WIDTH = 0.5;
const TABLE_GAP = 3;
/** How far (in font sizes) a line of a `<p>` may be from a placed run and still be on its line. */
const SNAP = 0.8;
/** Horizontal slack, in pixels, when comparing where lines start. */
const SAME_LEFT = 3;

/** Whether the text is HTML (possibly after a line of text, as the app's copies have). */
export function isHtml(text: string): boolean {
  return /^\s*(?:[^<\n]*\n)?\s*<(?:!doctype\s+html|html|head|body)[\s>]/i.test(text);
}

/** The paragraphs of an HTML document; list items start "• ", table cells are separated by tabs. */
export function htmlParagraphs(html: string): string[] {
  const markup = html.slice(Math.max(0, html.search(/<(?:!doctype|html)/i)));
  return /<p\s+style="[^"]*position:\s*absolute/i.test(markup) ? layoutParagraphs(markup) : blockParagraphs(markup);
}

function layoutParagraphs(html: string): string[] {
  const fonts = fontClasses(html);
  const starts = [...html.matchAll(PAGE_START)].map((match) => match.index!);
  const pageHtml = starts.length === 0 ? [html] : starts.map((start, index) => html.slice(start, starts[index + 1]));
  const pages = pageHtml.map((page) => pageLines(pageRuns(page, fonts)));
  const kept = dropRunningLines(pages, (line) => (line.text === '' ? null : `${Math.round(line.top)}|${numberless(line.text)}`));
  const vocabulary = buildVocabulary(kept.flatMap((lines) => lines.map((line) => line.text)));
  const paragraphs: string[] = [];
  let previous: HtmlLine | null = null;
  let blank = false;
  for (const lines of kept) {
    let firstOnPage = true;
    for (const line of lines) {
      if (line.text === '') {
        blank = true;
        continue;
      }
      const continues =
        previous !== null && (firstOnPage ? continuesOnNextPage(previous, line) : !blank && !startsParagraph(previous, line));
      if (continues) paragraphs[paragraphs.length - 1] = joinWrapped(paragraphs.at(-1)!, line.text, vocabulary);
      else paragraphs.push(line.text);
      previous = line;
      blank = false;
      firstOnPage = false;
    }
  }
  return paragraphs;
}

/** Font size and boldness of each class in the pages' style sheets. */
function fontClasses(html: string): Map<string, { fontSize: number; lineHeight: number; bold: boolean }> {
  const fonts = new Map<string, { fontSize: number; lineHeight: number; bold: boolean }>();
  for (const [, name, body] of html.matchAll(FONT_CLASS)) {
    const fontSize = Number(/font-size:\s*([\d.]+)px/.exec(body!)?.[1] ?? 12);
    const lineHeight = Number(/line-height:\s*([\d.]+)px/.exec(body!)?.[1] ?? fontSize * 1.2);
    fonts.set(name!, { fontSize, lineHeight, bold: /bold|black|heavy/i.test(/font-family:\s*([^;]+)/.exec(body!)?.[1] ?? '') || /font-weight:\s*(?:bold|[6-9]00)/.test(body!) });
  }
  return fonts;
}

/**
 * Every run of a page; a `<p>` holding several lines (split by `<br/>`) gives a run per line, placed
 * one CSS line height apart. That height is rounded (14 lines of 21 px land 11 px short of text set
 * 21.8 px apart), so where a later line of the `<p>` goes on beside a placed run, the spacing is
 * measured from it instead.
 */
function pageRuns(page: string, fonts: Map<string, { fontSize: number; lineHeight: number; bold: boolean }>): HtmlRun[] {
  const blocks: HtmlRun[][] = [];
  for (const [, top, left, className, inner] of page.matchAll(POSITIONED_P)) {
    const font = fonts.get(className!) ?? { fontSize: 12, lineHeight: 14, bold: false };
    blocks.push(
      inner!.split(/<br\s*\/?>/i).map((piece, index) => {
        const text = decodeEntities(piece.replace(/<[^>]*>/g, ''));
        const outsideBold = piece.replace(/<b>[\s\S]*?<\/b>/gi, '').replace(/<[^>]*>/g, '');
        const bold = font.bold || (/<b>/i.test(piece) && decodeEntities(outsideBold).trim() === '');
        return { text, top: Number(top) + index * font.lineHeight, left: Number(left), fontSize: font.fontSize, bold, exact: index === 0 };
      }),
    );
  }
  const placed = blocks.flatMap((block) => (block[0]!.text.trim() === '' ? [] : [block[0]!]));
  return blocks.flatMap((block) => measureSpacing(block, placed));
}

/** The runs of one multi-line `<p>` re-spaced by the last of its lines that sits beside a placed run. */
function measureSpacing(block: HtmlRun[], placed: HtmlRun[]): HtmlRun[] {
  const first = block[0]!;
  for (let index = block.length - 1; index > 0; index--) {
    const run = block[index]!;
    if (run.text.trim() === '') continue;
    const beside = placed.find((other) => other !== first && other.left > run.left && Math.abs(other.top - run.top) < SNAP * run.fontSize);
    if (!beside) continue;
    const spacing = (beside.top - first.top) / index;
    return block.map((line, at) => ({ ...line, top: first.top + at * spacing, exact: line.exact || at === index }));
  }
  return block;
}

/** Runs sharing a top, left to right, as lines top to bottom; a blank run alone is a blank line. */
function pageLines(runs: HtmlRun[]): HtmlLine[] {
  const sorted = [...runs].sort((a, b) => a.top - b.top || a.left - b.left);
  const groups: HtmlRun[][] = [];
  for (const run of sorted) {
    const group = groups.at(-1);
    const anchor = group?.find((other) => other.text.trim() !== '') ?? group?.[0];
    if (group && anchor && Math.abs(run.top - anchor.top) < SAME_LINE * Math.max(run.fontSize, anchor.fontSize)) group.push(run);
    else groups.push([run]);
  }
  return groups.map((group) => buildLine(group.sort((a, b) => a.left - b.left)));
}

function buildLine(runs: HtmlRun[]): HtmlLine {
  const filled = runs.filter((run) => run.text.trim() !== '');
  if (filled.length === 0) return { text: '', top: runs[0]!.top, left: runs[0]!.left, textLeft: runs[0]!.left, fontSize: runs[0]!.fontSize, bold: false };
  let text = '';
  let end: number | null = null;
  for (const run of runs) {
    const gap = end === null ? 0 : run.left - end;
    if (run.text.trim() !== '' && gap > TABLE_GAP * run.fontSize && text.trim() !== '' && !BULLET_CHARACTERS.test(text.trim())) text = `${text.trimEnd()}\t`;
    text += run.text;
    if (run.text.trim() !== '') end = run.left + run.text.trimEnd().length * CHARACTER_WIDTH * run.fontSize;
  }
  const normalised = text.replace(/[ \u00A0]+/g, ' ').replace(/ ?\t ?/g, '\t').trim();
  const bullet = BULLET_CHARACTERS.exec(normalised);
  const first = filled[0]!;
  const second = filled[1];
  // The text's baseline, not a bullet's (set a little higher) nor an estimated one.
  const placed = filled.filter((run) => run.exact);
  const markerOnly = bullet !== null || /^[A-Za-z0-9]{1,3}[.)]$/.test(first.text.trim());
  return {
    text: bullet ? `• ${normalised.slice(bullet[0].length)}` : normalised,
    top: Math.max(...(placed.length > 0 ? placed : filled).map((run) => run.top)),
    left: first.left,
    textLeft: markerOnly && second ? second.left : first.left,
    fontSize: Math.max(...filled.map((run) => run.fontSize)),
    bold: filled.every((run) => run.bold),
  };
}

/** Whether `line` starts a new paragraph after `previous` on the same page. */
function startsParagraph(previous: HtmlLine, line: HtmlLine): boolean {
  const size = Math.max(previous.fontSize, line.fontSize);
  return (
    Math.abs(previous.fontSize - line.fontSize) > 0.5 ||
    previous.bold !== line.bold ||
    line.top - previous.top > PARAGRAPH_GAP * size ||
    LIST_START.test(line.text) ||
    previous.text.includes('\t') ||
    line.text.includes('\t') ||
    line.left < previous.textLeft - SAME_LEFT
  );
}

/** A sentence cut by a page break: the page ends mid-sentence and the next goes on in lower case, in the same type. */
function continuesOnNextPage(previous: HtmlLine, line: HtmlLine): boolean {
  return !endsSentence(previous.text) && /^\p{Ll}/u.test(line.text) && Math.abs(previous.fontSize - line.fontSize) <= 0.5 && !line.text.includes('\t');
}

const BLOCK = /<(h[1-6]|p|li|tr|div|dt|dd|blockquote|br)\b[^>]*>|<\/(h[1-6]|p|li|tr|div|dt|dd|blockquote|ul|ol|table)>/gi;

/** Paragraphs of ordinary HTML: block elements in order, list items as "• ", table cells apart by tabs. */
function blockParagraphs(html: string): string[] {
  const body = html.replace(/<(script|style|head|title)\b[\s\S]*?<\/\1>/gi, ' ').replace(/<!--[\s\S]*?-->/g, ' ');
  const marked = body
    .replace(/<li\b[^>]*>/gi, '\n• ')
    .replace(/<\/t[dh]>\s*<t[dh]\b[^>]*>/gi, '\t')
    .replace(BLOCK, '\n');
  return decodeEntities(marked.replace(/<[^>]*>/g, ''))
    .split('\n')
    .map((line) => line.replace(/[ \u00A0]+/g, ' ').replace(/ ?\t ?/g, '\t').trim())
    .filter((line) => line !== '' && line !== '•');
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—', rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“', hellip: '…', bull: '•', trade: '™', copy: '©' };

/** Character references as the characters they stand for; an unknown name stays as written. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}
