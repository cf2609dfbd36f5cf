/**
 * Edits (insert, delete, substitute, swap two neighbours) between two strings: how far a
 * typed title is from a real one ("game rule violaton" is 1 from "game rule violation").
 */
export function editDistance(a: string, b: string): number {
  // Rows of the optimal-string-alignment table, three kept at a time.
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, beforePrevious[j - 2]! + 1);
      current.push(best);
    }
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}
