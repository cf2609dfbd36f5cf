/**
 * The one place that talks to pdfjs-dist: PDF bytes → the positioned text items of every page.
 * Uses the legacy (Node-friendly) build; in Node pdfjs runs its worker in-process, so no worker
 * file is fetched or written, and text extraction never needs a canvas.
 */
import type { TextItem, TextMarkedContent } from 'pdfjs-dist/types/src/display/api.js';
import { UserError } from '../../common/user-error.js';

/** A run of text as placed on the page; coordinates in PDF points, y grows upwards. */
export interface PdfTextItem {
  text: string;
  x: number;
  /** Baseline. */
  y: number;
  width: number;
  fontSize: number;
}

export interface PdfPage {
  items: PdfTextItem[];
}

/** Errors only: pdfjs would otherwise log font warnings that mean nothing to a judge. */
const ERRORS_ONLY = 0;

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | null = null;

/**
 * pdfjs-dist is megabytes of JavaScript: loaded with the first PDF, so importing text files never
 * pays for it. The minified builds, library and (in-process) worker, carry no source maps, which
 * Node would otherwise parse on load (under tsx, source maps are on): a second saved per import.
 */
function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.min.mjs').then((library) => {
    library.GlobalWorkerOptions.workerSrc = import.meta.resolve('pdfjs-dist/legacy/build/pdf.worker.min.mjs');
    return library;
  });
  return pdfjs;
}

/** Reads every page's text items; throws a UserError when the bytes are not a readable PDF. */
export async function readPdfPages(bytes: Uint8Array): Promise<PdfPage[]> {
  const { getDocument } = await loadPdfJs();
  // pdfjs takes ownership of (detaches) the buffer it is given: hand it a copy. A plain
  // Uint8Array one, as pdfjs refuses a Buffer (whose slice() would not even copy).
  const loading = getDocument({
    data: new Uint8Array(bytes),
    verbosity: ERRORS_ONLY,
    // Text extraction needs no font rendering; not compiling font programs also keeps
    // untrusted PDFs from reaching eval.
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
  });
  try {
    const document = await loading.promise;
    const pages: PdfPage[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push({ items: content.items.filter(isTextItem).map(toPdfTextItem) });
      page.cleanup();
    }
    return pages;
  } catch (error) {
    // Damage can surface on any page, not only when the document opens: every pdfjs failure is the file's.
    const reason = error instanceof Error ? error.message : String(error);
    throw new UserError('unreadable-pdf', `This is not a readable PDF (${reason}): a damaged or incomplete file? Download it again.`);
  } finally {
    await loading.destroy();
  }
}

function isTextItem(item: TextItem | TextMarkedContent): item is TextItem {
  return 'str' in item;
}

function toPdfTextItem(item: TextItem): PdfTextItem {
  const [scaleX, skewY, , scaleY, x, y] = item.transform as number[];
  return {
    text: item.str,
    x: x!,
    y: y!,
    width: item.width,
    // The vertical scale is the font size for upright text; fall back on the horizontal one.
    fontSize: Math.abs(scaleY!) || Math.hypot(scaleX!, skewY!),
  };
}
