/**
 * The one compact reply to a message with inline references (`[[card]]`, `{{702.19b}}`): each card
 * with its Oracle text (or rulings), each rule or section with its first sentence and a link, what
 * could not be found with the names to try, and "and N more" past the limit. Pure: the content
 * database and the message's text in, a plain reply out; the gateway posts it (interactions/inline/).
 */
import type { APIEmbed } from 'discord-api-types/v10';
import { escapeMarkdown, escapeMentions } from '../../common/markdown.js';
import type { ContentDb } from '../../database/open-database.js';
import { DOC_LABELS, type DocKind } from '../../docs-db/tournament-document.js';
import { findInlineReferences } from '../../explain/inline/inline-references.js';
import { resolveInlineReferences, type InlineAnswer, type InlineLookup } from '../../explain/inline/resolve-inline.js';
import type { CommandSettings } from '../framework/command-module.js';
import { shorten } from '../payload/components.js';
import type { Reply } from '../payload/message-payload.js';
import { COLORS, ruleLink } from '../payload/reply-helpers.js';
import { faceBlock } from './card-view.js';

/** The most things one reply answers; the rest are counted ("and 25 more"), so a long message gets a short reply. */
export const INLINE_LIMIT = 5;
/**
 * Characters of answers in the reply, below the description's 4,096 with room for the "more" line.
 * An answer that would pass it is not cut but counted with the rest; every card's Oracle text fits
 * alone, and a card's rulings are listed only as far as RULINGS_BUDGET.
 */
const ANSWERS_BUDGET = 3700;
/** Characters of one card's rulings in the reply; /rulings pages through the rest. */
const RULINGS_BUDGET = 1200;

/** Text a user typed, shown as text: no markdown, no mentions. */
function quoted(text: string): string {
  return escapeMentions(escapeMarkdown(shorten(text, 100)));
}

/** "[label](url)" in bold, or the bold label without a URL. */
function linked(label: string, url: string | null): string {
  return url ? `**[${escapeMarkdown(label)}](${url})**` : `**${escapeMarkdown(label)}**`;
}

function cardBlock(answer: Extract<InlineAnswer, { kind: 'card' }>): string {
  const { card } = answer;
  const head = `${linked(card.name, card.scryfallUri)}${card.faces.length === 0 && card.manaCost ? ` ${card.manaCost}` : ''}`;
  const faces = card.faces.length > 0 ? card.faces.map((face) => faceBlock(face, true)) : [faceBlock(card, false)];
  const ignored = answer.ignored === null ? [] : [`*(“|${quoted(answer.ignored)}” changes nothing here: Oracle text is the same in every printing.)*`];
  return [head, ...faces, ...ignored].join('\n');
}

function rulingsBlock(answer: Extract<InlineAnswer, { kind: 'rulings' }>): string {
  const { card, rulings } = answer;
  const lines = [`${linked(card.name, card.scryfallUri)} — ${rulings.length === 0 ? 'no rulings' : rulings.length === 1 ? '1 ruling' : `${rulings.length} rulings`}`];
  let used = lines[0]!.length;
  let shown = 0;
  for (const ruling of rulings) {
    const line = `• ${ruling.publishedAt}: ${escapeMentions(escapeMarkdown(ruling.comment))}`;
    if (used + line.length + 1 > RULINGS_BUDGET) break;
    lines.push(line);
    used += line.length + 1;
    shown++;
  }
  if (shown < rulings.length) lines.push(`…${rulings.length - shown} more: \`/rulings name:${card.name}\``);
  return lines.join('\n');
}

function noCardBlock(answer: Extract<InlineAnswer, { kind: 'no-card' }>): string {
  const names = answer.suggestions.map(escapeMarkdown).join('; ');
  if (answer.doubt) return `${quoted(answer.request)} — which card? Did you mean: ${names}?`;
  if (names === '') return `${quoted(answer.request)} — no card is named anything like that.`;
  return `${quoted(answer.request)} — no card is named that. The closest: ${names}.`;
}

