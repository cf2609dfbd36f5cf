/** Custom ids that open a glossary definition, shared by every view with a button to one. */
import { encodeCustomId, MAX_CUSTOM_ID_LENGTH } from '../framework/custom-id.js';

/**
 * The custom id of a button opening the definition of `term` as a new message, the way /define
 * would. A term too long for the id is cut: /define finds a term by the start of its name.
 */
export function openDefinitionId(ownerId: string, term: string, at: string): string {
  const room = MAX_CUSTOM_ID_LENGTH - ['define', ownerId, 'open', '', at].join(':').length;
  return encodeCustomId({ command: 'define', ownerId, action: 'open', args: [term.replaceAll(':', ' ').slice(0, room).trim(), at] });
}
