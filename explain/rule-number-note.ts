/** The note a rule number carried from an older release gets: what happened to it, and when. */
import type { FollowedRuleNumber, RuleNumberStep } from '../rules-db/history/follow-rule-number.js';

function describeStep(step: RuleNumberStep): string {
  switch (step.kind) {
    case 'renumbered':
      return `${step.from} was renumbered ${step.to} on ${step.effectiveDate}`;
    case 'renumbered-and-changed':
      return `${step.from} was renumbered ${step.to} and changed on ${step.effectiveDate}`;
    case 'changed':
      return `${step.from} changed on ${step.effectiveDate}`;
    case 'removed':
      return `${step.from} was removed on ${step.effectiveDate}`;
  }
}

/**
 * "701.13b was renumbered 701.17b on 2025-06-06", steps joined by "; "; null when the number means
 * the same rule, unchanged.
 * @example ruleNumberNote(followRuleNumber(db, '609.8', { fromDate: '2024-02-02' })!) // "609.8 was renumbered 608.2i on 2025-…"
 */
export function ruleNumberNote(followed: Pick<FollowedRuleNumber, 'steps'>): string | null {
  return followed.steps.length === 0 ? null : followed.steps.map(describeStep).join('; ');
}
