/** `/rule number:<rule|range|section|keyword> [examples] [at]` */
import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import { z } from 'zod';
import { resolveRule, ruleNotFoundError, type RuleNotFoundError } from '../rules-db/lookup/find-rule.js';
import { parseRuleQuery, type RuleQuery } from '../rules-db/lookup/parse-rule-query.js';
import { releaseAt } from '../rules-db/store/release-queries.js';
import { findRuleByName, ruleAutocomplete } from '../rules-db/lookup/rule-names.js';
import { spreadOver, WARM_UP_INPUTS } from './framework/warm-up.js';
import type { AutocompleteChoice } from '../rules-db/lookup/autocomplete-choice.js';
import { getRule, headingTitle, rulesBetween, ruleTexts, rulesInSection } from '../rules-db/store/rule-queries.js';
import { UserError } from '../common/user-error.js';
import { defineCommand, type CommandContext } from './framework/command-module.js';
import type { Reply } from './payload/message-payload.js';
import { actionRow, button, shorten, stringSelect } from './payload/components.js';
import { encodeCustomId } from './framework/custom-id.js';
import { LIMITS } from './payload/discord-limits.js';
import { dateOption, textOption } from './framework/option-schemas.js';
import { rangeEntries, ruleListView, sectionEntries } from './views/rule-list-view.js';
import { errorReply } from './payload/reply-helpers.js';
import { ruleView } from './views/rule-view.js';
import { ruleViewId, type RuleViewState } from './views/rule-ids.js';
import { withWebLink } from './payload/web-link.js';
import { crPath } from '../common/web-paths.js';

const definition = {
  name: 'rule',
  description: 'Show a rule of the Comprehensive Rules, with its subrules, examples and references',
  options: [
    {
      type: ApplicationCommandOptionType.String,
      name: 'number',
      description: 'A rule (616.1), range (616.1a-c), section (702) or keyword (trample)',
      required: true,
      autocomplete: true,
      max_length: 100,
    },
    { type: ApplicationCommandOptionType.Boolean, name: 'examples', description: 'Show the examples (default: yes)' },
    { type: ApplicationCommandOptionType.String, name: 'at', description: 'The rules in effect on this date (YYYY-MM-DD)', max_length: 10 },
  ],
} satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

const options = z.object({
  number: textOption('a rule number such as 616.1, a section such as 702, or a keyword such as trample', 100),
  examples: z.boolean().default(true),
  at: dateOption.optional(),
});

/** Shows whatever `query` names in the release the state's date selects. */
export function openRuleQuery(query: RuleQuery, state: RuleViewState, context: CommandContext): Reply {
  const { db, settings } = context;
  const release = releaseAt(db, state.at || undefined);
  switch (query.kind) {
    case 'rule': {
      // An old number shows the rule it became, or a removed rule's last text; only a never-used one is "not found".
      const resolved = resolveRule(db, release, query.number);
      if (resolved) return withWebLink(ruleView(db, resolved.release, resolved.rule, state, settings, resolved.followed), settings, crPath(resolved.release.effectiveDate, resolved.rule.number));
      return notFoundReply(ruleNotFoundError(db, release, query.number), state);
    }
    case 'range': {
      const numbers = rulesBetween(db, release.id, query.first, query.last);
      if (numbers.length === 0) {
        throw new UserError('range-not-found', `No rules from ${query.first} to ${query.last} in the Comprehensive Rules effective ${release.effectiveDate}.`);
      }
      const title = `${query.first}–${query.last} · ${getRule(db, release, query.first)!.heading}`;
      const list = { title, linkNumber: query.first, entries: rangeEntries(db, release, numbers, state.examples), action: 'rng', args: [query.first, query.last] };
      return withWebLink(ruleListView(release, list, state, settings), settings, crPath(release.effectiveDate, `${query.first}-${query.last}`));
    }
    case 'section': {
      const title = headingTitle(db, release.id, query.number);
      const numbers = rulesInSection(db, release.id, query.number);
      if (!title || numbers.length === 0) {
        throw new UserError('section-not-found', `No section ${query.number} in the Comprehensive Rules effective ${release.effectiveDate}.`);
      }
      const list = { title: `${query.number}. ${title}`, linkNumber: `${query.number}.1`, entries: sectionEntries(db, release, numbers), action: 'sec', args: [query.number] };
      return withWebLink(ruleListView(release, list, state, settings), settings, crPath(release.effectiveDate, query.number));
    }
    case 'name': {
      const match = findRuleByName(db, release, query.text);
      if (!match) {
        throw new UserError(
          'rule-name-not-found',
          `"${query.text}" is not a rule number, keyword, section title or glossary term in the Comprehensive Rules effective ${release.effectiveDate}. ` +
            'Try a number such as 616.1, a section such as 702, or /search for words.',
        );
      }
      const shown = openRuleQuery(match.number.includes('.') ? { kind: 'rule', number: match.number } : { kind: 'section', number: match.number }, state, context);
      return match.sure ? shown : withSuggestions(shown, match.alternatives, state);
    }
  }
}

