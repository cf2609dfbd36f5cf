/** The view-state store in the content database's view_state table (migrations/0007). */
import type { ContentDb } from '../database/open-database.js';
import { statement } from '../database/statement-cache.js';
import type { ViewStateStore } from './view-state-store.js';

/** A button older than this answers "run the command again". */
export const VIEW_STATE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Pruning runs at most this often, on a save. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export class SqliteViewStateStore implements ViewStateStore {
  private lastPrune = -Infinity;

  /** `db` must be writable; `now` is for tests. */
  constructor(
    private readonly db: ContentDb,
    private readonly now: () => number = Date.now,
  ) {}

  async save(entries: Readonly<Record<string, unknown>>): Promise<void> {
    const tokens = Object.keys(entries);
    if (tokens.length === 0) return;
    const savedAt = this.now();
    const insert = statement(this.db, 'INSERT OR REPLACE INTO view_state (token, value, saved_at) VALUES (?, ?, ?)');
    this.db.transaction(() => {
      for (const token of tokens) insert.run(token, JSON.stringify(entries[token]), savedAt);
      if (savedAt - this.lastPrune >= PRUNE_EVERY_MS) {
        statement(this.db, 'DELETE FROM view_state WHERE saved_at < ?').run(savedAt - VIEW_STATE_MAX_AGE_MS);
        this.lastPrune = savedAt;
      }
    })();
  }

  async load(tokens: readonly string[]): Promise<Record<string, unknown>> {
    const found: Record<string, unknown> = {};
    const select = statement(this.db, 'SELECT value FROM view_state WHERE token = ? AND saved_at >= ?');
    for (const token of tokens) {
      const value = select.pluck().get(token, this.now() - VIEW_STATE_MAX_AGE_MS) as string | undefined;
      if (value !== undefined) found[token] = JSON.parse(value);
    }
    return found;
  }
}
