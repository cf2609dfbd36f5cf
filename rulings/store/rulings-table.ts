/**
 * The ruling log's table as Kysely sees it (migrations/state/0003-ruling-log.ts). Kept apart from
 * the state store's own table list: the repository asks the store's query builder for it with
 * `withTables`, so the ruling log adds a table without editing the store.
 */

/** One logged ruling; times are milliseconds since the epoch (`bigint`: PostgreSQL returns them as strings). */
export type RulingsTable = {
  guild_id: string;
  number: number;
  author_id: string;
  created_at: number | string;
  updated_at: number | string | null;
  updated_by: string | null;
  question: string;
  ruling: string;
  /** JSON: Citation[]. */
  citations: string;
  /** JSON: CitationChange[]; '[]' unless the ruling needs review. */
  changes: string;
  /** 1 when `changes` is not empty. */
  needs_review: number;
};

// Type aliases, not interfaces: Kysely's withTables wants types it can index by string.
export type RulingsDatabase = {
  rulings: RulingsTable;
  /** Each server's last ruling number. */
  ruling_numbers: { guild_id: string; last_number: number };
};
