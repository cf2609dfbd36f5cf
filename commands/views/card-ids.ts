/** Custom ids that show a card or its rulings, shared by /card, /rulings and "did you mean" buttons. */
import { encodeCustomId } from '../framework/custom-id.js';

export type CardCommand = 'card' | 'rulings';

/** The custom id showing `oracleId` in `command`'s view at `page`, editing the message. */
export function cardViewId(command: CardCommand, ownerId: string, oracleId: string, page = 0): string {
  return encodeCustomId({ command, ownerId, action: 'v', args: [oracleId, String(page)] });
}

/** The custom id of a button that opens `oracleId` in `command`'s view as a new message, the way running the command would. */
export function openCardId(command: CardCommand, ownerId: string, oracleId: string): string {
  return encodeCustomId({ command, ownerId, action: 'open', args: [oracleId] });
}
