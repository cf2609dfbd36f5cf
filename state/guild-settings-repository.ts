/** Each server's settings in the state store's guild_settings table (migrations/state/0002-guild-settings.ts). */
import type { Kysely, Selectable } from 'kysely';
import { RELS, type Rel } from '../docs-db/rel.js';
import {
  ANSWER_VISIBILITIES,
  INLINE_SWITCHES,
  UNSET_GUILD_SETTINGS,
  type AnswerVisibility,
  type GuildSettings,
  type GuildSettingsChange,
  type InlineChannels,
  type InlineSwitch,
} from './guild-settings.js';
import { inTransaction } from './in-transaction.js';
import type { GuildSettingsTable, StateDatabase } from './state-database.js';

/** A changelog channel a server chose. */
export interface ChangelogTarget {
  guildId: string;
  channelId: string;
}

/**
 * The stored channel list; null for none. A value this version cannot read (written by a newer one)
 * answers in no channel: a server that limited where the bot speaks is never answered everywhere.
 */
function inlineChannelsFrom(json: string | null): InlineChannels | null {
  if (json === null) return null;
  try {
    const value = JSON.parse(json) as Partial<InlineChannels>;
    if ((value.mode === 'except' || value.mode === 'only') && Array.isArray(value.channelIds) && value.channelIds.every((id) => typeof id === 'string')) {
      return { mode: value.mode, channelIds: value.channelIds };
    }
  } catch {
    // Unreadable: as below.
  }
  return { mode: 'only', channelIds: [] };
}

function fromRow(row: Selectable<GuildSettingsTable> | undefined): GuildSettings {
  if (!row) return UNSET_GUILD_SETTINGS;
  return {
    changelogChannelId: row.changelog_channel_id,
    // A value this version does not know (written by a newer one) reads as unset.
    answers: ANSWER_VISIBILITIES.includes(row.answers as AnswerVisibility) ? (row.answers as AnswerVisibility) : null,
    defaultRel: RELS.includes(row.default_rel as Rel) ? (row.default_rel as Rel) : null,
    judgeRoleId: row.judge_role_id,
    inlineLookups: INLINE_SWITCHES.includes(row.inline_lookups as InlineSwitch) ? (row.inline_lookups as InlineSwitch) : null,
    inlineChannels: inlineChannelsFrom(row.inline_channels),
  };
}

export class GuildSettingsRepository {
  /** `now` is for tests. */
  constructor(
    private readonly db: Kysely<StateDatabase>,
    private readonly now: () => number = Date.now,
  ) {}

  /** What `guildId` set; every field null for a server that set nothing. */
  async get(guildId: string): Promise<GuildSettings> {
    return fromRow(await this.db.selectFrom('guild_settings').selectAll().where('guild_id', '=', guildId).executeTakeFirst());
  }

  /**
   * Applies `change` to `guildId`'s settings and returns them before and after, read and written
   * in one transaction (the caller's, when `db` is one) so the "before" a manager is shown is the
   * value their change replaced.
   */
  async update(guildId: string, change: GuildSettingsChange, userId: string): Promise<{ before: GuildSettings; after: GuildSettings }> {
    return inTransaction(this.db, async (trx) => {
      const before = fromRow(await trx.selectFrom('guild_settings').selectAll().where('guild_id', '=', guildId).executeTakeFirst());
      const after: GuildSettings = { ...before, ...change };
      const row = {
        changelog_channel_id: after.changelogChannelId,
        answers: after.answers,
        default_rel: after.defaultRel,
        judge_role_id: after.judgeRoleId,
        inline_lookups: after.inlineLookups,
        inline_channels: after.inlineChannels === null ? null : JSON.stringify(after.inlineChannels),
        updated_at: this.now(),
        updated_by: userId,
      };
      await trx
        .insertInto('guild_settings')
        .values({ guild_id: guildId, ...row })
        .onConflict((conflict) => conflict.column('guild_id').doUpdateSet(row))
        .execute();
      return { before, after };
    });
  }

  /** How many servers turned inline lookups on (for the start-up report). */
  async inlineServers(): Promise<number> {
    const row = await this.db.selectFrom('guild_settings').select((eb) => eb.fn.countAll<number>().as('servers')).where('inline_lookups', '=', 'on').executeTakeFirst();
    return Number(row?.servers ?? 0);
  }

  /** Every changelog channel a server chose, in guild id order. */
  async changelogTargets(): Promise<ChangelogTarget[]> {
    const rows = await this.db
      .selectFrom('guild_settings')
      .select(['guild_id', 'changelog_channel_id'])
      .where('changelog_channel_id', 'is not', null)
      .orderBy('guild_id')
      .execute();
    return rows.map((row) => ({ guildId: row.guild_id, channelId: row.changelog_channel_id! }));
  }
}
