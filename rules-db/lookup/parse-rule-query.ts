/** What a user typed into `/rule number:` — a rule, a range, a section, or a keyword name. */
import { normalizeRuleNumber } from '../rule-number.js';

export type RuleQuery =
  | { kind: 'rule'; number: string }
  | { kind: 'range'; first: string; last: string }
  | { kind: 'section'; number: string }
  | { kind: 'name'; text: string };

const PREFIX = /^\s*(?:cr|rule|rules|section|comprehensive rules?)\s*/i;

/**
 * Reads "616.1", "616.1.", "rule 616.1", "CR 616.1e", "616.1a-c", "616.1a–616.1c", "702" and
 * anything else as a name ("trample").
 * @example parseRuleQuery('616.1a-c') // { kind: 'range', first: '616.1a', last: '616.1c' }
 */
export function parseRuleQuery(input: string): RuleQuery {
  const single = normalizeRuleNumber(input);
  if (single) return { kind: 'rule', number: single };
  const text = input.replace(PREFIX, '').trim();
  const range = /^(\d{3}\.\d{1,3})([a-z])\s*[-–—]\s*(?:(\d{3}\.\d{1,3})?([a-z]))$/i.exec(text);
  if (range) {
    const base = normalizeRuleNumber(range[1]!)!;
    const endBase = range[3] ? normalizeRuleNumber(range[3])! : base;
    return { kind: 'range', first: base + range[2]!.toLowerCase(), last: endBase + range[4]!.toLowerCase() };
  }
  const fullRange = /^(\d{3}\.\d{1,3}[a-z]?)\.?\s*[-–—]\s*(\d{3}\.\d{1,3}[a-z]?)\.?$/i.exec(text);
  if (fullRange) return { kind: 'range', first: normalizeRuleNumber(fullRange[1]!)!, last: normalizeRuleNumber(fullRange[2]!)! };
  const section = /^(\d{3})\.?$/.exec(text);
  if (section) return { kind: 'section', number: section[1]! };
  return { kind: 'name', text: input.trim() };
}
