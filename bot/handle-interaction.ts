/** Routes every interaction to the command handlers and answers it; nothing here can crash the bot. */
import type { Interaction } from 'discord.js';
import type { CommandContext, OptionValue } from '../commands/framework/command-module.js';
import { runAutocomplete, runCommand, runComponent, type CommandRegistry, type ErrorLog } from '../commands/framework/dispatch.js';
import { toMessagePayload } from '../commands/payload/message-payload.js';
import { apologyReply } from '../commands/payload/reply-helpers.js';
import type { Logger } from './logger.js';
import { sendReply } from './send-reply.js';

/** The flat option values of a slash command, as the handlers expect them. */
function optionValues(options: readonly { name: string; value?: string | number | boolean | undefined }[]): Record<string, OptionValue> {
  return Object.fromEntries(options.filter((option) => option.value !== undefined).map((option) => [option.name, option.value!]));
}

/** Builds the `interactionCreate` listener. */
export function createInteractionHandler(registry: CommandRegistry, context: CommandContext, logger: Logger) {
  const log: ErrorLog = (message, details) => logger.error(message, details);
  return async (interaction: Interaction): Promise<void> => {
    try {
      if (interaction.isAutocomplete()) {
        const focused = interaction.options.getFocused(true);
        await interaction.respond(runAutocomplete(registry, interaction.commandName, { name: focused.name, value: String(focused.value) }, context, log));
      } else if (interaction.isChatInputCommand()) {
        await sendReply(interaction, async () => ({
          payload: toMessagePayload(
            await runCommand(registry, interaction.commandName, optionValues(interaction.options.data), interaction.user.id, context, log),
          ),
          edit: false,
        }));
      } else if (interaction.isButton() || interaction.isStringSelectMenu()) {
        const values = interaction.isStringSelectMenu() ? interaction.values : [];
        await sendReply(interaction, async () => {
          const { reply, edit } = await runComponent(registry, interaction.customId, values, interaction.user.id, context, log);
          return { payload: toMessagePayload(reply), edit };
        });
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
