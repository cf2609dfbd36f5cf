/** The Discord REST endpoints the fake serves, and what each answers. */
import type { APIGatewayBotInfo, APIUser } from 'discord-api-types/v10';
import { application, textChannel } from './api-objects.js';
import type { ApplicationCommands } from './application-commands.js';
import type { ChannelMessages } from './channel-messages.js';
import type { FakeDiscordIds } from './ids.js';
import type { InteractionStore } from './interaction-store.js';
import { discordError, needsBotToken, noBotToken, ok, type Route, type RestResponse } from './rest-router.js';

export interface RestWorld {
  ids: FakeDiscordIds;
  bot: APIUser;
  /** The gateway URL handed out by GET /gateway/bot. */
  gatewayUrl: () => string;
  /** The shard count GET /gateway/bot recommends. */
  recommendedShards: number;
  interactions: InteractionStore;
  /** The channels' messages: the bot's posts, edits and deletes, and what people sent. */
  messages: ChannelMessages;
  commands: ApplicationCommands;
}

/** Every bot-token route names the application; another application's id is a 404, as on Discord. */
function forOwnApplication(world: RestWorld, applicationId: string | undefined, answer: () => RestResponse): RestResponse {
  return applicationId === world.ids.applicationId ? answer() : discordError(404, 10002, 'Unknown Application');
}

/** The route table, most specific first. */
export function restRoutes(world: RestWorld): Route[] {
  const { interactions, messages, commands } = world;
  return [
    needsBotToken('GET', '/gateway/bot', () =>
      ok({
        url: world.gatewayUrl(),
        shards: world.recommendedShards,
        session_start_limit: { total: 1000, remaining: 999, reset_after: 14_400_000, max_concurrency: 1 },
      } satisfies APIGatewayBotInfo),
    ),
    noBotToken('GET', '/gateway', () => ok({ url: world.gatewayUrl() })),
    needsBotToken('GET', '/users/@me', () => ok(world.bot)),
    needsBotToken('GET', '/applications/@me', () => ok(application(world.ids))),

    needsBotToken('GET', '/applications/:applicationId/commands', ({ params }) =>
      forOwnApplication(world, params.applicationId, () => ok(commands.list())),
    ),
    needsBotToken('PUT', '/applications/:applicationId/commands', ({ params, body }) =>
      forOwnApplication(world, params.applicationId, () => ok(commands.overwrite(body))),
    ),
    needsBotToken('GET', '/applications/:applicationId/guilds/:guildId/commands', ({ params }) =>
      forOwnApplication(world, params.applicationId, () => ok(commands.list(params.guildId))),
    ),
    needsBotToken('PUT', '/applications/:applicationId/guilds/:guildId/commands', ({ params, body }) =>
      forOwnApplication(world, params.applicationId, () => ok(commands.overwrite(body, params.guildId))),
    ),

    noBotToken('POST', '/interactions/:interactionId/:token/callback', ({ params, query, body, files }) =>
      interactions.callback(params.interactionId ?? '', params.token ?? '', body, files, query.with_response === 'true'),
    ),
    noBotToken('POST', '/webhooks/:applicationId/:token', ({ params, query, body, files }) =>
      interactions.followUp(params.applicationId ?? '', params.token ?? '', body, files, query.wait === 'true'),
    ),
    // `:messageId` is `@original` or a follow-up's id.
    noBotToken('GET', '/webhooks/:applicationId/:token/messages/:messageId', ({ params }) =>
      interactions.getMessage(params.applicationId ?? '', params.token ?? '', params.messageId ?? ''),
    ),
    noBotToken('PATCH', '/webhooks/:applicationId/:token/messages/:messageId', ({ params, body, files }) =>
      interactions.editMessage(params.applicationId ?? '', params.token ?? '', params.messageId ?? '', body, files),
    ),
    noBotToken('DELETE', '/webhooks/:applicationId/:token/messages/:messageId', ({ params }) =>
      interactions.deleteMessage(params.applicationId ?? '', params.token ?? '', params.messageId ?? ''),
    ),

    needsBotToken('GET', '/channels/:channelId', ({ params }) =>
      params.channelId === world.ids.channelId ? ok(textChannel(world.ids)) : discordError(404, 10003, 'Unknown Channel'),
    ),
    needsBotToken('POST', '/channels/:channelId/messages', ({ params, body, files }) => messages.post(params.channelId ?? '', body, files)),
    needsBotToken('PATCH', '/channels/:channelId/messages/:messageId', ({ params, body, files }) =>
      messages.edit(params.channelId ?? '', params.messageId ?? '', body, files),
    ),
    needsBotToken('DELETE', '/channels/:channelId/messages/:messageId', ({ params }) => messages.delete(params.channelId ?? '', params.messageId ?? '')),
  ];
}
