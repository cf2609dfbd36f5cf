/**
 * The messages of the fake's channels: those people send (a test's `sendMessage`, dispatched on the
 * gateway) and those the bot posts, edits and deletes over REST, with Discord's answers to each —
 * a reply to a message that is not there fails unless `fail_if_not_exists` is false, and editing or
 * deleting a message that is gone is 404 Unknown Message.
 */
import { MessageType, type APIMessage, type APIUser } from 'discord-api-types/v10';
import { messageObject } from './api-objects.js';
import { nextSnowflake } from './ids.js';
import { applyMessageBody, asRecord, editMessage } from './message-bodies.js';
import type { RecordedFile } from './request-recorder.js';
import { discordError, noContent, ok, type RestResponse } from './rest-router.js';

const unknownMessage = (): RestResponse => discordError(404, 10008, 'Unknown Message');

/** A message's guild: the gateway's message objects carry it, the REST type does not declare it. */
export function guildIdOf(message: APIMessage): string | undefined {
  return (message as APIMessage & { guild_id?: string }).guild_id;
}

export class ChannelMessages {
  /** Every message sent in the fake's channels, by id; a deleted one is gone from here. */
  readonly #messages = new Map<string, APIMessage>();
  /** The guild of each channel a message was sent in; others are the default guild's. */
  readonly #channelGuilds = new Map<string, string>();

  constructor(
    private readonly bot: APIUser,
    private readonly defaultGuildId: string,
  ) {}

  private guildOf(channelId: string): string {
    return this.#channelGuilds.get(channelId) ?? this.defaultGuildId;
  }

  /** The message as it is now; undefined once deleted (or never sent). */
  get(messageId: string): APIMessage | undefined {
    return this.#messages.get(messageId);
  }

  /** The bot's messages now in reply to `messageId`, oldest first. */
  repliesTo(messageId: string): APIMessage[] {
    return [...this.#messages.values()].filter((message) => message.author.id === this.bot.id && message.message_reference?.message_id === messageId);
  }

  /** Keeps a message sent by someone (the test), as it will be dispatched. */
  add(message: APIMessage): void {
    this.#messages.set(message.id, message);
    const guildId = guildIdOf(message);
    if (guildId) this.#channelGuilds.set(message.channel_id, guildId);
  }

  /** Replaces a message's content, as its author's edit does; undefined when it is gone. */
  editContent(messageId: string, content: string): APIMessage | undefined {
    const message = this.#messages.get(messageId);
    if (!message) return undefined;
    const edited = { ...message, content, edited_timestamp: new Date().toISOString() };
    this.#messages.set(messageId, edited);
    return edited;
  }

  /** Removes a message, as its author's or a moderator's deletion does; false when it was gone. */
  remove(messageId: string): boolean {
    return this.#messages.delete(messageId);
  }

  /** POST /channels/:channelId/messages by the bot. */
  post(channelId: string, body: unknown, files: readonly RecordedFile[]): RestResponse {
    const reference = asRecord(asRecord(body).message_reference);
    const repliedTo = typeof reference.message_id === 'string' ? reference.message_id : undefined;
    if (repliedTo !== undefined && !this.#messages.has(repliedTo) && reference.fail_if_not_exists !== false) {
      return { status: 400, body: { message: 'Invalid Form Body', code: 50035, errors: { message_reference: { _errors: [{ code: 'REPLIES_UNKNOWN_MESSAGE', message: 'Unknown message' }] } } } };
    }
    const base = messageObject({
      id: nextSnowflake(),
      channelId,
      guildId: this.guildOf(channelId),
      author: this.bot,
      type: repliedTo !== undefined && this.#messages.has(repliedTo) ? MessageType.Reply : MessageType.Default,
    });
    const message: APIMessage = {
      ...applyMessageBody(base, body, files),
      ...(repliedTo !== undefined && this.#messages.has(repliedTo) ? { message_reference: { message_id: repliedTo, channel_id: channelId, guild_id: this.guildOf(channelId) } } : {}),
    };
    this.#messages.set(message.id, message);
    return ok(message);
  }

  /** PATCH /channels/:channelId/messages/:messageId: only the bot's own messages, only while they exist. */
  edit(channelId: string, messageId: string, body: unknown, files: readonly RecordedFile[]): RestResponse {
    const message = this.#messages.get(messageId);
    if (!message || message.channel_id !== channelId) return unknownMessage();
    if (message.author.id !== this.bot.id) return discordError(403, 50005, 'Cannot edit a message authored by another user');
    const edited = editMessage(message, body, files);
    this.#messages.set(messageId, edited);
    return ok(edited);
  }

  /** DELETE /channels/:channelId/messages/:messageId. */
  delete(channelId: string, messageId: string): RestResponse {
    const message = this.#messages.get(messageId);
    if (!message || message.channel_id !== channelId) return unknownMessage();
    this.#messages.delete(messageId);
    return noContent;
  }
}
