/**
 * The rules-bot convention of chat: `{{702.19b}}`, `{{CR 702.19b}}`, `{{MTR 4.2}}`, `{{IPG 2.5}}`.
 * The braces say "look this up": what is inside is read by the rest of the scanner (rule and
 * section citations, shorthand), where a bare number in running text is left alone.
 */

/** `{{…}}` on one line, short enough to be a reference rather than a paragraph. */
const BRACED = /\{\{([^{}\n]{1,100})\}\}/g;

/** A span of `{{…}}` in a text (from `start` to `end`, as written in `text`) and what is inside, trimmed. */
export interface BracedReference {
  start: number;
  end: number;
  text: string;
  inner: string;
}

/**
 * Every non-empty `{{…}}` in `text`, in order.
 * @example findBracedReferences('see {{CR 702.19b}} and {{ }}') // [{ start: 4, end: 18, text: '{{CR 702.19b}}', inner: 'CR 702.19b' }]
 */
export function findBracedReferences(text: string): BracedReference[] {
  return [...text.matchAll(BRACED)].flatMap((match) => {
    const inner = match[1]!.trim();
    return inner === '' ? [] : [{ start: match.index, end: match.index + match[0].length, text: match[0], inner }];
  });
}
