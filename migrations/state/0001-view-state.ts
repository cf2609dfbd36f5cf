/**
 * View state too large for a 100-character custom id (a /search query, a /define term, a
 * scenario's input), keyed by the token the custom id carries (state/view-state-repository.ts).
 * In the state store, not in process memory, so workers, replicas and shards share it and a
 * button pressed after a restart still works. Entries older than 30 days are pruned.
 *
 * On SQLite the state store is the content file, where migrations/0007-view-state.sql already
 * made this very table: "if not exists" adopts it with its rows, so buttons sent before the state
 * store existed keep working.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('view_state')
    .ifNotExists()
    .addColumn('token', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('saved_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('view_state_by_age').ifNotExists().on('view_state').column('saved_at').execute();
}
