/**
 * How well what a user typed names something (a glossary term, a keyword, a section title), both
 * as stems (see nameStems): the same words score highest, then reordered words, the start of the
 * name (autocomplete), words started, and last the name inside a longer query. Misspelled words
 * are corrected against the names' own words first (`correctTypos`).
 */
import { editDistance } from '../../common/edit-distance.js';

/** Scores of the kinds of match, best first. */
export const NAME_MATCH = { exact: 1, reordered: 0.95, start: 0.85, words: 0.7, within: 0.45 } as const;

/** A corrected spelling is trusted this much relative to the same words typed right. */
export const TYPO_FACTOR = 0.6;

/**
 * 0 when `typed` does not name `name`; otherwise a score from NAME_MATCH, a little higher the more
 * of the name was typed.
 * @example nameMatchScore(['combat', 'dam'], ['combat', 'damag', 'step']) // ≈ 0.88 (the name's start)
 */
export function nameMatchScore(typed: string[], name: string[]): number {
  if (typed.length === 0 || name.length === 0) return 0;
  const completeness = typed.length / Math.max(typed.length, name.length);
  if (typed.length === name.length) {
    if (typed.every((stem, index) => stem === name[index])) return NAME_MATCH.exact;
    if (typed.length > 1 && [...typed].sort().join(' ') === [...name].sort().join(' ')) return NAME_MATCH.reordered;
  }
  if (startsName(typed, name)) return NAME_MATCH.start + 0.1 * completeness;
  if (matchesWords(typed, name)) return NAME_MATCH.words + 0.1 * completeness;
  // The whole name inside a longer query ("trample damage" names Trample), worth more the more of it it is.
  if (name.every((stem) => typed.includes(stem))) return NAME_MATCH.within + 0.1 * (name.length / typed.length);
  return 0;
}

/** The name begins with the typed words, the last of them perhaps unfinished ("combat dam"). */
function startsName(typed: string[], name: string[]): boolean {
  if (typed.length > name.length) return false;
  const last = typed.length - 1;
  return typed.every((stem, index) => (index === last ? name[index]!.startsWith(stem) : name[index] === stem));
}

/** Every typed word names a different word of the name: the same word or (three letters on) its start. */
function matchesWords(typed: string[], name: string[]): boolean {
  if (typed.length > name.length) return false;
  // Autocomplete runs this on every name for every keystroke: a bit mask of used words, no allocation.
  let used = 0;
  for (const stem of typed) {
    const index = name.findIndex((word, position) => (used & (1 << position)) === 0 && (word === stem || (stem.length >= 3 && word.startsWith(stem))));
    if (index < 0) return false;
    used |= 1 << index;
  }
  return true;
}

/**
 * `typed` with each word that no name contains or begins with replaced by the nearest words of
 * `vocabulary` (sorted): one edit for 4–7 letters, two for longer. [] when nothing was misspelled
 * or nothing is near.
 */
export function correctTypos(typed: string[], vocabulary: readonly string[]): string[][] {
  let variants: string[][] = [[]];
  let corrected = false;
  for (const stem of typed) {
    const known = stem.length < 4 || vocabulary.some((word) => word.startsWith(stem));
    const options = known ? [stem] : nearest(stem, vocabulary);
    if (options.length === 0) return [];
    corrected ||= !known;
    variants = variants.flatMap((variant) => options.map((option) => [...variant, option]));
  }
  return corrected ? variants : [];
}

function nearest(stem: string, vocabulary: readonly string[]): string[] {
  const maxEdits = stem.length >= 8 ? 2 : 1;
  let best = maxEdits + 1;
  let found: string[] = [];
  for (const word of vocabulary) {
    const distance = editDistance(stem, word, Math.min(best, maxEdits));
    if (distance < best) [best, found] = [distance, [word]];
    else if (distance === best && distance <= maxEdits && found.length < 3) found.push(word);
  }
  return found;
}
