/**
 * Sending a reply to an interaction within Discord's 3 seconds: answers directly when the handler
 * is quick (always, so far), and defers first when it is not, so the token never expires.
 */
import type { APIModalInteractionResponseCallbackData } from 'discord-api-types/v10';
import type {
  ButtonInteraction,
  ChatInputCommandInteraction,
  MessageContextMenuCommandInteraction,
  ModalSubmitInteraction,
  StringSelectMenuInteraction,
} from 'discord.js';
import { toMessagePayload, type MessagePayload, type Reply } from '../commands/payload/message-payload.js';
import { errorReply } from '../commands/payload/reply-helpers.js';

/** Discord gives 3 s to acknowledge an interaction; defer well before that. */
export const DEFER_AFTER_MS = 2000;

type Answerable = ChatInputCommandInteraction | MessageContextMenuCommandInteraction | ButtonInteraction | StringSelectMenuInteraction | ModalSubmitInteraction;

/** What a handler's reply becomes on Discord: a message, or a modal (a form) to open. */
export type Answer = MessagePayload | { modal: APIModalInteractionResponseCallbackData };

/** A handler's reply as what the bot sends: its modal, or its message payload (checked against Discord's limits). */
export function toAnswer(reply: Reply): Answer {
  return reply.modal ? { modal: reply.modal } : toMessagePayload(reply);
}

/** Said when a modal could not open because its handler took too long (a modal cannot follow a deferral). */
const MODAL_TOO_LATE = toMessagePayload(errorReply('That form took too long to open; run the command again.'));

function toDiscordJs(payload: MessagePayload) {
  return {
    embeds: payload.embeds,
    components: payload.components,
    allowedMentions: payload.allowed_mentions,
    ...(payload.flags ? { flags: payload.flags } : {}),
  };
}

/**
 * Runs `produce` and sends its payload: as a new message (`edit` false) or as an edit of the
 * pressed message (`edit` true, components only). Defers if `produce` takes too long.
 */
export async function sendReply(
  interaction: Answerable,
  produce: () => Promise<{ payload: Answer; edit: boolean }>,
): Promise<void> {
  let deferral: Promise<unknown> | undefined;
  const timer = setTimeout(() => {
    deferral = interaction.isMessageComponent() ? interaction.deferUpdate() : interaction.deferReply();
  }, DEFER_AFTER_MS);
  let result;
  try {
    result = await produce();
  } finally {
    clearTimeout(timer);
  }
  const { edit } = result;
  if ('modal' in result.payload && !deferral && !interaction.isModalSubmit()) {
    await interaction.showModal(result.payload.modal);
    return;
  }
  const payload = 'modal' in result.payload ? MODAL_TOO_LATE : result.payload;
  const options = toDiscordJs(payload);
  if (!deferral) {
    if (edit && interaction.isMessageComponent()) await interaction.update(options);
    else await interaction.reply(options);
    return;
  }
  await deferral;
  if (interaction.isMessageComponent()) {
    // deferUpdate acknowledged the press: editReply edits the pressed message, so a new message
    // ("Post to channel", a button opening a rule) has to be a follow-up, or it would replace it.
    if (edit) await interaction.editReply(options);
    else await interaction.followUp(options);
  } else if (payload.flags) {
    // A deferred reply is already public; an ephemeral answer has to be a follow-up.
    await interaction.deleteReply();
    await interaction.followUp(options);
  } else await interaction.editReply(options);
}
