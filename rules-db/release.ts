/** The structured content of one Comprehensive Rules release, independent of any storage. */

/** A numbered rule (`100.1`) or subrule (`100.1a`); keyword headings (`702.19` "Trample") are rules too. */
export interface Rule {
  number: string;
  /** Paragraphs joined by "\n"; indented continuation paragraphs are separate paragraphs. */
  text: string;
  /** Example paragraphs, without the leading `Example: `. */
  examples: string[];
}

/** A part (`1` "Game Concepts") or section (`100` "General") heading. */
export interface Heading {
  number: string;
  title: string;
}

export interface GlossaryEntry {
  /** The heading line as printed, e.g. "Base Power, Base Toughness". */
  term: string;
  /** The terms the heading names: ["Base Power", "Base Toughness"], or just [term]. */
  terms: string[];
  /** Definition paragraphs joined by "\n"; numbered senses kept as printed ("1. …"). */
  definition: string;
  /** Examples printed in the glossary (only releases up to 2008 have any). */
  examples: string[];
}

export interface Release {
  /** ISO date, YYYY-MM-DD. */
  effectiveDate: string;
  parts: Heading[];
  sections: Heading[];
  /** In true rule order (see compareRuleNumbers). */
  rules: Rule[];
  glossary: GlossaryEntry[];
}

/** The three counts the importer is checked against (SOURCES.md answer key). */
export function countRelease(release: Release): { rules: number; examples: number; glossary: number } {
  const ruleExamples = release.rules.reduce((sum, rule) => sum + rule.examples.length, 0);
  const glossaryExamples = release.glossary.reduce((sum, entry) => sum + entry.examples.length, 0);
  return {
    rules: release.rules.length,
    examples: ruleExamples + glossaryExamples,
    glossary: release.glossary.length,
  };
}
