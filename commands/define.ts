/**
 * `/define term:<term> [at:<date>]` — a glossary definition, found by name, typo or judge shorthand;
 * player slang ("blink") is explained with the rules that decide it.
 */
import { ApplicationCommandOptionType, ButtonStyle } from 'discord-api-types/v10';
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import { z } from 'zod';
import { findGlossaryEntries, glossaryAutocomplete } from '../rules-db/lookup/glossary-lookup.js';
import { findSlang } from '../rules-db/lookup/slang.js';
import { slangView } from './views/slang-view.js';
import { escapeMarkdown } from '../common/markdown.js';
import { releaseAt } from '../rules-db/store/release-queries.js';
import { UserError } from '../common/user-error.js';
import { defineCommand, type CommandContext } from './framework/command-module.js';
import type { Reply } from './payload/message-payload.js';
import { actionRow, button, shorten, stringSelect, type ActionRow } from './payload/components.js';
import { encodeCustomId } from './framework/custom-id.js';
import { LIMITS } from './payload/discord-limits.js';
import { dateOption, textOption } from './framework/option-schemas.js';
import { PAGE_BUDGET, paginate } from './payload/paginate.js';
import { COLORS, crFooter } from './payload/reply-helpers.js';
import { openRuleId } from './views/rule-ids.js';
import { spreadOver, WARM_UP_INPUTS } from './framework/warm-up.js';
import { searchLexicon } from '../rules-db/search/search-lexicon.js';

/** Buttons for the rules a definition cites (one row); a definition rarely cites more. */
const MAX_RULE_BUTTONS = 5;

const definition = {
  name: 'define',
  description: 'Look up a term in the Comprehensive Rules glossary (typos and shorthand such as ETB, SBA, LKI welcome)',
  options: [
    { type: ApplicationCommandOptionType.String, name: 'term', description: 'A term, e.g. "trample", "ETB", "APNAP"', required: true, autocomplete: true, max_length: 100 },
    { type: ApplicationCommandOptionType.String, name: 'at', description: 'The glossary in effect on this date (YYYY-MM-DD)', max_length: 10 },
  ],
} satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

const options = z.object({ term: textOption('a term to look up, e.g. trample', 100), at: dateOption.optional() });

interface DefineState {
  term: string;
  at: string;
}

function defineTerm(state: DefineState, token: string, page: number, ownerId: string, context: CommandContext): Reply {
  const release = releaseAt(context.db, state.at || undefined);
  // Slang ("blink") says so and shows what decides it, rather than silently showing where it leads ("Exile").
  const slang = findSlang(state.term);
  if (slang) return slangView(context.db, release, slang, ownerId, state.at);
  const [match, ...matches] = findGlossaryEntries(context.db, release, state.term, 1 + LIMITS.selectOptions);
  // Close matches only when unsure: "dies" is the Dies entry, no question about it.
  const others = match?.sure ? [] : matches;
  if (!match) {
    throw new UserError('term-not-found', `No glossary entry matches "${state.term}" in the Comprehensive Rules effective ${release.effectiveDate}. Try /search with those words.`);
  }
  // One definition (2005's "Creature Type" lists every type) can outgrow a page.
  const pages = paginate(match.definition.split('\n').map(escapeMarkdown), PAGE_BUDGET);
  const current = Math.min(Math.max(page, 0), pages.length - 1);
  const id = (action: string, args: string[]) => encodeCustomId({ command: 'define', ownerId, action, args });
  const rows: ActionRow[] = [];
  const cited = match.rules.slice(0, MAX_RULE_BUTTONS);
  if (cited.length > 0) rows.push(actionRow(...cited.map((number) => button(openRuleId(ownerId, number, state.at), `See rule ${number}`, { style: ButtonStyle.Primary }))));
  if (pages.length > 1) {
    rows.push(
      actionRow(
        button(id('page', [token, String(current - 1)]), '◀ Page', { disabled: current === 0 }),
        button(id('page', [token, String(current + 1)]), 'Page ▶', { disabled: current === pages.length - 1 }),
      ),
    );
  }
  if (others.length > 0) {
    const options = others.map((other) => ({ label: shorten(other.term, LIMITS.selectOptionText), value: shorten(other.term, LIMITS.selectOptionText) }));
    rows.push(actionRow(stringSelect(id('term', [state.at]), 'Did you mean…', options)));
  }
  return {
    embeds: [{ title: shorten(match.term, LIMITS.title), description: pages[current], color: COLORS.rule, footer: crFooter(release.effectiveDate, current, pages.length) }],
    components: rows,
  };
}

function startDefinition(state: DefineState, ownerId: string, context: CommandContext): Reply {
  return defineTerm(state, context.memory.remember(state), 0, ownerId, context);
}

export default defineCommand({
  definition,
  options,
  execute: (values, userId, context) => startDefinition({ term: values.term, at: values.at ?? '' }, userId, context),
  autocomplete(focused, context) {
    return focused.name === 'term' ? glossaryAutocomplete(context.db, releaseAt(context.db), focused.value) : [];
  },
  warmUp(db) {
    const entries = spreadOver(searchLexicon(db, releaseAt(db)).glossary, WARM_UP_INPUTS);
    return entries.flatMap(({ term }) => [{ options: { term } }, { focused: { name: 'term', value: term.slice(0, 3) } }]);
  },
  press(press, context) {
    const ownerId = press.isOwner ? press.ownerId : press.userId;
    if (press.action === 'term') return startDefinition({ term: press.values[0] ?? '', at: press.args[0] ?? '' }, ownerId, context);
    // A button from elsewhere (a glossary entry among /search results) naming the term.
    if (press.action === 'open') return { ...startDefinition({ term: press.args[0] ?? '', at: press.args[1] ?? '' }, ownerId, context), asNewMessage: true };
    const [token = '', page = '0'] = press.args;
    const state = context.memory.recall(token) as DefineState | undefined;
    if (!state) throw new UserError('definition-expired', 'This definition has expired; run /define again.');
    return defineTerm(state, token, Number(page), ownerId, context);
  },
});
