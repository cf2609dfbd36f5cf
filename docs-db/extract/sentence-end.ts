/** The end of a sentence, possibly inside closing quotes or brackets: ".", "?”", ":)". */
const SENTENCE_END = /[.!?:;][”’"')\]]*$/u;

/**
 * Whether a line of text ends a sentence (or a list item's lead-in ending in ":" or ";").
 * @example endsSentence('…a tournament official.”') // true
 */
export function endsSentence(text: string): boolean {
  return SENTENCE_END.test(text);
}
