/**
 * Writes made once per interaction (migrations/state/0006-interaction-writes.ts): Discord's
 * interaction id is recorded, under a unique key, in the transaction of the write it caused, with
 * the result the interaction was answered with. The same interaction again — a replayed request,
 * a proxy's retry on another replica, a resumed gateway session — writes nothing and gets that
 * first result, so a ruling submitted three times is logged once and answered "#1" three times.
 */
import type { Kysely } from 'kysely';
import { inTransaction } from './in-transaction.js';
import type { StateDatabase } from './state-database.js';

/** How long an interaction's record is kept: far longer than Discord accepts an answer to it (15 minutes). */
export const INTERACTION_RECORD_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Pruning runs at most this often per process, on a write. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export interface WrittenOnce<T> {
  /** What the write returned: the first time's, on a replay. */
  result: T;
  /** True when the interaction had written before, so nothing was written now. */
  replayed: boolean;
}

export class InteractionWrites {
  private lastPrune = -Infinity;

  /** `now` is for tests. */
  constructor(
    private readonly db: Kysely<StateDatabase>,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Runs `write` in one transaction with the record of `interactionId`, storing its result (plain
   * JSON data). When the record exists, nothing runs and the stored result comes back instead. A
   * `write` that throws (a refusal, a failure) records nothing, so the interaction may try again.
   * Without an id (the terminal) `write` just runs in a transaction.
   */
  async once<T>(interactionId: string | undefined, write: (db: Kysely<StateDatabase>) => Promise<T>): Promise<WrittenOnce<T>> {
    if (interactionId === undefined) return { result: await inTransaction(this.db, write), replayed: false };
    const writtenAt = this.now();
    const prune = writtenAt - this.lastPrune >= PRUNE_EVERY_MS;
    const outcome = await inTransaction(this.db, async (trx) => {
      // The key first: a concurrent replay (PostgreSQL) waits here for this transaction, then finds the record.
      const claimed = await trx
        .insertInto('interaction_writes')
        .values({ interaction_id: interactionId, result: 'null', written_at: writtenAt })
        .onConflict((conflict) => conflict.column('interaction_id').doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) {
        const row = await trx.selectFrom('interaction_writes').select('result').where('interaction_id', '=', interactionId).executeTakeFirstOrThrow();
        return { result: JSON.parse(row.result) as T, replayed: true };
      }
      const result = await write(trx);
      await trx.updateTable('interaction_writes').set({ result: JSON.stringify(result ?? null) }).where('interaction_id', '=', interactionId).execute();
      if (prune) await trx.deleteFrom('interaction_writes').where('written_at', '<', writtenAt - INTERACTION_RECORD_MAX_AGE_MS).execute();
      return { result, replayed: false };
    });
    if (prune) this.lastPrune = writtenAt;
    return outcome;
  }
}
