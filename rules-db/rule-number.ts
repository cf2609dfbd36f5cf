/** Rule numbers: parsing, true ordering and the parent/section relation. */

/** `702.19b` → section 702, rule 19, subrule letter "b". */
export interface RuleNumberParts {
  section: number;
  rule: number;
  letter: string;
}

const RULE_NUMBER = /^(\d{3})\.(\d{1,3})([a-z]?)$/;

/**
 * "616.1", "616.1.", "rule 616.1", "CR 616.1E", " 616.1e " → "616.1"/"616.1e"; null if not a rule number.
 * @example normalizeRuleNumber('CR 702.19B.') // "702.19b"
 */
export function normalizeRuleNumber(input: string): string | null {
  const match = /^\s*(?:(?:cr|rule|comprehensive rules?)\s*)?(\d{3})\.(\d{1,3})([a-z]?)\.?\s*$/i.exec(input);
  if (!match) return null;
  return `${match[1]}.${Number(match[2])}${match[3]!.toLowerCase()}`;
}

/** Splits a canonical rule number (`702.19b`); null for anything else. */
export function parseRuleNumber(number: string): RuleNumberParts | null {
  const match = RULE_NUMBER.exec(number);
  if (!match) return null;
  return { section: Number(match[1]), rule: Number(match[2]), letter: match[3] ?? '' };
}

/** True order: numeric on both number parts, then by subrule letter (`701.4a` < `701.49a`, `702.9` < `702.10`). */
export function compareRuleNumbers(a: string, b: string): number {
  const left = parseRuleNumber(a);
  const right = parseRuleNumber(b);
  if (!left || !right) return a < b ? -1 : a > b ? 1 : 0;
  return (
    left.section - right.section ||
    left.rule - right.rule ||
    (left.letter < right.letter ? -1 : left.letter > right.letter ? 1 : 0)
  );
}

/** The rule a subrule belongs to (`702.19b` → `702.19`); null for main rules. */
export function parentRuleNumber(number: string): string | null {
  const parts = parseRuleNumber(number);
  if (!parts || !parts.letter) return null;
  return `${parts.section}.${parts.rule}`;
}

/** The section a rule lives in (`702.19b` → `702`). */
export function sectionNumberOf(number: string): string {
  return number.slice(0, 3);
}
