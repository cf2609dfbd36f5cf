/** Custom ids of the ruling log's buttons and forms (/ruling), and of the citation buttons that open what a ruling cites. */
import type { Citation } from '../../rulings/ruling.js';
import { encodeCustomId } from '../framework/custom-id.js';
import { openCardId } from './card-ids.js';
import { openDefinitionId } from './define-ids.js';
import { openSectionId } from './doc-section-ids.js';
import { openRuleId } from './rule-ids.js';
import type { DocKind } from '../../docs-db/tournament-document.js';

/** What a ruling button or form does: show a page, confirm or edit after review, page the review list, log a new one. */
export type RulingAction = 'show' | 'confirm' | 'edit' | 'review' | 'log';

/** The custom id of a ruling button or form; `args` are the ruling's number and a page, as the action needs. */
export function rulingId(ownerId: string, action: RulingAction, ...args: (string | number)[]): string {
  return encodeCustomId({ command: 'ruling', ownerId, action, args: args.map(String) });
}

/**
 * The custom id of a button opening what `citation` cites, through the command that shows it: a
 * rule or glossary entry in the release it was cited from, a section in the version cited, a card
 * as it is now.
 */
export function openCitationId(ownerId: string, citation: Citation): string {
  switch (citation.kind) {
    case 'rule':
      return openRuleId(ownerId, citation.number, citation.release);
    case 'term':
      return openDefinitionId(ownerId, citation.term, citation.release);
    case 'doc':
      return openSectionId(citation.doc as DocKind, ownerId, citation.section, citation.version);
    case 'card':
      return openCardId('card', ownerId, citation.oracleId);
  }
}
