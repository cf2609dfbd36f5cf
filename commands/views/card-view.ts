/**
 * The embed and buttons showing one card: each face's name, cost, type line, Oracle text and
 * stats, its legality in the main formats, and a button per keyword opening the rule that
 * defines it in the release in use.
 */
import { ButtonStyle } from 'discord-api-types/v10';
import type { APIEmbed } from 'discord-api-types/v10';
import { MAIN_FORMATS, type Card, type CardFace } from '../../cards-db/card.js';
import type { CardDataSummary } from '../../cards-db/store/card-data.js';
import { cardRulings } from '../../cards-db/store/card-queries.js';
import type { ContentDb } from '../../database/open-database.js';
import { escapeMarkdown } from '../../common/markdown.js';
import { keywordRules } from '../../rules-db/lookup/keyword-rule.js';
import type { Reply } from '../payload/message-payload.js';
import { actionRow, button, shorten, type ActionRow } from '../payload/components.js';
import { LIMITS } from '../payload/discord-limits.js';
import { PAGE_BUDGET, paginate } from '../payload/paginate.js';
import { COLORS, sourceFooter } from '../payload/reply-helpers.js';
import { cardViewId, openCardId } from './card-ids.js';
import { openRuleId } from './rule-ids.js';

const LEGALITY_WORDS: Record<string, string> = { legal: 'legal', not_legal: 'not legal', banned: 'banned', restricted: 'restricted' };

/** Keyword rows below the Rulings/page row: three rows of five. */
const MAX_KEYWORD_BUTTONS = 15;

/** "Card data: Scryfall, 2026-01-15" with a page counter when there are several pages. */
export function cardFooter(data: CardDataSummary, page = 0, pages = 1): { text: string } {
  return sourceFooter(`Card data: Scryfall, ${data.dataDate}`, page, pages);
}

/** "3/3", "Loyalty 5", "Defense 4": what the card's (or face's) corner says. */
function stats(face: Pick<CardFace, 'power' | 'toughness' | 'loyalty' | 'defense'>): string | null {
  if (face.power !== null && face.toughness !== null) return `**${escapeMarkdown(`${face.power}/${face.toughness}`)}**`;
  if (face.loyalty !== null) return `Loyalty **${escapeMarkdown(face.loyalty)}**`;
  if (face.defense !== null) return `Defense **${escapeMarkdown(face.defense)}**`;
  return null;
}

/** One face (or a single-faced card) as lines: name and cost (when there are faces), type line, text, stats. */
export function faceBlock(face: Pick<CardFace, 'name' | 'manaCost' | 'typeLine' | 'oracleText' | 'power' | 'toughness' | 'loyalty' | 'defense'>, withName: boolean): string {
  const lines: string[] = [];
  if (withName) lines.push(`**${escapeMarkdown(face.name)}**${face.manaCost ? ` ${face.manaCost}` : ''}`);
  if (face.typeLine) lines.push(`*${escapeMarkdown(face.typeLine)}*`);
  if (face.oracleText) lines.push(escapeMarkdown(face.oracleText));
  const corner = stats(face);
  if (corner) lines.push(corner);
  return lines.join('\n');
}

function legalityText(card: Card): string {
  return MAIN_FORMATS.map((format) => {
    const value = card.legalities[format] ?? 'not_legal';
    const word = LEGALITY_WORDS[value] ?? value.replaceAll('_', ' ');
    return `${format[0]!.toUpperCase()}${format.slice(1)}: ${value === 'legal' ? word : `**${word}**`}`;
  }).join('\n');
}

/** Scryfall's layout names as a judge says them. */
const LAYOUT_WORDS: Record<string, string> = {
  normal: 'normal',
  split: 'split card',
  flip: 'flip card',
  transform: 'transforming double-faced card',
  modal_dfc: 'modal double-faced card',
  meld: 'meld card',
  leveler: 'leveler',
  class: 'Class',
  case: 'Case',
  saga: 'Saga',
  adventure: 'adventurer card',
  mutate: 'mutate',
  prototype: 'prototype',
  battle: 'battle',
  planar: 'plane or phenomenon',
  scheme: 'scheme',
  vanguard: 'vanguard',
  token: 'token',
  double_faced_token: 'double-faced token',
  emblem: 'emblem',
  augment: 'augment',
  host: 'host',
  art_series: 'art series',
  reversible_card: 'reversible card',
};

