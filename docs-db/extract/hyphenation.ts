/**
 * Words broken across lines. A line ending in "non-" before "Premier" is usually a real
 * compound, but "infrac-" before "tion" is not; the document itself tells which, because the
 * same word appears elsewhere whole. pdftotext makes the opposite mistake (it deletes the
 * hyphen of a compound when it joins two lines: "invitationonly"), repaired here the same way.
 */

/** Every word of a document, lower-cased, with how often it occurs. */
export interface Vocabulary {
  counts: Map<string, number>;
  /** "endofmatch" → "end-of-match": hyphenated words keyed by their letters alone. */
  hyphenatedByLetters: Map<string, string>;
}

const WORD = /[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu;

/** Collects the words of a document's text. */
export function buildVocabulary(texts: Iterable<string>): Vocabulary {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const [word] of text.matchAll(WORD)) {
      const lower = word.toLowerCase();
      counts.set(lower, (counts.get(lower) ?? 0) + 1);
    }
  }
  // Several hyphenations of the same letters ("end-of-match", a mangled "end-ofmatch"): the commonest wins.
  const hyphenatedByLetters = new Map<string, string>();
  for (const [word, count] of counts) {
    if (!word.includes('-')) continue;
    const letters = word.replaceAll('-', '');
    const rival = hyphenatedByLetters.get(letters);
    if (rival === undefined || counts.get(rival)! < count) hyphenatedByLetters.set(letters, word);
  }
  return { counts, hyphenatedByLetters };
}

/**
 * Joins a wrapped line to the next: with a space, or straight on after a line-end hyphen —
 * dropping the hyphen only when the document elsewhere spells the word whole and never hyphenated.
 */
export function joinWrapped(left: string, right: string, vocabulary: Vocabulary): string {
  if (left.endsWith('\u00ad')) return left.slice(0, -1) + right;
  const broken = /([\p{L}\p{N}]+)-$/u.exec(left);
  const next = /^[\p{L}\p{N}]+/u.exec(right);
  if (!broken || !next) return `${left} ${right}`;
  const whole = (broken[1]! + next[0]).toLowerCase();
  const hyphenated = `${broken[1]!}-${next[0]}`.toLowerCase();
  if (vocabulary.counts.has(whole) && !vocabulary.counts.has(hyphenated)) return left.slice(0, -1) + right;
  return left + right;
}

/**
 * Puts back the hyphen pdftotext deleted when it joined a compound broken across two lines
 * ("DCIsanctioned" → "DCI-sanctioned", "end-ofmatch" → "end-of-match"), in a word starting
 * between `from` and `to` (where the first line ended), when the document prints that word
 * hyphenated elsewhere.
 * @example restoreLostHyphens(joinedLine, buildVocabulary(lines), 60, 120)
 */
export function restoreLostHyphens(line: string, vocabulary: Vocabulary, from: number, to: number): string {
  return line.replace(WORD, (word, offset: number) => {
    if (offset < from || offset > to) return word;
    const letters = word.replaceAll('-', '');
    const hyphenated = vocabulary.hyphenatedByLetters.get(letters.toLowerCase());
    if (!hyphenated || hyphenated === word.toLowerCase()) return word;
    let restored = '';
    let index = 0;
    for (const char of hyphenated) {
      if (char === '-') restored += '-';
      else restored += letters[index++];
    }
    return restored;
  });
}
