/**
 * The embed showing a card's rulings, oldest first, each with its date and source, paged (never
 * cut); each rule a ruling cites is a button opening it, read as numbered on the ruling's date.
 */
import { ButtonStyle } from 'discord-api-types/v10';
import type { APIButtonComponentWithCustomId } from 'discord-api-types/v10';
import type { Card, Ruling } from '../../cards-db/card.js';
import type { CardDataSummary } from '../../cards-db/store/card-data.js';
import { cardRulings } from '../../cards-db/store/card-queries.js';
import type { ContentDb } from '../../database/open-database.js';
import { escapeMarkdown } from '../../common/markdown.js';
import { extractReferences } from '../../rules-db/parse/extract-references.js';
import type { Reply } from '../payload/message-payload.js';
import { actionRow, button, shorten, type ActionRow } from '../payload/components.js';
import { LIMITS } from '../payload/discord-limits.js';
import { PAGE_BUDGET, paginate } from '../payload/paginate.js';
import { COLORS } from '../payload/reply-helpers.js';
import { cardFooter } from './card-view.js';
import { cardViewId, openCardId } from './card-ids.js';
import { citedRuleButton } from './cited-rule-button.js';

const SOURCES: Record<Ruling['source'], string> = { wotc: 'Wizards of the Coast', scryfall: 'Scryfall' };

/** Rule buttons per page: two rows of five. */
const MAX_RULE_BUTTONS = 10;

/** A block marks where each ruling starts, so the rules cited on a page can be found from its text. */
function rulingBlock(ruling: Ruling): string {
  return `**${ruling.publishedAt}** · ${SOURCES[ruling.source]}\n${escapeMarkdown(ruling.comment)}`;
}

/**
 * The rule buttons of the rulings on a page, in order, each rule once: a ruling cites the CR of the
 * day it was published, so each number is read in the release of that day and carried to today's
 * (cited-rule-button.ts); a number no release up to then had is left out.
 */
function citedRuleButtons(db: ContentDb, rulings: readonly Ruling[], ownerId: string): APIButtonComponentWithCustomId[] {
  const shown = new Set<string>();
  return rulings.flatMap((ruling) =>
    // Only rules are buttons: "section 7" names too much to show.
    extractReferences(ruling.comment, '', { has: (number) => number.includes('.'), subrulesOf: () => [] }).flatMap((number) => {
      const cited = citedRuleButton(db, { number, documentDate: ruling.publishedAt, text: ruling.comment }, ownerId, '');
      if (!cited || shown.has(cited.custom_id)) return [];
      shown.add(cited.custom_id);
      return [cited];
    }),
  );
}

/** The reply showing the rulings of `card`, page `page`. */
export function rulingsView(db: ContentDb, card: Card, data: CardDataSummary, ownerId: string, page: number): Reply {
  const rulings = cardRulings(db, card.oracleId);
  const pages = rulings.length === 0 ? ['No rulings for this card.'] : paginate(rulings.map(rulingBlock), PAGE_BUDGET);
  const current = Math.min(Math.max(page, 0), pages.length - 1);
  const title = `Rulings · ${card.name}`;
  const embed = {
    title: shorten(rulings.length > 0 ? `${title} (${rulings.length})` : title, LIMITS.title),
    ...(card.scryfallUri ? { url: card.scryfallUri } : {}),
    description: pages[current]!,
    color: COLORS.card,
    footer: cardFooter(data, current, pages.length),
  };
  const first = [button(openCardId('card', ownerId, card.oracleId), 'Card', { style: ButtonStyle.Primary })];
  if (pages.length > 1) {
    first.push(
      button(cardViewId('rulings', ownerId, card.oracleId, current - 1), '◀ Page', { disabled: current === 0 }),
      button(cardViewId('rulings', ownerId, card.oracleId, current + 1), 'Page ▶', { disabled: current === pages.length - 1 }),
    );
  }
  const rows: ActionRow[] = [actionRow(...first)];
  // The rulings whose block starts on this page.
  const onPage = rulings.filter((ruling) => pages[current]!.includes(rulingBlock(ruling).split('\n')[0]!) && pages[current]!.includes(escapeMarkdown(ruling.comment).slice(0, 60)));
  const rules = citedRuleButtons(db, onPage, ownerId).slice(0, MAX_RULE_BUTTONS);
  for (let start = 0; start < rules.length; start += LIMITS.componentsPerRow) rows.push(actionRow(...rules.slice(start, start + LIMITS.componentsPerRow)));
  return { embeds: [embed], components: rows };
}
