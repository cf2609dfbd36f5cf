/**
 * Typography-only changes: releases swap straight and curly quotes, add or drop quote marks and
 * trademark signs, change dash styles and spacing without
 * changing a rule's meaning (2019-05-03 curled every apostrophe). Such a change is real text, but
 * judges should not read it as a rules change, so history folds it and diffs count it apart.
 */
import type { Rule } from '../release.js';
import { ruleBody } from '../rule-content.js';
import type { WordDiffSegment } from './word-diff.js';

/**
 * The text with apostrophes and single quotes straightened, double quote marks and trademark signs
 * dropped, every dash a hyphen, spaces around dashes dropped and whitespace collapsed. Quote marks
 * around a name or an ability's text say nothing the words don't ("named “Phyrexian Token.”" →
 * "named Phyrexian Token."), nor does ® becoming ™ after a set name (107.10, 2023 → 2026).
 */
export function typographyKey(text: string): string {
  return text
    .replace(/[‘’‚‛′`´]/g, "'")
    .replace(/[“”„‟″"]/g, '')
    .replace(/[®™©]/g, '')
    .replace(/[‐‑‒–—―−]/g, '-')
    .replace(/…/g, '...')
    .replace(/\s*-\s*/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * True when two texts differ, but only in typography.
 * @example typographyOnly("a player's life", 'a player’s life') // true
 */
export function typographyOnly(before: string, after: string): boolean {
  return before !== after && typographyKey(before) === typographyKey(after);
}

/** True when two versions of a rule (text and examples) differ only in typography. */
export function ruleTypographyOnly(before: Pick<Rule, 'text' | 'examples'>, after: Pick<Rule, 'text' | 'examples'>): boolean {
  return typographyOnly(ruleBody(before), ruleBody(after));
}

/** Characters that are typography alone: quote marks and trademark signs, which a word diff need not mark. */
const TYPOGRAPHY_ONLY = /^[\s“”„‟″"‘’'®™©]*$/;

/**
 * Word-diff segments with the changes that are only typography shown as unchanged (the newer text):
 * a rule whose words changed should not also be marked for a quote mark dropped or ® → ™.
 * @example foldTypographySegments(diffWords('named “Token.”', 'named Token.')) // [{ kind: 'same', text: 'named Token.' }]
 */
export function foldTypographySegments(segments: readonly WordDiffSegment[]): WordDiffSegment[] {
  const folded: WordDiffSegment[] = [];
  const push = (kind: WordDiffSegment['kind'], text: string) => {
    if (text === '') return;
    const last = folded.at(-1);
    if (last?.kind === kind) last.text += text;
    else folded.push({ kind, text });
  };
  for (let index = 0; index < segments.length; index++) {
    const segment = segments[index]!;
    const next = segments[index + 1];
    if (segment.kind === 'removed' && next?.kind === 'added' && typographyKey(segment.text) === typographyKey(next.text)) {
      push('same', next.text);
      index++;
    } else if (segment.kind === 'removed' && TYPOGRAPHY_ONLY.test(segment.text) && segment.text.trim() !== '') {
      continue;
    } else if (segment.kind === 'added' && TYPOGRAPHY_ONLY.test(segment.text) && segment.text.trim() !== '') {
      push('same', segment.text);
    } else {
      push(segment.kind, segment.text);
    }
  }
  return folded;
}
