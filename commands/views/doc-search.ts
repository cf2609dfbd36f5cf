/**
 * /search results in the shape the command lists them, whatever document they come from: CR
 * rules and glossary entries, MTR and IPG sections.
 */
import { escapeMarkdown } from '../../common/markdown.js';
import { runOnSnippet } from '../../common/highlight.js';
import { DOC_LABELS, DOC_TITLES, sectionLabel } from '../../docs-db/tournament-document.js';
import { shorten } from '../payload/components.js';
import { LIMITS } from '../payload/discord-limits.js';
import type { SearchResult, SearchSource } from '../../search/search-result.js';
import { openDefinitionId } from './define-ids.js';
import { openSectionId, sectionKey } from './doc-section-ids.js';
import { openRuleId } from './rule-ids.js';

/** One result as /search lists it. */
export interface ListedResult {
  /** What the result is cited as: "603.2" in a CR-only search, else "CR 603.2", "IPG 2.1", "IPG Introduction", "Glossary". */
  label: string;
  /** Markdown: the rule's heading, the section's title or the glossary term. */
  heading: string;
  /** Markdown, the matched words in **bold**. */
  snippet: string;
  /** The custom id of the button opening it as a new message. */
  openId: string;
  /** The button's text. */
  openLabel: string;
}

/** "Infraction Procedure Guide, effective 2024-09-23" for one source; "CR 2026-01-16 · IPG 2024-09-23" for several. */
export function describeSources(sources: SearchSource[]): string {
  if (sources.length === 1) {
    const [{ doc, effectiveDate }] = sources as [SearchSource];
    return `${doc === 'cr' ? 'Comprehensive Rules' : DOC_TITLES[doc]}, effective ${effectiveDate}`;
  }
  return sources.map(({ doc, effectiveDate }) => `${doc === 'cr' ? 'CR' : DOC_LABELS[doc]} ${effectiveDate}`).join(' · ');
}

/**
 * A search result as listed: `labelled` prefixes rules with "CR" when documents are mixed. A section
 * without a number (front matter) is cited by its title; a glossary entry's button opens /define.
 */
export function listedResult(result: SearchResult, ownerId: string, at: string, labelled: boolean): ListedResult {
  const snippet = runOnSnippet(result.snippet());
  if (result.kind === 'glossary') {
    return { label: 'Glossary', heading: escapeMarkdown(result.title), snippet, openId: openDefinitionId(ownerId, result.ref, at), openLabel: `Define ${result.title}` };
  }
  if (result.doc === 'cr') {
    const label = labelled ? `CR ${result.ref}` : result.ref;
    return { label, heading: escapeMarkdown(result.title), snippet, openId: openRuleId(ownerId, result.ref, at), openLabel: `Open ${label}` };
  }
  // The JAR's sections have titles, and long ones, for numbers: cited by the document beside the title shown.
  const label = result.doc === 'jar' ? DOC_LABELS.jar : sectionLabel(result.doc, result.ref);
  const key = sectionKey({ number: '', title: result.ref });
  const openLabel = shorten(`Open ${result.doc === 'jar' ? `JAR · ${result.title}` : label}`, LIMITS.buttonLabel);
  return { label, heading: escapeMarkdown(result.title), snippet, openId: openSectionId(result.doc, ownerId, key, at), openLabel };
}
