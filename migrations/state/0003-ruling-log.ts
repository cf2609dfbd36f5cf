/**
 * Each server's ruling log (/ruling): the question and ruling a judge logged, numbered per server,
 * with its citations stamped with the versions they were made against (JSON), and what changed in
 * them since (JSON; '[]' unless the ruling needs review). needs_review mirrors that for the index
 * /ruling review and the changelog posts read. ruling_numbers holds each server's last number: one
 * row updated in place hands out numbers one at a time however many judges log at once (reading
 * the highest number and adding one raced under PostgreSQL's read committed), and a deleted
 * ruling's number is never given to another.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rulings')
    .addColumn('guild_id', 'text', (column) => column.notNull())
    .addColumn('number', 'integer', (column) => column.notNull())
    .addColumn('author_id', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint')
    .addColumn('updated_by', 'text')
    .addColumn('question', 'text', (column) => column.notNull())
    .addColumn('ruling', 'text', (column) => column.notNull())
    .addColumn('citations', 'text', (column) => column.notNull())
    .addColumn('changes', 'text', (column) => column.notNull().defaultTo(sql`'[]'`))
    .addColumn('needs_review', 'integer', (column) => column.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('rulings_pk', ['guild_id', 'number'])
    .execute();
  await db.schema
    .createTable('ruling_numbers')
    .addColumn('guild_id', 'text', (column) => column.primaryKey())
    .addColumn('last_number', 'integer', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('rulings_needing_review').on('rulings').columns(['guild_id', 'needs_review']).execute();
}
