/**
 * The per-channel rate limit of inline lookups (migrations/state/0007): at most `limit` replies in
 * a window of `windowMs`, counted in the state store. A channel belongs to one server, whose events
 * only one shard receives, so a count in that shard's memory would do while nothing changes; but a
 * restart (a crash loop, a deploy) would forget it, and a change of the shard count moves servers
 * between processes: in the state store every process counts the same replies, at the cost of one
 * statement per reply the bot is about to post.
 *
 * One statement takes a reply: an upsert that starts a new window or adds one to the current and
 * returns the count, atomic in SQLite and PostgreSQL alike, so messages arriving together are
 * each counted once.
 */
import { sql, type Kysely } from 'kysely';
import type { StateDatabase } from './state-database.js';

/** What the rate limit says about one more reply in a channel. */
export type RateDecision =
  /** Within the limit: answer. */
  | { kind: 'allowed' }
  /** The first one past the limit in this window: say so once, and when the next is answered. */
  | { kind: 'limited'; retryInMs: number }
  /** Past the limit and already said: stay quiet. */
  | { kind: 'quiet' };

export interface RateLimitOptions {
  limit: number;
  windowMs: number;
}

/**
 * Eight replies a minute per channel: a lively card discussion (a lookup every few messages) stays
 * under it, while one member pasting `[[…]]` over and over makes the bot speak at most eight
 * times a minute, then once to say so, then not at all until the minute is over.
 */
export const INLINE_RATE_LIMIT: RateLimitOptions = { limit: 8, windowMs: 60_000 };

export class InlineRateLimit {
  /** `now` is for tests. */
  constructor(
    private readonly db: Kysely<StateDatabase>,
    readonly options: RateLimitOptions,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one more reply asked for in `channelId` and says whether to give it. */
  async take(channelId: string): Promise<RateDecision> {
    const now = this.now();
    const expired = now - this.options.windowMs;
    const row = await this.db
      .insertInto('inline_rate_limits')
      .values({ channel_id: channelId, window_started_at: now, replies: 1 })
      .onConflict((conflict) =>
        conflict.column('channel_id').doUpdateSet({
          replies: sql<number>`case when inline_rate_limits.window_started_at <= ${expired} then 1 else inline_rate_limits.replies + 1 end`,
          window_started_at: sql<number>`case when inline_rate_limits.window_started_at <= ${expired} then ${now} else inline_rate_limits.window_started_at end`,
        }),
      )
      .returning(['replies', 'window_started_at'])
      .executeTakeFirstOrThrow();
    const replies = Number(row.replies);
    if (replies <= this.options.limit) return { kind: 'allowed' };
    if (replies === this.options.limit + 1) return { kind: 'limited', retryInMs: Number(row.window_started_at) + this.options.windowMs - now };
    return { kind: 'quiet' };
  }
}
