/**
 * The card-fetcher convention of chat: `[[Name]]`, `[[Name|SET]]`, `[[!Name]]` (an image request,
 * to card bots). Whatever is inside names a card, looked up as /card looks it up, typos and all.
 */

/** `[[…]]` on one line: the name is what counts. */
const BRACKETED = /\[\[([^[\]\n]{1,200})\]\]/g;

/** A span of `[[…]]` in a text (from `start` to `end`, as written in `text`) and the name inside it, trimmed of a bot's set code or image mark. */
export interface BracketedName {
  start: number;
  end: number;
  text: string;
  name: string;
  /** What followed a `|` (`rulings`, a set code), trimmed; null when there was no `|`. */
  qualifier: string | null;
}

/** Every `[[…]]` in `text`, in order. */
export function findBracketedNames(text: string): BracketedName[] {
  return [...text.matchAll(BRACKETED)].flatMap((match) => {
    const [written = '', ...after] = match[1]!.split('|');
    const name = written.replace(/^[!?]/, '').trim();
    const qualifier = after.length > 0 ? after.join('|').trim() : null;
    return name === '' ? [] : [{ start: match.index, end: match.index + match[0].length, text: match[0], name, qualifier }];
  });
}
