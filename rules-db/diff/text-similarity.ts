/**
 * How alike two rule texts are, for recognising a rule that was renumbered and perhaps reworded.
 * Texts are compared after normalisation, as sets of words (Jaccard similarity); words are
 * interned as small integers so sets are sorted integer arrays, and the pairs above a threshold
 * are found with prefix filtering instead of comparing every pair.
 */
import { RULE_REFERENCE } from './rule-references.js';

const WORD = /[\p{L}\p{N}#]+(?:'[\p{L}]+)*/gu;

/**
 * The text as compared for matching: lower case, typographic quotes and dashes made plain, rule
 * references replaced by `#` (a renumbering rewrites them without changing the rule), whitespace collapsed.
 * @example normalizeForMatching('See rule 701.9a—“Double.”') // 'see rule #-"double."'
 */
export function normalizeForMatching(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[‘’]/g, "'")
      .replace(/[“”]/g, '"')
      .replace(/[—–]/g, '-')
      .replace(RULE_REFERENCE, '#')
      // Only runs and non-space whitespace: rewriting every single space would be the slow part.
      .replace(/\s{2,}|[^\S ]/g, ' ')
      .trim()
  );
}

/** Words as small integers, shared by all the texts being compared. */
export class Vocabulary {
  private readonly ids = new Map<string, number>();

  /** The distinct words of a normalised text, as ascending ids. */
  wordSet(normalized: string): Int32Array {
    const set = new Set<number>();
    for (const [word] of normalized.matchAll(WORD)) {
      let id = this.ids.get(word);
      if (id === undefined) this.ids.set(word, (id = this.ids.size));
      set.add(id);
    }
    return Int32Array.from(set).sort();
  }
}

/** |a ∩ b| / |a ∪ b| of two ascending id sets; 0 for two empty sets. */
export function jaccard(a: Int32Array, b: Int32Array): number {
  if (a.length === 0 && b.length === 0) return 0;
  let shared = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      shared++;
      i++;
      j++;
    }
  }
  return shared / (a.length + b.length - shared);
}

export interface SimilarPair {
  left: number;
  right: number;
  similarity: number;
}

/**
 * Every pair (index in `left`, index in `right`) of word sets from one vocabulary whose Jaccard
 * similarity is at least `threshold` (0 < threshold ≤ 1). Prefix filtering: with words ordered
 * rarest first, two sets that similar must share a word among the first |x| − ⌈threshold·|x|⌉ + 1
 * of each, so only pairs sharing such a word are compared.
 */
export function similarPairs(left: readonly Int32Array[], right: readonly Int32Array[], threshold: number): SimilarPair[] {
  const [leftRanks, rightRanks] = byRarity(left, right);
  const prefixLength = (set: Int32Array) => set.length - Math.ceil(threshold * set.length) + 1;

  const index = new Map<number, number[]>();
  rightRanks.forEach((set, position) => {
    for (let p = 0, end = prefixLength(set); p < end; p++) {
      const postings = index.get(set[p]!);
      if (postings) postings.push(position);
      else index.set(set[p]!, [position]);
    }
  });

  const pairs: SimilarPair[] = [];
  const seenBy = new Int32Array(right.length).fill(-1);
  leftRanks.forEach((set, position) => {
    for (let p = 0, end = prefixLength(set); p < end; p++) {
      for (const candidate of index.get(set[p]!) ?? []) {
        if (seenBy[candidate] === position) continue;
        seenBy[candidate] = position;
        const other = rightRanks[candidate]!;
        // Sizes alone can rule a pair out: |x ∩ y| / |x ∪ y| ≤ min/max.
        if (Math.min(set.length, other.length) < threshold * Math.max(set.length, other.length)) continue;
        const similarity = jaccard(set, other);
        if (similarity >= threshold) pairs.push({ left: position, right: candidate, similarity });
      }
    }
  });
  return pairs;
}

/** The sets rewritten with each word replaced by its rarity rank across both lists (0 = rarest), ascending. */
function byRarity(left: readonly Int32Array[], right: readonly Int32Array[]): [Int32Array[], Int32Array[]] {
  let vocabularySize = 0;
  for (const set of [...left, ...right]) if (set.length > 0) vocabularySize = Math.max(vocabularySize, set.at(-1)! + 1);
  const frequency = new Int32Array(vocabularySize);
  for (const set of [...left, ...right]) for (const id of set) frequency[id]!++;
  const order = Int32Array.from({ length: vocabularySize }, (_, id) => id).sort((a, b) => frequency[a]! - frequency[b]! || a - b);
  const rank = new Int32Array(vocabularySize);
  order.forEach((id, position) => (rank[id] = position));
  const toRanks = (set: Int32Array) => set.map((id) => rank[id]!).sort();
  return [left.map(toRanks), right.map(toRanks)];
}
