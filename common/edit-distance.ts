/**
 * How far apart two words are, for typo tolerance ("tramlpe" → "trample", "deathtuch" → "deathtouch").
 *
 * Hand-written, not fastest-levenshtein: Levenshtein counts a swap of two letters as two edits,
 * and words of eight letters or more are allowed two. Measured with spelling correction as
 * rules-db/search does it, on 300 typos each of such words of the 2026-01-16 CR, the intended
 * word was found here / with fastest-levenshtein plus a check for one swapped pair: swap and a
 * wrong letter 299 / 74, two swaps 264 / 80, swap and a missing letter 212 / 93 (single swaps,
 * at any length, 288 / 288). npm run eval:search scores both the same: its queries hold no such
 * typos. The library scanned the vocabulary faster (0.5–0.7 ms a typed word, here 0.7–1.9 ms),
 * a cost no reply notices.
 */

// Three rows of the distance table, reused: spelling correction compares a word with a whole
// vocabulary, and allocating rows for each comparison would dominate its cost.
let rows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

/**
 * Edits (insert, delete, substitute, swap two adjacent letters) turning `a` into `b`, or
 * `max + 1` as soon as it is sure to exceed `max`: bounding keeps a vocabulary scan cheap.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (rows[0]!.length <= b.length) rows = rows.map(() => new Int32Array(b.length + 1));
  let [beforePrevious, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, beforePrevious[j - 2]! + 1);
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  return Math.min(previous[b.length]!, max + 1);
}
