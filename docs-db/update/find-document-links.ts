/** Finding the MTR, IPG and JAR PDFs linked from Wizards' rules-documents page. */
import type { DocKind } from '../tournament-document.js';

/** The default page listing the current tournament documents. */
export const DEFAULT_DOCS_PAGE_URL = 'https://wpn.wizards.com/en/rules-documents';

export interface DocumentLink {
  /** What the link's file name or text says it is; the parser decides what the file really is. */
  kind: DocKind;
  url: string;
}

const ANCHOR = /<a\b[^>]*?\bhref\s*=\s*["']([^"']+)["'][^>]*>([\s\S]*?)<\/a>/gi;
/** Script-rendered pages carry their links in JSON rather than in anchors. */
const BARE_PDF_URL = /https?:\/\/[^"'\s<>()]+?\.pdf(?:[?#][^"'\s<>()]*)?(?=["'\s<>()]|$)/gi;
const MTR = /\bmtr\b|\btournament rules\b/i;
const IPG = /\bipg\b|\binfraction procedure\b/i;
const JAR = /\bjar\b|\bjudging at regular\b/i;
/**
 * The Digital MTR and IPG (Arena, MTGO) are published elsewhere (magic.gg) and imported by hand; a
 * link to one here is left alone rather than taken for the tabletop document.
 */
const OTHER_DOCUMENT = /\bdigital\b|\bdmtr\b|\bdipg\b/i;

/** File name and link text as words: "MTG_MTR_2025Apr21_EN.pdf" → "MTG MTR 2025Apr21 EN pdf". */
function describe(url: string, text: string): string {
  const name = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
  return `${name} ${text.replace(/<[^>]*>/g, ' ')}`.replace(/[_\-+.%]/g, ' ');
}

function classify(url: string, text: string): DocKind | null {
  const words = describe(url, text);
  if (OTHER_DOCUMENT.test(words)) return null;
  const named = (['mtr', 'ipg', 'jar'] as const).filter((kind) => ({ mtr: MTR, ipg: IPG, jar: JAR })[kind].test(words));
  return named.length === 1 ? named[0]! : null;
}

/**
 * The PDFs `html` links whose file name or link text names the Magic Tournament Rules (MTR), the
 * Infraction Procedure Guide (IPG) or Judging at Regular REL (JAR), each once, in page order; other
 * documents (the digital versions, the CR) are left out.
 * @example findDocumentLinks('<a href="/MTG_IPG_2024Sep23_EN.pdf">IPG</a>', 'https://wpn.wizards.com/en/rules-documents')
 *   // [{ kind: 'ipg', url: 'https://wpn.wizards.com/MTG_IPG_2024Sep23_EN.pdf' }]
 */
export function findDocumentLinks(html: string, pageUrl: string): DocumentLink[] {
  const page = html.replace(/\\u002F/gi, '/').replace(/\\\//g, '/').replace(/&amp;/g, '&');
  const found = [
    ...[...page.matchAll(ANCHOR)].map((match) => ({ href: match[1]!, text: match[2]! })),
    ...[...page.matchAll(BARE_PDF_URL)].map((match) => ({ href: match[0], text: '' })),
  ];
  const links: DocumentLink[] = [];
  const seen = new Set<string>();
  for (const { href, text } of found) {
    let url: string;
    try {
      url = new URL(href, pageUrl).toString();
    } catch {
      continue;
    }
    if (!/\.pdf$/i.test(new URL(url).pathname) || seen.has(url)) continue;
    const kind = classify(url, text);
    if (!kind) continue;
    seen.add(url);
    links.push({ kind, url });
  }
  return links;
}
