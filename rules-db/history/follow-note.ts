/** A followed rule number in words, for every place that shows one (/rule, /history, /diff, citations, the CLI). */
import type { FollowedRuleNumber, RuleNumberStep } from './follow-rule-number.js';
import { betweenReleases } from './number-holders.js';

/**
 * A step is dated by the two imported releases around it: it came in some release after the older,
 * up to the newer, and only the full run of releases would say which ("between 2025-04-04 and 2025-06-06").
 */
function stepPhrase(step: RuleNumberStep): string {
  const when = betweenReleases(step.previousDate, step.effectiveDate);
  switch (step.kind) {
    case 'renumbered':
      return `renumbered ${step.to} ${when}`;
    case 'changed':
      return `changed ${when}`;
    case 'renumbered-and-changed':
      return `renumbered ${step.to} and changed ${when}`;
    case 'removed':
      return `removed ${when}`;
  }
}

/**
 * What happened to a followed number, as a sentence without its full stop; null when nothing did.
 * @example followNote(followRuleNumber(db, '701.13b')!) // '701.13b was renumbered 701.17b between 2025-04-04 and 2025-06-06'
 */
export function followNote(followed: FollowedRuleNumber): string | null {
  if (followed.steps.length === 0) return null;
  return `${followed.asked} was ${followed.steps.map(stepPhrase).join(', then ')}`;
}
