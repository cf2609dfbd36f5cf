/** A handler's Reply as the exact message payload sent to Discord. */
import { MessageFlags } from 'discord-api-types/v10';
import type { APIActionRowComponent, APIComponentInMessageActionRow, APIEmbed, APIModalInteractionResponseCallbackData } from 'discord-api-types/v10';
import { limitViolations } from './discord-limits.js';

/** What a handler answers; the bot adds allowed_mentions and flags (below). */
export interface Reply {
  embeds: APIEmbed[];
  components?: APIActionRowComponent<APIComponentInMessageActionRow>[];
  /** Only the asking user sees it (errors, and answers to someone else's buttons). */
  ephemeral?: boolean;
  /** For a component press: answer with a new message instead of editing the pressed one. */
  asNewMessage?: boolean;
  /**
   * Answer with this modal (a form) instead of a message: only as the first answer to a command or
   * a press, never deferred. The transport shows it; `embeds` is then unused (modal-reply.ts).
   */
  modal?: APIModalInteractionResponseCallbackData;
}

export interface MessagePayload {
  embeds: APIEmbed[];
  components: APIActionRowComponent<APIComponentInMessageActionRow>[];
  /** Never ping anyone, whatever a user typed into an option. */
  allowed_mentions: { parse: [] };
  flags?: number;
}

/** Adds allowed_mentions and the ephemeral flag; throws if the reply breaks a Discord limit (a paging bug). */
export function toMessagePayload(reply: Reply): MessagePayload {
  const payload: MessagePayload = {
    embeds: reply.embeds,
    components: reply.components ?? [],
    allowed_mentions: { parse: [] },
    ...(reply.ephemeral ? { flags: MessageFlags.Ephemeral } : {}),
  };
  const problems = limitViolations(payload);
  if (problems.length > 0) throw new Error(`Reply breaks Discord limits: ${problems.join('; ')}`);
  return payload;
}

/** A message the bot posts on its own in a channel (an inline lookup's reply), not an interaction's answer. */
export interface ChannelMessagePayload {
  embeds: APIEmbed[];
  components: APIActionRowComponent<APIComponentInMessageActionRow>[];
  /** Never ping anyone, not even the author of the message replied to. */
  allowed_mentions: { parse: []; replied_user: false };
  /** The message answered; `fail_if_not_exists: false`, so a message deleted meanwhile is no error. */
  message_reference?: { message_id: string; fail_if_not_exists: false };
}

/** `reply` as a channel message, in reply to `replyTo` when given (a new post; an edit names none); throws if it breaks a Discord limit. */
export function toChannelMessagePayload(reply: Reply, replyTo?: string): ChannelMessagePayload {
  const payload: ChannelMessagePayload = {
    embeds: reply.embeds,
    components: reply.components ?? [],
    allowed_mentions: { parse: [], replied_user: false },
    ...(replyTo ? { message_reference: { message_id: replyTo, fail_if_not_exists: false } } : {}),
  };
  const problems = limitViolations(payload);
  if (problems.length > 0) throw new Error(`Reply breaks Discord limits: ${problems.join('; ')}`);
  return payload;
}
