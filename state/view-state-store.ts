/**
 * Where view state too large for a custom id is kept between a reply and a press of its buttons
 * (commands/framework/view-memory.ts): saved by token, loaded by token. Small and async: the state
 * store implements it on SQLite or PostgreSQL (view-state-repository.ts).
 */
export interface ViewStateStore {
  /** Saves each value under its token (plain JSON data). */
  save(entries: Readonly<Record<string, unknown>>): Promise<void>;
  /** The values of those `tokens` still kept; tokens unknown or expired are absent. */
  load(tokens: readonly string[]): Promise<Record<string, unknown>>;
}
