/** The changelog post for new card data: its date and size, as /about shows the data in use. */
import type { Reply } from '../payload/message-payload.js';
import { COLORS } from '../payload/reply-helpers.js';

/** "Card data updated: Scryfall data of 2026-01-15 · 35,012 cards, 71,024 rulings". */
export function cardDataAnnouncement(update: { dataDate: string; cards: number; rulings: number }): Reply {
  return {
    embeds: [
      {
        title: 'Card data updated',
        color: COLORS.card,
        description: `Scryfall data of **${update.dataDate}** · ${update.cards.toLocaleString('en-US')} cards, ${update.rulings.toLocaleString('en-US')} rulings. /card and /rulings answer from it now.`,
      },
    ],
  };
}
