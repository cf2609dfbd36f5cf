/**
 * A server's settings (/settings): plain values and their defaults, shared by the repository that
 * stores them and the command that shows them. Knows no store and no Discord.
 */

/** Whether a server's answers are seen by everyone in the channel, or only by the asker. */
export const ANSWER_VISIBILITIES = ['public', 'ephemeral'] as const;
export type AnswerVisibility = (typeof ANSWER_VISIBILITIES)[number];

/** Rules Enforcement Levels, as the MTR names them. */
export const RELS = ['regular', 'competitive', 'professional'] as const;
export type Rel = (typeof RELS)[number];

/** What a server set; null where it set nothing, so the default applies. */
export interface GuildSettings {
  /** Where new releases and card data are announced; null: the bot's CHANGELOG_CHANNEL_ID. */
  changelogChannelId: string | null;
  answers: AnswerVisibility | null;
  defaultRel: Rel | null;
  /** Who may log rulings; null: whoever can manage the server. */
  judgeRoleId: string | null;
}

/** The settings of a server that never used /settings. */
export const UNSET_GUILD_SETTINGS: GuildSettings = Object.freeze({ changelogChannelId: null, answers: null, defaultRel: null, judgeRoleId: null });

/** The values that apply when a server set nothing. */
export const DEFAULT_ANSWERS: AnswerVisibility = 'public';
export const DEFAULT_REL: Rel = 'competitive';

/** A change /settings asks for: the named fields get the given value (null: back to the default). */
export type GuildSettingsChange = Partial<GuildSettings>;
