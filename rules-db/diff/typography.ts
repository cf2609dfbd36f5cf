/**
 * Typography-only changes: releases swap straight and curly quotes, dash styles and spacing without
 * changing a rule's meaning (2019-05-03 curled every apostrophe). Such a change is real text, but
 * judges should not read it as a rules change, so history folds it and diffs count it apart.
 */
import type { Rule } from '../release.js';
import { ruleBody } from '../rule-content.js';

/** The text with quotes straightened, every dash a hyphen, spaces around dashes dropped and whitespace collapsed. */
export function typographyKey(text: string): string {
  return text
    .replace(/[‘’‚‛′`´]/g, "'")
    .replace(/[“”„‟″]/g, '"')
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
