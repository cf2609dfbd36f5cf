/**
 * A tournament document converted to Markdown (the 2019 IPG: "#" headings, "- " list items,
 * blank lines between paragraphs, a page break left as a paragraph break mid-sentence) →
 * its paragraphs.
 */
import { splitLines } from '../../common/decode-text.js';
import { endsSentence } from './sentence-end.js';

/** "A. Knight of Infamy…": an example's own label, kept instead of a bullet. */
const LETTERED = /^[A-Z]\.\s/;

/** Paragraphs of a Markdown document; list items start "• " unless they carry their own label. */
export function markdownParagraphs(text: string): string[] {
  const paragraphs: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length > 0) paragraphs.push(current.join(' '));
    current = [];
  };
  for (const raw of splitLines(text)) {
    const line = raw.trim().replace(/ {2,}/g, ' ');
    if (line === '') flush();
    else if (/^#{1,6}\s/.test(line)) {
      flush();
      paragraphs.push(line.replace(/^#+\s+/, ''));
    } else if (/^[-*+]\s/.test(line)) {
      flush();
      const item = line.slice(2).trim();
      current.push(LETTERED.test(item) ? item : `• ${item}`);
    } else current.push(line);
  }
  flush();
  return joinPageBreaks(paragraphs);
}

/** A paragraph that stops mid-sentence and one that goes on in lower case are one paragraph cut by a page break. */
function joinPageBreaks(paragraphs: string[]): string[] {
  const joined: string[] = [];
  for (const paragraph of paragraphs) {
    const previous = joined.at(-1);
    const cut = previous !== undefined && !endsSentence(previous) && /^\p{Ll}/u.test(paragraph);
    if (cut) joined[joined.length - 1] = `${previous} ${paragraph}`;
    else joined.push(paragraph);
  }
  return joined;
}
