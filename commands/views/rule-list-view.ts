/** Several rules in one paged message: a section ("702") or a range ("616.1a-c"). */
import { ButtonStyle } from 'discord-api-types/v10';
import type { ContentDb } from '../../database/open-database.js';
import { escapeMarkdown } from '../../common/markdown.js';
import type { ReleaseSummary } from '../../rules-db/store/release-queries.js';
import { getRule } from '../../rules-db/store/rule-queries.js';
import type { CommandSettings } from '../framework/command-module.js';
import type { Reply } from '../payload/message-payload.js';
import { actionRow, button, shorten, stringSelect, type ActionRow } from '../payload/components.js';
import { encodeCustomId } from '../framework/custom-id.js';
import { LIMITS } from '../payload/discord-limits.js';
import { PAGE_BUDGET, splitText } from '../payload/paginate.js';
import { COLORS, crFooter, ruleLink } from '../payload/reply-helpers.js';
import { type RuleViewState } from './rule-ids.js';

export interface RuleListEntry {
  number: string;
  /** The markdown shown for this rule. */
  block: string;
}

/** Entries for a section: each main rule in full, with the span of its subrules. */
export function sectionEntries(db: ContentDb, release: ReleaseSummary, numbers: string[]): RuleListEntry[] {
  return numbers
    .filter((number) => !/[a-z]$/.test(number))
    .map((number) => {
      const rule = getRule(db, release, number)!;
      const span = rule.children.length > 0 ? `  *(${rule.children[0]}–${rule.children.at(-1)})*` : '';
      return { number, block: `**${number}** ${escapeMarkdown(rule.text)}${span}` };
    });
}

/** Entries for a range: every rule in full, examples too when asked. */
export function rangeEntries(db: ContentDb, release: ReleaseSummary, numbers: string[], examples: boolean): RuleListEntry[] {
  return numbers.map((number) => {
    const rule = getRule(db, release, number)!;
    const lines = [`**${number}** ${escapeMarkdown(rule.text)}`];
    if (examples) lines.push(...rule.examples.map((example) => `> **Example:** ${escapeMarkdown(example)}`));
    return { number, block: lines.join('\n') };
  });
}

/**
 * Pages of entries: at most PAGE_BUDGET characters and one select menu's worth of rules each. An
 * entry longer than a page (a long rule with its examples) continues on the next page.
 */
function pageEntries(entries: RuleListEntry[]): RuleListEntry[][] {
  const pieces = entries.flatMap((entry) => splitText(entry.block, PAGE_BUDGET).map((block) => ({ number: entry.number, block })));
  const pages: RuleListEntry[][] = [[]];
  let size = 0;
  for (const entry of pieces) {
    const current = pages.at(-1)!;
    const length = entry.block.length + 2;
    if (current.length > 0 && (size + length > PAGE_BUDGET || current.length === LIMITS.selectOptions)) {
      pages.push([]);
      size = 0;
    }
    pages.at(-1)!.push(entry);
    size += length;
  }
  return pages;
}

export interface RuleListView {
  title: string;
  /** The rule whose link the title carries. */
  linkNumber: string;
  entries: RuleListEntry[];
  /** The custom-id action and leading args that re-render this list at another page. */
  action: string;
  args: string[];
}

/** The reply for one page of a list of rules, with page buttons and a menu to open a rule. */
export function ruleListView(release: ReleaseSummary, list: RuleListView, state: RuleViewState, settings: CommandSettings): Reply {
  const pages = pageEntries(list.entries);
  const page = Math.min(Math.max(state.page, 0), pages.length - 1);
  const description = pages[page]!.map((entry) => entry.block).join('\n\n');
  const numbersOnPage = [...new Set(pages[page]!.map((entry) => entry.number))];
  const pageId = (target: number) =>
    encodeCustomId({ command: 'rule', ownerId: state.ownerId, action: list.action, args: [...list.args, state.at, state.examples ? '1' : '0', String(target)] });
  const rows: ActionRow[] = [];
  if (pages.length > 1) {
    rows.push(
      actionRow(
        button(pageId(page - 1), '◀ Page', { disabled: page === 0 }),
        button(pageId(page + 1), 'Page ▶', { disabled: page === pages.length - 1, style: ButtonStyle.Primary }),
      ),
    );
  }
  const selectId = encodeCustomId({ command: 'rule', ownerId: state.ownerId, action: 'sel', args: [state.at, state.examples ? '1' : '0'] });
  rows.push(actionRow(stringSelect(selectId, 'Open a rule', numbersOnPage.map((number) => ({ label: number, value: number })))));
  return {
    embeds: [
      {
        title: shorten(list.title, LIMITS.title),
        url: ruleLink(settings.ruleLinkTemplate, list.linkNumber, release.effectiveDate),
        description,
        color: COLORS.rule,
        footer: crFooter(release.effectiveDate, page, pages.length),
      },
    ],
    components: rows,
  };
}
