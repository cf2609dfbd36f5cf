/**
 * Each server's settings from /settings: its changelog channel, whether answers are public or
 * only for the asker, its default REL and its judge role. A column is null until the server sets
 * it, so the bot's default (CHANGELOG_CHANNEL_ID, public, competitive, server managers) applies.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('guild_settings')
    .addColumn('guild_id', 'text', (column) => column.primaryKey())
    .addColumn('changelog_channel_id', 'text')
    .addColumn('answers', 'text')
    .addColumn('default_rel', 'text')
    .addColumn('judge_role_id', 'text')
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_by', 'text')
    .execute();
}
