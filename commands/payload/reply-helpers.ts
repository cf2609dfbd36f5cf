/** Replies every command shares: errors, footers naming the document, links to rules on a public hyperlinked CR. */
import { escapeMarkdown } from '../../common/markdown.js';
import { DOC_TITLES, type DocKind } from '../../docs-db/tournament-document.js';
import type { Reply } from './message-payload.js';

export const COLORS = { rule: 0x2b6cb0, error: 0xc53030, info: 0x4a5568, scenario: 0x2f855a, document: 0x6b46c1, card: 0xb7791f } as const;

/**
 * An ephemeral reply saying what was wrong and what works. A plain-text message (a UserError's,
 * which may quote what the user typed) is markdown-escaped; pass 'markdown' for a message built
 * as markdown with its user text already escaped.
 */
export function errorReply(message: string, format: 'text' | 'markdown' = 'text'): Reply {
  // Backticks stay: messages quote commands to type as `code`.
  const description = format === 'text' ? escapeMarkdown(message).replaceAll('\\`', '`') : message;
  return { embeds: [{ description, color: COLORS.error }], ephemeral: true };
}

/** True when `reply` is a refusal or an apology (errorReply's colour), not an answer. */
export function isErrorReply(reply: Reply): boolean {
  return reply.embeds[0]?.color === COLORS.error;
}

/** The reply to an unexpected failure: an apology, never the raw error. */
export function apologyReply(): Reply {
  return errorReply('Sorry — something went wrong while answering. The problem was logged; please try again.');
}

/** The public link for a rule, from a template with {rule} (702.19b), {ruleNoDot} (70219b) and {date} (the release's effective date). */
export function ruleLink(template: string, number: string, effectiveDate: string): string {
  return template.replaceAll('{ruleNoDot}', number.replace('.', '')).replaceAll('{rule}', number).replaceAll('{date}', effectiveDate);
}

/** "Comprehensive Rules, effective 2026-01-16" plus a page counter when there are several pages. */
export function crFooter(effectiveDate: string, page = 0, pages = 1): { text: string } {
  return sourceFooter(`Comprehensive Rules, effective ${effectiveDate}`, page, pages);
}

/** "Infraction Procedure Guide, effective 2024-09-23" plus a page counter when there are several pages. */
export function docFooter(kind: DocKind, effectiveDate: string, page = 0, pages = 1): { text: string } {
  return sourceFooter(`${DOC_TITLES[kind]}, effective ${effectiveDate}`, page, pages);
}

/** What the answer comes from, plus a page counter when there are several pages. */
export function sourceFooter(source: string, page = 0, pages = 1): { text: string } {
  return { text: `${source}${pages > 1 ? ` · Page ${page + 1}/${pages}` : ''}` };
}
