/**
 * Who announces an update (state/migrations 0004-announcements.ts): every replica and shard that
 * imports a new CR release, card data or document version asks to claim it, and only the first
 * ask is granted, so the changelog channels see each update once however many copies run.
 */
import type { Kysely } from 'kysely';
import type { StateDatabase } from './state-database.js';

export class AnnouncementClaims {
  /** `now` is for tests. */
  constructor(
    private readonly db: Kysely<StateDatabase>,
    private readonly now: () => number = Date.now,
  ) {}

  /** True for the first claim of `subject` at `version` (this caller announces it); false once anyone claimed it. */
  async claim(subject: string, version: string): Promise<boolean> {
    const result = await this.db
      .insertInto('announcements')
      .values({ subject, version, announced_at: this.now() })
      .onConflict((conflict) => conflict.columns(['subject', 'version']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }
}
