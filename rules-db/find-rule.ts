/** Looking a rule up by what a user typed, with a helpful error when it does not exist. */
import type { RulesDb } from './database.js';
import type { ReleaseSummary } from './release-queries.js';
import { getRule, nearestRules, type RuleDetail } from './rule-queries.js';
import { UserError } from './user-error.js';

/**
 * "616.1", "616.1.", "rule 616.1", "CR 616.1E", " 616.1e " → "616.1"/"616.1e"; null if not a rule number.
 * @example normalizeRuleNumber('CR 702.19B.') // "702.19b"
 */
export function normalizeRuleNumber(input: string): string | null {
  const match = /^\s*(?:(?:cr|rule|comprehensive rules?)\s*)?(\d{3})\.(\d{1,3})([a-z]?)\.?\s*$/i.exec(input);
  if (!match) return null;
  return `${match[1]}.${Number(match[2])}${match[3]!.toLowerCase()}`;
}

/** A number the release does not have; carries the nearest existing rules as suggestions. */
export class RuleNotFoundError extends UserError {
  constructor(readonly nearest: string[], number: string, effectiveDate: string) {
    const suggestion = nearest.length > 0 ? ` Nearest: ${nearest.join(', ')}.` : '';
    super('rule-not-found', `No rule ${number} in the Comprehensive Rules effective ${effectiveDate}.${suggestion}`);
  }
}

/** The error for a number the release does not have, naming the release and the nearest rules. */
export function ruleNotFoundError(db: RulesDb, release: ReleaseSummary, number: string): RuleNotFoundError {
  return new RuleNotFoundError(nearestRules(db, release.id, number), number, release.effectiveDate);
}

/** The rule `input` names; throws a UserError for malformed or unknown numbers. */
export function requireRule(db: RulesDb, release: ReleaseSummary, input: string): RuleDetail {
  const number = normalizeRuleNumber(input);
  if (!number) {
    throw new UserError('bad-rule-number', `"${input.trim()}" is not a rule number; rule numbers look like 616.1 or 616.1e.`);
  }
  const rule = getRule(db, release, number);
  if (!rule) throw ruleNotFoundError(db, release, number);
  return rule;
}