/** A guessed rule (a typo, part of a name) with a menu of the other rules the name may mean. */
function withSuggestions(reply: Reply, alternatives: AutocompleteChoice[], state: RuleViewState): Reply {
  const rows = reply.components ?? [];
  if (alternatives.length === 0 || rows.length >= LIMITS.actionRows) return reply;
  // Its own custom id: the referenced-rules menu of the same message uses 'sel' with two arguments.
  const id = encodeCustomId({ command: 'rule', ownerId: state.ownerId, action: 'sel', args: [state.at, state.examples ? '1' : '0', 'guess'] });
  const options = alternatives.map((alternative) => ({ label: shorten(alternative.name, LIMITS.selectOptionText), value: alternative.value }));
  return { ...reply, components: [...rows, actionRow(stringSelect(id, 'Did you mean…', options))] };
}

/** The unknown-number reply: ephemeral, naming the release, with buttons opening the nearest rules. */
function notFoundReply(error: RuleNotFoundError, state: RuleViewState): Reply {
  const reply = errorReply(error.message);
  if (error.nearest.length > 0) reply.components = [actionRow(...error.nearest.map((number) => button(ruleViewId(state, number), number)))];
  return reply;
}

export default defineCommand({
  definition,
  options,
  autocomplete(focused, context) {
    return focused.name === 'number' ? ruleAutocomplete(context.db, releaseAt(context.db), focused.value) : [];
  },
  warmUp(db) {
    const rules = spreadOver(ruleTexts(db, releaseAt(db).id), WARM_UP_INPUTS);
    return rules.flatMap(({ number }) => [{ options: { number } }, { focused: { name: 'number', value: number.slice(0, 3) } }]);
  },
  execute(values, userId, context) {
    const state = { ownerId: userId, at: values.at ?? '', examples: values.examples, page: 0 };
    return openRuleQuery(parseRuleQuery(values.number), state, context);
  },
  press(press, context) {
    const ownerId = press.isOwner ? press.ownerId : press.userId;
    const [first = '', second = '', third = '', fourth = '', fifth = ''] = press.args;
    switch (press.action) {
      case 'v':
        return openRuleQuery({ kind: 'rule', number: first }, { ownerId, at: second, examples: third === '1', page: Number(fourth) }, context);
      case 'open':
        // Like running /rule (a rule or a section): a new message, so the message with the button stays.
        return { ...openRuleQuery(parseRuleQuery(first), { ownerId, at: second, examples: true, page: 0 }, context), asNewMessage: true };
      case 'sel':
        return openRuleQuery(parseRuleQuery(press.values[0] ?? ''), { ownerId, at: first, examples: second === '1', page: 0 }, context);
      case 'sec':
        return openRuleQuery({ kind: 'section', number: first }, { ownerId, at: second, examples: third === '1', page: Number(fourth) }, context);
      case 'rng':
        return openRuleQuery({ kind: 'range', first, last: second }, { ownerId, at: third, examples: fourth === '1', page: Number(fifth) }, context);
      default:
        throw new UserError('stale-button', 'That button no longer does anything; run /rule again.');
    }
  },
});
