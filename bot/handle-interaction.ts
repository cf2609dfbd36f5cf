/**
 * The gateway's side of answering: every INTERACTION_CREATE, as the raw payload Discord sends
 * (the same JSON the HTTP endpoint receives), goes to the shared answerInteraction; the first
 * response is POSTed to the interaction's callback endpoint. Nothing here can crash the bot.
 */
import { Routes, type Client } from 'discord.js';
import type { APIInteraction, APIInteractionResponse } from 'discord-api-types/v10';
import { answerInteraction } from '../interactions/answer-interaction.js';
import { interactionWebhook } from '../interactions/interaction-webhook.js';
import type { ServiceRuntime } from './service-runtime.js';

/** Builds the listener for raw INTERACTION_CREATE payloads `client` receives; its promise settles once the answer is sent. */
export function createInteractionHandler(runtime: ServiceRuntime, apiUrl: string | undefined) {
  return async (client: Client, interaction: APIInteraction): Promise<void> => {
    // A malformed payload is not answered (answerInteraction checks its shape first): it is logged as rejected.
    const record = await answerInteraction(interaction, {
      dispatcher: runtime.dispatcher,
      // The interaction's token authorises its callback; the bot token is not sent.
      respond: async (response: APIInteractionResponse) => {
        await client.rest.post(Routes.interactionCallback(interaction.id, interaction.token), { body: response, auth: false });
      },
      webhook: (checked) => interactionWebhook(apiUrl, checked.application_id, checked.token),
    });
    runtime.observe(record);
  };
}
