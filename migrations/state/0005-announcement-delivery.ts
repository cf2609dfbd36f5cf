/**
 * Whether each claimed announcement was posted. A copy that claimed an update and then failed to
 * post it (Discord down, the copy stopped mid-post) used to keep the claim, and no copy ever
 * announced the update. posted_at stays null until the posts went out; an unposted claim can be
 * taken again (announcement-claims.ts). announced_at now says when the claim was last taken.
 * Announcements made before this migration were posted as far as anyone knows.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('announcements').addColumn('posted_at', 'bigint').execute();
  await sql`update announcements set posted_at = announced_at`.execute(db);
}
