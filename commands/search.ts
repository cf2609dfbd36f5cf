/**
 * `/search query:<words> [doc:cr|mtr|ipg|all] [at:<date>]` — the best rules (or MTR/IPG sections,
 * or both in one list) for the words, paged, each openable.
 */
import { ApplicationCommandOptionType, ButtonStyle } from 'discord-api-types/v10';
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import { z } from 'zod';
import { escapeMarkdown } from '../common/markdown.js';
import { releaseAt } from '../rules-db/store/release-queries.js';
import { getRule } from '../rules-db/store/rule-queries.js';
import { searchRules } from '../rules-db/search/search-rules.js';
import { unlessUserError, UserError } from '../common/user-error.js';
import { defineCommand, type CommandContext } from './framework/command-module.js';
import type { Reply } from './payload/message-payload.js';
import { actionRow, button, shorten, type ActionRow } from './payload/components.js';
import { encodeCustomId } from './framework/custom-id.js';
import { describeSources, documentResults, type SearchResult, type SearchScope, type SearchSource } from './views/doc-search.js';
import { LIMITS } from './payload/discord-limits.js';
import { dateOption, textOption } from './framework/option-schemas.js';
import { COLORS, sourceFooter } from './payload/reply-helpers.js';
import { openRuleId } from './views/rule-ids.js';

const RESULTS = 25;
const PER_PAGE = 5;

const definition = {
  name: 'search',
  description: 'Search the Comprehensive Rules (or the MTR and IPG) for words, shorthand or a question',
  options: [
    { type: ApplicationCommandOptionType.String, name: 'query', description: 'What to look for, e.g. "legend rule"', required: true, max_length: 200 },
    {
      type: ApplicationCommandOptionType.String,
      name: 'doc',
      description: 'Which document to search (default: the Comprehensive Rules)',
      choices: [
        { name: 'Comprehensive Rules', value: 'cr' },
        { name: 'Magic Tournament Rules', value: 'mtr' },
        { name: 'Infraction Procedure Guide', value: 'ipg' },
        { name: 'All of them', value: 'all' },
      ],
    },
    { type: ApplicationCommandOptionType.String, name: 'at', description: 'Search the documents in effect on this date (YYYY-MM-DD)', max_length: 10 },
  ],
} satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

const options = z.object({
  query: textOption('some words to search for', 200),
  doc: z.enum(['cr', 'mtr', 'ipg', 'all'], { message: 'choose cr, mtr, ipg or all' }).default('cr'),
  at: dateOption.optional(),
});

interface SearchState {
  query: string;
  doc: SearchScope;
  at: string;
}

/** The best rules of the release in effect; labelled "CR 603.2" when listed with other documents. */
function ruleResults(state: SearchState, ownerId: string, context: CommandContext, labelled: boolean): { results: SearchResult[]; sources: SearchSource[] } {
  const release = releaseAt(context.db, state.at || undefined);
  const results = searchRules(context.db, release, state.query, RESULTS).map((hit) => ({
    label: labelled ? `CR ${hit.number}` : hit.number,
    heading: escapeMarkdown(getRule(context.db, release, hit.number)!.heading),
    snippet: hit.snippet,
    score: hit.score,
    openId: openRuleId(ownerId, hit.number, state.at),
  }));
  return { results, sources: [{ doc: 'cr', effectiveDate: release.effectiveDate }] };
}

/** Every document's results in one list, best score first; documents not imported are left out. */
function allResults(state: SearchState, ownerId: string, context: CommandContext): { results: SearchResult[]; sources: SearchSource[] } {
  const found = [
    unlessUserError(() => ruleResults(state, ownerId, context, true)),
    unlessUserError(() => documentResults(context.db, undefined, state.query, state.at, ownerId, RESULTS)),
  ].filter((result) => result !== null);
  // Nothing imported at all: the CR's own error says how to import it.
  if (found.length === 0) return ruleResults(state, ownerId, context, true);
  return {
    results: found.flatMap((result) => result.results).sort((a, b) => b.score - a.score).slice(0, RESULTS),
    sources: found.flatMap((result) => result.sources),
  };
}

function searchResults(state: SearchState, ownerId: string, context: CommandContext): { results: SearchResult[]; sources: SearchSource[] } {
  switch (state.doc) {
    case 'cr':
      return ruleResults(state, ownerId, context, false);
    case 'all':
      return allResults(state, ownerId, context);
    default:
      return documentResults(context.db, state.doc, state.query, state.at, ownerId, RESULTS);
  }
}

function searchPage(state: SearchState, token: string, page: number, ownerId: string, context: CommandContext): Reply {
  const { results, sources } = searchResults(state, ownerId, context);
  const title = shorten(`Search: ${state.query}`, LIMITS.title);
  const searched = describeSources(sources);
  if (results.length === 0) {
    const what = state.doc === 'cr' ? 'No rules match' : state.doc === 'all' ? 'Nothing matches' : 'No sections match';
    return {
      embeds: [{ title, description: `${what} these words in ${sources.length === 1 ? 'the ' : ''}${searched}. Try fewer or other words.`, color: COLORS.info, footer: sourceFooter(searched) }],
    };
  }
  const pageCount = Math.ceil(results.length / PER_PAGE);
  const current = Math.min(Math.max(page, 0), pageCount - 1);
  const shown = results.slice(current * PER_PAGE, (current + 1) * PER_PAGE);
  const description = shown.map((result) => `**${result.label}** · ${result.heading}\n${result.snippet}`).join('\n\n');
  const id = (action: string, args: string[]) => encodeCustomId({ command: 'search', ownerId, action, args });
  const rows: ActionRow[] = [actionRow(...shown.map((result) => button(result.openId, `Open ${result.label}`, { style: ButtonStyle.Primary })))];
  if (pageCount > 1) {
    rows.push(
      actionRow(
        button(id('page', [token, String(current - 1)]), '◀ Results', { disabled: current === 0 }),
        button(id('page', [token, String(current + 1)]), 'More results ▶', { disabled: current === pageCount - 1 }),
      ),
    );
  }
  return {
    embeds: [{ title: escapeMarkdown(title), description, color: COLORS.rule, footer: sourceFooter(searched, current, pageCount) }],
    components: rows,
  };
}

export default defineCommand({
  definition,
  options,
  execute(values, userId, context) {
    const state: SearchState = { query: values.query, doc: values.doc, at: values.at ?? '' };
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
