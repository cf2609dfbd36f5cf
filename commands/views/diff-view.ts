/** Release diffs and rule histories as paged embeds, changed words marked (~~old~~ **new**). */
import { ButtonStyle } from 'discord-api-types/v10';
import type { ReleaseDiff } from '../../rules-db/diff/diff-releases.js';
import { describeCounts, substantiveChanges } from '../../rules-db/diff/describe-diff.js';
import { escapeMarkdown } from '../../common/markdown.js';
import type { Rule } from '../../rules-db/release.js';
import { glossaryBody, ruleBody } from '../../rules-db/rule-content.js';
import { eventDate, foldTypography, type RuleEvent, type RuleHistory } from '../../rules-db/history/rule-history.js';
import { foldTypographySegments } from '../../rules-db/diff/typography.js';
import { followNote } from '../../rules-db/history/follow-note.js';
import { diffWords, elideUnchanged, isRewrite, rewriteMarkdown, wordDiffMarkdown } from '../../rules-db/diff/word-diff.js';
import type { Reply } from '../payload/message-payload.js';
import { actionRow, button, stringSelect, type ActionRow } from '../payload/components.js';
import { encodeCustomId } from '../framework/custom-id.js';
import { LIMITS } from '../payload/discord-limits.js';
import { PAGE_BUDGET, paginate } from '../payload/paginate.js';
import { COLORS } from '../payload/reply-helpers.js';
import { openRuleId } from './rule-ids.js';

/** Words of unchanged context kept around each change in a summary. */
const CONTEXT_WORDS = 10;

/**
 * `before` → `after` with changed words marked, elided to the changes when `context` is given; a
 * rewrite (most words changed, isRewrite) as the two texts one after the other instead.
 */
export function markedChange(before: string, after: string, context?: number): string {
  // Quote marks dropped or ® → ™ beside real changes are not marked as changes (typography.ts).
  const segments = foldTypographySegments(diffWords(before, after));
  if (isRewrite(segments)) return rewriteMarkdown(before, after);
  return wordDiffMarkdown(context === undefined ? segments : elideUnchanged(segments, context));
}

const ruleChange = (before: Rule, after: Rule) => markedChange(ruleBody(before), ruleBody(after), CONTEXT_WORDS);

const blocksOfDiff = new WeakMap<ReleaseDiff, string[]>();

/** The blocks of a diff summary: counts, then every change (rendered once per diff: paging re-reads them). */
export function diffBlocks(diff: ReleaseDiff): string[] {
  let blocks = blocksOfDiff.get(diff);
  if (!blocks) blocksOfDiff.set(diff, (blocks = renderDiffBlocks(diff)));
  return blocks;
}

function renderDiffBlocks(diff: ReleaseDiff): string[] {
  const blocks = [`**Comprehensive Rules ${diff.from} → ${diff.to}**\n${describeCounts(diff)}`];
  if (diff.added.length > 0) blocks.push(`**Added** (${diff.added.length}): ${diff.added.join(', ')}`);
  if (diff.removed.length > 0) blocks.push(`**Removed** (${diff.removed.length}): ${diff.removed.join(', ')}`);
  const { changed, typographyOnly } = substantiveChanges(diff);
  for (const change of changed) {
    const note = change.referencesOnly ? ' *(only renumbered cross-references)*' : '';
    blocks.push(`**${change.number}**${note} — ${ruleChange(change.before, change.after)}`);
  }
  // Listed by number only: quotes, dashes and spacing are not rules changes (typography.ts).
  if (typographyOnly.length > 0) {
    blocks.push(`**Typography only** (${typographyOnly.length}; quotes, trademark signs, dashes, spacing): ${typographyOnly.map((change) => change.number).join(', ')}`);
  }
  for (const move of diff.moved) {
    const what = !move.changed ? ' *(renumbered, text unchanged)*' : move.typographyOnly ? ' *(renumbered, typography only)*' : ` — ${ruleChange(move.before!, move.after!)}`;
    blocks.push(`**${move.from} → ${move.to}**${what}`);
  }
  const { sections, glossary } = diff;
  for (const heading of sections.added) blocks.push(`**New heading** ${heading.number}. ${escapeMarkdown(heading.title)}`);
  for (const heading of sections.removed) blocks.push(`**Heading removed** ${heading.number}. ${escapeMarkdown(heading.title)}`);
  for (const change of sections.retitled) blocks.push(`**Heading ${change.number}** — ${markedChange(change.before, change.after)}`);
  for (const move of sections.moved) blocks.push(`**Heading ${move.from} → ${move.to}** ${escapeMarkdown(move.after)}`);
  if (glossary.added.length > 0) blocks.push(`**Glossary added:** ${glossary.added.map(escapeMarkdown).join(', ')}`);
  if (glossary.removed.length > 0) blocks.push(`**Glossary removed:** ${glossary.removed.map(escapeMarkdown).join(', ')}`);
  for (const change of glossary.changed) {
    blocks.push(`**Glossary: ${escapeMarkdown(change.term)}** — ${markedChange(glossaryBody(change.before), glossaryBody(change.after), CONTEXT_WORDS)}`);
  }
  return blocks;
}

/** Rule numbers in the newer release a diff page mentions, to offer in a menu. */
function rulesOnPage(page: string): string[] {
  return [...new Set([...page.matchAll(/\*\*(?:\d{3}\.\d+[a-z]? → )?(\d{3}\.\d+[a-z]?)\*\*/g)].map((match) => match[1]!))];
}

