/**
 * Every write an interaction makes to the state store (a /settings change; a ruling logged,
 * edited, confirmed or deleted), recorded under the interaction's id in the same transaction. The
 * id is the primary key: a replayed interaction (the same signed request sent again, a proxy
 * retrying it on another replica, a gateway session resumed) finds its record, writes nothing and
 * answers with the result recorded the first time (state/interaction-writes.ts). Records older than
 * a day are pruned: Discord refuses an interaction's answer after 15 minutes.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('interaction_writes')
    .addColumn('interaction_id', 'text', (column) => column.primaryKey())
    // JSON: what the interaction was answered with.
    .addColumn('result', 'text', (column) => column.notNull())
    .addColumn('written_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('interaction_writes_by_age').on('interaction_writes').column('written_at').execute();
}
