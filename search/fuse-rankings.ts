/**
 * Merging the rankings of several documents into one list. Each document scores on its own scale
 * (CR scores run 0–2, MTR/IPG bm25 scores 5–30), so raw scores cannot be compared; ranks can.
 * Reciprocal rank fusion (Cormack, Clarke & Büttcher, SIGIR 2009) gives the result at rank r of
 * any list 1 / (k + r): the best of each document meet at the top, whatever their scales, and
 * a new document (the JAR, say) joins by adding one more list.
 */
import type { SearchResult } from './search-result.js';

/** The usual constant of reciprocal rank fusion: how gently credit falls with rank. */
const RRF_K = 60;

/**
 * Several best-first lists as one, by reciprocal rank; `weights` lets a document's list count for
 * more or less (1 when absent). Ties keep the order of `lists`. The fused score replaces each score.
 */
export function fuseRankings(lists: SearchResult[][], limit: number, weights: number[] = []): SearchResult[] {
  const fused = lists.flatMap((list, listIndex) =>
    list.map((result, rank) => ({ result, score: (weights[listIndex] ?? 1) / (RRF_K + rank + 1), listIndex, rank })),
  );
  fused.sort((a, b) => b.score - a.score || a.rank - b.rank || a.listIndex - b.listIndex);
  return fused.slice(0, limit).map(({ result, score }) => ({ ...result, score: Number(score.toFixed(6)) }));
}
