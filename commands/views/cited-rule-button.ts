/**
 * The one path a Comprehensive Rules number cited by a dated document takes to its button, in every
 * view that shows such a document (MTR, IPG, JAR, the Digital MTR and IPG, a card's rulings): the
 * number is read in the CR of the document's date and carried to the release asked for
 * (rules-db/history/follow-citation.ts), and the label says when the rule opened is not the number
 * printed, or when the citation's words fit no rule near it.
 */
import type { APIButtonComponentWithCustomId } from 'discord-api-types/v10';
import type { ContentDb } from '../../database/open-database.js';
import { unlessUserError } from '../../common/user-error.js';
import { citationContext, followCitation, type FollowedCitation } from '../../rules-db/history/follow-citation.js';
import { button } from '../payload/components.js';
import { openRuleId } from './rule-ids.js';

/** A CR number as a document printed it, and where. */
export interface CrCitation {
  number: string;
  /** The document's effective date (a ruling's publication date): the CR numbering it was written in. */
  documentDate: string;
  /** The text holding the citation: the words around the number's first mention tell an outdated number's rule. */
  text: string;
}

/** Where `number` is first mentioned whole in `text` ("103.4", not the start of "103.4c"); 0 if nowhere. */
function mentionIndex(text: string, number: string): number {
  const mention = new RegExp(`(?<![\\d.])${number.replaceAll('.', '\\.')}(?![\\da-z])`).exec(text);
  return mention?.index ?? 0;
}

/** Where a citation leads: the rule to open, the release to open it in ('' for the one asked for), and the button's label. */
export interface CitedRuleTarget {
  number: string;
  at: string;
  label: string;
  followed: FollowedCitation;
}

/**
 * Where `citation` leads in the release in effect on `at` ('' for the newest); null when no release
 * up to the document's date had the number.
 * @example citedRuleTarget(db, { number: '103.4', documentDate: '2025-04-21', text: mtr23 }, '')?.label // 'CR 103.5 (cited as 103.4)'
 */
export function citedRuleTarget(db: ContentDb, citation: CrCitation, at: string): CitedRuleTarget | null {
  const context = citationContext(citation.text, mentionIndex(citation.text, citation.number));
  const followed = unlessUserError(() => followCitation(db, citation.number, { fromDate: citation.documentDate, toDate: at || undefined, context }));
  if (!followed) return null;
  const cited = followed.cited;
  if (followed.number === null) {
    // Removed since: its last text, in the last release that had it.
    const last = followed.lastRule!;
    return { number: last.number, at: last.effectiveDate, label: `CR ${cited} (removed; last text ${last.effectiveDate})`, followed };
  }
  const label =
    followed.fit === 'unsure' ? `CR ${followed.number} (unsure: the citation’s words fit no rule near it)`
    : followed.number === cited ? `CR ${followed.number}`
    : `CR ${followed.number} (cited as ${cited})`;
  return { number: followed.number, at, label, followed };
}

/** The button opening where `citation` leads, as a new message; null when it leads nowhere. */
export function citedRuleButton(db: ContentDb, citation: CrCitation, ownerId: string, at: string): APIButtonComponentWithCustomId | null {
  const target = citedRuleTarget(db, citation, at);
  return target ? button(openRuleId(ownerId, target.number, target.at), target.label) : null;
}
