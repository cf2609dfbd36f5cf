/** A handler's Reply as the exact message payload sent to Discord. */
import { MessageFlags } from 'discord-api-types/v10';
import type { APIActionRowComponent, APIComponentInMessageActionRow, APIEmbed } from 'discord-api-types/v10';
import type { Reply } from './command-module.js';
import { limitViolations } from './discord-limits.js';

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
