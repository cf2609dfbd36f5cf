/** Snippets of rule text around the words a search matched, with those words in **bold**. */
import { escapeMarkdown } from './markdown.js';
import { foldWord } from './search-words.js';

const WORD = /[\p{L}\p{N}]+(?:['’‘][\p{L}]+)*/gu;

/**
 * A window of about `width` characters of `text` around the first matched word, every word whose
 * folded form is in `matched` wrapped in ** **, the rest markdown-escaped.
 */
export function highlightSnippet(text: string, matched: ReadonlySet<string>, width = 220): string {
  const words = [...text.matchAll(WORD)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    hit: matched.has(foldWord(match[0])),
  }));
  const firstHit = words.find((word) => word.hit);
  let start = 0;
  if (firstHit && text.length > width) start = Math.max(0, Math.min(firstHit.start - Math.floor(width / 3), text.length - width));
  // Keep whole words at the window's edges.
  const startWord = words.find((word) => word.end > start);
  start = startWord && startWord.start < start ? startWord.end : start;
  let end = Math.min(text.length, start + width);
  const endWord = words.find((word) => word.start < end && word.end > end);
  if (endWord) end = endWord.start;

  let snippet = '';
  let cursor = start;
  for (const word of words) {
    if (word.start < start || word.end > end || !word.hit) continue;
    snippet += escapeMarkdown(text.slice(cursor, word.start)) + '**' + escapeMarkdown(text.slice(word.start, word.end)) + '**';
    cursor = word.end;
  }
  snippet += escapeMarkdown(text.slice(cursor, end));
  return (start > 0 ? '…' : '') + snippet.trim() + (end < text.length ? '…' : '');
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
