/** One line of a longer text, for a list of summaries. */

/** At most this many characters of a summary: a list of twenty stays one screen. */
export const SUMMARY_LENGTH = 160;

/**
 * The text's first sentence (up to a period, question or exclamation mark followed by a space),
 * on one line, shortened with an ellipsis past `maxLength` (SUMMARY_LENGTH unless said).
 * @example firstSentence('Trample is a static ability. It modifies…') // "Trample is a static ability."
 */
export function firstSentence(text: string, maxLength: number = SUMMARY_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const end = /[.!?](?=\s+["“(\p{Lu}\d])/u.exec(line);
  const sentence = end ? line.slice(0, end.index + 1) : line;
  return sentence.length <= maxLength ? sentence : `${sentence.slice(0, maxLength - 1).trimEnd()}…`;
}
