/**
 * Finds the rules a rule's text points to: "rule 704.5j", "rules 601.2a–d", "rules 702.19b and
 * 702.19c", "rule 510, “Combat Damage Step”" (a section), "section 8" (a part).
 */

/** What a release contains, to keep only references that exist and to expand letter ranges. */
export interface ReferenceTargets {
  has(number: string): boolean;
  /** Subrules of `rule` in order (`601.2` → `601.2a`, `601.2b`, …). */
  subrulesOf(rule: string): string[];
}

const FULL_NUMBER = /\b(\d{3})\.(\d{1,3})([a-z])?(?:\s*[–-]\s*(?:(\d{3})\.(\d{1,3}))?([a-z]))?(?![\d.]\d)/g;
const SECTION_OR_PART = /\b(?:rules?|sections?)\s+(\d{3}|\d)(?![\d.]*\d)\b/gi;

/** Where a text mentions rules: the characters matched and the numbers they name (a letter range names each subrule). */
export interface ReferenceMention {
  index: number;
  /** The text matched: "704.5j", "601.2a–d", "rule 510". */
  text: string;
  numbers: string[];
}

/**
 * Every mention of a rule, range, section or part in `text`, in order, before any check that the
 * numbers exist: what extractReferences keeps, and what the web view turns into links.
 */
export function referenceMentions(text: string, targets: Pick<ReferenceTargets, 'subrulesOf'>): ReferenceMention[] {
  const found: ReferenceMention[] = [];
  for (const match of text.matchAll(FULL_NUMBER)) {
    const [, section, rule, letter, endSection, endRule, endLetter] = match;
    const base = `${section}.${Number(rule)}`;
    const sameRuleRange = letter && endLetter && (!endSection || `${endSection}.${Number(endRule)}` === base);
    const numbers = sameRuleRange
      ? targets.subrulesOf(base).filter((number) => {
          const subLetter = number.slice(base.length);
          return subLetter >= letter && subLetter <= endLetter;
        })
      : [`${base}${letter ?? ''}`];
    found.push({ index: match.index, text: match[0], numbers });
  }
  for (const match of text.matchAll(SECTION_OR_PART)) {
    found.push({ index: match.index, text: match[0], numbers: [match[1]!] });
  }
  return found.sort((a, b) => a.index - b.index);
}

/** Referenced numbers in order of first mention, existing in the release, without `self`. */
export function extractReferences(text: string, self: string, targets: ReferenceTargets): string[] {
  const ordered = referenceMentions(text, targets).flatMap((mention) => mention.numbers);
  return [...new Set(ordered)].filter((number) => number !== self && targets.has(number));
}
