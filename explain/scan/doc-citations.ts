/**
 * Magic Tournament Rules and Infraction Procedure Guide citations in free text: "MTR 4.2",
 * "IPG 2.5", "MTR section 2.3", "IPG Appendix B", "section 3.8 of the MTR", "section 4.2 of the
 * Magic Tournament Rules". A bare "section 3.8" names no document, so it is left alone (unlike a
 * section's own text, where docs-db/cross-references.ts reads it as the same document's).
 */
import type { DocKind } from '../../docs-db/tournament-document.js';
import type { MentionSpan, MentionTarget } from './mention.js';

export interface DocCitation extends MentionSpan {
  target: Extract<MentionTarget, { kind: 'doc-section' }>;
}

const NUMBER = String.raw`\d{1,2}(?:\.\d{1,2})?`;
const DOCUMENT = String.raw`MTR|IPG|(?:Magic\s+)?Tournament\s+Rules|Infraction\s+Procedure\s+Guide`;
const CITATION = new RegExp(
  [
    String.raw`\b(?<before>${DOCUMENT}),?\s+(?:(?:section|§)\s*)?(?<number>${NUMBER})`,
    String.raw`\b(?<appendixDoc>MTR|IPG)\s+Appendix\s+(?<appendix>[A-Z])\b`,
    String.raw`\b(?:section|§)\s*(?<ofNumber>${NUMBER})\s+(?:of|in)\s+the\s+(?<after>${DOCUMENT})\b`,
  ]
    // A number is taken whole: "MTR 123" is no reference to section 12.
    .map((alternative) => `(?:${alternative})(?![\\d.]*\\d)`)
    .join('|'),
  'gi',
);

/** The document a name stands for: the MTR or the IPG. */
function documentNamed(name: string): DocKind {
  return /^(mtr|magic|tournament)/i.test(name) ? 'mtr' : 'ipg';
}

/**
 * The MTR and IPG citations in `text`, in order of appearance.
 * @example findDocCitations('a GRV (IPG 2.5), see section 3.8 of the MTR')
 * // [{ text: 'IPG 2.5', target: { kind: 'doc-section', doc: 'ipg', number: '2.5' }, … },
 * //  { text: 'section 3.8 of the MTR', target: { kind: 'doc-section', doc: 'mtr', number: '3.8' }, … }]
 */
export function findDocCitations(text: string): DocCitation[] {
  return [...text.matchAll(CITATION)].map((match) => {
    const { before, number, appendixDoc, appendix, ofNumber, after } = match.groups!;
    const target: DocCitation['target'] =
      appendix !== undefined
        ? { kind: 'doc-section', doc: documentNamed(appendixDoc!), number: `Appendix ${appendix.toUpperCase()}` }
        : number !== undefined
          ? { kind: 'doc-section', doc: documentNamed(before!), number }
          : { kind: 'doc-section', doc: documentNamed(after!), number: ofNumber! };
    return { start: match.index, end: match.index + match[0].length, text: match[0], target };
  });
}
