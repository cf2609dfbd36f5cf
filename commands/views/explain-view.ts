/**
 * The reply to "Explain rules & cards" and /explain: one compact embed listing what a message cites
 * or names, one line each, with a button per item opening it in full (/rule, /define, /mtr, /ipg,
 * /card), paging when there are many, and — on the private reply — a button posting the same list
 * to the channel.
 */
import { ButtonStyle } from 'discord-api-types/v10';
import { escapeMarkdown, escapeMentions } from '../../common/markdown.js';
import type { ExplainedItem, Explanation } from '../../explain/explain-message.js';
import { encodeCustomId } from '../framework/custom-id.js';
import { actionRow, button, shorten, type ActionRow } from '../payload/components.js';
import { LIMITS } from '../payload/discord-limits.js';
import type { Reply } from '../payload/message-payload.js';
import { COLORS, sourceFooter } from '../payload/reply-helpers.js';
import { openCardId } from './card-ids.js';
import { openDefinitionId } from './define-ids.js';
import { openSectionId } from './doc-section-ids.js';
import { openRuleId } from './rule-ids.js';

/** Items per page: four rows of five buttons, the fifth row for paging and posting. */
export const ITEMS_PER_PAGE = 20;
/** Characters of list per page, leaving room for the not-found field, title and footer within 6,000. */
const PAGE_CHARACTERS = 3500;

const LABELS: Record<ExplainedItem['kind'], string> = { rule: 'CR', term: 'Term', keyword: 'Keyword', mtr: 'MTR', ipg: 'IPG', card: 'Card' };

/** User text, shown as text: no markdown, no mentions. */
function quoted(text: string): string {
  return escapeMentions(escapeMarkdown(text));
}

/** How an item is named: "CR 702.19b", "IPG 2.5", "Keyword 702.19"; a term or card by its name. */
function itemName(item: ExplainedItem): string {
  return item.kind === 'term' || item.kind === 'card' ? item.ref : `${LABELS[item.kind]} ${item.ref}`;
}

/** "3. **CR 701.17b** — A player can’t mill…" and, when it moved, "↳ 701.13b was renumbered 701.17b on 2025-06-06". */
function itemLine(item: ExplainedItem, position: number): string {
  const named = item.kind === 'term' || item.kind === 'card';
  const head = `${position}. **${quoted(shorten(itemName(item), 100))}**${named ? ` (${LABELS[item.kind].toLowerCase()})` : ''}`;
  const summary = item.summary === '' ? '' : ` — ${quoted(item.summary)}`;
  return `${head}${summary}${item.note ? `\n   ↳ *${quoted(item.note)}*` : ''}`;
}

/** The items of each page: at most ITEMS_PER_PAGE, and at most PAGE_CHARACTERS of lines. */
function explanationPages(items: readonly ExplainedItem[]): number[][] {
  const pages: number[][] = [[]];
  let characters = 0;
  items.forEach((item, index) => {
    const length = itemLine(item, index + 1).length + 1;
    const page = pages.at(-1)!;
    if (page.length > 0 && (page.length === ITEMS_PER_PAGE || characters + length > PAGE_CHARACTERS)) {
      pages.push([index]);
      characters = length;
    } else {
      page.push(index);
      characters += length;
    }
  });
  return pages;
}

/** The button opening `item` in full, as its own command would show it. */
function openButton(item: ExplainedItem, position: number, ownerId: string) {
  const label = shorten(`${position}. ${itemName(item)}`, LIMITS.buttonLabel);
  switch (item.kind) {
    case 'rule':
    case 'keyword':
      return button(openRuleId(ownerId, item.open, item.openAt), label);
    case 'term':
      return button(openDefinitionId(ownerId, item.open, ''), label);
    case 'mtr':
    case 'ipg':
      return button(openSectionId(item.kind, ownerId, item.open, ''), label);
    case 'card':
      return button(openCardId('card', ownerId, item.open), label);
  }
}

export interface ExplanationViewState {
  ownerId: string;
  /** The view-state token holding what was explained (the text and when it was written). */
  token: string;
  page: number;
  /** The private reply (with "Post to channel"), or the posted copy. */
  audience: 'private' | 'channel';
  /** The day the text was written, whose release its rule numbers were read in; '' when unknown. */
  writtenAt: string;
}

/** The custom id of this view's paging and posting buttons. */
function explanationId(state: ExplanationViewState, action: 'page' | 'post', page: number): string {
  return encodeCustomId({ command: 'explain', ownerId: state.ownerId, action, args: [state.token, String(page), state.audience === 'private' ? 'p' : 'c'] });
}

/** What the explainer looks for, for a message in which it found nothing. */
const LOOKS_FOR =
  'I look for rule numbers (CR 702.19b, rule 613.1, 616.1a-c, section 702), MTR and IPG sections (MTR 4.2, IPG 2.5, section 3.8 of the MTR) ' +
  'and infraction shorthand (GRV, HCE, FtMGS), glossary terms and judge shorthand (state-based actions, ETB, SBA, LKI, APNAP), ' +
  'keywords (trample, has flash, ward 2) and cards — in [[double brackets]], or by their exact name with its capitals (Lightning Bolt).';

function notFoundField(explanation: Explanation) {
  if (explanation.unknownCards.length === 0) return [];
  const lines = explanation.unknownCards.map(({ name, suggestions }) =>
    `[[${quoted(shorten(name, 60))}]]: ${suggestions.length > 0 ? `closest: ${suggestions.map(quoted).join('; ')}` : 'no card by a name like that'}`,
  );
  return [{ name: 'No single card found', value: shorten(lines.join('\n'), LIMITS.fieldValue) }];
}

/** The explanation's reply: private with "Post to channel", or the channel's copy. */
export function explanationView(explanation: Explanation, state: ExplanationViewState): Reply {
  const source = `Comprehensive Rules, effective ${explanation.effectiveDate}${state.writtenAt ? ` · rule numbers as of ${state.writtenAt}` : ''}`;
  if (explanation.items.length === 0) {
    return {
      embeds: [{ title: 'Nothing to explain', description: LOOKS_FOR, color: COLORS.info, fields: notFoundField(explanation), footer: sourceFooter(source) }],
      ephemeral: true,
    };
  }
  const pages = explanationPages(explanation.items);
  const current = Math.min(Math.max(state.page, 0), pages.length - 1);
  const shown = pages[current]!;
  const lines = shown.map((index) => itemLine(explanation.items[index]!, index + 1));
  const rows: ActionRow[] = [];
  for (let start = 0; start < shown.length; start += LIMITS.componentsPerRow) {
    rows.push(actionRow(...shown.slice(start, start + LIMITS.componentsPerRow).map((index) => openButton(explanation.items[index]!, index + 1, state.ownerId))));
  }
  const controls = [];
  if (pages.length > 1) {
    controls.push(
      button(explanationId(state, 'page', current - 1), '◀ Page', { disabled: current === 0 }),
      button(explanationId(state, 'page', current + 1), 'Page ▶', { disabled: current === pages.length - 1 }),
    );
  }
  if (state.audience === 'private') controls.push(button(explanationId(state, 'post', current), 'Post to channel', { style: ButtonStyle.Primary }));
  if (controls.length > 0) rows.push(actionRow(...controls));
  const count = explanation.items.length;
  return {
    embeds: [
      {
        title: `Explained: ${count} ${count === 1 ? 'item' : 'items'}`,
        description: lines.join('\n'),
        color: COLORS.rule,
        fields: notFoundField(explanation),
        footer: sourceFooter(source, current, pages.length),
      },
    ],
    components: rows,
    ephemeral: state.audience === 'private',
  };
}
