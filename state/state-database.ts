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

/** An interaction that wrote to the store, by Discord's interaction id (migrations/state/0006). */
export interface InteractionWritesTable {
  interaction_id: string;
  /** JSON: the result the interaction was answered with, returned again on a replay. */
  result: string;
  /** Milliseconds since the epoch. */
  written_at: number;
}
