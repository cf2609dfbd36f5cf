/**
 * What a file given to the wrong import command really is, from its first bytes, so the command
 * can name the right one instead of failing on the content ("line 9 holds U+0010").
 */

export type ForeignKind = 'pdf' | 'html' | 'scryfall';

/** 'pdf', 'html' or 'scryfall' (card or ruling objects) when `bytes` start as one; null otherwise. */
export function foreignKind(bytes: Uint8Array): ForeignKind | null {
  const head = new TextDecoder().decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '').trimStart();
  if (head.startsWith('%PDF-')) return 'pdf';
  // Anywhere near the start: the JAR's conversion opens with a date line before its doctype.
  if (/<(!doctype html|html)\b/i.test(head)) return 'html';
  if (head.startsWith('[') && /"object"\s*:\s*"(card|ruling)"/.test(head)) return 'scryfall';
  return null;
}
