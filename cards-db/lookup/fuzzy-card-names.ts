/**
 * Typo-tolerant candidates for a typed card name. The distinct words of the cards' names sit in
 * minisearch's radix tree of words (SearchableMap), which finds the words a typed word nearly
 * spells or begins; the cards holding those words are read from the database (card_name_words).
 * The candidates are then judged by nameSimilarity; this module only finds them.
 *
 * Only the words are held in memory, not an index of every card: a MiniSearch document index of
 * 35,000 cards took 18 MB of heap per thread (the running bot 382 MB resident after 1,000 card
 * interactions, against 250 allowed); the 16,707 words of the 26,482 catalog names took 4.6 MB of
 * each handler thread's heap as a SearchableMap, and now sit in shared memory, packed once per
 * process and import (common/shared-memory/packed-radix-tree.ts) and read by every thread.
 * The shared common/name-index.ts was measured too, behind the same matcher on those names: it
 * corrects only words of four letters or more that begin no known word, and only when no name holds
 * every typed word — one typo 0.92 right (the rest "not found") against 0.99 here, two typos 0.65
 * against 0.93.
 */
import SearchableMap from 'minisearch/SearchableMap';
import type { ContentDb } from '../../database/open-database.js';
import { databaseKey } from '../../database/database-key.js';
import { editDistance } from '../../common/edit-distance.js';
import { PackedRadixTree } from '../../common/shared-memory/packed-radix-tree.js';
import { sharedIndex } from '../../common/shared-memory/shared-indexes.js';
import { cardDataInUse } from '../store/card-data.js';
import { cardsWithWords, nameWords } from '../store/card-names.js';

/** Edits forgiven in a typed word: none in short words, where one edit makes another word; two from five letters on. */
function editsFor(word: string, maxEdits: number): number {
  if (word.length <= 3) return 0;
  return Math.min(maxEdits, word.length <= 4 ? 1 : 2);
}

/** Words a typed word may stand for, at most: a short typo must not fan out over the vocabulary. */
const MAX_VARIANTS = 12;

export interface CandidateOptions {
  /** The last word may be unfinished (autocomplete). */
  lastIsPrefix: boolean;
  /** At most this many edits per word (see editsFor); a swap of two letters is one. */
  maxEdits: number;
  /** When no card holds every word, fall back to cards holding most of them. */
  anyWord: boolean;
}

/**
 * What names the typo index of the card data in use (its regular or its Alchemy names) among the
 * process's shared indexes: a new import is a new key. Names stored without an import (tests of
 * the matcher alone, in a database of their own) are named by their database. A caller that has
 * just read the data in use passes it (reading it is a query).
 */
export function cardNameWordsKey(db: ContentDb, alchemy: boolean, data = cardDataInUse(db)): string {
  const content = data ? `${data.id}|${data.cardsSha256}|${data.importedAt}` : 'no-import';
  return `card-name-words|${databaseKey(db)}|${content}|${alchemy ? 'alchemy' : 'regular'}`;
}

/**
 * The distinct words of the names of the card data in use, as MiniSearch's radix tree packed into
 * shared memory: built once per process and import (by the handler pool's index builder, or on
 * first use), read by every thread.
 */
export function cardNameWords(db: ContentDb, alchemy: boolean, key = cardNameWordsKey(db, alchemy)): PackedRadixTree {
  return sharedIndex(key, {
    // The data in use is kept however long nobody asks; an import it replaced goes when idle.
    family: `card-name-words|${databaseKey(db)}|${alchemy ? 'alchemy' : 'regular'}`,
    build: () => {
      const words = new SearchableMap<true>();
      for (const word of nameWords(db, alchemy)) words.set(word, true);
      return PackedRadixTree.from(words);
    },
    data: (tree) => tree.data(),
    open: (data) => new PackedRadixTree(data),
  });
}

export class FuzzyCardNames {
  /**
   * The index's key, read once: the matcher is made again for each import (find-card.ts), and reading
   * the import in use on every lookup cost 0.1 ms of a typo lookup's 0.3 (npm run bench:cards, p50).
   */
  private key: string | undefined;

  constructor(
    private readonly db: ContentDb,
    private readonly alchemy: boolean,
  ) {}

  /** The known words `typed` may stand for: itself, the nearest within the edits, and (if unfinished) words it begins. */
  private variants(words: PackedRadixTree, typed: string, maxEdits: number, isPrefix: boolean): string[] {
    const found = new Set<string>();
    const known = words.has(typed);
    if (known) found.add(typed);
    // A word some card's name holds is taken as typed: looking for its near spellings too cost
    // most of a lookup's time, to find the rare typo that makes another real word.
    const edits = known ? 0 : editsFor(typed, maxEdits);
    if (edits > 0) {
      const near = words.fuzzyKeys(typed, edits);
      // MiniSearch counts a swap of two letters ("ohly") as two edits; editDistance counts one,
      // and asking MiniSearch for one edit more costs several times as much as trying each swap.
      for (let at = 0; at + 1 < typed.length; at++) {
        const swapped = typed.slice(0, at) + typed[at + 1] + typed[at] + typed.slice(at + 2);
        if (swapped !== typed && words.has(swapped)) near.push(swapped);
      }
      for (const word of near.sort((a, b) => editDistance(typed, a, edits) - editDistance(typed, b, edits))) found.add(word);
    }
    if (isPrefix && typed.length >= 2) {
      for (const word of words.atPrefix(typed).keys()) {
        found.add(word);
        if (found.size >= MAX_VARIANTS * 2) break;
      }
    }
    return [...found].slice(0, MAX_VARIANTS * 2);
  }

  /**
   * Up to `limit` Oracle IDs of cards whose names hold every typed word (each perhaps misspelt or,
   * last, unfinished); with `anyWord`, when there are none, cards holding the most of them.
   */
  candidates(folded: string, limit: number, options: CandidateOptions): string[] {
    const typed = folded.split(' ').filter((word) => word !== '');
    // Short words ("of", "the") are in thousands of names and forgive no typo: they find nothing
    // the longer words do not. nameSimilarity still weighs them.
    const telling = typed.filter((word, index) => word.length > 3 || (options.lastIsPrefix && index === typed.length - 1));
    const words = telling.length > 0 ? telling : typed;
    if (words.length === 0) return [];
    this.key ??= cardNameWordsKey(this.db, this.alchemy);
    const known = cardNameWords(this.db, this.alchemy, this.key);
    const perWord = words.map((word, index) => this.variants(known, word, options.maxEdits, options.lastIsPrefix && index === words.length - 1));
    const holders = cardsWithWords(this.db, this.alchemy, perWord.flat());
    // How many of the typed words each card holds (a variant of it, that is).
    const scored = [...holders].map(([oracleId, held]) => ({ oracleId, count: perWord.filter((variants) => variants.some((variant) => held.has(variant))).length }));
    // Cut to the limit after those holding more of the words exactly as typed.
    const asTyped = (oracleId: string) => words.filter((word) => holders.get(oracleId)!.has(word)).length;
    const all = scored.filter((card) => card.count === words.length).sort((a, b) => asTyped(b.oracleId) - asTyped(a.oracleId));
    if (all.length > 0 || !options.anyWord) return all.slice(0, limit).map((card) => card.oracleId);
    return scored
      .sort((a, b) => b.count - a.count)
      .slice(0, limit)
      .map((card) => card.oracleId);
  }
}
