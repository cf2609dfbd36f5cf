/**
 * Inline lookups (`[[card]]`, `{{702.19b}}` in a server's channels, docs/inline-lookups.md):
 *   - guild_settings.inline_lookups: 'on' or 'off' (null: off, the default; a server opts in);
 *     guild_settings.inline_channels: JSON `{ mode: 'except' | 'only', channelIds }` (null: every channel).
 *   - inline_replies: which reply the bot posted to which message, so an edit of the message edits
 *     the reply and its deletion deletes it — after a restart too, and whichever shard or copy sees
 *     the event. The row is written before the reply is posted, which makes it the claim that a
 *     message is answered once even when Discord delivers its event twice.
 *   - inline_rate_limits: replies posted per channel in the current window (the rate limit).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('guild_settings').addColumn('inline_lookups', 'text').execute();
  await db.schema.alterTable('guild_settings').addColumn('inline_channels', 'text').execute();
  await db.schema
    .createTable('inline_replies')
    .addColumn('message_id', 'text', (column) => column.primaryKey())
    .addColumn('guild_id', 'text', (column) => column.notNull())
    .addColumn('channel_id', 'text', (column) => column.notNull())
    .addColumn('reply_id', 'text')
    .addColumn('references_key', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('inline_replies_by_age').on('inline_replies').column('created_at').execute();
  await db.schema
    .createTable('inline_rate_limits')
    .addColumn('channel_id', 'text', (column) => column.primaryKey())
    .addColumn('window_started_at', 'bigint', (column) => column.notNull())
    .addColumn('replies', 'integer', (column) => column.notNull())
    .execute();
}
