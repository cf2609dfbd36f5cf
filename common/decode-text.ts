/**
 * Bytes of a published text file → string, whatever encoding Wizards used that year:
 * UTF-8 (with or without BOM), UTF-16LE/BE (with BOM), or an 8-bit code page
 * (Windows-1252 mostly; MacRoman and CP437 for a few 2004–2019 files).
 */
import iconv from 'iconv-lite';

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252' | 'macintosh' | 'cp437';

export interface DecodedText {
  text: string;
  encoding: TextEncoding;
}

/**
 * Windows-1252 and CP437 through iconv-lite. Not TextDecoder: Node 20's
 * TextDecoder('windows-1252') decodes 0x80–0x9F as C1 control codes, as Latin-1 would, instead
 * of the € ‚ „ … ‘ ’ “ ” – — ™ that rules text is full of; and it knows no CP437.
 */
function decodeCodePage(encoding: 'windows-1252' | 'cp437', bytes: Uint8Array): string {
  const text = iconv.decode(bytes, encoding);
  if (encoding !== 'windows-1252') return text;
  // The five bytes Windows-1252 leaves unassigned (0x81, 0x8D, 0x8F, 0x90, 0x9D) come out of
  // iconv-lite as U+FFFD; the Encoding Standard, as browsers decode, keeps them as U+0081 …
  // U+009D, so no byte is lost. Each byte is one UTF-16 unit here: a U+FFFD's offset is its byte's.
  return text.replace(/\uFFFD/g, (_, offset: number) => String.fromCharCode(bytes[offset]!));
}

/** Decodes `bytes` as the given encoding (no detection). */
export function decodeAs(encoding: TextEncoding, bytes: Uint8Array): string {
  if (encoding === 'windows-1252' || encoding === 'cp437') return decodeCodePage(encoding, bytes);
  // TextDecoder's MacRoman follows the Encoding Standard (0xDB is €); iconv-lite's 'macintosh'
  // is the table from before the euro (0xDB is ¤, 0xF0 undefined).
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
