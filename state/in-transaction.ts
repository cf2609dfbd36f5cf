/** One transaction for a repository's write, or the caller's, when it is already in one (state/interaction-writes.ts). */
import type { Kysely } from 'kysely';

/** Runs `work` in a transaction of `db`: `db`'s own when `db` is a transaction, else a new one. */
export function inTransaction<Tables, T>(db: Kysely<Tables>, work: (trx: Kysely<Tables>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
