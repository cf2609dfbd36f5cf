/**
 * `/search query:<words> [doc:cr|mtr|ipg|all] [at:<date>]` — the best rules (or MTR/IPG sections,
 * or both in one list) for the words, paged, each openable.
 */
import { ApplicationCommandOptionType, ButtonStyle } from 'discord-api-types/v10';
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import { z } from 'zod';
import { escapeMarkdown } from '../common/markdown.js';
import { searchEverything } from '../search/search-everything.js';
import { SEARCH_RESULTS, type SearchScope } from '../search/search-result.js';
import { UserError } from '../common/user-error.js';
import { defineCommand, type CommandContext } from './framework/command-module.js';
import type { Reply } from './payload/message-payload.js';
import { actionRow, button, shorten, type ActionRow } from './payload/components.js';
import { encodeCustomId } from './framework/custom-id.js';
import { describeSources, listedResult } from './views/doc-search.js';
import { LIMITS } from './payload/discord-limits.js';
import { dateOption, textOption } from './framework/option-schemas.js';
import { COLORS, sourceFooter } from './payload/reply-helpers.js';
import { spreadOver, WARM_UP_INPUTS } from './framework/warm-up.js';
import { releaseAt } from '../rules-db/store/release-queries.js';
import { ruleTexts } from '../rules-db/store/rule-queries.js';
import { withWebLink } from './payload/web-link.js';
import { searchPath } from '../common/web-paths.js';

const PER_PAGE = 5;
/**
 * Card names a footer lists at most: a 200-character question can name forty cards in `[[…]]`,
 * whose names run to 140 characters, past a footer's 2,048.
 */
const CARDS_LISTED = 5;

const definition = {
  name: 'search',
  description: 'Search the Comprehensive Rules (or the MTR, IPG, JAR) for words, shorthand or a question',
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
        { name: 'Judging at Regular REL', value: 'jar' },
        { name: 'Digital Magic Tournament Rules', value: 'dmtr' },
        { name: 'Digital Infraction Procedure Guide', value: 'dipg' },
        { name: 'All of them', value: 'all' },
      ],
    },
    { type: ApplicationCommandOptionType.String, name: 'at', description: 'Search the documents in effect on this date (YYYY-MM-DD)', max_length: 10 },
  ],
} satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

const options = z.object({
  query: textOption('some words to search for', 200),
  doc: z.enum(['cr', 'mtr', 'ipg', 'jar', 'dmtr', 'dipg', 'all'], { message: 'choose cr, mtr, ipg, jar, dmtr, dipg or all' }).default('cr'),
  at: dateOption.optional(),
});

interface SearchState {
  query: string;
  doc: SearchScope;
  at: string;
}

function searchPage(state: SearchState, token: string, page: number, ownerId: string, context: CommandContext): Reply {
  const { results, sources, cards } = searchEverything(context.db, state.doc, state.query, SEARCH_RESULTS, state.at || undefined, context.guild?.settings.defaultRel ?? undefined);
  const title = shorten(`Search: ${state.query}`, LIMITS.title);
  const searched = describeSources(sources);
  const footer = searched + cardsRead(cards);
  if (results.length === 0) {
    const what = state.doc === 'cr' ? 'No rules match' : state.doc === 'all' ? 'Nothing matches' : 'No sections match';
    return {
      embeds: [{ title, description: `${what} these words in ${sources.length === 1 ? 'the ' : ''}${searched}. Try fewer or other words.`, color: COLORS.info, footer: sourceFooter(footer) }],
    };
  }
  const pageCount = Math.ceil(results.length / PER_PAGE);
  const current = Math.min(Math.max(page, 0), pageCount - 1);
  // Only the page shown is listed: a result's snippet is made when it is listed (search-result.ts).
  const shown = results.slice(current * PER_PAGE, (current + 1) * PER_PAGE).map((result) => listedResult(result, ownerId, state.at, state.doc === 'all'));
  const description = shown.map((result) => `**${result.label}** · ${result.heading}\n${result.snippet}`).join('\n\n');
  const id = (action: string, args: string[]) => encodeCustomId({ command: 'search', ownerId, action, args });
  const rows: ActionRow[] = [actionRow(...shown.map((result) => button(result.openId, result.openLabel, { style: ButtonStyle.Primary })))];
  if (pageCount > 1) {
    rows.push(
      actionRow(
        button(id('page', [token, String(current - 1)]), '◀ Results', { disabled: current === 0 }),
        button(id('page', [token, String(current + 1)]), 'More results ▶', { disabled: current === pageCount - 1 }),
      ),
    );
  }
  const reply = { embeds: [{ title: escapeMarkdown(title), description, color: COLORS.rule, footer: sourceFooter(footer, current, pageCount) }], components: rows };
  return withWebLink(reply, context.settings, searchPath(state.query, state.doc) + (state.at ? `&at=${state.at}` : ''), { title: true });
}

/**
 * The cards a question was read with, as its footer says them (" · Cards read: …"; "" for none),
 * so a card taken for one never meant is seen; past CARDS_LISTED, how many more.
 */
function cardsRead(cards: string[]): string {
  if (cards.length === 0) return '';
  const more = cards.length - CARDS_LISTED;
  return ` · Cards read: ${cards.slice(0, CARDS_LISTED).join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

export default defineCommand({
  definition,
  options,
  warmUp(db) {
    // A rule's first words, as someone searching for it might type them; every third across every document.
    const rules = spreadOver(ruleTexts(db, releaseAt(db).id), WARM_UP_INPUTS);
    return rules.map(({ text }, index) => ({ options: { query: text.split(/\s+/).slice(0, 4).join(' '), doc: index % 3 === 0 ? 'all' : 'cr' } }));
  },
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
