/**
 * What the bot has announced in the changelog channels: a CR release, a card data update, a
 * tournament document version. Whoever writes the row first posts the announcement, so replicas
 * that each import the same release (every HTTP replica has its own content database) post it once.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('announcements')
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('version', 'text', (column) => column.notNull())
    .addColumn('announced_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('announcements_pk', ['subject', 'version'])
    .execute();
}
