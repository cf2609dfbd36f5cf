/**
 * The tournament documents as plain data: one version of one document, split into its sections.
 * The Magic Tournament Rules (MTR) and the Infraction Procedure Guide (IPG); Judging at Regular
 * REL (JAR), whose sections have titles but no numbers; and the Digital MTR and IPG (DMTR, DIPG)
 * for MTG Arena and MTGO events, documents of their own.
 */

export type DocKind = 'mtr' | 'ipg' | 'jar' | 'dmtr' | 'dipg';

/** Every kind, in the order lists show them. */
export const DOC_KINDS: readonly DocKind[] = ['mtr', 'ipg', 'jar', 'dmtr', 'dipg'];

/**
 * Where a section sits in the document:
 * - `front`: unnumbered text before chapter 1 (MTR "Introduction", IPG "Framework of this Document"); number "".
 * - `chapter`: a top-level heading, number "1" for "1. Tournament Fundamentals".
 * - `section`: a numbered section, number "2.5" (the IPG prints "2.5.", stored without the final period).
 * - `appendix`: number "Appendix A", title "Changes From Previous Versions".
 */
export type SectionLevel = 'front' | 'chapter' | 'section' | 'appendix';

/** The named parts of an IPG infraction, each as paragraphs joined by "\n". */
export interface InfractionParts {
  definition?: string;
  examples?: string;
  philosophy?: string;
  additionalRemedy?: string;
  /** All "Upgrade:" paragraphs (and paragraphs continuing them), without the label. */
  upgrade?: string;
  downgrade?: string;
}

export interface Infraction {
  /** "Game Play Error", "Tournament Error" or "Unsporting Conduct": the heading before the dash. */
  class: string;
  /** "Game Rule Violation": the heading after the dash. */
  name: string;
  /** As printed beside the heading: "No Penalty", "Warning", "Game Loss", "Match Loss", "Disqualification". */
  penalty: string;
  parts: InfractionParts;
}

export interface DocSection {
  number: string;
  level: SectionLevel;
  /**
   * The heading as printed without its number ("Tournament Types", "Game Play Error — Game Rule
   * Violation"). Headings the body prints in capitals ("DEFINITION OF PENALTIES") take the
   * contents page's spelling of the same words ("Definition of Penalties").
   */
  title: string;
  /** The section's paragraphs joined by "\n"; list items start "• ", table cells are separated by tabs. */
  text: string;
  infraction?: Infraction;
}

export interface TournamentDocument {
  kind: DocKind;
  /** YYYY-MM-DD, from "Effective April 21, 2025". */
  effectiveDate: string;
  /** In document order: front matter, then each chapter followed by its sections, then appendices. */
  sections: DocSection[];
}

/** Each document's name as Wizards prints it, for messages and footers. */
export const DOC_TITLES: Record<DocKind, string> = {
  mtr: 'Magic Tournament Rules',
  ipg: 'Infraction Procedure Guide',
  jar: 'Judging at Regular REL',
  dmtr: 'Digital Magic Tournament Rules',
  dipg: 'Digital Infraction Procedure Guide',
};

/** Each document's short name, as judges cite it. */
export const DOC_LABELS: Record<DocKind, string> = { mtr: 'MTR', ipg: 'IPG', jar: 'JAR', dmtr: 'Digital MTR', dipg: 'Digital IPG' };

/** How a section is cited: "IPG 2.5", "MTR Appendix F", "Digital IPG 3.2"; the label alone for unnumbered front matter. */
export function sectionLabel(kind: DocKind, number: string): string {
  return [DOC_LABELS[kind], number].filter(Boolean).join(' ');
}

