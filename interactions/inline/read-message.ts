/**
 * A channel message as inline lookups read it, from the raw MESSAGE_CREATE or MESSAGE_UPDATE
 * payload the gateway delivers (plain JSON, no discord.js). Messages the bot must never answer are
 * dropped here: direct messages (inline lookups are a server's choice), bots (itself included, so
 * two bots never answer each other), webhooks, and Discord's own system messages.
 */
import { MessageType, type APIUser } from 'discord-api-types/v10';

export interface InlineMessage {
  id: string;
  guildId: string;
  channelId: string;
  /** The channel's parent (a thread's channel), when the transport knows it. */
  parentChannelId?: string | null;
  authorId: string;
  content: string;
  /** When it was sent (milliseconds since the epoch, from its id). */
  sentAt: number;
}

/** The fields of a gateway message payload that matter here; MESSAGE_UPDATE may lack any of them. */
export interface RawMessage {
  id: string;
  channel_id: string;
  guild_id?: string;
  author?: Pick<APIUser, 'id' | 'bot' | 'system'>;
  webhook_id?: string;
  type?: MessageType;
  content?: string;
}

const DISCORD_EPOCH_MS = 1_420_070_400_000n;

/** When the object with this snowflake id was made, in milliseconds since the epoch. */
export function snowflakeTime(id: string): number {
  return Number((BigInt(id) >> 22n) + DISCORD_EPOCH_MS);
}

/** What people write: a message, or a reply to one. Pins, joins, boosts and the like are Discord's. */
const WRITTEN = new Set<MessageType>([MessageType.Default, MessageType.Reply]);

/** The message, or null when it is not one a person wrote in a server (or the payload lacks what it needs). */
export function readMessage(raw: RawMessage, parentChannelId?: string | null): InlineMessage | null {
  if (!raw.guild_id || !raw.author || typeof raw.content !== 'string') return null;
  if (raw.author.bot || raw.author.system || raw.webhook_id) return null;
  if (raw.type !== undefined && !WRITTEN.has(raw.type)) return null;
  if (!/^\d{17,20}$/.test(raw.id)) return null;
  return {
    id: raw.id,
    guildId: raw.guild_id,
    channelId: raw.channel_id,
    ...(parentChannelId !== undefined ? { parentChannelId } : {}),
    authorId: raw.author.id,
    content: raw.content,
    sentAt: snowflakeTime(raw.id),
  };
}