/**
 * "Mana value 9 · split card (halves combined)": every card says its mana value and layout, and a
 * split card says that its mana value is its halves' together, as every zone but the stack sees it.
 */
function cardLine(card: Card): string {
  const layout = LAYOUT_WORDS[card.layout] ?? card.layout.replaceAll('_', ' ');
  const value = card.manaValue === null ? 'Mana value not given' : `Mana value ${card.manaValue}`;
  const split = card.layout === 'split' && card.faces.length > 1 ? ` (${card.faces.map((face) => face.name).join(' + ')} combined; on the stack a half cast alone has only its own)` : '';
  return `${value}${split} · ${layout}`;
}

/** The reply showing `card`, page `page` of its text. */
export function cardView(db: ContentDb, card: Card, data: CardDataSummary, ownerId: string, page: number): Reply {
  const faces = card.faces.length > 0 ? card.faces.map((face) => faceBlock(face, true)) : [faceBlock(card, false)];
  const pages = paginate(faces, PAGE_BUDGET);
  const current = Math.min(Math.max(page, 0), pages.length - 1);
  const keywords = keywordRules(db, card.keywords);
  const fields = [
    { name: 'Card', value: escapeMarkdown(cardLine(card)), inline: false },
    { name: 'Legality', value: legalityText(card), inline: true },
  ];
  if (keywords.length > 0) {
    const listed = keywords.map(({ name, rule }) => (rule ? `${escapeMarkdown(name)} (${rule})` : escapeMarkdown(name))).join('\n');
    fields.push({ name: 'Keywords', value: shorten(listed, LIMITS.fieldValue), inline: true });
  }
  const embed: APIEmbed = {
    title: shorten(card.faces.length === 0 && card.manaCost ? `${card.name} ${card.manaCost}` : card.name, LIMITS.title),
    ...(card.scryfallUri ? { url: card.scryfallUri } : {}),
    ...(pages[current] ? { description: pages[current] } : {}),
    color: COLORS.card,
    ...(card.imageUri ? { thumbnail: { url: card.imageUri } } : {}),
    fields,
    footer: cardFooter(data, current, pages.length),
  };
  return { embeds: [embed], components: cardComponents(db, card, keywords, ownerId, current, pages.length) };
}

function cardComponents(db: ContentDb, card: Card, keywords: { name: string; rule: string | null }[], ownerId: string, page: number, pageCount: number): ActionRow[] {
  const rulings = cardRulings(db, card.oracleId).length;
  const first = [button(openCardId('rulings', ownerId, card.oracleId), rulings > 0 ? `Rulings (${rulings})` : 'Rulings', { style: ButtonStyle.Primary })];
  if (pageCount > 1) {
    first.push(
      button(cardViewId('card', ownerId, card.oracleId, page - 1), '◀ Page', { disabled: page === 0 }),
      button(cardViewId('card', ownerId, card.oracleId, page + 1), 'Page ▶', { disabled: page === pageCount - 1 }),
    );
  }
  // One button per rule: "Forestwalk" and "Landwalk" both open 702.14.
  const byRule = new Map<string, string>();
  for (const { name, rule } of keywords) if (rule && !byRule.has(rule)) byRule.set(rule, name);
  const ruleButtons = [...byRule].slice(0, MAX_KEYWORD_BUTTONS).map(([rule, name]) => button(openRuleId(ownerId, rule, ''), `${name} · ${rule}`));
  const rows = [actionRow(...first)];
  for (let start = 0; start < ruleButtons.length; start += LIMITS.componentsPerRow) rows.push(actionRow(...ruleButtons.slice(start, start + LIMITS.componentsPerRow)));
  return rows;
}
