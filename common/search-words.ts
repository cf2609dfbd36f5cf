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

const PLAIN_WORD = /^[A-Za-z0-9]+$/;

/**
 * One word as searchWords folds it ("Can’t" → "cant", "Dandân" → "dandan"), without splitting:
 * highlighting calls this for every word of a snippet.
 */
export function foldWord(word: string): string {
  // Most words are plain ASCII letters and digits: lower-casing is all they need.
  if (PLAIN_WORD.test(word)) return word.toLowerCase();
  const lower = word.toLowerCase();
  const ascii = /^[\x00-\x7f]*$/.test(lower) ? lower : lower.normalize('NFKD').replace(/\p{M}/gu, '');
  return ascii.replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * Rules symbols that mean something whole: counters and P/T changes (`+1/+1`, `-1/-1`, `2/2`) and
 * cost symbols (`{T}`, `{R}`, `{2/W}`). Folded into words they would all be "1 1", "t", "r": the
 * sign is what tells a +1/+1 counter from a -1/-1 counter.
 */
const SYMBOL = /[+\-−–]?\d+\/[+\-−–]?\d+|\{[^{}\s]{1,6}\}/gu;

/**
 * The tokens of `text` for ranking: searchWords' words, with each rules symbol kept as one token
 * ("+1/+1", "-1/-1", "{t}") in its place.
 * @example searchTokens('Put a +1/+1 counter on it. {T}: Add {G}.') // ['put', 'a', '+1/+1', 'counter', 'on', 'it', '{t}', 'add', '{g}']
 */
export function searchTokens(text: string): string[] {
  const tokens: string[] = [];
  let cursor = 0;
  for (const match of text.matchAll(SYMBOL)) {
    tokens.push(...searchWords(text.slice(cursor, match.index)), foldSymbol(match[0]));
    cursor = match.index + match[0].length;
  }
  tokens.push(...searchWords(text.slice(cursor)));
  return tokens;
}

/** One symbol as a token: lower-case, every kind of minus sign as "-". */
function foldSymbol(symbol: string): string {
  return symbol.toLowerCase().replace(/[−–]/g, '-');
}
