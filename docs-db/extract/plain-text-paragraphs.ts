/**
 * A tournament document kept as plain text with one paragraph a line (the 2009 MTR: tabs
 * between a section number and its title, "* " before list items, table cells on lines of
 * their own) → its paragraphs.
 */
import { splitLines } from '../../common/decode-text.js';

/** Paragraphs of a one-paragraph-a-line text; list items start "• ". */
export function plainTextParagraphs(text: string): string[] {
  return splitLines(text)
    .map((line) => line.trim().replace(/ {2,}/g, ' '))
    .filter((line) => line !== '')
    .map((line) => line.replace(/^[*•]\s+/, '• '));
}
