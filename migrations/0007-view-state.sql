-- View state too large for a 100-character custom id (a /search query, a /define term, a
-- scenario's input), keyed by the token the custom id carries (state/sqlite-view-state-store.ts).
-- In the database, not in process memory, so handler workers share it and a button pressed after
-- a restart still works. Entries older than 30 days are pruned.
CREATE TABLE view_state (
  token TEXT PRIMARY KEY,
  value TEXT NOT NULL,                          -- JSON
  saved_at INTEGER NOT NULL                     -- milliseconds since the epoch
);
CREATE INDEX view_state_by_age ON view_state (saved_at);
