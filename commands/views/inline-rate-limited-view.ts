/**
 * The one sentence said in a channel past its rate of inline lookups. Its own module: the main
 * thread, which posts it (interactions/inline/inline-lookups.ts), would otherwise load the inline
 * view's resolvers and the explain engine with it, 1.1 MB of heap it never runs (docs/memory.md).
 */
import type { Reply } from '../payload/message-payload.js';
import { COLORS } from '../payload/reply-helpers.js';

/** The one sentence said when a channel asks for more inline lookups than its rate allows; the next ones get no reply until the window passes. */
export function inlineRateLimitedReply(limit: number, windowSeconds: number, retryInSeconds: number): Reply {
  const rate = `${limit} inline lookups every ${windowSeconds} seconds`;
  return {
    embeds: [
      {
        description: `This channel has had its ${rate}; the next are answered in ${Math.max(1, Math.ceil(retryInSeconds))} s. \`/card\`, \`/rule\`, \`/mtr\` and \`/ipg\` answer at any time.`,
        color: COLORS.info,
      },
    ],
  };
}
