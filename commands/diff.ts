/** `/diff from:<date> to:<date> [rule:<number>]` — what changed between two releases, or for one rule. */
import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import { z } from 'zod';
import { diffStoredReleases, releasesToCompare, ruleInComparison } from '../rules-db/history/compare-releases.js';
import type { ContentDb } from '../database/open-database.js';
import type { ReleaseSummary } from '../rules-db/store/release-queries.js';
import { getRule } from '../rules-db/store/rule-queries.js';
import { UserError } from '../common/user-error.js';
import { defineCommand, type CommandContext } from './framework/command-module.js';
import type { Reply } from './payload/message-payload.js';
import { diffBlocks, pagedView, viewPageId } from './views/diff-view.js';
import { dateOption, ruleNumberOption } from './framework/option-schemas.js';
import { ruleDiffView } from './views/rule-diff-view.js';
import { withWebLink } from './payload/web-link.js';
import { diffPath } from '../common/web-paths.js';

const definition = {
  name: 'diff',
  description: 'What changed between two Comprehensive Rules releases, or for one rule',
  options: [
    { type: ApplicationCommandOptionType.String, name: 'from', description: 'The earlier date (YYYY-MM-DD; default: the release before "to")', max_length: 10 },
    { type: ApplicationCommandOptionType.String, name: 'to', description: 'The later date (YYYY-MM-DD; default: the newest release)', max_length: 10 },
    { type: ApplicationCommandOptionType.String, name: 'rule', description: 'Only this rule, e.g. 701.10d', max_length: 20 },
  ],
} satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

const options = z.object({
  from: dateOption.optional(),
  to: dateOption.optional(),
  rule: ruleNumberOption
    .optional(),
});

/** Shows the diff between the releases `fromDate` and `toDate` pick, whole or for one rule. */
export function showDiff(context: CommandContext, ownerId: string, fromDate: string | undefined, toDate: string | undefined, rule: string | undefined, page: number): Reply {
  const { db } = context;
  const { from, to } = releasesToCompare(db, fromDate, toDate);
  const diff = diffStoredReleases(db, from, to);
  const pageId = (target: number) => viewPageId('diff', ownerId, [from.effectiveDate, to.effectiveDate, rule ?? ''], target);
  if (rule) {
    const { number, note } = ruleInComparison(db, from, to, rule);
    const reply = ruleDiffView(diff, number, currentRule(db, to), ownerId, page, pageId, note);
    return withWebLink(reply, context.settings, diffPath(from.effectiveDate, to.effectiveDate, number), { title: true });
  }
  const reply = pagedView({ ownerId, title: `Changes ${from.effectiveDate} → ${to.effectiveDate}`, blocks: diffBlocks(diff), page, footer: 'Comprehensive Rules', pageId, openAt: to.effectiveDate });
  return withWebLink(reply, context.settings, diffPath(from.effectiveDate, to.effectiveDate), { title: true });
}

function currentRule(db: ContentDb, release: ReleaseSummary) {
  return (number: string) => {
    const rule = getRule(db, release, number);
    return rule ? { number, text: rule.text, examples: rule.examples } : null;
  };
}

export default defineCommand({
  definition,
  options,
  execute(values, userId, context) {
    return showDiff(context, userId, values.from, values.to, values.rule, 0);
  },
  press(press, context) {
    const [from = '', to = '', rule = '', page = '0'] = press.args;
    const ownerId = press.isOwner ? press.ownerId : press.userId;
    // 'open' comes from /rule's "What changed" button: a new message, the rule stays.
    if (press.action === 'open') return { ...showDiff(context, ownerId, from, to, rule || undefined, 0), asNewMessage: true };
    if (press.action !== 'page') throw new UserError('stale-button', 'That button no longer does anything; run /diff again.');
    return showDiff(context, ownerId, from, to, rule || undefined, Number(page));
  },
});
