/**
 * Comprehensive Rules citations in free text, as judges write them: "CR 702.19b", "rule 613.1",
 * "702.19b", "616.1a-c", "616.1a–616.1c", "section 702", "CR 704". Pure: no database, so any text
 * (a message, a ruling) can be scanned; whether a number exists is for the caller to check.
 */
import { normalizeRuleNumber } from '../../rules-db/rule-number.js';
import type { MentionSpan, MentionTarget } from './mention.js';

export type RuleCitationTarget = Extract<MentionTarget, { kind: 'rule' | 'rule-range' | 'cr-section' }>;

export interface RuleCitation extends MentionSpan {
  target: RuleCitationTarget;
}

const PREFIX = String.raw`(?:(?:CR|C\.R\.|comp(?:rehensive)?\s+rules?|rules?|§)\s*)?`;
/** A rule number with an optional range after it: "616.1a-c", "616.1a–616.1c", "613.1-613.3". */
const NUMBERED = new RegExp(
  String.raw`(?<![\w$€£.,])${PREFIX}(?<first>\d{3}\.\d{1,3}[a-zA-Z]?)(?:\s*[-–—]\s*(?:(?<last>\d{3}\.\d{1,3}[a-zA-Z]?)|(?<letter>[a-zA-Z])))?(?![\w-])(?!\.\d)`,
  'gi',
);
/** A whole section, only with a word saying so: "section 702", "CR 704", "rule 510" (a bare 702 is just a number). */
const SECTION = /(?<![\w.])(?:CR|sections?|rules?)\s+(?<section>\d{3})(?![\w.]*\d)(?!\w)/gi;

/** The range `first`–`last` a citation names, or the single rule; null when the range runs backwards or across rules oddly. */
function numberedTarget(first: string, last: string | undefined, letter: string | undefined): RuleCitationTarget | null {
  const start = normalizeRuleNumber(first);
  if (!start) return null;
  if (letter !== undefined) {
    const base = start.replace(/[a-z]$/, '');
    if (base === start) return null;
    const end = base + letter.toLowerCase();
    return end > start ? { kind: 'rule-range', first: start, last: end } : null;
  }
  if (last !== undefined) {
    const end = normalizeRuleNumber(last);
    return end && end !== start ? { kind: 'rule-range', first: start, last: end } : { kind: 'rule', number: start };
  }
  return { kind: 'rule', number: start };
}

/**
 * The Comprehensive Rules citations in `text`, in order of appearance, each with the words as
 * written (prefix included).
 * @example findRuleCitations('see CR 702.19b and 616.1a-c')
 * // [{ start: 4, end: 14, text: 'CR 702.19b', target: { kind: 'rule', number: '702.19b' } },
 * //  { start: 19, end: 27, text: '616.1a-c', target: { kind: 'rule-range', first: '616.1a', last: '616.1c' } }]
 */
export function findRuleCitations(text: string): RuleCitation[] {
  const found: RuleCitation[] = [];
  for (const match of text.matchAll(NUMBERED)) {
    const { first, last, letter } = match.groups!;
    const target = numberedTarget(first!, last, letter);
    // "616.1a-z" with no letter after it is still 616.1a: keep the number, drop the odd range.
    const chosen = target ?? numberedTarget(first!, undefined, undefined);
    if (!chosen) continue;
    found.push({ start: match.index, end: match.index + match[0].length, text: match[0], target: chosen });
  }
  for (const match of text.matchAll(SECTION)) {
    const start = match.index;
    if (found.some((citation) => start < citation.end && citation.start < start + match[0].length)) continue;
    found.push({ start, end: start + match[0].length, text: match[0], target: { kind: 'cr-section', number: match.groups!.section! } });
  }
  return found.sort((a, b) => a.start - b.start);
}
