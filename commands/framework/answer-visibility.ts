/**
 * A server's choice of who sees answers (/settings answers): where it chose "only the asker",
 * replies that would be public become ephemeral. Applied by the dispatcher to every transport's
 * replies, so no handler needs to know.
 */
import { DEFAULT_ANSWERS, type GuildSettings } from '../../state/guild-settings.js';
import type { Reply } from '../payload/message-payload.js';

/** `reply` as the server wants it seen; unchanged in DMs (`settings` absent) and for public servers. */
export function withAnswerVisibility(reply: Reply, settings: GuildSettings | undefined): Reply {
  if ((settings?.answers ?? DEFAULT_ANSWERS) === 'public' || reply.ephemeral) return reply;
  return { ...reply, ephemeral: true };
}
