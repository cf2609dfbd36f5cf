/** Snippets of rule text around the words a search matched, with those words in **bold**. */
import { escapeMarkdown } from './markdown.js';
import { foldWord } from './search-words.js';

const WORD = /[\p{L}\p{N}]+(?:['’‘][\p{L}]+)*/gu;

/** Words to mark, folded (foldWord), each with the query concept it stands for and that concept's weight. */
export type MatchedWords = ReadonlyMap<string, { concept: number; weight: number }>;

/**
 * A window of about `width` characters of `text` that opens on the sentence matching the query best
 * (the most weight of distinct concepts), every word in `matched` wrapped in ** **, the rest
 * markdown-escaped. A rule answers in one sentence of several ("…, except that…"): the snippet shows
 * that one, not the rule's opening.
 */
export function highlightSnippet(text: string, matched: MatchedWords, width = 220): string {
  const words = [...text.matchAll(WORD)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    match: matched.get(foldWord(match[0])),
  }));
  const best = bestSentence(text, words);
  let start = 0;
  if (best && text.length > width) {
    const firstHit = words.find((word) => word.match && word.start >= best.start && word.end <= best.end)!;
    // The sentence's start when the sentence fits; else a little before its first match.
    const opening = best.end - best.start <= width ? best.start : firstHit.start - Math.floor(width / 3);
    start = Math.max(0, Math.min(opening, text.length - width));
  }
  // Keep whole words at the window's edges.
  const startWord = words.find((word) => word.end > start);
  start = startWord && startWord.start < start ? startWord.end : start;
  let end = Math.min(text.length, start + width);
  const endWord = words.find((word) => word.start < end && word.end > end);
  if (endWord) end = endWord.start;

  let snippet = '';
  let cursor = start;
  for (const word of words) {
    if (word.start < start || word.end > end || !word.match) continue;
    snippet += escapeMarkdown(text.slice(cursor, word.start)) + '**' + escapeMarkdown(text.slice(word.start, word.end)) + '**';
    cursor = word.end;
  }
  snippet += escapeMarkdown(text.slice(cursor, end));
  return (start > 0 ? '…' : '') + snippet.trim() + (end < text.length ? '…' : '');
}

/** A sentence's end: a full stop, question or exclamation mark before a space or line break, or a line break. */
const SENTENCE_END = /[.?!](?=\s)|\n/g;

/** The span of the sentence of `text` whose matched words weigh most (distinct concepts, ties to the first); null when none matches. */
function bestSentence(text: string, words: { start: number; end: number; match?: { concept: number; weight: number } }[]): { start: number; end: number } | null {
  const ends = [...text.matchAll(SENTENCE_END)].map((match) => match.index + 1);
  let best: { start: number; end: number; weight: number } | null = null;
  let start = 0;
  for (const end of [...ends, text.length]) {
    const concepts = new Map<number, number>();
    for (const word of words) if (word.match && word.start >= start && word.end <= end) concepts.set(word.match.concept, word.match.weight);
    const weight = [...concepts.values()].reduce((sum, value) => sum + value, 0);
    if (weight > 0 && (!best || weight > best.weight)) best = { start: start + (text.slice(start, end).length - text.slice(start, end).trimStart().length), end, weight };
    start = end;
  }
  return best;
}

/**
 * A snippet of highlightSnippet as plain text, for JSON and the terminal: the bold marks dropped
 * and the markdown escapes undone ("\[Obsolete\]" → "[Obsolete]").
 * @example plainSnippet('**Trample** deals \\*excess\\* damage') // 'Trample deals *excess* damage'
 */
export function plainSnippet(snippet: string): string {
  return snippet.replace(/\\([\\*_~`|>#[\]])|\*\*/g, (_match, escaped: string | undefined) => escaped ?? '');
}

/**
 * A snippet of highlightSnippet as runs of plain text, `hit` for the matched words (what bold marks
 * in Discord), for front ends that mark them otherwise (the web view's <mark>).
 * @example snippetSegments('**Trample** deals \\*excess\\*') // [{ text: 'Trample', hit: true }, { text: ' deals *excess*', hit: false }]
 */
export function snippetSegments(snippet: string): { text: string; hit: boolean }[] {
  const segments: { text: string; hit: boolean }[] = [];
  let hit = false;
  let text = '';
  const flush = () => {
    if (text) segments.push({ text, hit });
    text = '';
  };
  for (const [, escaped, bold, other] of snippet.matchAll(/\\([\\*_~`|>#[\]])|(\*\*)|([^\\*]+|[\\*])/g)) {
    if (bold) {
      flush();
      hit = !hit;
    } else text += escaped ?? other ?? '';
  }
  flush();
  return segments;
}

/** A snippet as one paragraph in a list of results: a section's lines and table cells run on. */
export function runOnSnippet(snippet: string): string {
  return snippet.replaceAll('\t', ' │ ').replace(/\s*\n\s*/g, ' ');
}
