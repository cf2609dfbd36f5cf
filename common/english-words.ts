/**
 * Whether a word is English at all: typo correction may only rewrite words that are not, so a real
 * word the rules never use ("gone", "frog", "saying") is never turned into one they do ("done",
 * "from", "paying"). The list is the word-list package's ~274,000 words, read on first need
 * (about 50 ms) into a StringTable in shared memory, one copy for every thread of the process
 * (as a Set it took 21 MB of each thread's heap; as a StringTable 4 MB once).
 */
import { readFileSync } from 'node:fs';
import wordListPath from 'word-list';
import { sharedIndex } from './shared-memory/shared-indexes.js';
import { StringTable } from './shared-memory/string-table.js';

let words: StringTable | undefined;

/** True for a lower-case word of the English dictionary ("gone", "hits"); false for "tramlpe", "growthd". */
export function isEnglishWord(word: string): boolean {
  words ??= sharedIndex('english-words', {
    pinned: true,
    build: () => StringTable.from(readFileSync(wordListPath, 'utf8').split('\n')),
    data: (table) => table.data(),
    open: (data) => new StringTable(data),
  });
  return words.has(word);
}
