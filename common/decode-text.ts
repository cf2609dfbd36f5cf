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

/**
 * Windows-1252 code points for bytes 0x80–0x9F (0xA0–0xFF equal Latin-1). Decoded by hand because
 * Node 20's TextDecoder('windows-1252') wrongly yields C1 control codes for this range.
 * Unassigned bytes (0x81, 0x8D, 0x8F, 0x90, 0x9D) stay control codes.
 */
const CP1252_C1 =
  '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** Decodes an 8-bit code page given the characters of its bytes from `first` upward. */
function decodeTable(bytes: Uint8Array, first: number, table: string): string {
  const chars: string[] = new Array(bytes.length);
  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index]!;
    chars[index] = byte < first ? String.fromCharCode(byte) : byte - first < table.length ? table[byte - first]! : String.fromCharCode(byte);
  }
  return chars.join('');
}

/** Decodes `bytes` as the given encoding (no detection). */
export function decodeAs(encoding: TextEncoding, bytes: Uint8Array): string {
  if (encoding === 'cp437') return decodeTable(bytes, 0x80, CP437_HIGH);
  if (encoding === 'windows-1252') return decodeTable(bytes, 0x80, CP1252_C1);
  return new TextDecoder(encoding).decode(bytes);
}

/** Typographic punctuation, common in rules text since 2014 (curly quotes, dashes, ™ and ®). */
const TYPOGRAPHIC = /[’‘“”—–…•™®©]/;
const LETTER = /\p{L}/u;

/**
 * Scores how natural the non-ASCII characters of a decoding look. Rules text is English: typographic
 * punctuation is expected (+2); an accented letter is plausible inside a word (Dandân, +1) but not at
 * a word's edge, where a misread quote lands (-1); any other symbol (ƒ, ╗, √, control codes) costs 2.
 */
function plausibility(text: string): number {
  let score = 0;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) < 0x80) continue;
    const char = text[i]!;
    if (TYPOGRAPHIC.test(char)) score += 2;
    else if (LETTER.test(char)) score += LETTER.test(text[i - 1] ?? ' ') && LETTER.test(text[i + 1] ?? ' ') ? 1 : -1;
    else score -= 2;
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
    const text = decodeAs(encoding, bytes);
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
