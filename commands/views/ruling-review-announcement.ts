/**
 * The changelog post listing a server's rulings that need review after an update: one line each
 * with what changed, as many as fit one embed, then how many more `/ruling review` shows. Posted
 * only in that server's changelog channel; it names no one, and posts never ping.
 */
import type { Ruling } from '../../rulings/ruling.js';
import type { Reply } from '../payload/message-payload.js';
import { PAGE_BUDGET } from '../payload/paginate.js';
import { COLORS } from '../payload/reply-helpers.js';
import { rulingLine } from './ruling-view.js';

/** What the post needs of each ruling. */
export type RulingToReview = Pick<Ruling, 'number' | 'question' | 'changes'>;

/** The post for one server: its rulings that need review, those this update flagged marked "new". */
export function rulingReviewAnnouncement(rulings: readonly RulingToReview[], newlyFlagged: readonly number[]): Reply {
  const lines: string[] = [];
  let length = 0;
  for (const ruling of rulings) {
    const line = `${newlyFlagged.includes(ruling.number) ? '🆕 ' : ''}${rulingLine(ruling, true)}`;
    if (length + line.length + 1 > PAGE_BUDGET - 200) break;
    lines.push(line);
    length += line.length + 1;
  }
  const more = rulings.length - lines.length;
  const footer = `${more > 0 ? `…and ${more} more. ` : ''}\`/ruling review\` lists them all; a judge confirms each (it still stands) or edits it.`;
  return {
    embeds: [
      {
        title: `${rulings.length === 1 ? 'A logged ruling needs' : `${rulings.length} logged rulings need`} review`,
        description: `What they cite changed in this update:\n${lines.join('\n')}\n\n${footer}`,
        color: COLORS.error,
      },
    ],
  };
}
