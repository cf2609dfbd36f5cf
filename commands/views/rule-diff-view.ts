/** One rule between two releases: its text before and after with the changed words marked. */
import { ButtonStyle } from 'discord-api-types/v10';
import type { ReleaseDiff } from '../../rules-db/diff/diff-releases.js';
import { ruleBody } from '../../rules-db/rule-content.js';
import { ruleInDiff } from '../../rules-db/diff/rule-in-diff.js';
import type { Rule } from '../../rules-db/release.js';
import type { Reply } from '../payload/message-payload.js';
import { actionRow, button } from '../payload/components.js';
import { markedChange, pagedView } from './diff-view.js';
import { openRuleId } from './rule-ids.js';

/** What happened to `number` (as numbered in either release) between the diff's releases, as markdown blocks. */
function ruleChangeBlocks(diff: ReleaseDiff, number: string, current: (number: string) => Rule | null): { blocks: string[]; openNumber: string | null } {
  const span = `between ${diff.from} and ${diff.to}`;
  const entry = ruleInDiff(diff, number);
  switch (entry.kind) {
    case 'changed': {
      const { change } = entry;
      if (change.typographyOnly) return { blocks: [`Typography only (quotes, trademark signs, dashes, spacing) changed ${span}.`], openNumber: number };
      return { blocks: [`Changed ${span}:`, markedChange(ruleBody(change.before), ruleBody(change.after))], openNumber: number };
    }
    case 'renumbered': {
      const { move } = entry;
      const heading = `Renumbered ${move.from} → ${move.to} ${span}`;
      const body = !move.changed ? ['Its text did not change.'] : move.typographyOnly ? ['Only its typography (quotes, trademark signs, dashes, spacing) changed.'] : [markedChange(ruleBody(move.before!), ruleBody(move.after!))];
      return { blocks: [`${heading}${move.changed && !move.typographyOnly ? ', and changed:' : '.'}`, ...body], openNumber: move.to };
    }
    case 'added':
      return { blocks: [`Added ${span}:`, ruleBody(current(number)!)], openNumber: number };
    case 'removed':
      return { blocks: [`Removed ${span}.`], openNumber: null };
    case 'unchanged':
      if (current(number)) return { blocks: [`Unchanged ${span}.`], openNumber: number };
      return { blocks: [`There is no rule ${number} in either release.`], openNumber: null };
  }
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
