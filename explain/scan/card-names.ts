/**
 * Card names in a message's running text (those inside `[[…]]`: cards-db/lookup/bracketed-names.ts).
 * A name counts only when it is a card's whole name (or a face's) written exactly as the card writes
 * it, capitals included, so ordinary words that are also card names ("i'm hungry for more") never are.
 */
import { isEnglishWord } from '../../common/english-words.js';
import type { MentionSpan } from './mention.js';
import type { MessageWord } from './message-words.js';

/** The card whose whole name or face name is `text` exactly, capitals included; null if none. */
export type ExactCardName = (text: string) => string | null;

/** The most words a card name in running text is looked for in (real names run to about a dozen). */
const MAX_NAME_WORDS = 16;
/** What no card name contains between its words: sentence ends, brackets, markup, line breaks. */
const NAME_BREAK = /[.!?;\n()[\]<>*_`|~"“”]/;

export interface PlainCardName extends MentionSpan {
  /** The card's name as stored (a face's card: the whole card's name). */
  name: string;
}

/**
 * Card names written exactly in running text, longest first at each word: "Jace, the Mind
 * Sculptor", "Lightning Bolt". A name starts and ends with a capital (or a digit); a single
 * English word at the start of a sentence is skipped, since its capital says nothing there
 * ("Fire spreads…" is no Fire // Ice).
 */
export function findPlainCardNames(text: string, words: readonly MessageWord[], exactName: ExactCardName): PlainCardName[] {
  const found: PlainCardName[] = [];
  const startsName = (word: MessageWord) => /^[\p{Lu}\p{N}]/u.test(word.written);
  for (let index = 0; index < words.length; index++) {
    const first = words[index]!;
    if (!startsName(first)) continue;
    let last = index;
    while (last + 1 < words.length && last + 1 - index < MAX_NAME_WORDS && !NAME_BREAK.test(text.slice(words[last]!.end, words[last + 1]!.start))) last++;
    for (let end = last; end >= index; end--) {
      const lastWord = words[end]!;
      if (!startsName(lastWord)) continue;
      if (end === index && first.sentenceStart && isEnglishWord(first.written.toLowerCase())) continue;
      const written = text.slice(first.start, lastWord.end);
      const name = exactName(written);
      if (name === null) continue;
      found.push({ start: first.start, end: lastWord.end, text: written, name });
      index = end;
      break;
    }
  }
  return found;
}
