/**
 * Where view state too large for a custom id is kept between a reply and a press of its buttons
 * (commands/framework/view-memory.ts): saved by token, loaded by token. Small and async on purpose:
 * a shared state store (SQLite or PostgreSQL) will implement it later.
 */
export interface ViewStateStore {
  /** Saves each value under its token (plain JSON data). */
  save(entries: Readonly<Record<string, unknown>>): Promise<void>;
  /** The values of those `tokens` still kept; tokens unknown or expired are absent. */
  load(tokens: readonly string[]): Promise<Record<string, unknown>>;
}
