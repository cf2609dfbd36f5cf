/**
 * Bytes of a published text file → string, whatever encoding Wizards used that year:
 * UTF-8 (with or without BOM), UTF-16LE/BE (with BOM), or an 8-bit code page
 * (Windows-1252 mostly; MacRoman and CP437 for a few 2004–2019 files).
 */

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252' | 'macintosh' | 'cp437';

export interface DecodedText {
  text: string;
  encoding: TextEncoding;
}

/** CP437 (DOS) code points for bytes 0x80–0xFF; not among the WHATWG encodings TextDecoder knows. */
const CP437_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀' +
  'αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

function decodeCp437(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += byte < 0x80 ? String.fromCharCode(byte) : CP437_HIGH[byte - 0x80];
  return text;
}

function decodeWith(encoding: TextEncoding, bytes: Uint8Array): string {
  if (encoding === 'cp437') return decodeCp437(bytes);
  return new TextDecoder(encoding).decode(bytes);
}

/** Characters that legitimately follow or precede letters in rules text: letters and typographic punctuation. */
const PLAUSIBLE_HIGH_CHAR = /[\p{L}’‘“”—–…™®©•]/u;

/**
 * Scores how natural the non-ASCII characters of a decoding look: a letter inside a word or
 * typographic punctuation scores; symbols (ƒ, ╗, √, control characters) cost.
 */
function plausibility(text: string): number {
  let score = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) continue;
    const char = text[i]!;
    if (!PLAUSIBLE_HIGH_CHAR.test(char)) {
      score -= 2;
      continue;
    }
    if (/\p{L}/u.test(char)) {
      const before = text[i - 1] ?? ' ';
      const after = text[i + 1] ?? ' ';
      score += /\p{L}/u.test(before) || /\p{L}/u.test(after) ? 1 : -1;
    } else {
      score += 1;
    }
  }
  return score;
}

const EIGHT_BIT_CANDIDATES: TextEncoding[] = ['windows-1252', 'macintosh', 'cp437'];

/** Detects the encoding (BOM first, then strict UTF-8, then the most plausible 8-bit code page) and decodes. */
export function decodeText(bytes: Uint8Array): DecodedText {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    // Not UTF-8: one of the 8-bit code pages older releases were published in.
  }
  let best: DecodedText | null = null;
  let bestScore = -Infinity;
  for (const encoding of EIGHT_BIT_CANDIDATES) {
    const text = decodeWith(encoding, bytes);
    const score = plausibility(text);
    // Strictly better only: ties keep the earlier, more common code page.
    if (score > bestScore) {
      best = { text, encoding };
      bestScore = score;
    }
  }
  return best!;
}

/** Splits on every line terminator releases use: CRLF, bare CR, LF (and runs such as `\r\r\n`). */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}