export interface PagedView {
  ownerId: string;
  title: string;
  blocks: string[];
  page: number;
  footer: string;
  /** The custom id that shows page `page` of the same view. */
  pageId(page: number): string;
  /** The release whose rules the "open" controls show ('' for the newest). */
  openAt: string;
}

/** A paged list of markdown blocks with page buttons and a menu to open the rules on the page. */
export function pagedView(view: PagedView): Reply {
  const pages = paginate(view.blocks, PAGE_BUDGET);
  const current = Math.min(Math.max(view.page, 0), pages.length - 1);
  const rows: ActionRow[] = [];
  if (pages.length > 1) {
    rows.push(
      actionRow(
        button(view.pageId(current - 1), '◀ Page', { disabled: current === 0 }),
        button(view.pageId(current + 1), 'Page ▶', { disabled: current === pages.length - 1, style: ButtonStyle.Primary }),
      ),
    );
  }
  const numbers = rulesOnPage(pages[current]!).slice(0, LIMITS.selectOptions);
  if (numbers.length > 0) {
    const selectId = encodeCustomId({ command: 'rule', ownerId: view.ownerId, action: 'sel', args: [view.openAt, '1'] });
    rows.push(actionRow(stringSelect(selectId, 'Open a rule', numbers.map((number) => ({ label: number, value: number })))));
  }
  const footer = pages.length > 1 ? `${view.footer} · Page ${current + 1}/${pages.length}` : view.footer;
  return { embeds: [{ title: view.title, description: pages[current], color: COLORS.rule, footer: { text: footer } }], components: rows };
}

/** One line of a rule's timeline, changed words marked. */
export function eventBlock(event: RuleEvent): string {
  const change = event.before && event.after && !event.typographyOnly ? ` — ${ruleChange(event.before, event.after)}` : '';
  const note = event.referencesOnly ? ' *(only renumbered cross-references)*' : event.typographyOnly ? ' *(typography only)*' : '';
  const date = `**${capitalise(eventDate(event))}**`;
  switch (event.kind) {
    case 'added':
      return event.orEarlier ? `${date} already in the oldest imported release, as ${event.number}` : `${date} added as ${event.number}`;
    case 'removed':
      return `${date} removed (was ${event.number})`;
    case 'renumbered':
      return `${date} renumbered ${event.previousNumber} → ${event.number}${note}${change}`;
    case 'changed':
      return `${date} changed${note}${change}`;
  }
}

/** An event in a few words, for the timeline's outline. */
function eventOutline(event: RuleEvent): string {
  const what = event.kind === 'renumbered' ? `renumbered ${event.previousNumber} → ${event.number}` : event.kind === 'added' && event.orEarlier ? 'in the oldest release' : event.kind;
  return `${eventDate(event)} ${what}`;
}

/**
 * The blocks of a timeline: what became of an old number, the events, then the changes only in
 * typography on one line. A timeline longer than a page opens with its outline, so every event
 * is named on page 1 (510.1c: the 2012 and 2024 changes each rewrite long examples).
 */
function historyBlocks(history: RuleHistory, numberNotes: readonly string[]): string[] {
  const { events, typographyOnly } = foldTypography(history.events);
  const note = history.followed && followNote(history.followed);
  const reused = numberNotes.length > 0 ? [`**Number reused:** ${numberNotes.map(escapeMarkdown).join(' ')}`] : [];
  const typography = typographyOnly.length > 0 ? `**Typography only** (quotes, trademark signs, dashes, spacing; not listed as changes): ${typographyOnly.join(', ')}` : null;
  const blocks = [...events.map(eventBlock), ...(typography ? [typography] : [])];
  const outline = paginate(blocks, PAGE_BUDGET).length > 1 ? [`**Timeline:** ${events.map(eventOutline).join(' · ')}${typographyOnly.length > 0 ? ' · typography only' : ''}`] : [];
  return [...(note ? [`*${note}.*`] : []), ...reused, ...outline, ...blocks];
}

/** Another rule that held the number: the release to open its own history at. */
export interface OtherHolder {
  /** "2023-04-14–2024-02-02" */
  span: string;
  at: string;
}

/**
 * The timeline of one rule, with a button to open it; `numberNotes` say which other rules held its
 * number (number-holders.ts), and `others` give a button to each one's own timeline.
 */
export function historyView(
  history: RuleHistory,
  ownerId: string,
  page: number,
  pageId: (page: number) => string,
  numberNotes: readonly string[] = [],
  others: readonly OtherHolder[] = [],
): Reply {
  const reply = pagedView({
    ownerId,
    title: `History of ${history.number}`,
    blocks: historyBlocks(history, numberNotes),
    page,
    footer: `Comprehensive Rules, every imported release · ${history.number} as in ${history.effectiveDate}`,
    pageId,
    openAt: history.effectiveDate,
  });
  // The timeline mentions old numbers, so only the rule itself is offered.
  reply.components = [
    ...(reply.components ?? []).filter((row) => row.components.every((component) => !('options' in component))),
    actionRow(
      button(openRuleId(ownerId, history.number, history.effectiveDate), `Open ${history.number}`, { style: ButtonStyle.Primary }),
      ...others.slice(0, LIMITS.componentsPerRow - 1).map((other) =>
        button(encodeCustomId({ command: 'history', ownerId, action: 'page', args: [history.number, other.at, '0'] }), `The other ${history.number} (${other.span})`),
      ),
    ),
  ];
  return reply;
}

/** A custom id for a paged diff or history view. */
export function viewPageId(command: string, ownerId: string, args: string[], page: number): string {
  return encodeCustomId({ command, ownerId, action: 'page', args: [...args, String(page)] });
}

/** "between …" → "Between …": a date opening a line. */
function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
