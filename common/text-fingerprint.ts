/**
 * Fingerprints of a text that say whether another text is the same one, or nearly: how data
 * written for one release of a document (the questions each rule answers) finds its rules in other
 * releases, where rules are renumbered and reworded, without keeping the text itself.
 */
import { createHash } from 'node:crypto';
import { searchWords } from './search-words.js';

/**
 * The same for texts with the same words, whatever their case, quotes, punctuation or line breaks
 * (16 hex digits of a SHA-256).
 * @example textFingerprint('Can’t be blocked.') === textFingerprint("can't be BLOCKED") // true
 */
export function textFingerprint(text: string): string {
  return createHash('sha256').update(searchWords(text).join(' ')).digest('hex').slice(0, 16);
}

/**
 * A 64-bit SimHash (Charikar 2002) of a text's distinct words, as 16 hex digits: each word votes
 * on each bit with its own hash, so texts sharing most words differ in few bits (hammingDistance),
 * and unrelated texts in about half of them. Hand-written: it is twenty lines, and the packages
 * that offer it hash with MD5 per word or pull in a tokenizer of their own.
 * @example hammingDistance(similarityHash(['a', 'b', 'c']), similarityHash(['a', 'b', 'd'])) // small
 */
export function similarityHash(words: Iterable<string>): string {
  const votes = new Int32Array(64);
  for (const word of new Set(words)) {
    const hash = fnv1a(word);
    const halves = [mix(hash), mix(hash ^ 0x9e3779b9)];
    for (let bit = 0; bit < 64; bit++) votes[bit]! += (halves[bit >> 5]! >>> (bit & 31)) & 1 ? 1 : -1;
  }
  const halves = [0, 1].map((half) => {
    let value = 0;
    for (let bit = 0; bit < 32; bit++) if (votes[half * 32 + bit]! > 0) value |= 1 << bit;
    return (value >>> 0).toString(16).padStart(8, '0');
  });
  return halves.join('');
}

/** How many of the 64 bits two similarity hashes differ in (0: the same words, about 32: unrelated). */
export function hammingDistance(a: string, b: string): number {
  let distance = 0;
  for (let half = 0; half < 2; half++) {
    let differing = (parseInt(a.slice(half * 8, half * 8 + 8), 16) ^ parseInt(b.slice(half * 8, half * 8 + 8), 16)) >>> 0;
    for (; differing !== 0; differing &= differing - 1) distance++;
  }
  return distance;
}

/** 32-bit FNV-1a of a word's UTF-16 code units. */
function fnv1a(word: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < word.length; index++) {
    hash ^= word.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** MurmurHash3's finalizer: every input bit flips each output bit about half the time, as SimHash's votes need. */
function mix(value: number): number {
  let hash = value;
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}