const CITED_LABELS = { rule: 'CR', keyword: 'CR', ...DOC_LABELS } as const;

/** One rule or section with its first sentence; `crDate`, the CR release in use, dates a rule's link. */
function citedBlock(answer: Extract<InlineAnswer, { kind: 'cited' }>, settings: CommandSettings, crDate: string): string {
  const { item, sentence } = answer;
  let head: string;
  if (item.kind === 'term') head = `**${escapeMarkdown(item.ref)}** (glossary)`;
  else if (item.kind === 'card') head = `**${escapeMarkdown(item.ref)}**`;
  else if (item.kind === 'rule' || item.kind === 'keyword') head = linked(`CR ${item.ref}`, ruleLink(settings.ruleLinkTemplate, item.open.split('-')[0]!, item.openAt || crDate));
  else head = linked(`${CITED_LABELS[item.kind]} ${item.ref}`, settings.docsPageUrl);
  const note = item.note ? `\n↳ *${escapeMarkdown(item.note)}*` : '';
  return `${head} — ${escapeMentions(escapeMarkdown(sentence))}${note}`;
}

/** One answer as a block of lines. */
function answerBlock(answer: InlineAnswer, settings: CommandSettings, crDate: string): string {
  switch (answer.kind) {
    case 'card':
      return cardBlock(answer);
    case 'rulings':
      return rulingsBlock(answer);
    case 'no-card':
      return noCardBlock(answer);
    case 'cited':
      return citedBlock(answer, settings, crDate);
    case 'missing':
      return `${quoted(answer.request)} — ${escapeMarkdown(answer.why)}`;
    case 'unread':
      return `${quoted(answer.request)} — “${quoted(answer.words)}” names no rule or section. Write \`{{702.19b}}\`, \`{{CR 702}}\`, \`{{MTR 4.2}}\` or \`{{IPG 2.5}}\`.`;
  }
}

/** "CR 2026-01-16 · MTR 2025-04-21 · Cards: Scryfall 2026-01-15": what the answers come from. */
function sourcesLine(sources: InlineLookup['sources']): string {
  const docs = (Object.entries(sources.docs) as [DocKind, string][]).map(([doc, date]) => `${DOC_LABELS[doc]} ${date}`);
  return [...(sources.cr ? [`CR ${sources.cr}`] : []), ...docs, ...(sources.cards ? [`Cards: Scryfall ${sources.cards}`] : [])].join(' · ');
}

/** The reply showing `lookup`: as many answers as fit, the rest counted. */
export function inlineView(lookup: InlineLookup, settings: CommandSettings): Reply {
  const blocks: string[] = [];
  let used = 0;
  for (const answer of lookup.answers) {
    const block = answerBlock(answer, settings, lookup.sources.cr ?? '');
    if (used + block.length + 2 > ANSWERS_BUDGET) break;
    blocks.push(block);
    used += block.length + 2;
  }
  const more = lookup.more + lookup.answers.length - blocks.length;
  if (more > 0) blocks.push(`…and ${more} more not shown: right-click the message → Apps → **Explain rules & cards** lists everything it cites.`);
  const footer = sourcesLine(lookup.sources);
  const embed: APIEmbed = { description: blocks.join('\n\n'), color: COLORS.card, ...(footer ? { footer: { text: footer } } : {}) };
  return { embeds: [embed] };
}

/**
 * The reply to a message's `[[…]]` and `{{…}}`, or null when it has none (outside code).
 * @example inlineReply(db, 'is [[Lightning Bolt]] instant speed? {{CR 117.1a}}', settings)?.embeds[0]?.description
 */
export function inlineReply(db: ContentDb, content: string, settings: CommandSettings): Reply | null {
  const references = findInlineReferences(content);
  if (references.length === 0) return null;
  return inlineView(resolveInlineReferences(db, references, INLINE_LIMIT), settings);
}
