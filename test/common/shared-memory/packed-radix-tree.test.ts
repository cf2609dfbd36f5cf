/**
 * The card names' typo index moved from a SearchableMap in each thread's heap into shared memory
 * (issue 36). Callers keep the first words a lookup finds, so the packed tree must find the same
 * words in the same order as the SearchableMap it was packed from: checked here on the words of
 * Scryfall's 26,482 card names, with typed words, prefixes and misspellings made from them.
 */
import SearchableMap from 'minisearch/SearchableMap';
import { describe, expect, it } from 'vitest';
import { PackedRadixTree } from '../../../common/shared-memory/packed-radix-tree.js';
import { nameWords } from '../../../common/name-index.js';
import { catalogCardNames } from '../../support/card-names.js';

const names = catalogCardNames().map((card) => card.name);
const map = new SearchableMap<true>();
for (const name of names) for (const word of nameWords(name)) map.set(word, true);
const packed = PackedRadixTree.from(map);
const words = [...map.keys()];

/** Words as judges type them: right, begun, one letter dropped, two swapped, one replaced, and some no card holds. */
const typed = [...new Set(words
  .filter((_, index) => index % 23 === 0)
  .flatMap((word) => {
    const middle = Math.floor(word.length / 2);
    return [
      word,
      word.slice(0, 1),
      word.slice(0, 3),
      word.slice(0, middle),
      word.slice(0, middle) + word.slice(middle + 1),
      word.length > 2 ? word.slice(0, middle - 1) + word[middle] + word[middle - 1] + word.slice(middle + 1) : word,
      word.slice(0, middle) + 'e' + word.slice(middle + 1),
      `${word}zq`,
    ];
  })
  .concat(['', 'q', 'zzzz', 'æther', 'jötun']))];

describe('PackedRadixTree', () => {
  it('holds every word of the SearchableMap, in shared memory', () => {
    expect(words.length).toBeGreaterThan(10_000);
    for (const word of words) expect(packed.has(word)).toBe(true);
    expect(packed.data().entryChild.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(packed.data().labels.chars.buffer).toBeInstanceOf(SharedArrayBuffer);
  });

  it('answers has, atPrefix and fuzzy lookups exactly as the SearchableMap, in the same order', () => {
    expect(typed.length).toBeGreaterThan(4_000);
    typed.forEach((text, index) => {
      expect(packed.has(text)).toBe(map.has(text));
      expect([...packed.atPrefix(text).keys()]).toEqual([...map.atPrefix(text).keys()]);
      // Three edits, which no caller asks for, costs the most: checked on a tenth of the words.
      for (const distance of index % 10 === 0 ? [1, 2, 3] : [1, 2]) expect(packed.fuzzyKeys(text, distance)).toEqual([...map.fuzzyGet(text, distance).keys()]);
    });
  });

  it('opens from its plain data as the same tree (what another thread receives)', () => {
    const opened = new PackedRadixTree(structuredClone(packed.data()));
    expect(opened.data().entryChild.buffer).toBeInstanceOf(SharedArrayBuffer);
    for (const text of typed.slice(0, 500)) {
      expect([...opened.atPrefix(text).keys()]).toEqual([...map.atPrefix(text).keys()]);
      expect(opened.fuzzyKeys(text, 2)).toEqual([...map.fuzzyGet(text, 2).keys()]);
    }
  });
});
