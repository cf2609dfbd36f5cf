/**
 * What a section's text points to: other sections of the same document ("see section 4.2",
 * "Appendix F"), of the other one ("MTR section 4.3", "section 5.2 of the Magic Tournament
 * Rules", "(IPG 3.9)"), and Comprehensive Rules ("rule 103.4c").
 */
import type { DocKind } from './tournament-document.js';

export interface CrossReference {
  /** The document referred to; `cr` for a Comprehensive Rules rule. */
  doc: DocKind | 'cr';
  /** "4.2", "4" (a chapter), "Appendix F", or a rule number such as "103.4c". */
  number: string;
}

const NUMBER = String.raw`\d{1,2}(?:\.\d{1,2})?`;
/** One pattern, so "MTR section 4.3" is read once, as the MTR's, and never again as "section 4.3". */
const REFERENCE = new RegExp(
  [
    String.raw`\b(?<prefix>MTR|IPG)\s+(?:section\s+)?(?<prefixed>${NUMBER})`,
    String.raw`\b(?:(?<appendixPrefix>MTR|IPG)\s+)?Appendix\s+(?<appendix>[A-Z])\b`,
    String.raw`\bsections?\s+(?<section>${NUMBER})(?:\s+of\s+the\s+(?:Magic\s+)?(?<of>Tournament\s+Rules|Infraction\s+Procedure\s+Guide))?`,
    // "Comprehensive Rules, rule 103.4"; the 2009 MTR wrote "Comprehensive rules, Section 101.4".
    String.raw`\bComprehensive\s+Rules,?\s+(?:rules?|sections?)\s+(?<rule>\d{3}(?:\.\d+[a-z]?)?)`,
  ]
    // A number is taken whole: "section 123" is no reference to section 12.
    .map((alternative) => `(?:${alternative})(?![\\d.]*\\d)`)
    .join('|'),
  'gi',
);

function docNamed(name: string | undefined, fallback: DocKind): DocKind {
  if (!name) return fallback;
  return /^(mtr|tournament)/i.test(name) ? 'mtr' : 'ipg';
}

/**
 * The references in `text` of a section of `kind`, each once, in order of first mention;
 * `own` (the section's number) is left out.
 * @example crossReferences('ipg', 'consider a simple backup (see section 1.4).') // [{ doc: 'ipg', number: '1.4' }]
 */
export function crossReferences(kind: DocKind, text: string, own = ''): CrossReference[] {
  const references: CrossReference[] = [];
  const seen = new Set<string>([`${kind} ${own}`]);
  for (const match of text.matchAll(REFERENCE)) {
    const groups = match.groups!;
    const reference: CrossReference =
      groups.prefixed !== undefined ? { doc: docNamed(groups.prefix, kind), number: groups.prefixed }
      : groups.appendix !== undefined ? { doc: docNamed(groups.appendixPrefix, kind), number: `Appendix ${groups.appendix.toUpperCase()}` }
      : groups.section !== undefined ? { doc: docNamed(groups.of, kind), number: groups.section }
      : { doc: 'cr', number: groups.rule! };
    const key = `${reference.doc} ${reference.number}`;
    if (seen.has(key)) continue;
    seen.add(key);
    references.push(reference);
  }
  return references;
}
