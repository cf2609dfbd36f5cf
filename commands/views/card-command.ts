/**
 * What /card and /rulings share: finding the card named, the "did you mean" and "not found"
 * replies with a button per name, autocomplete of card names, and the views' buttons.
 */
import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import type { APIApplicationCommandOptionChoice, RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import { z } from 'zod';
import { cardNameIndex, lookUpCard, notFoundMessage } from '../../cards-db/lookup/find-card.js';
import type { Card } from '../../cards-db/card.js';
import type { CardDataSummary } from '../../cards-db/store/card-data.js';
import { isUserError, UserError } from '../../common/user-error.js';
import type { ContentDb } from '../../database/open-database.js';
import { choice } from '../../rules-db/lookup/autocomplete-choice.js';
import { defineCommand, type CommandContext, type CommandModule } from '../framework/command-module.js';
import { textOption } from '../framework/option-schemas.js';
import { actionRow, button } from '../payload/components.js';
import { namesStarting } from '../../cards-db/store/card-names.js';
import { spreadOver, WARM_UP_INPUTS } from '../framework/warm-up.js';
import { LIMITS } from '../payload/discord-limits.js';
import type { Reply } from '../payload/message-payload.js';
import { errorReply } from '../payload/reply-helpers.js';
import { openCardId, type CardCommand } from './card-ids.js';
import { withWebLink } from '../payload/web-link.js';
import { cardPath } from '../../common/web-paths.js';

/**
 * Shows the card `query` names with `show`, or answers with the names to choose from (ephemeral,
 * each a button opening that card in `command`'s view as a new message).
 */
function withCard(command: CardCommand, query: string, ownerId: string, context: CommandContext, show: (card: Card, data: CardDataSummary) => Reply): Reply {
  const lookup = lookUpCard(context.db, query);
  if (lookup.card) return withWebLink(show(lookup.card, lookup.data), context.settings, cardPath(lookup.card.name));
  const reply = errorReply(notFoundMessage(query, lookup.match));
  const names = lookup.match.kind === 'suggestions' ? lookup.match.candidates : lookup.match.closest;
  if (names.length > 0) reply.components = [actionRow(...names.map((card) => button(openCardId(command, ownerId, card.oracleId), card.name)))];
  return reply;
}

/** Up to 25 card names for what has been typed; each choice's value is the name, or the Oracle ID for a name longer than Discord allows. */
function cardNameChoices(typed: string, context: CommandContext): APIApplicationCommandOptionChoice[] {
  try {
    return cardNameIndex(context.db)
      .index.complete(typed, LIMITS.autocompleteChoices)
      .map((card) => choice(card.name, card.name.length <= LIMITS.choiceValue ? card.name : card.oracleId));
  } catch (error) {
    if (isUserError(error)) return [];
    throw error;
  }
}

/** Shows a card's page: the card itself, or its rulings. */
export type CardView = (db: ContentDb, card: Card, data: CardDataSummary, ownerId: string, page: number) => Reply;

/** Builds the module of /card or /rulings: a `name` option, found by the name matcher, shown with `view`. */
export function defineCardCommand(command: CardCommand, description: string, view: CardView): CommandModule {
  const definition = {
    name: command,
    description,
    options: [
      {
        type: ApplicationCommandOptionType.String,
        name: 'name',
        description: 'A card name, part of one, a misspelling or a nickname (bob, jtms)',
        required: true,
        autocomplete: true,
        max_length: 200,
      },
    ],
  } satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;
  const show = (query: string, ownerId: string, page: number, context: CommandContext) =>
    withCard(command, query, ownerId, context, (card, data) => view(context.db, card, data, ownerId, page));
  return defineCommand({
    definition,
    options: z.object({ name: textOption('a card name, e.g. Delver of Secrets', 200) }),
    execute: (values, userId, context) => show(values.name, userId, 0, context),
    autocomplete: (focused, context) => (focused.name === 'name' ? cardNameChoices(focused.value, context) : []),
    warmUp: (db) => warmUpNames(db).flatMap((name) => [{ options: { name } }, { focused: { name: 'name', value: name.slice(0, 5) } }]),
    press(press, context) {
      const ownerId = press.isOwner ? press.ownerId : press.userId;
      const [oracleId = '', page = '0'] = press.args;
      switch (press.action) {
        case 'v':
          return show(oracleId, ownerId, Number(page), context);
        case 'open':
          // Like running the command: a new message, so the message with the button stays.
          return { ...show(oracleId, ownerId, 0, context), asNewMessage: true };
        default:
          throw new UserError('stale-button', `That button no longer does anything; run /${command} again.`);
      }
    },
  });
}

/** Card names from across the alphabet (none before card data is imported). */
function warmUpNames(db: ContentDb): string[] {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const perLetter = Math.ceil(WARM_UP_INPUTS / letters.length);
  const names = [...letters].flatMap((letter) => {
    const { whole, partial } = namesStarting(db, false, letter, perLetter);
    return [...whole, ...partial].slice(0, perLetter).map((name) => name.folded);
  });
  return spreadOver(names, WARM_UP_INPUTS);
}
