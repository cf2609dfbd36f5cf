/**
 * How close a typed name is to a card's name (both folded), from 0 to 1: the better of the whole
 * strings' edit distance and a word-by-word match, so a misspelt full name ("delvr of secrts")
 * and a name with a word left out ("jace mind sculptor") both score high, and a name that shares
 * one common word ("jace the minds eye") does not.
 */
import { editDistance } from '../../common/edit-distance.js';

/** 1 − edits / length, swapped letters counting one edit ("ohly" is one from "holy"); 0 from half the length on. */
function stringSimilarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  if (longest === 0) return 1;
  // Bounded: below a half, how dissimilar no longer matters, and the bound keeps the comparison cheap.
  const bound = Math.ceil(longest / 2);
  return Math.max(0, 1 - editDistance(a, b, bound) / longest);
}

/**
 * Each typed word against the name's word most like it, weighted by length, times how much of the
 * name those words cover (half weight: judges leave words out, "jace mind sculptor").
 */
function wordSimilarity(typed: string[], name: string[]): number {
  let typedLength = 0;
  let matched = 0;
  const used = new Set<number>();
  for (const word of typed) {
    let best = 0;
    let bestIndex = -1;
    name.forEach((candidate, index) => {
      if (used.has(index)) return;
      const score = stringSimilarity(word, candidate);
      if (score > best) [best, bestIndex] = [score, index];
    });
    // A word matches only when at most about a third of it is wrong.
    if (best >= 0.65) used.add(bestIndex);
    else best = 0;
    typedLength += word.length;
    matched += best * word.length;
  }
  const nameLength = name.reduce((sum, word) => sum + word.length, 0);
  const covered = [...used].reduce((sum, index) => sum + name[index]!.length, 0);
  return typedLength === 0 || nameLength === 0 ? 0 : (matched / typedLength) * (0.5 + 0.5 * (covered / nameLength));
}

/**
 * @example nameSimilarity('delvr of secrts', 'delver of secrets') // ≈ 0.88
 */
export function nameSimilarity(typed: string, name: string): number {
  return Math.max(stringSimilarity(typed, name), wordSimilarity(typed.split(' '), name.split(' ')));
}
