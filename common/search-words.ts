/**
 * Folding text into words for the full-text indexes and for queries, so both sides agree on the
 * words: every document (CR, MTR, IPG, cards) is indexed and searched through these.
 */

/**
 * Joins words split by an apostrophe (`can’t`, `can't` → `cant`; `player’s` → `players`), so
 * every spelling finds the same rules.
 */
function joinApostrophes(text: string): string {
  return text.replace(/(\p{L})['’‘`](?=\p{L})/gu, '$1');
}

/** The words of `text` as search sees them: lower-case, diacritics and apostrophes folded. */
export function searchWords(text: string): string[] {
  const folded = joinApostrophes(text).toLowerCase();
  // Only non-ASCII text needs the (slower) decomposition that strips diacritics: Dandân → dandan.
  const ascii = /^[\x00-\x7f]*$/.test(folded) ? folded : folded.normalize('NFKD').replace(/\p{M}/gu, '');
  return ascii.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * One word as searchWords folds it ("Can’t" → "cant", "Dandân" → "dandan"), without splitting:
 * highlighting calls this for every word of a snippet.
 */
export function foldWord(word: string): string {
  const lower = word.toLowerCase();
  const ascii = /^[\x00-\x7f]*$/.test(lower) ? lower : lower.normalize('NFKD').replace(/\p{M}/gu, '');
  return ascii.replace(/[^\p{L}\p{N}]/gu, '');
}
