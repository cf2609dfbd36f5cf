/** The embed and buttons showing one rule: text, examples, subrules, references, paged. */
import { ButtonStyle } from 'discord-api-types/v10';
import type { RulesDb } from '../rules-db/database.js';
import { escapeMarkdown } from '../rules-db/markdown.js';
import type { ReleaseSummary } from '../rules-db/release-queries.js';
import { getRule, type RuleDetail } from '../rules-db/rule-queries.js';
import { isTitleOnly } from '../rules-db/rule-title.js';
import type { CommandSettings, Reply } from './command-module.js';
import { actionRow, button, shorten, stringSelect, type ActionRow } from './components.js';
import { encodeCustomId } from './custom-id.js';
import { LIMITS } from './discord-limits.js';
import { paginate } from './paginate.js';
import { COLORS, crFooter, ruleLink } from './reply-helpers.js';
import { changeNote } from './rule-change-note.js';

/** Room for the description with title, footer and a full "See also" field still under 6000. */
export const PAGE_BUDGET = 4000;

export interface RuleViewState {
  ownerId: string;
  /** The date the user asked for, '' for the newest release. */
  at: string;
  examples: boolean;
  page: number;
}

/** The custom id that shows `number` in this view state (used by every navigation control). */
export function ruleViewId(state: RuleViewState, number: string, page = 0): string {
  return encodeCustomId({ command: 'rule', ownerId: state.ownerId, action: 'v', args: [number, state.at, state.examples ? '1' : '0', String(page)] });
}

/** The custom id of a button that opens `number` as a new message, the way /rule would (from search results, scenario citations). */
export function openRuleId(ownerId: string, number: string, at: string): string {
  return encodeCustomId({ command: 'rule', ownerId, action: 'open', args: [number, at] });
}

function ruleBlocks(db: RulesDb, release: ReleaseSummary, rule: RuleDetail, examples: boolean): string[] {
  // A keyword heading's text is its title, already in the embed title.
  const blocks = isTitleOnly(rule.text) ? [] : rule.text.split('\n').map(escapeMarkdown);
  if (examples) blocks.push(...rule.examples.map((example) => `> **Example:** ${escapeMarkdown(example)}`));
  for (const number of rule.children) {
    const child = getRule(db, release, number);
    if (child) blocks.push(`**${child.number}** ${escapeMarkdown(child.text).replace(/\n/g, '\n\n')}`);
  }
  return blocks;
}

/** The reply showing `rule` from `release`. */
export function ruleView(db: RulesDb, release: ReleaseSummary, rule: RuleDetail, state: RuleViewState, settings: CommandSettings): Reply {
  const pages = paginate(ruleBlocks(db, release, rule, state.examples), PAGE_BUDGET);
  const page = Math.min(Math.max(state.page, 0), pages.length - 1);
  const seeAlso = rule.references.join(', ');
  const note = changeNote(db, release, rule.number, state.ownerId);
  const fields = [
    ...(seeAlso && seeAlso.length <= LIMITS.fieldValue ? [{ name: 'See also', value: seeAlso }] : []),
    ...(note ? [note.field] : []),
  ];
  const embed = {
    title: shorten(rule.heading && rule.heading !== rule.text ? `${rule.number} · ${rule.heading}` : `${rule.number} · ${rule.text}`, LIMITS.title),
    url: ruleLink(settings.ruleLinkTemplate, rule.number),
    // A keyword heading without subrules has nothing beyond its title; Discord rejects an empty description.
    ...(pages[page] ? { description: pages[page] } : {}),
    color: COLORS.rule,
    ...(fields.length > 0 ? { fields } : {}),
    footer: crFooter(release.effectiveDate, page, pages.length),
  };
  const components = ruleComponents(rule, state, page, pages.length);
  if (note?.button) components[0]!.components.push(note.button);
  return { embeds: [embed], components };
}

function ruleComponents(rule: RuleDetail, state: RuleViewState, page: number, pageCount: number): ActionRow[] {
  // A disabled button still needs an id unique in the message; it is never pressed.
  const go = (number: string | null, label: string) =>
    number
      ? button(ruleViewId(state, number), label)
      : button(encodeCustomId({ command: 'rule', ownerId: state.ownerId, action: 'none', args: [label.replace(/\W/g, '')] }), label, { disabled: true });
  const rows: ActionRow[] = [
    actionRow(go(rule.parent, 'Parent'), go(rule.previous, '◀ Previous rule'), go(rule.next, 'Next rule ▶'), go(rule.children[0] ?? null, 'Subrules')),
  ];
  if (pageCount > 1) {
    rows.push(
      actionRow(
        button(ruleViewId(state, rule.number, page - 1), '◀ Page', { disabled: page === 0 }),
        button(ruleViewId(state, rule.number, page + 1), 'Page ▶', { disabled: page === pageCount - 1, style: ButtonStyle.Primary }),
      ),
    );
  }
  // Rules and sections can be opened; parts ("section 8") are too large to be useful here.
  const references = rule.references.filter((number) => number.length >= 3).slice(0, LIMITS.selectOptions);
  if (references.length > 0) {
    const selectId = encodeCustomId({ command: 'rule', ownerId: state.ownerId, action: 'sel', args: [state.at, state.examples ? '1' : '0'] });
    rows.push(actionRow(stringSelect(selectId, 'Open a referenced rule', references.map((number) => ({ label: number, value: number })))));
  }
  return rows;
}
