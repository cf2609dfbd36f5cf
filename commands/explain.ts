/**
 * `/explain text:<text> [at:<date>]` and the message command "Explain rules & cards": everything a
 * message cites or names — rules, MTR and IPG sections, terms, keywords, cards — one line each,
 * privately, with a button opening each and one posting the list to the channel.
 */
import { ApplicationCommandOptionType, ApplicationCommandType } from 'discord-api-types/v10';
import type { RESTPostAPIChatInputApplicationCommandsJSONBody, RESTPostAPIContextMenuApplicationCommandsJSONBody } from 'discord-api-types/v10';
import { z } from 'zod';
import { UserError } from '../common/user-error.js';
import { explainMessage } from '../explain/explain-message.js';
import { defineCommand, type CommandContext } from './framework/command-module.js';
import { dateOption } from './framework/option-schemas.js';
import type { Reply } from './payload/message-payload.js';
import { explanationView, type ExplanationViewState } from './views/explain-view.js';

/** Discord's longest message (with Nitro); a text option holds up to 6,000 characters. */
const MAX_TEXT = 6000;

const definition = {
  name: 'explain',
  description: 'Explain the rules, tournament sections, terms, keywords and cards a text cites or names',
  options: [
    { type: ApplicationCommandOptionType.String, name: 'text', description: 'The text, e.g. a ruling citing CR 702.19b or a note about a GRV', required: true, max_length: MAX_TEXT },
    { type: ApplicationCommandOptionType.String, name: 'at', description: 'When the text was written (YYYY-MM-DD): its rule numbers are read as of then', max_length: 10 },
  ],
} satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

const messageCommand = {
  type: ApplicationCommandType.Message,
  name: 'Explain rules & cards',
} satisfies RESTPostAPIContextMenuApplicationCommandsJSONBody;

const options = z.object({
  text: z.string().max(MAX_TEXT, `keep it under ${MAX_TEXT} characters`).refine((text) => text.trim() !== '', 'give a text to explain'),
  at: dateOption.optional(),
});

/** What a view explains: the text and the day it was written ('' when unknown), kept in view state. */
interface Explained {
  text: string;
  writtenAt: string;
}

function isExplained(value: unknown): value is Explained {
  return typeof value === 'object' && value !== null && typeof (value as Explained).text === 'string' && typeof (value as Explained).writtenAt === 'string';
}

function show(explained: Explained, state: Omit<ExplanationViewState, 'writtenAt'>, context: CommandContext): Reply {
  const explanation = explainMessage(context.db, explained.text, explained.writtenAt ? { writtenAt: explained.writtenAt } : {});
  return explanationView(explanation, { ...state, writtenAt: explained.writtenAt });
}

function explain(explained: Explained, ownerId: string, context: CommandContext): Reply {
  return show(explained, { ownerId, token: context.memory.remember(explained), page: 0, audience: 'private' }, context);
}

export default defineCommand({
  definition,
  options,
  execute: (values, userId, context) => explain({ text: values.text, writtenAt: values.at ?? '' }, userId, context),
  messageCommand: {
    definition: messageCommand,
    // The day the message was sent (UTC) decides which release its rule numbers are read in.
    execute: (message, userId, context) => explain({ text: message.content, writtenAt: message.createdAt.slice(0, 10) }, userId, context),
  },
  press(press, context) {
    const [token = '', page = '0', audience = 'p'] = press.args;
    const explained = context.memory.recall(token);
    if (!isExplained(explained)) throw new UserError('explanation-expired', 'This explanation has expired; explain the message again.');
    const ownerId = press.isOwner ? press.ownerId : press.userId;
    if (press.action === 'post') {
      // The same list, for everyone: a new message in the channel, owned by whoever posted it.
      return { ...show(explained, { ownerId, token, page: Number(page), audience: 'channel' }, context), ephemeral: false, asNewMessage: true };
    }
    // Paging edits the message it is on; a private message stays private (an edit keeps its flags).
    return { ...show(explained, { ownerId, token, page: Number(page), audience: audience === 'c' ? 'channel' : 'private' }, context), ephemeral: false };
  },
});
