/** Word-level differences between two texts (a rule before and after), and their renderings. */
import { diffArrays } from 'diff';
import { escapeMarkdown } from '../../common/markdown.js';

export interface WordDiffSegment {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/** A word (`701.10d`, `can’t`, `non-Aura`), one punctuation character, or a run of whitespace. */
const TOKEN = /[\p{L}\p{N}]+(?:[.'’-][\p{L}\p{N}]+)*|\s+|[^\s\p{L}\p{N}]/gu;

/** Splits a text into word, punctuation and whitespace tokens that join back to it exactly. */
export function wordTokens(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

/**
 * The segments that turn `before` into `after`: joining the 'same' and 'removed' texts gives
 * `before` exactly, 'same' and 'added' gives `after`. Within each change the removed text comes
 * first, and a change spans any whitespace between changed words, so "a b c" → "x y z" is one
 * change, not three.
 * @example diffWords('draw a card', 'draw two cards')
 * // [{ kind: 'same', text: 'draw ' }, { kind: 'removed', text: 'a card' }, { kind: 'added', text: 'two cards' }]
 */
export function diffWords(before: string, after: string): WordDiffSegment[] {
  const runs = tokenRuns(wordTokens(before), wordTokens(after));

  const segments: WordDiffSegment[] = [];
  const push = (kind: WordDiffSegment['kind'], text: string) => {
    if (!text) return;
    const last = segments.at(-1);
    if (last?.kind === kind) last.text += text;
    else segments.push({ kind, text });
  };
  let removed = '';
  let added = '';
  const flushChange = () => {
    // When one side of a change is only absorbed whitespace that the other side also ends with,
    // that whitespace is really shared: show it as such, not as a removed or added space.
    const tail = !removed.trim() ? removed : !added.trim() ? added : '';
    const shared = tail !== '' && removed.endsWith(tail) && added.endsWith(tail);
    push('removed', shared ? removed.slice(0, -tail.length) : removed);
    push('added', shared ? added.slice(0, -tail.length) : added);
    if (shared) push('same', tail);
    removed = added = '';
  };
  runs.forEach((run, index) => {
    const text = run.tokens.join('');
    if (run.kind === 'removed') removed += text;
    else if (run.kind === 'added') added += text;
    else if (index > 0 && index < runs.length - 1 && text.trim() === '') {
      removed += text;
      added += text;
    } else {
      flushChange();
      push('same', text);
    }
  });
  flushChange();
  return segments;
}

interface TokenRun {
  kind: WordDiffSegment['kind'];
  tokens: string[];
}

/**
 * The runs of tokens that turn `before` into `after`, by jsdiff's diffArrays on our own tokens
 * (its diffWords would split rule numbers and contractions: 701.9d → 701.10d as 9d → 10d).
 * jsdiff keeps the first shortest alignment it finds, which can cut one insertion in two around
 * a repeated token: son{+,+}” {+“partner—Friends forever,” +}and. So an insertion or removal
 * between two unchanged runs is shifted sideways where that joins it to the change before or
 * after (diff-match-patch's cleanupMerge does this for characters): son{+,” “partner—Friends forever,+}” and.
 * jsdiff is slower than the hand-written Myers diff it replaced on rules rewritten wholesale (the
 * 276 word diffs of 2003-03-15 → 2026-01-16: 0.39 s against 0.08 s, measured), a one-off cost
 * of the first page of such a /diff; between consecutive releases, about 0.15 ms a rule.
 */
function tokenRuns(before: string[], after: string[]): TokenRun[] {
  const runs: TokenRun[] = diffArrays(before, after).map((change) => ({
    kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
    tokens: change.value,
  }));
  for (let index = 1; index < runs.length - 1; index++) {
    const [previous, edit, next] = [runs[index - 1]!, runs[index]!, runs[index + 1]!];
    if (edit.kind === 'same' || previous.kind !== 'same' || next.kind !== 'same') continue;
    if (endsWith(edit.tokens, previous.tokens)) {
      // A{+BA+}C → {+AB+}AC: the unchanged A before it is gone, so it joins any change before A.
      edit.tokens = [...previous.tokens, ...edit.tokens.slice(0, edit.tokens.length - previous.tokens.length)];
      next.tokens = [...previous.tokens, ...next.tokens];
      runs.splice(index - 1, 1);
      index--;
    } else if (startsWith(edit.tokens, next.tokens)) {
      // A{+CB+}C → AC{+BC+}: likewise with the unchanged C after it.
      previous.tokens = [...previous.tokens, ...next.tokens];
      edit.tokens = [...edit.tokens.slice(next.tokens.length), ...next.tokens];
      runs.splice(index + 1, 1);
    }
  }
  return runs;
}

function startsWith(tokens: readonly string[], head: readonly string[]): boolean {
  return head.length <= tokens.length && head.every((token, index) => tokens[index] === token);
}

function endsWith(tokens: readonly string[], tail: readonly string[]): boolean {
  return tail.length <= tokens.length && tail.every((token, index) => tokens[tokens.length - tail.length + index] === token);
}

/**
 * Discord markdown for a word diff: removed words as `~~old~~`, added as `**new**`, the text's
 * own markdown characters escaped. Markers never span a line break or enclose edge whitespace
 * (Discord would print them literally); a whitespace-only removal shows as nothing.
 * @example wordDiffMarkdown(diffWords('draw a card', 'draw two cards')) // 'draw ~~a card~~**two cards**'
 */
export function wordDiffMarkdown(segments: readonly WordDiffSegment[]): string {
  return segments
    .map(({ kind, text }) => {
      if (kind === 'same') return escapeMarkdown(text);
      const marker = kind === 'removed' ? '~~' : '**';
      if (text.trim() === '') return kind === 'added' ? text : '';
      return text
        .split('\n')
        .map((line) => {
          const [, lead = '', core = '', trail = ''] = /^(\s*)(.*?)(\s*)$/s.exec(line) ?? [];
          return core ? `${lead}${marker}${escapeMarkdown(core)}${marker}${trail}` : line;
        })
        .join('\n');
    })
    .join('');
}

/** Plain text for a word diff, as `git diff --word-diff` prints it: `[-old-]{+new+}`. */
export function wordDiffPlain(segments: readonly WordDiffSegment[]): string {
  return segments
    .map(({ kind, text }) => (kind === 'same' ? text : kind === 'removed' ? `[-${text}-]` : `{+${text}+}`))
    .join('');
}

/**
 * The segments with long unchanged stretches cut down to `words` words of context around each
 * change (elided text becomes `…`), for showing a change in a long rule such as 205.3m. The
 * result is for display only: it no longer reconstructs the texts.
 */
export function elideUnchanged(segments: readonly WordDiffSegment[], words: number): WordDiffSegment[] {
  if (segments.length < 2) return [...segments];
  return segments.map((segment, index) => {
    if (segment.kind !== 'same') return segment;
    const tokens = wordTokens(segment.text);
    // Context is counted in words, not in the whitespace and punctuation between them.
    const wordPositions = tokens.flatMap((token, position) => (/[\p{L}\p{N}]/u.test(token) ? [position] : []));
    const keepHead = index > 0 ? words : 0;
    const keepTail = index < segments.length - 1 ? words : 0;
    if (wordPositions.length <= keepHead + keepTail + 1) return segment;
    const head = keepHead > 0 ? tokens.slice(0, wordPositions[keepHead - 1]! + 1).join('') : '';
    const tail = keepTail > 0 ? tokens.slice(wordPositions[wordPositions.length - keepTail]!).join('') : '';
    return { kind: 'same', text: [head, '…', tail].filter(Boolean).join(' ') };
  });
}

/**
 * The share of `before`'s words a change must remove to count as a rewrite, shown as the old text
 * and the new one rather than interleaved. It is git's `--break-rewrites` default (`-B/60%`: "a
 * total rewrite" when less than 40% of the original remains), which judges the same trade-off:
 * past it, the few words that happen to match only cut the two texts into unreadable pieces.
 */
export const REWRITE_SHARE = 0.6;

const isWord = (token: string) => /[\p{L}\p{N}]/u.test(token);

/** The share of the old text's words a diff removes (0 for an empty old text). */
export function removedWordShare(segments: readonly WordDiffSegment[]): number {
  let removed = 0;
  let total = 0;
  for (const segment of segments) {
    if (segment.kind === 'added') continue;
    const words = wordTokens(segment.text).filter(isWord).length;
    total += words;
    if (segment.kind === 'removed') removed += words;
  }
  return total === 0 ? 0 : removed / total;
}

/**
 * True when a diff removes more than REWRITE_SHARE of the old text's words: show it as two blocks.
 * @example isRewrite(diffWords('draw a card', 'each player discards two cards')) // true
 */
export function isRewrite(segments: readonly WordDiffSegment[]): boolean {
  return removedWordShare(segments) > REWRITE_SHARE;
}

/**
 * Discord markdown for a rewrite (isRewrite): the old text and the new one as two quoted blocks.
 * @example rewriteMarkdown('draw a card', 'discard two') // '*rewritten; before:*\n> draw a card\n*after:*\n> discard two'
 */
export function rewriteMarkdown(before: string, after: string): string {
  const quote = (text: string) => text.split('\n').map((line) => `> ${escapeMarkdown(line)}`).join('\n');
  return `*rewritten; before:*\n${quote(before)}\n*after:*\n${quote(after)}`;
}

/** Plain text for a rewrite: the old text and the new one on lines of their own, paragraph breaks as ¶. */
export function rewritePlain(before: string, after: string, indent = '    '): string {
  const line = (text: string) => text.replace(/\n/g, ' ¶ ');
  return `rewritten\n${indent}before: ${line(before)}\n${indent}after:  ${line(after)}`;
}
