/**
 * A server's settings (/settings): plain values and their defaults, shared by the repository that
 * stores them and the command that shows them. Knows no store and no Discord.
 */
import type { Rel } from '../docs-db/rel.js';

/** Whether a server's answers are seen by everyone in the channel, or only by the asker. */
export const ANSWER_VISIBILITIES = ['public', 'ephemeral'] as const;
export type AnswerVisibility = (typeof ANSWER_VISIBILITIES)[number];

/** Whether a server has inline lookups (`[[card]]`, `{{702.19b}}` in its channels) on; off until it says. */
export const INLINE_SWITCHES = ['on', 'off'] as const;
export type InlineSwitch = (typeof INLINE_SWITCHES)[number];

/** Where inline lookups are answered: every channel but these, or only these. */
export interface InlineChannels {
  mode: 'except' | 'only';
  channelIds: string[];
}

/** What a server set; null where it set nothing, so the default applies. */
export interface GuildSettings {
  /** Where new releases and card data are announced; null: the bot's CHANGELOG_CHANNEL_ID. */
  changelogChannelId: string | null;
  answers: AnswerVisibility | null;
  defaultRel: Rel | null;
  /** Who may log rulings; null: whoever can manage the server. */
  judgeRoleId: string | null;
  /** Inline lookups in the server's channels; null: off. */
  inlineLookups: InlineSwitch | null;
  /** Which channels inline lookups answer in; null: every channel. */
  inlineChannels: InlineChannels | null;
}

/** The settings of a server that never used /settings. */
export const UNSET_GUILD_SETTINGS: GuildSettings = Object.freeze({
  changelogChannelId: null,
  answers: null,
  defaultRel: null,
  judgeRoleId: null,
  inlineLookups: null,
  inlineChannels: null,
});

/** The values that apply when a server set nothing. */
export const DEFAULT_ANSWERS: AnswerVisibility = 'public';

/** A change /settings asks for: the named fields get the given value (null: back to the default). */
export type GuildSettingsChange = Partial<GuildSettings>;

/**
 * Whether a server's settings let an inline lookup be answered in `channelId` (a thread counts as
 * its parent channel too, when the transport knows the parent): only with inline lookups on, and
 * in a channel its list allows.
 */
export function answersInlineIn(settings: GuildSettings, channelId: string, parentChannelId?: string | null): boolean {
  if (settings.inlineLookups !== 'on') return false;
  const listed = settings.inlineChannels;
  if (!listed) return true;
  const named = listed.channelIds.includes(channelId) || (parentChannelId != null && listed.channelIds.includes(parentChannelId));
  return listed.mode === 'only' ? named : !named;
}
