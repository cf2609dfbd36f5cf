/**
 * The answer to a ruling form the log could not take (the state store down, its disk full): the
 * sentence saying nothing was saved, then what the judge typed, so they can copy it back into the
 * form later instead of typing it again. Their text is shown as typed (markdown escaped, so it
 * copies back as it was), each part in embeds of at most a description's length.
 */
import { escapeMarkdown } from '../../common/markdown.js';
import { embedCharacters, LIMITS } from '../payload/discord-limits.js';
import type { Reply } from '../payload/message-payload.js';
import { COLORS, errorReply } from '../payload/reply-helpers.js';

export interface TypedRuling {
  question: string;
  ruling: string;
  citations: string;
}

/** Room kept for the closing line when the text does not all fit. */
const CLOSING_ROOM = 150;

/** The first `max` characters of `text` (one fewer rather than part an escape from what it escapes), and the rest. */
function split(text: string, max: number): [string, string] {
  let end = Math.min(text.length, max);
  if (end < text.length && text[end - 1] === '\\') end--;
  return [text.slice(0, end), text.slice(end)];
}

/**
 * `sentence` (why nothing was saved), then the question, ruling and citations as typed. Discord
 * shows at most 6,000 characters of embeds in a message: a form filled to its limits (9,000) ends
 * with a line saying how much more there was, rather than breaking the answer.
 */
export function unsavedRulingReply(sentence: string, typed: TypedRuling): Reply {
  const reply = errorReply(sentence);
  let room = LIMITS.charactersPerMessage - embedCharacters(reply.embeds[0]!) - CLOSING_ROOM;
  let left = 0;
  const parts: [string, string][] = [
    ['Question', typed.question],
    ['Ruling', typed.ruling],
    ['Citations', typed.citations],
  ];
  for (const [title, text] of parts) {
    let rest = escapeMarkdown(text.trim());
    for (let first = true; rest.length > 0 && reply.embeds.length < LIMITS.embedsPerMessage - 1; first = false) {
      const titleLength = first ? title.length : 0;
      if (room - titleLength <= 0) break;
      const [piece, remaining] = split(rest, Math.min(LIMITS.description, room - titleLength));
      reply.embeds.push({ ...(first ? { title } : {}), description: piece, color: COLORS.info });
      room -= titleLength + piece.length;
      rest = remaining;
    }
    left += rest.length;
  }
  if (left > 0) reply.embeds.push({ description: `(${left.toLocaleString('en-US')} more characters of what you wrote do not fit in one Discord message.)`, color: COLORS.info });
  return reply;
}
