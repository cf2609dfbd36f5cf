/** A message's words with where each sits, as the scanner compares them with names. */
import { foldWord } from '../../common/search-words.js';
import { stem } from '../../rules-db/search/stem.js';

export interface MessageWord {
  start: number;
  end: number;
  /** As written: "ETBs", "Vryn’s". */
  written: string;
  /** Folded and stemmed as search compares words: "etb", "vryns". */
  stem: string;
  /** The first word of a sentence (or of the message), where a capital letter says nothing. */
  sentenceStart: boolean;
}

/** A word: letters and digits, joined across apostrophes ("can't", "Vryn’s"). */
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;
/** What may stand between a sentence's end and its first word: spaces, quotes, brackets, list marks and markdown. */
const OPENERS = new Set([...' \t"\'“‘(*_>~|-•`']);

/** True when the word starting at `index` begins a sentence. */
function startsSentence(text: string, index: number): boolean {
  for (let position = index - 1; position >= 0; position--) {
    const char = text[position]!;
    if (char === '\n' || char === '.' || char === '!' || char === '?' || char === ':') return true;
    if (!OPENERS.has(char)) return false;
  }
  return true;
}

/**
 * The words of `text` in order.
 * @example messageWords('ETBs happen.')[0] // { start: 0, end: 4, written: 'ETBs', stem: 'etb', sentenceStart: true }
 */
export function messageWords(text: string): MessageWord[] {
  return [...text.matchAll(WORD)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    written: match[0],
    stem: stem(foldWord(match[0])),
    sentenceStart: startsSentence(text, match.index),
  }));
}
