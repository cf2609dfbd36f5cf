/**
 * Who announces an update (migrations/state 0004 and 0005): every replica and shard that imports a
 * new CR release, card data or document version asks to claim it, and only the first ask is
 * granted, so the changelog channels see each update once however many copies run.
 *
 * A claim is kept only once the posts went out (`posted`). A copy whose posts all failed gives its
 * claim back (`release`), and a copy that stopped mid-post holds it for CLAIM_LEASE_MS at most:
 * the next check of any copy that has the update then takes the claim again (`claimUnposted`) and
 * posts it, so no update goes unannounced because one copy could not post it.
 */
import type { Kysely } from 'kysely';
import type { StateDatabase } from './state-database.js';

/** How long a claim not yet posted keeps other copies away: far longer than posting takes. */
export const CLAIM_LEASE_MS = 15 * 60_000;

export class AnnouncementClaims {
  /** `now` is for tests. */
  constructor(
    private readonly db: Kysely<StateDatabase>,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * True when this caller is to announce `subject` at `version`: the first claim, or one of an
   * update not posted whose last claim is older than the lease. False once posted, or while
   * another copy holds it.
   */
  async claim(subject: string, version: string): Promise<boolean> {
    const now = this.now();
    const result = await this.db
      .insertInto('announcements')
      .values({ subject, version, announced_at: now, posted_at: null })
      .onConflict((conflict) =>
        conflict
          .columns(['subject', 'version'])
          .doUpdateSet({ announced_at: now })
          .where('announcements.posted_at', 'is', null)
          .where('announcements.announced_at', '<', now - CLAIM_LEASE_MS),
      )
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /**
   * Like `claim`, but only for an update some copy claimed and did not post: a check that imported
   * nothing new retries those, and never announces what no copy imported as new.
   */
  async claimUnposted(subject: string, version: string): Promise<boolean> {
    const now = this.now();
    const result = await this.db
      .updateTable('announcements')
      .set({ announced_at: now })
      .where('subject', '=', subject)
      .where('version', '=', version)
      .where('posted_at', 'is', null)
      .where('announced_at', '<', now - CLAIM_LEASE_MS)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Records that the announcement went out: nobody claims it again. */
  async posted(subject: string, version: string): Promise<void> {
    await this.db.updateTable('announcements').set({ posted_at: this.now() }).where('subject', '=', subject).where('version', '=', version).execute();
  }

  /** Gives back a claim whose posts all failed: the next check of any copy may take it at once. */
  async release(subject: string, version: string): Promise<void> {
    await this.db
      .updateTable('announcements')
      .set({ announced_at: 0 })
      .where('subject', '=', subject)
      .where('version', '=', version)
      .where('posted_at', 'is', null)
      .execute();
  }
}
