/** Looking a rule up by what a user typed, following old numbers, with a helpful error when it never existed. */
import type { ContentDb } from '../../database/open-database.js';
import { releaseAt, type ReleaseSummary } from '../store/release-queries.js';
import { followRuleNumber, type FollowedRuleNumber } from '../history/follow-rule-number.js';
import { getRule, nearestRules, type RuleDetail } from '../store/rule-queries.js';
import { UserError } from '../../common/user-error.js';
import { normalizeRuleNumber } from '../rule-number.js';

/** A number the release does not have; carries the nearest existing rules as suggestions. */
export class RuleNotFoundError extends UserError {
  constructor(readonly nearest: string[], number: string, effectiveDate: string) {
    const suggestion = nearest.length > 0 ? ` Nearest: ${nearest.join(', ')}.` : '';
    super('rule-not-found', `No rule ${number} in the Comprehensive Rules effective ${effectiveDate}.${suggestion}`);
  }
}

/** The error for a number the release does not have, naming the release and the nearest rules. */
export function ruleNotFoundError(db: ContentDb, release: ReleaseSummary, number: string): RuleNotFoundError {
  return new RuleNotFoundError(nearestRules(db, release.id, number), number, release.effectiveDate);
}

export interface ResolvedRule {
  /** The rule to show, and the release it is shown from: the asked one, or a removed rule's last. */
  rule: RuleDetail;
  release: ReleaseSummary;
  /** Set when the number is not in `release` and was followed from an older one (renumbered or removed). */
  followed: FollowedRuleNumber | null;
}

/**
 * Rule `number` in `release`, or where an older release's rule of that number went: the rule it
 * became, or for a removed rule its last version. Null only for a number no release up to `release` had.
 * @example resolveRule(db, newest, '701.13b')?.rule.number // '701.17b' (followed.steps says renumbered on 2025-06-06)
 */
export function resolveRule(db: ContentDb, release: ReleaseSummary, number: string): ResolvedRule | null {
  const rule = getRule(db, release, number);
  if (rule) return { rule, release, followed: null };
  const followed = followRuleNumber(db, number, { toDate: release.effectiveDate });
  if (!followed) return null;
  if (followed.number !== null) return { rule: getRule(db, release, followed.number)!, release, followed };
  const last = releaseAt(db, followed.lastRule!.effectiveDate);
  return { rule: getRule(db, last, followed.lastRule!.number)!, release: last, followed };
}

/** The rule `input` names, followed as resolveRule does; throws a UserError for malformed or never-used numbers. */
export function requireRule(db: ContentDb, release: ReleaseSummary, input: string): ResolvedRule {
  const number = normalizeRuleNumber(input);
  if (!number) {
    throw new UserError('bad-rule-number', `"${input.trim()}" is not a rule number; rule numbers look like 616.1 or 616.1e.`);
  }
  const resolved = resolveRule(db, release, number);
  if (!resolved) throw ruleNotFoundError(db, release, number);
  return resolved;
}
