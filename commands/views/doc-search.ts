/**
 * /search over the MTR and IPG (`doc:mtr`, `doc:ipg`, and with the CR for `doc:all`): results in
 * the shape /search lists, whatever document they come from.
 */
import { searchableVersions, searchDocuments } from '../../docs-db/search/search-documents.js';
import type { ContentDb } from '../../database/open-database.js';
import { escapeMarkdown } from '../../common/markdown.js';
import { DOC_TITLES, sectionLabel, type DocKind } from '../../docs-db/tournament-document.js';
import { openSectionId, sectionKey } from './doc-section-ids.js';

export type SearchScope = 'cr' | DocKind | 'all';

/** One result as /search lists it. */
export interface SearchResult {
  /** What the result is cited as: "603.2" in a CR-only search, else "CR 603.2", "IPG 2.1". */
  label: string;
  /** Markdown: the rule's heading or the section's title. */
  heading: string;
  /** Markdown, the matched words in **bold**. */
  snippet: string;
  /** Higher is better. */
  score: number;
  /** The custom id of the button opening it as a new message. */
  openId: string;
}

/** A document version a search covered. */
export interface SearchSource {
  doc: 'cr' | DocKind;
  effectiveDate: string;
}

/** "Infraction Procedure Guide, effective 2024-09-23" for one source; "CR 2026-01-16 · IPG 2024-09-23" for several. */
export function describeSources(sources: SearchSource[]): string {
  if (sources.length === 1) {
    const [{ doc, effectiveDate }] = sources as [SearchSource];
    return `${doc === 'cr' ? 'Comprehensive Rules' : DOC_TITLES[doc]}, effective ${effectiveDate}`;
  }
  return sources.map(({ doc, effectiveDate }) => `${doc.toUpperCase()} ${effectiveDate}`).join(' · ');
}

/** The best MTR and IPG sections (or one document's) for the words, at the date asked for ('' for the newest). */
export function documentResults(
  db: ContentDb,
  doc: DocKind | undefined,
  query: string,
  at: string,
  ownerId: string,
  limit: number,
): { results: SearchResult[]; sources: SearchSource[] } {
  const versions = searchableVersions(db, doc, at || undefined);
  const results = searchDocuments(db, versions, query, limit).map((hit) => ({
    label: sectionLabel(hit.doc, hit.section),
    heading: escapeMarkdown(hit.title),
    // One paragraph in a list of results: the snippet's lines and table cells run on.
    snippet: hit.snippet.replaceAll('\t', ' │ ').replace(/\s*\n\s*/g, ' '),
    score: hit.score,
    openId: openSectionId(hit.doc, ownerId, sectionKey({ number: hit.section, title: hit.title }), at),
  }));
  return { results, sources: versions.map((version) => ({ doc: version.kind, effectiveDate: version.effectiveDate })) };
}
