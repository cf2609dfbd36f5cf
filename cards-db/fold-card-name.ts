/**
 * How card names and what judges type are compared: the same words, ignoring case, accents and
 * punctuation ("Jace, Vryn's Prodigy" and "jace vryns prodigy"; "Dusk // Dawn" and "dusk/dawn").
 */
import { searchWords } from '../common/search-words.js';

/**
 * The name's words, folded and joined by single spaces.
 * @example foldCardName('Jace, Vryn’s Prodigy') // 'jace vryns prodigy'
 */
export function foldCardName(text: string): string {
  return searchWords(text).join(' ');
}

/** A folded name without its spaces, for names typed as one word or with a hyphen ("bloodmoon", "kiki jiki"). */
export function compactKey(folded: string): string {
  return folded.replaceAll(' ', '');
}

/** True when the judge asks for an Alchemy rebalanced card by its "A-" name. */
export function asksForAlchemy(query: string): boolean {
  return /^\s*a-/i.test(query);
}
