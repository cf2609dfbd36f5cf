/**
 * One result of a search of any document, in one shape: what `/search` lists and what
 * `arbiter search --json` prints, whichever document it comes from.
 */

import type { DocKind } from '../docs-db/tournament-document.js';

/** The documents search covers: the CR and every tournament document. */
export type SearchDoc = 'cr' | DocKind;

/** Every document, in the order `doc:all` lists their sources. */
export const SEARCH_DOCS: readonly SearchDoc[] = ['cr', 'mtr', 'ipg', 'jar', 'dmtr', 'dipg'];

/** How many results a search returns: what /search pages through, and the web view's search. */
export const SEARCH_RESULTS = 25;

/** What a search covers: one document, or every document at once. */
export type SearchScope = SearchDoc | 'all';

export interface SearchResult {
  doc: SearchDoc;
  /** What opens it: a rule number ("702.19b"), a glossary term ("Dies"), a section ("2.5", "Appendix A", "Introduction"; a JAR section's title). */
  ref: string;
  kind: 'rule' | 'glossary' | 'section';
  /** The rule's keyword or section title, the glossary term, the section's title; plain text. */
  title: string;
  /**
   * Text around the matched words: markdown-escaped, the matched words in **bold** (see
   * plainSnippet). Made when asked for: a page shows 5 of a search's results.
   */
  snippet(): string;
  /** Higher is better; comparable only within one document's results, except after merging (see search-everything.ts). */
  score: number;
}

/** A document version a search covered. */
export interface SearchSource {
  doc: SearchDoc;
  effectiveDate: string;
}

/** The results of one search, best first, the document versions searched, and the cards read with it. */
export interface SearchOutcome {
  results: SearchResult[];
  sources: SearchSource[];
  /** The cards the question names that it was read with (their names and Oracle text), by name: said with the results. */
  cards: string[];
}
