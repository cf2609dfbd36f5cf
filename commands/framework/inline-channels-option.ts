/**
 * `/settings inline-channels:` — where a server's inline lookups answer, in words a manager types
 * with Discord's own channel mentions: `all`, `except #off-topic #memes`, `only #card-talk`. Every
 * word is read or the whole value is refused, saying which word: a list read the wrong way round
 * would make the bot speak exactly where it was told not to.
 */
import { UserError } from '../../common/user-error.js';
import type { InlineChannels } from '../../state/guild-settings.js';

/** More channels than this in one list is a mistake (and a long row to keep). */
export const MAX_INLINE_CHANNELS = 50;

const HOW = 'Write `all`, `except #channel …` (every channel but those) or `only #channel …` (those alone).';

/** A channel mention (`<#123…>`, as Discord's client sends a picked channel) or a bare channel id. */
function channelId(word: string): string | null {
  return /^<#(\d{17,20})>$/.exec(word)?.[1] ?? (/^\d{17,20}$/.test(word) ? word : null);
}

/**
 * The channel list `text` describes; null for `all` (every channel).
 * @example parseInlineChannels('except <#1300000000000000201>, <#1300000000000000202>')
 * // { mode: 'except', channelIds: ['1300000000000000201', '1300000000000000202'] }
 */
export function parseInlineChannels(text: string): InlineChannels | null {
  // Mentions may arrive glued together ("<#1><#2>") or with commas between them.
  const words = text.replace(/>\s*</g, '> <').split(/[\s,]+/).filter(Boolean);
  const [first = '', ...rest] = words;
  const mode = first.toLowerCase();
  if (mode === 'all' && rest.length === 0) return null;
  if (mode !== 'except' && mode !== 'only') {
    const why = words.length === 0 ? 'is empty' : channelId(first) ? 'lists channels without saying what to do with them' : `does not start with all, except or only (it starts “${first.slice(0, 40)}”)`;
    throw new UserError('inline-channels', `/settings — \`inline-channels\` ${why}. ${HOW}`);
  }
  if (rest.length === 0) throw new UserError('inline-channels', `/settings — \`inline-channels:${mode}\` names no channel. ${HOW}`);
  const channelIds: string[] = [];
  for (const word of rest) {
    const id = channelId(word);
    if (!id) throw new UserError('inline-channels', `/settings — \`inline-channels\`: “${word.slice(0, 40)}” is not a channel; pick channels with #. ${HOW}`);
    if (!channelIds.includes(id)) channelIds.push(id);
  }
  if (channelIds.length > MAX_INLINE_CHANNELS) {
    throw new UserError('inline-channels', `/settings — \`inline-channels\` names ${channelIds.length} channels; ${MAX_INLINE_CHANNELS} at most.`);
  }
  return { mode, channelIds };
}
