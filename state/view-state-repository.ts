/** View state in the state store's view_state table (migrations/state/0001-view-state.ts). */
import type { Kysely } from 'kysely';
import type { StateDatabase } from './state-database.js';
import type { ViewStateStore } from './view-state-store.js';

/** A button older than this answers "run the command again". */
export const VIEW_STATE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Pruning runs at most this often per process, on a save. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export class ViewStateRepository implements ViewStateStore {
  private lastPrune = -Infinity;

  /** `now` is for tests. */
  constructor(
    private readonly db: Kysely<StateDatabase>,
    private readonly now: () => number = Date.now,
  ) {}

  async save(entries: Readonly<Record<string, unknown>>): Promise<void> {
    const savedAt = this.now();
    const rows = Object.entries(entries).map(([token, value]) => ({ token, value: JSON.stringify(value), saved_at: savedAt }));
    if (rows.length === 0) return;
    const prune = savedAt - this.lastPrune >= PRUNE_EVERY_MS;
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('view_state')
        .values(rows)
        .onConflict((conflict) => conflict.column('token').doUpdateSet((row) => ({ value: row.ref('excluded.value'), saved_at: row.ref('excluded.saved_at') })))
        .execute();
      if (prune) await deleteExpired(trx, savedAt);
    });
    if (prune) this.lastPrune = savedAt;
  }

  /**
   * Deletes the view state past its age now. A service runs it once before it answers anyone: the
   * first save otherwise opened the connection, pruned and made the connection's first write,
   * 5–10 ms of the main thread inside the first answer with buttons (a /search) against 0.3–0.7 ms
   * for a later save (docs/memory.md, measured on the gateway bot with bench:bot).
   */
  async prune(): Promise<void> {
    const prunedAt = this.now();
    await deleteExpired(this.db, prunedAt);
    this.lastPrune = prunedAt;
  }

  async load(tokens: readonly string[]): Promise<Record<string, unknown>> {
    if (tokens.length === 0) return {};
    const rows = await this.db
      .selectFrom('view_state')
      .select(['token', 'value'])
      .where('token', 'in', [...tokens])
      .where('saved_at', '>=', this.now() - VIEW_STATE_MAX_AGE_MS)
      .execute();
    return Object.fromEntries(rows.map((row) => [row.token, JSON.parse(row.value)]));
  }
}

/** Deletes the view state older than VIEW_STATE_MAX_AGE_MS at `now`, in `db` or a transaction of it. */
async function deleteExpired(db: Kysely<StateDatabase>, now: number): Promise<void> {
  await db.deleteFrom('view_state').where('saved_at', '<', now - VIEW_STATE_MAX_AGE_MS).execute();
}
