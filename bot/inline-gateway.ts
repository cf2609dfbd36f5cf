/**
 * The gateway's side of inline lookups: each raw MESSAGE_CREATE, MESSAGE_UPDATE, MESSAGE_DELETE and
 * MESSAGE_DELETE_BULK goes to the transport-neutral InlineLookups (interactions/inline/), and its
 * replies are posted, edited and deleted through the client's REST, which waits out Discord's rate
 * limits. Only adapting: what to answer, and whether, is decided there.
 */
import { DiscordAPIError, GatewayDispatchEvents, Routes, type Client } from 'discord.js';
import type {
  APIMessage,
  GatewayMessageCreateDispatchData,
  GatewayMessageDeleteBulkDispatchData,
  GatewayMessageDeleteDispatchData,
  GatewayMessageUpdateDispatchData,
} from 'discord-api-types/v10';
import type { InlineLookups, MessagePoster } from '../interactions/inline/inline-lookups.js';
import { readMessage, type RawMessage } from '../interactions/inline/read-message.js';

/** A message or channel that is no longer there (deleted by someone): nothing to edit or delete. */
function isGone(error: unknown): boolean {
  return error instanceof DiscordAPIError && error.status === 404;
}

/** Posts, edits and deletes the bot's own messages with its token. */
export function restMessagePoster(client: Client): MessagePoster {
  return {
    async post(channelId, payload) {
      const message = (await client.rest.post(Routes.channelMessages(channelId), { body: payload })) as APIMessage;
      return message.id;
    },
    async edit(channelId, messageId, payload) {
      try {
        await client.rest.patch(Routes.channelMessage(channelId, messageId), { body: payload });
        return 'edited';
      } catch (error) {
        if (isGone(error)) return 'gone';
        throw error;
      }
    },
    async delete(channelId, messageId) {
      try {
        await client.rest.delete(Routes.channelMessage(channelId, messageId));
      } catch (error) {
        if (!isGone(error)) throw error;
      }
    },
  };
}

/**
 * Hands the client's message events to `lookups` until `stopping()` says otherwise. A thread's
 * parent channel comes from the client's channel cache (the Guilds intent keeps it), so a server
 * that excluded a channel excludes its threads too.
 */
export function listenForMessages(client: Client, lookups: InlineLookups, stopping: () => boolean): void {
  const parentOf = (channelId: string): string | null => {
    const channel = client.channels.cache.get(channelId);
    return channel && 'parentId' in channel ? channel.parentId : null;
  };
  const read = (data: RawMessage) => readMessage(data, parentOf(data.channel_id));
  client.ws.on(GatewayDispatchEvents.MessageCreate, (data: GatewayMessageCreateDispatchData) => {
    const message = stopping() ? null : read(data);
    if (message) void lookups.created(message);
  });
  client.ws.on(GatewayDispatchEvents.MessageUpdate, (data: GatewayMessageUpdateDispatchData) => {
    const message = stopping() ? null : read(data);
    if (message) void lookups.updated(message);
  });
  client.ws.on(GatewayDispatchEvents.MessageDelete, (data: GatewayMessageDeleteDispatchData) => {
    if (!stopping()) void lookups.deleted([data.id]);
  });
  client.ws.on(GatewayDispatchEvents.MessageDeleteBulk, (data: GatewayMessageDeleteBulkDispatchData) => {
    if (!stopping()) void lookups.deleted(data.ids);
  });
}
