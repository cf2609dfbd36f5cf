/**
 * Whether a word is English at all: typo correction may only rewrite words that are not, so a real
 * word the rules never use ("gone", "frog", "saying") is never turned into one they do ("done",
 * "from", "paying"). The list is the word-list package's ~274,000 words, read on first need
 * (about 50 ms) and kept.
 */
import { readFileSync } from 'node:fs';
import wordListPath from 'word-list';

let words: Set<string> | undefined;

/** True for a lower-case word of the English dictionary ("gone", "hits"); false for "tramlpe", "growthd". */
export function isEnglishWord(word: string): boolean {
  words ??= new Set(readFileSync(wordListPath, 'utf8').split('\n'));
  return words.has(word);
}
