/** One rule between two releases: its text before and after with the changed words marked. */
import { ButtonStyle } from 'discord-api-types/v10';
import type { ReleaseDiff } from '../../rules-db/diff/diff-releases.js';
import { ruleBody } from '../../rules-db/rule-content.js';
import type { Rule } from '../../rules-db/release.js';
import type { Reply } from '../payload/message-payload.js';
import { actionRow, button } from '../payload/components.js';
import { markedChange, pagedView } from './diff-view.js';
import { openRuleId } from './rule-ids.js';

/** What happened to `number` (as numbered in either release) between the diff's releases, as markdown blocks. */
function ruleChangeBlocks(diff: ReleaseDiff, number: string, current: (number: string) => Rule | null): { blocks: string[]; openNumber: string | null } {
  const span = `between ${diff.from} and ${diff.to}`;
  const change = diff.changed.find((candidate) => candidate.number === number);
  if (change?.typographyOnly) return { blocks: [`Typography only (quotes, trademark signs, dashes, spacing) changed ${span}.`], openNumber: number };
  if (change) return { blocks: [`Changed ${span}:`, markedChange(ruleBody(change.before), ruleBody(change.after))], openNumber: number };
  const moved = diff.moved.find((candidate) => candidate.to === number || candidate.from === number);
  if (moved) {
    const heading = `Renumbered ${moved.from} → ${moved.to} ${span}`;
    const body = !moved.changed ? ['Its text did not change.'] : moved.typographyOnly ? ['Only its typography (quotes, trademark signs, dashes, spacing) changed.'] : [markedChange(ruleBody(moved.before!), ruleBody(moved.after!))];
    return { blocks: [`${heading}${moved.changed && !moved.typographyOnly ? ', and changed:' : '.'}`, ...body], openNumber: moved.to };
  }
  if (diff.added.includes(number)) return { blocks: [`Added ${span}:`, ruleBody(current(number)!)], openNumber: number };
  if (diff.removed.includes(number)) return { blocks: [`Removed ${span}.`], openNumber: null };
  if (current(number)) return { blocks: [`Unchanged ${span}.`], openNumber: number };
  return { blocks: [`There is no rule ${number} in either release.`], openNumber: null };
}

/** The reply for `/diff … rule:<number>`; `note` says what became of an old number the user typed. */
export function ruleDiffView(
  diff: ReleaseDiff,
  number: string,
  current: (number: string) => Rule | null,
  ownerId: string,
  page: number,
  pageId: (page: number) => string,
  note: string | null = null,
): Reply {
  const { blocks: changeBlocks, openNumber } = ruleChangeBlocks(diff, number, current);
  const blocks = note ? [`*${note}.*`, ...changeBlocks] : changeBlocks;
  const reply = pagedView({ ownerId, title: `${number}: ${diff.from} → ${diff.to}`, blocks, page, footer: 'Comprehensive Rules', pageId, openAt: diff.to });
  if (openNumber) {
    reply.components = [
      ...(reply.components ?? []).filter((row) => row.components.every((component) => !('options' in component))),
      actionRow(button(openRuleId(ownerId, openNumber, diff.to), `Open ${openNumber} (${diff.to})`, { style: ButtonStyle.Primary })),
    ];
  }
  return reply;
}
