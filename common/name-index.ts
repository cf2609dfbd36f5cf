/**
 * Finding names by what someone typed — glossary terms, keyword and section titles, card names:
 * whole words, the beginnings of words (autocomplete) and near spellings (typos). MiniSearch's
 * index of words (its radix tree, SearchableMap) finds the names a typed word is, begins or nearly
 * spells; how well each such name is named is then judged by how the typed words line up with its
 * words (nameMatchScore).
 *
 * The index alone, not MiniSearch's document search on top of it: that search ranks by word rarity
 * (BM25), which names do not want (see nameMatchScore), and building its documents cost twice the
 * memory and time for nothing used. Measured on 26,482 Scryfall card names: 11 MB and 0.6 s to
 * build, find p50 0.14 ms, against 22 MB, 0.9 s and 0.51 ms through MiniSearch's search; on one
 * CR release's glossary and titles, 0.5 MB and 1.6 ms against 1.0 MB and 12 ms.
 */
import SearchableMap from 'minisearch/SearchableMap';
import { editDistance } from './edit-distance.js';
import { searchWords } from './search-words.js';

/** Scores of the kinds of match, best first. */
export const NAME_MATCH = { exact: 1, reordered: 0.95, start: 0.85, words: 0.7, within: 0.45 } as const;

/** A corrected spelling is trusted this much relative to the same words typed right. */
export const TYPO_FACTOR = 0.6;

/** A name, or what was typed: text (folded into words by nameWords) or words already folded. */
export type NameText = string | readonly string[];

export interface NameMatch {
  /** The name's position in the list the index was built from. */
  id: number;
  /** How well the typed words name it: a NAME_MATCH score, times TYPO_FACTOR when found by correcting a typo. */
  score: number;
}

/** Which names a search may answer with (by id); all when absent. */
export type NameFilter = (id: number) => boolean;

export interface NameIndex {
  /**
   * The names `typed` names, best first (equal scores in the names' order). Misspelled words are
   * corrected (see `correct`) only when no name has all the typed words: a word typed right must
   * not lose to a near miss of another. With `only`, other names are never answers, but their
   * words still count as spelled right.
   * @example buildNameIndex(['Trample', 'Double Strike']).find('tramlpe') // [{ id: 0, score: 0.6 }]
   */
  find(typed: NameText, only?: NameFilter): NameMatch[];
  /** The names `typed` names as typed, no typo corrected, best first. */
  match(typed: NameText, only?: NameFilter): NameMatch[];
  /**
   * `typed` as words, with each word of 4 letters or more that begins no word of any name replaced by
   * the nearest words of the names (one edit for 4–7 letters, two for longer; two letters swapped
   * count as one): every combination, or [] when nothing was misspelled or nothing is near.
   * @example buildNameIndex(['Combat Damage']).correct('combat damgae') // [['combat', 'damage']]
   */
  correct(typed: NameText): string[][];
}

/** The words of a name or of what was typed, as names are compared: case, accents, apostrophes and punctuation folded. */
export function nameWords(text: string): string[] {
  return searchWords(text);
}

/** Nearest words kept per misspelled word (in alphabetical order), so a short typo cannot fan out. */
const MAX_CORRECTIONS = 3;

/**
 * An index of `names` (a list whose positions are the matches' ids), built once and searched many
 * times: build it once per version of the names (a release, a card database) and keep it.
 */
