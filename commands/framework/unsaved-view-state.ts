/**
 * A reply whose view state could not be saved (the state store is down, its disk full) still
 * answers: only the buttons and menus that would need that state are left off — a press could
 * only say "run the command again" — with a line saying why.
 */
import { embedCharacters, LIMITS } from '../payload/discord-limits.js';
import type { Reply } from '../payload/message-payload.js';
import { COLORS } from '../payload/reply-helpers.js';
import { viewTokensIn } from './view-memory.js';

/** `reply` without the components whose custom ids name any of `unsaved` (view-state tokens), and a note of `reason`. */
export function withoutUnsavedButtons(reply: Reply, unsaved: readonly string[], reason: string): Reply {
  const lost = new Set(unsaved);
  const components = (reply.components ?? [])
    .map((row) => ({ ...row, components: row.components.filter((component) => !('custom_id' in component) || !viewTokensIn(component.custom_id).some((token) => lost.has(token))) }))
    .filter((row) => row.components.length > 0);
  const note = { description: `Some buttons of this answer are left off: ${reason}. Run the command again later to use them.`, color: COLORS.info };
  const characters = reply.embeds.reduce((sum, embed) => sum + embedCharacters(embed), 0);
  // The note goes only where Discord's limits leave room for it; the answer itself is never cut for it.
  const fits = reply.embeds.length < LIMITS.embedsPerMessage && characters + embedCharacters(note) <= LIMITS.charactersPerMessage;
  return { ...reply, components, embeds: fits ? [...reply.embeds, note] : reply.embeds };
}
