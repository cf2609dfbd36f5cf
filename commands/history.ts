/** `/history rule:<number> [at:<date>]` — a rule's timeline through every imported release. */
import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import { z } from 'zod';
import { ruleHistory } from '../rules-db/history/rule-history.js';
import { numberHolders, reusedNumberNotes } from '../rules-db/history/number-holders.js';
import { UserError } from '../common/user-error.js';
import { defineCommand, type CommandContext } from './framework/command-module.js';
import type { Reply } from './payload/message-payload.js';
import { historyView, viewPageId } from './views/diff-view.js';
import { dateOption, ruleNumberOption } from './framework/option-schemas.js';
import { withWebLink } from './payload/web-link.js';
import { historyPath } from '../common/web-paths.js';

const definition = {
  name: 'history',
  description: 'A rule through every release: when it appeared, each change, renumberings, removal',
  options: [
    { type: ApplicationCommandOptionType.String, name: 'rule', description: 'A rule number, e.g. 701.10d', required: true, max_length: 20 },
    { type: ApplicationCommandOptionType.String, name: 'at', description: 'Read the number as in the release in effect on this date (YYYY-MM-DD)', max_length: 10 },
  ],
} satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

const options = z.object({
  rule: ruleNumberOption,
  at: dateOption.optional(),
});

function showHistory(context: CommandContext, ownerId: string, rule: string, at: string, page: number): Reply {
  const history = ruleHistory(context.db, rule, at || undefined);
  // The number's other holders: 509.2 was damage assignment order until another rule took the number.
  const holders = numberHolders(context.db, history.number);
  const shown = holders.find((holder) => holder.from <= history.effectiveDate && history.effectiveDate <= holder.to);
  const notes = reusedNumberNotes(history.number, holders, history.effectiveDate);
  const others = holders.filter((holder) => holder !== shown).map((holder) => ({ span: holder.from === holder.to ? holder.from : `${holder.from}–${holder.to}`, at: holder.to }));
  const reply = historyView(history, ownerId, page, (target) => viewPageId('history', ownerId, [rule, at], target), notes, others);
  return withWebLink(reply, context.settings, historyPath(history.number) + (at ? `?at=${history.effectiveDate}` : ''), { title: true });
}

export default defineCommand({
  definition,
  options,
  execute: (values, userId, context) => showHistory(context, userId, values.rule, values.at ?? '', 0),
  press(press, context) {
    if (press.action !== 'page') throw new UserError('stale-button', 'That button no longer does anything; run /history again.');
    const [rule = '', at = '', page = '0'] = press.args;
    return showHistory(context, press.isOwner ? press.ownerId : press.userId, rule, at, Number(page));
  },
});
