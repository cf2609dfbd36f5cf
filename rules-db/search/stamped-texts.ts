/**
 * Data written for one version of a document's texts (predicted questions, situations), kept with a
 * later version: each entry is stamped with fingerprints of the text it was written for, and goes
 * with the text that is the same word for word, wherever it moved, or reworded in place under the
 * same number — never with another rule that took its number.
 */
import { searchWords } from '../../common/search-words.js';
import { hammingDistance, similarityHash, textFingerprint } from '../../common/text-fingerprint.js';
import { isFillerWord } from './filler-words.js';
import { stem } from './stem.js';

/** A rule or section of the version searched: its number (and title), and its text. */
export interface StampTarget {
  ref: string;
  title?: string;
  text: string;
}

/** What an entry is stamped with: the number (and title) and fingerprints of the text it was written for. */
export interface Stamped {
  ref: string;
  title?: string;
  /** textFingerprint of the text. */
  fingerprint: string;
  /** contentSimilarityHash of the text. */
  similarity: string;
}

/**
 * How far a reworded text's similarity hash may be from the one an entry was written for.
 * Measured on the CR: unrelated rules are 12 bits apart or more (all but one of 440 pairs 16+);
 * rules reworded in place between 2019 and 2026 mostly 0–11.
 */
const MAX_REWORDING_DISTANCE = 10;

/** The SimHash of a text's content words, as search stems them: what says two texts are nearly the same. */
export function contentSimilarityHash(text: string): string {
  return similarityHash(searchWords(text).filter((word) => !isFillerWord(word)).map(stem));
}

/** The fingerprints an entry is stamped with, of the text it is written for. */
export function textStamps(text: string): { fingerprint: string; similarity: string } {
  return { fingerprint: textFingerprint(text), similarity: contentSimilarityHash(text) };
}

/** What names an entry or a target: a rule's number, a section's number and title. */
export function entryName(item: { ref: string; title?: string }): string {
  return item.title === undefined ? item.ref : `${item.ref} ${item.title}`;
}

/**
 * The entry for each target, in order (undefined where none is): the one written for the same text
 * under the same name, then for the same text moved (before another rule takes its old number),
 * then for the same name reworded. An entry serves one target at most.
 */
export function matchStamped<E extends Stamped>(entries: readonly E[], targets: readonly StampTarget[]): (E | undefined)[] {
  const byFingerprint = new Map<string, E[]>();
  for (const entry of entries) byFingerprint.set(entry.fingerprint, [...(byFingerprint.get(entry.fingerprint) ?? []), entry]);
  const byName = new Map(entries.map((entry) => [entryName(entry), entry]));
  const used = new Set<E>();
  const matched: (E | undefined)[] = targets.map(() => undefined);
  const match = (pick: (target: StampTarget, index: number) => E | undefined) =>
    targets.forEach((target, index) => {
      if (matched[index]) return;
      const entry = pick(target, index);
      if (!entry) return;
      used.add(entry);
      matched[index] = entry;
    });
  const fingerprints = targets.map((target) => textFingerprint(target.text));
  const sameText = (index: number) => (byFingerprint.get(fingerprints[index]!) ?? []).filter((entry) => !used.has(entry));
  match((target, index) => sameText(index).find((entry) => entryName(entry) === entryName(target)));
  match((_, index) => sameText(index)[0]);
  match((target) => {
    const entry = byName.get(entryName(target));
    return entry && !used.has(entry) && hammingDistance(entry.similarity, contentSimilarityHash(target.text)) <= MAX_REWORDING_DISTANCE ? entry : undefined;
  });
  return matched;
}
