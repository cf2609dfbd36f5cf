/** `/search query:<words> [at:<date>]` — the best rules for the words, paged, each openable. */
import { ApplicationCommandOptionType, ButtonStyle } from 'discord-api-types/v10';
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import { z } from 'zod';
import { escapeMarkdown } from '../rules-db/markdown.js';
import { releaseAt } from '../rules-db/release-queries.js';
import { getRule } from '../rules-db/rule-queries.js';
import { searchRules } from '../rules-db/search-rules.js';
import { UserError } from '../rules-db/user-error.js';
import { defineCommand, type CommandContext, type Reply } from './command-module.js';
import { actionRow, button, shorten, type ActionRow } from './components.js';
import { encodeCustomId } from './custom-id.js';
import { LIMITS } from './discord-limits.js';
import { dateOption, textOption } from './option-schemas.js';
import { COLORS, crFooter } from './reply-helpers.js';
import { openRuleId } from './rule-view.js';

const RESULTS = 25;
const PER_PAGE = 5;

const definition = {
  name: 'search',
  description: 'Search the Comprehensive Rules for words, shorthand or a question',
  options: [
    { type: ApplicationCommandOptionType.String, name: 'query', description: 'What to look for, e.g. "legend rule"', required: true, max_length: 200 },
    { type: ApplicationCommandOptionType.String, name: 'at', description: 'Search the rules in effect on this date (YYYY-MM-DD)', max_length: 10 },
  ],
} satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

const options = z.object({ query: textOption('some words to search for', 200), at: dateOption.optional() });

interface SearchState {
  query: string;
  at: string;
}

function searchPage(state: SearchState, token: string, page: number, ownerId: string, context: CommandContext): Reply {
  const release = releaseAt(context.db, state.at || undefined);
  const hits = searchRules(context.db, release, state.query, RESULTS);
  const title = shorten(`Search: ${state.query}`, LIMITS.title);
  if (hits.length === 0) {
    return {
      embeds: [{ title, description: `No rules match these words in the Comprehensive Rules effective ${release.effectiveDate}. Try fewer or other words.`, color: COLORS.info, footer: crFooter(release.effectiveDate) }],
    };
  }
  const pageCount = Math.ceil(hits.length / PER_PAGE);
  const current = Math.min(Math.max(page, 0), pageCount - 1);
  const shown = hits.slice(current * PER_PAGE, (current + 1) * PER_PAGE);
  const description = shown
    .map((hit) => `**${hit.number}** · ${escapeMarkdown(getRule(context.db, release, hit.number)!.heading)}\n${hit.snippet}`)
    .join('\n\n');
  const id = (action: string, args: string[]) => encodeCustomId({ command: 'search', ownerId, action, args });
  const rows: ActionRow[] = [actionRow(...shown.map((hit) => button(openRuleId(ownerId, hit.number, state.at), `Open ${hit.number}`, { style: ButtonStyle.Primary })))];
  if (pageCount > 1) {
    rows.push(
      actionRow(
        button(id('page', [token, String(current - 1)]), '◀ Results', { disabled: current === 0 }),
        button(id('page', [token, String(current + 1)]), 'More results ▶', { disabled: current === pageCount - 1 }),
      ),
    );
  }
  return {
    embeds: [{ title: escapeMarkdown(title), description, color: COLORS.rule, footer: crFooter(release.effectiveDate, current, pageCount) }],
    components: rows,
  };
}

export default defineCommand({
  definition,
  options,
  execute(values, userId, context) {
    const state: SearchState = { query: values.query, at: values.at ?? '' };
    return searchPage(state, context.memory.remember(state), 0, userId, context);
  },
  press(press, context) {
    const ownerId = press.isOwner ? press.ownerId : press.userId;
    const [token = '', page = '0'] = press.args;
    const state = context.memory.recall(token) as SearchState | undefined;
    if (!state) throw new UserError('search-expired', 'These results have expired; run /search again.');
    return searchPage(state, token, Number(page), ownerId, context);
  },
});
