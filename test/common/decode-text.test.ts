import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeAs, decodeText, splitLines, type TextEncoding } from '../../common/decode-text.js';
import { crPath } from '../support/shared-data.js';

/** Encodes text into an 8-bit code page by inverting its decoding table. */
function encode8bit(text: string, encoding: TextEncoding): Uint8Array {
  const byteOf = new Map<string, number>();
  for (let byte = 0; byte < 256; byte++) byteOf.set(decodeAs(encoding, Uint8Array.of(byte)), byte);
  return Uint8Array.from([...text].map((char) => {
    const byte = byteOf.get(char);
    if (byte === undefined) throw new Error(`${char} is not in ${encoding}`);
    return byte;
  }));
}

const utf8Text = (file: string) => readFileSync(crPath(file), 'utf8').replace(/^\uFEFF/, '');

describe('decodeText', () => {
  it('strips a UTF-8 BOM and reads UTF-16LE and UTF-16BE by their BOMs', () => {
    const text = 'Magic’s “rules” — Dandân';
    expect(decodeText(Buffer.from('\uFEFF' + text, 'utf8'))).toEqual({ text, encoding: 'utf-8' });
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    expect(decodeText(le)).toEqual({ text, encoding: 'utf-16le' });
    const be = Buffer.from(le.subarray(2)).swap16();
    expect(decodeText(Buffer.concat([Buffer.from([0xfe, 0xff]), be]))).toEqual({ text, encoding: 'utf-16be' });
  });

  it('reads Windows-1252 curly quotes and dashes (Node 20 TextDecoder gets 0x80–0x9F wrong)', () => {
    expect(decodeText(Uint8Array.of(0x63, 0x61, 0x6e, 0x92, 0x74, 0x20, 0x93, 0x78, 0x94, 0x20, 0x96, 0x20, 0x97))).toEqual({
      text: 'can’t “x” – —',
      encoding: 'windows-1252',
    });
  });

  it('keeps the five bytes Windows-1252 leaves unassigned as U+0081 … U+009D, as the Encoding Standard does', () => {
    expect(decodeAs('windows-1252', Uint8Array.of(0x80, 0x81, 0x8d, 0x8f, 0x90, 0x9d, 0x9f, 0xe9))).toBe('€\u0081\u008d\u008f\u0090\u009dŸé');
  });

  it('reads CP437 box drawing and MacRoman’s euro sign', () => {
    expect(decodeAs('cp437', Uint8Array.of(0x80, 0x9b, 0xb0, 0xc9, 0xe1, 0xff))).toBe('Ç¢░╔ß\u00a0');
    expect(decodeAs('macintosh', Uint8Array.of(0xd2, 0xd3, 0xd5, 0xdb, 0xbd))).toBe('“”’€Ω');
  });

  it.each([
    ['cr-20150123.txt', 'windows-1252'],
    ['cr-20190125.txt', 'cp437'],
    ['cr-20150123.txt', 'macintosh'],
  ] as const)('recognises %s re-encoded as %s without mojibake', (file, encoding) => {
    const text = utf8Text(file);
    const decoded = decodeText(encode8bit(text, encoding));
    expect(decoded.encoding).toBe(encoding);
    expect(decoded.text === text).toBe(true);
  });

  it('never yields U+FFFD for any 8-bit input', () => {
    const everyByte = Uint8Array.from({ length: 256 }, (_, byte) => byte);
    expect(decodeText(everyByte).text).not.toContain('\uFFFD');
  });
});

describe('splitLines', () => {
  it('splits on CRLF, bare CR, LF and runs such as \\r\\r\\n', () => {
    expect(splitLines('a\r\nb\rc\nd\r\r\ne')).toEqual(['a', 'b', 'c', 'd', '', 'e']);
  });
});
