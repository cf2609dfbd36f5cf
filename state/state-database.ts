/**
 * The tables of the state store, as Kysely sees them: one interface per table, named in
 * `StateDatabase`. A new table is a new numbered file in migrations/state/ plus its interface here.
 *
 * Columns hold what both dialects store alike: text, and whole numbers (milliseconds since the
 * epoch are `bigint`, which PostgreSQL returns as a string — so such columns are only compared and
 * written, never read back as numbers without `Number()`).
 */
export interface StateDatabase {
  view_state: ViewStateTable;
  guild_settings: GuildSettingsTable;
  announcements: AnnouncementsTable;
  inline_replies: InlineRepliesTable;
  inline_rate_limits: InlineRateLimitsTable;
  interaction_writes: InteractionWritesTable;
}

/** View state too large for a 100-character custom id, by the token the custom id carries. */
export interface ViewStateTable {
  token: string;
  /** JSON. */
  value: string;
  /** Milliseconds since the epoch. */
  saved_at: number;
}

/** A server's settings (/settings); null = not set, so the bot's default applies. */
export interface GuildSettingsTable {
  guild_id: string;
  changelog_channel_id: string | null;
  /** 'public' or 'ephemeral'. */
  answers: string | null;
  /** 'regular', 'competitive' or 'professional'. */
  default_rel: string | null;
  judge_role_id: string | null;
  /** 'on' or 'off' (migrations/state/0007); null: off. */
  inline_lookups: string | null;
  /** JSON `{ mode: 'except' | 'only', channelIds: string[] }`; null: every channel. */
  inline_channels: string | null;
  /** Milliseconds since the epoch. */
  updated_at: number;
  updated_by: string | null;
}

/** An announcement made in the changelog channels: `subject` ("cr", "cards", "mtr"…) at `version` (its date). */
export interface AnnouncementsTable {
  subject: string;
  version: string;
  /** When a copy last claimed it to post it, in milliseconds since the epoch. */
  announced_at: number;
  /** When its posts went out; null while claimed and not posted (migrations/state/0005). */
  posted_at: number | null;
}

/** The bot's inline reply to a message (migrations/state/0007), by the message's id. */
export interface InlineRepliesTable {
  message_id: string;
  guild_id: string;
  channel_id: string;
  /** The reply's message id; null while it is being posted, or when the message has no reply now. */
  reply_id: string | null;
  /** What the message asked to look up when the reply was made (inline-references.ts), '' for nothing. */
  references_key: string;
  /** Milliseconds since the epoch. */
  created_at: number;
  updated_at: number;
}

/** Inline replies posted in a channel in its current rate-limit window. */
export interface InlineRateLimitsTable {
  channel_id: string;
  /** Milliseconds since the epoch. */
  window_started_at: number;
  replies: number;
}

/** An interaction that wrote to the store, by Discord's interaction id (migrations/state/0006). */
export interface InteractionWritesTable {
  interaction_id: string;
  /** JSON: the result the interaction was answered with, returned again on a replay. */
  result: string;
  /** Milliseconds since the epoch. */
  written_at: number;
}
