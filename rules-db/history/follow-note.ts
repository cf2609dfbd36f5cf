/** A followed rule number in words, for every place that shows one (/rule, /history, /diff, citations, the CLI). */
import type { FollowedRuleNumber, RuleNumberStep } from './follow-rule-number.js';

function stepPhrase(step: RuleNumberStep): string {
  switch (step.kind) {
    case 'renumbered':
      return `renumbered ${step.to} on ${step.effectiveDate}`;
    case 'changed':
      return `changed on ${step.effectiveDate}`;
    case 'renumbered-and-changed':
      return `renumbered ${step.to} and changed on ${step.effectiveDate}`;
    case 'removed':
      return `removed on ${step.effectiveDate}`;
  }
}

/**
 * What happened to a followed number, as a sentence without its full stop; null when nothing did.
 * @example followNote(followRuleNumber(db, '701.13b')!) // '701.13b was renumbered 701.17b on 2025-06-06'
 */
export function followNote(followed: FollowedRuleNumber): string | null {
  if (followed.steps.length === 0) return null;
  return `${followed.asked} was ${followed.steps.map(stepPhrase).join(', then ')}`;
}
