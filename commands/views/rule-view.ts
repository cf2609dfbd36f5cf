/** The embed and buttons showing one rule: text, examples, subrules, references, paged. */
import { ButtonStyle } from 'discord-api-types/v10';
import type { ContentDb } from '../../database/open-database.js';
import { escapeMarkdown } from '../../common/markdown.js';
import type { ReleaseSummary } from '../../rules-db/store/release-queries.js';
import { getRule, type RuleDetail } from '../../rules-db/store/rule-queries.js';
import { isTitleOnly } from '../../rules-db/rule-title.js';
import type { CommandSettings } from '../framework/command-module.js';
import type { Reply } from '../payload/message-payload.js';
import { actionRow, button, shorten, stringSelect, type ActionRow } from '../payload/components.js';
import { encodeCustomId } from '../framework/custom-id.js';
import { LIMITS } from '../payload/discord-limits.js';
import { PAGE_BUDGET, paginate } from '../payload/paginate.js';
import { COLORS, crFooter, ruleLink } from '../payload/reply-helpers.js';
import { changeNote, followedNote } from './rule-change-note.js';
import { numberHolders, reusedNumberNotes } from '../../rules-db/history/number-holders.js';
import type { FollowedRuleNumber } from '../../rules-db/history/follow-rule-number.js';
import { ruleViewId, type RuleViewState } from './rule-ids.js';

function ruleBlocks(db: ContentDb, release: ReleaseSummary, rule: RuleDetail, examples: boolean): string[] {
  // A keyword heading's text is its title, already in the embed title.
  const blocks = isTitleOnly(rule.text) ? [] : rule.text.split('\n').map(escapeMarkdown);
  if (examples) blocks.push(...rule.examples.map((example) => `> **Example:** ${escapeMarkdown(example)}`));
  for (const number of rule.children) {
    const child = getRule(db, release, number);
    if (child) blocks.push(`**${child.number}** ${escapeMarkdown(child.text).replace(/\n/g, '\n\n')}`);
  }
  return blocks;
}

/**
 * The reply showing `rule` from `release`; `followed` when the user asked for an old number that
 * led here (the note says what happened to it, instead of the usual note on the rule's currency).
 */
export function ruleView(
  db: ContentDb,
  release: ReleaseSummary,
  rule: RuleDetail,
  state: RuleViewState,
  settings: CommandSettings,
  followed: FollowedRuleNumber | null = null,
): Reply {
  const pages = paginate(ruleBlocks(db, release, rule, state.examples), PAGE_BUDGET);
  const page = Math.min(Math.max(state.page, 0), pages.length - 1);
  const seeAlso = rule.references.join(', ');
  const note = followed ? followedNote(followed, state.ownerId) : changeNote(db, release, rule.number, state.ownerId);
  // A number another rule held before or holds later (509.2): read alone, it no longer says which rule is meant.
  const reused = reusedNumberNotes(rule.number, numberHolders(db, rule.number), release.effectiveDate);
  const fields = [
    ...(seeAlso && seeAlso.length <= LIMITS.fieldValue ? [{ name: 'See also', value: seeAlso }] : []),
    ...(note ? [note.field] : []),
    ...(reused.length > 0 ? [{ name: 'Number reused', value: shorten(reused.join('\n'), LIMITS.fieldValue) }] : []),
  ];
  const embed = {
    title: shorten(rule.heading && rule.heading !== rule.text ? `${rule.number} · ${rule.heading}` : `${rule.number} · ${rule.text}`, LIMITS.title),
    url: ruleLink(settings.ruleLinkTemplate, rule.number, release.effectiveDate),
    // A keyword heading without subrules has nothing beyond its title; Discord rejects an empty description.
    ...(pages[page] ? { description: pages[page] } : {}),
    color: COLORS.rule,
    ...(fields.length > 0 ? { fields } : {}),
    footer: crFooter(release.effectiveDate, page, pages.length),
  };
  // A removed rule's last text pages within its own release: today its number may name another rule (509.2).
  const components = ruleComponents(rule, followed?.number === null ? { ...state, at: release.effectiveDate } : state, page, pages.length);
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
