/**
 * What a release diff says about one rule, asked by its number in either release: what `/diff rule:`
 * and the web view's one-rule diff both show.
 */
import type { ReleaseDiff, RuleChange, RuleMove } from './diff-releases.js';

export type RuleInDiff =
  | { kind: 'changed'; change: RuleChange }
  | { kind: 'renumbered'; move: RuleMove }
  | { kind: 'added' }
  | { kind: 'removed' }
  /** In neither list: the same text under the same number, or a number neither release has (the caller knows which). */
  | { kind: 'unchanged' };

/**
 * The entry of `number` in `diff`: its change (typography only included: `change.typographyOnly`),
 * its renumbering (as the old or the new number), its addition or removal, or none.
 * @example ruleInDiff(diff2025, '701.10d') // { kind: 'renumbered', move: { from: '701.9d', to: '701.10d', … } }
 */
export function ruleInDiff(diff: ReleaseDiff, number: string): RuleInDiff {
  const change = diff.changed.find((candidate) => candidate.number === number);
  if (change) return { kind: 'changed', change };
  const move = diff.moved.find((candidate) => candidate.to === number || candidate.from === number);
  if (move) return { kind: 'renumbered', move };
  if (diff.added.includes(number)) return { kind: 'added' };
  if (diff.removed.includes(number)) return { kind: 'removed' };
  return { kind: 'unchanged' };
}
