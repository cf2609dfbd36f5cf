/**
 * Search words of tournament documents, tagged with their document version (`d3xtrigger`) the
 * way CR words carry their release (rules-db/store/index-text.ts): every version has its own posting
 * lists in one FTS5 table, so a search costs the same however many versions are stored.
 */
import { searchWords } from '../../common/search-words.js';

/** One word as stored in the index for a document version. */
export function docToken(versionId: number, word: string): string {
  return `d${versionId}x${word}`;
}

/** The text to store in the FTS index for `versionId`: its words, version-tagged, in order. */
export function docIndexText(versionId: number, text: string): string {
  return searchWords(text)
    .map((word) => docToken(versionId, word))
    .join(' ');
}

/**
 * An FTS5 query over several versions: every word quoted and version-tagged, so nothing typed is
 * read as FTS5 syntax. A section matches when it has every word (`AND`) or any (`OR`) within one version.
 * @example docFtsQuery([3], ['missed', 'trigger'], 'AND') // '("d3xmissed" AND "d3xtrigger")'
 */
export function docFtsQuery(versionIds: number[], words: string[], operator: 'AND' | 'OR'): string {
  return versionIds
    .map((versionId) => `(${words.map((word) => `"${docToken(versionId, word)}"`).join(` ${operator} `)})`)
    .join(' OR ');
}