export function buildNameIndex(names: readonly NameText[]): NameIndex {
  const wordsOf = names.map(toWords);
  /** Word → the ids of the names holding it. */
  const namesWith = new SearchableMap<number[]>();
  wordsOf.forEach((words, id) => {
    for (const word of new Set(words)) namesWith.fetch(word, () => []).push(id);
  });
  const begins = (word: string) => !namesWith.atPrefix(word).keys().next().done;

  const match = (typed: NameText, only?: NameFilter): NameMatch[] => {
    const words = toWords(typed);
    if (words.length === 0) return [];
    // Every name a typed word is or begins a word of: all that nameMatchScore can score above 0.
    const candidates = new Set<number>();
    for (const word of words) for (const ids of namesWith.atPrefix(word).values()) for (const id of ids) candidates.add(id);
    const found: NameMatch[] = [];
    for (const id of candidates) {
      const score = only && !only(id) ? 0 : nameMatchScore(words, wordsOf[id]!);
      if (score > 0) found.push({ id, score });
    }
    return ranked(found);
  };

  const nearest = (word: string): string[] => {
    const maxEdits = word.length >= 8 ? 2 : 1;
    // MiniSearch counts plain Levenshtein edits, in which two swapped letters ("tramlpe") are two:
    // it is asked for one edit more, and editDistance, counting a swap as one, keeps the nearest.
    // Measured with `npm run eval:names` (CR 2026-01-16), swapped letters found first: 0.948 of
    // /define and 0.964 of /rule keyword cases this way; 0.355 and 0.286 with MiniSearch's edits
    // alone; 0.840 and 0.893 with one edit more and no check, when 0.115 of reversed keyword names
    // (nonsense) then found a keyword, against 0.004.
    const found = [...namesWith.fuzzyGet(word, maxEdits + 1).keys()];
    let best = maxEdits + 1;
    let nearestWords: string[] = [];
    for (const candidate of found.sort()) {
      const distance = editDistance(word, candidate, maxEdits);
      if (distance < best) [best, nearestWords] = [distance, [candidate]];
      else if (distance === best && distance <= maxEdits && nearestWords.length < MAX_CORRECTIONS) nearestWords.push(candidate);
    }
    return nearestWords;
  };

  const correct = (typed: NameText): string[][] => {
    let variants: string[][] = [[]];
    let corrected = false;
    for (const word of toWords(typed)) {
      const known = word.length < 4 || begins(word);
      const options = known ? [word] : nearest(word);
      if (options.length === 0) return [];
      corrected ||= !known;
      variants = variants.flatMap((variant) => options.map((option) => [...variant, option]));
    }
    return corrected ? variants : [];
  };

  return {
    match,
    correct,
    find(typed, only) {
      const matches = match(typed, only);
      if (matches.some((found) => found.score >= NAME_MATCH.words)) return matches;
      const corrected = correct(typed);
      if (corrected.length === 0) return matches;
      const best = new Map<number, number>();
      for (const variant of corrected) {
        for (const { id, score } of match(variant, only)) best.set(id, Math.max(best.get(id) ?? 0, TYPO_FACTOR * score));
      }
      return ranked([...best].map(([id, score]) => ({ id, score })));
    },
  };
}

function toWords(text: NameText): readonly string[] {
  return typeof text === 'string' ? nameWords(text) : text;
}

function ranked(matches: NameMatch[]): NameMatch[] {
  return matches.sort((a, b) => b.score - a.score || a.id - b.id);
}

/**
 * How well the words typed name a name, both as words: 0 when they do not; otherwise a score
 * from NAME_MATCH — the same words, the same words reordered, the name's beginning (the last word
 * perhaps unfinished), words of the name each typed or begun (three letters on), or the whole name
 * inside a longer query — a little higher the more of the name was typed.
 * MiniSearch knows which names hold a word, not where, and its search ranks by word rarity (BM25):
 * ordered by that score instead, plural glossary names were found first 0.944 of the time against
 * 0.963 (`npm run eval:names`, CR 2026-01-16), and "APNAP" found "APNAP Order" before the entry it
 * abbreviates. The order of the words is judged here.
 * @example nameMatchScore(['combat', 'dam'], ['combat', 'damag', 'step']) // ≈ 0.88 (the name's start)
 */
export function nameMatchScore(typed: readonly string[], name: readonly string[]): number {
  if (typed.length === 0 || name.length === 0) return 0;
  const completeness = typed.length / Math.max(typed.length, name.length);
  if (typed.length === name.length) {
    if (typed.every((word, index) => word === name[index])) return NAME_MATCH.exact;
    if (typed.length > 1 && [...typed].sort().join(' ') === [...name].sort().join(' ')) return NAME_MATCH.reordered;
  }
  if (startsName(typed, name)) return NAME_MATCH.start + 0.1 * completeness;
  if (matchesWords(typed, name)) return NAME_MATCH.words + 0.1 * completeness;
  // The whole name inside a longer query ("trample damage" names Trample), worth more the more of it it is.
  if (name.every((word) => typed.includes(word))) return NAME_MATCH.within + 0.1 * (name.length / typed.length);
  return 0;
}

/** The name begins with the typed words, the last of them perhaps unfinished ("combat dam"). */
function startsName(typed: readonly string[], name: readonly string[]): boolean {
  if (typed.length > name.length) return false;
  const last = typed.length - 1;
  return typed.every((word, index) => (index === last ? name[index]!.startsWith(word) : name[index] === word));
}

/** Every typed word names a different word of the name: the same word or (three letters on) its start. */
function matchesWords(typed: readonly string[], name: readonly string[]): boolean {
  if (typed.length > name.length) return false;
  // Autocomplete runs this for every candidate on every keystroke: a bit mask of used words, no allocation.
  let used = 0;
  for (const word of typed) {
    const index = name.findIndex((other, position) => (used & (1 << position)) === 0 && (other === word || (word.length >= 3 && other.startsWith(word))));
    if (index < 0) return false;
    used |= 1 << index;
  }
  return true;
}
