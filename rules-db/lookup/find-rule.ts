/** Looking a rule up by what a user typed, with a helpful error when it does not exist. */
import type { ContentDb } from '../../database/open-database.js';
import type { ReleaseSummary } from '../store/release-queries.js';
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

/** The rule `input` names; throws a UserError for malformed or unknown numbers. */
export function requireRule(db: ContentDb, release: ReleaseSummary, input: string): RuleDetail {
  const number = normalizeRuleNumber(input);
  if (!number) {
    throw new UserError('bad-rule-number', `"${input.trim()}" is not a rule number; rule numbers look like 616.1 or 616.1e.`);
  }
  const rule = getRule(db, release, number);
  if (!rule) throw ruleNotFoundError(db, release, number);
  return rule;
}
