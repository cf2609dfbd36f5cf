/**
 * The words of a release as stored in the rules' FTS5 index. Every indexed word is tagged with its
 * release (`r12xtrample`): each release then has its own posting lists inside one FTS5 table, and
 * a search costs the same with 1 or 100 releases stored.
 */
import { searchWords } from '../../common/search-words.js';

/** One word as stored in the index for a release. */
export function releaseToken(releaseId: number, word: string): string {
  return `r${releaseId}x${word}`;
}

/** The text to store in the FTS index for `releaseId`: its words, release-tagged, in order. */
export function indexText(releaseId: number, text: string): string {
  return searchWords(text)
    .map((word) => releaseToken(releaseId, word))
    .join(' ');
}
