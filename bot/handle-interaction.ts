/**
 * Routes every interaction to the command handlers (on the worker pool) and answers it; nothing
 * here can crash the bot. The handlers run off this thread, so the deferral timer in sendReply
 * fires on time however long one of them takes.
 */
import { ApplicationCommandOptionType, ComponentType, type Interaction } from 'discord.js';
import { SUBCOMMAND_OPTION, type OptionValue } from '../commands/framework/command-module.js';
import type { InteractionPlace, PooledDispatcher } from '../commands/framework/pooled-dispatch.js';
import { toMessagePayload } from '../commands/payload/message-payload.js';
import { apologyReply } from '../commands/payload/reply-helpers.js';
import type { Logger } from './logger.js';
import { sendReply, toAnswer } from './send-reply.js';

interface ReceivedOption {
  name: string;
  type: number;
  value?: string | number | boolean | undefined;
  options?: readonly ReceivedOption[] | undefined;
}

/** The flat option values of a slash command, as the handlers expect them; a subcommand's name as SUBCOMMAND_OPTION beside its options. */
function optionValues(options: readonly ReceivedOption[]): Record<string, OptionValue> {
  const [first] = options;
  if (first?.type === ApplicationCommandOptionType.Subcommand) return { [SUBCOMMAND_OPTION]: first.name, ...optionValues(first.options ?? []) };
  return Object.fromEntries(options.filter((option) => option.value !== undefined).map((option) => [option.name, option.value!]));
}

/** The server an interaction came from and its member's roles and permissions there, as Discord sent them; {} in DMs. */
function placeOf(interaction: Interaction): InteractionPlace {
  if (!interaction.inGuild()) return {};
  const roles = interaction.member?.roles;
  const roleIds = !roles ? [] : Array.isArray(roles) ? [...roles] : [...roles.cache.keys()];
  return { guildId: interaction.guildId, member: { roleIds, permissions: (interaction.memberPermissions?.bitfield ?? 0n).toString() } };
}

/** Builds the `interactionCreate` listener. */
export function createInteractionHandler(dispatcher: PooledDispatcher, logger: Logger) {
  return async (interaction: Interaction): Promise<void> => {
    try {
      if (interaction.isAutocomplete()) {
        const focused = interaction.options.getFocused(true);
        await interaction.respond(await dispatcher.autocomplete(interaction.commandName, { name: focused.name, value: String(focused.value) }));
      } else if (interaction.isChatInputCommand()) {
        await sendReply(interaction, async () => ({
          payload: toAnswer(
            await dispatcher.command(interaction.commandName, optionValues(interaction.options.data), interaction.user.id, placeOf(interaction)),
          ),
          edit: false,
        }));
      } else if (interaction.isMessageContextMenuCommand()) {
        // Discord sends the message with the interaction: no message-content intent, no fetch.
        const { content, createdAt } = interaction.targetMessage;
        await sendReply(interaction, async () => ({
          payload: toMessagePayload(
            await dispatcher.messageCommand(interaction.commandName, { content, createdAt: createdAt.toISOString() }, interaction.user.id),
          ),
          edit: false,
        }));
      } else if (interaction.isButton() || interaction.isStringSelectMenu()) {
        const values = interaction.isStringSelectMenu() ? interaction.values : [];
        await sendReply(interaction, async () => {
          const { reply, edit } = await dispatcher.component(interaction.customId, values, interaction.user.id, placeOf(interaction));
          return { payload: toAnswer(reply), edit };
        });
      } else if (interaction.isModalSubmit()) {
        const fields = Object.fromEntries(
          interaction.fields.fields.filter((field) => field.type === ComponentType.TextInput).map((field) => [field.customId, field.value]),
        );
        await sendReply(interaction, async () => ({
          payload: toAnswer(await dispatcher.modalSubmit(interaction.customId, fields, interaction.user.id, placeOf(interaction))),
          edit: false,
        }));
      }
    } catch (error) {
      logger.error('answering an interaction failed', { id: interaction.id, user: interaction.user.id, error });
      // The handler already turned errors into replies; this is Discord refusing ours. Try once to apologise.
      if (interaction.isRepliable() && !interaction.replied && !interaction.deferred) {
        await interaction.reply(toDiscordApology()).catch(() => undefined);
      }
    }
  };
}

function toDiscordApology() {
  const payload = toMessagePayload(apologyReply());
  return { embeds: payload.embeds, allowedMentions: payload.allowed_mentions, flags: payload.flags };
}
