/**
 * The state store: what the bot changes while it runs (view state for buttons, server settings,
 * later the ruling log), as opposed to the content, which only imports change. One query layer
 * (Kysely) over two databases:
 *   - SQLite by default: the content's own file (RULES_DB), through a second better-sqlite3
 *     connection — one file to back up, nothing more to run;
 *   - PostgreSQL when DATABASE_URL is set, so replicas and shards share buttons and settings.
 * The schema comes from migrations/state/ (migrate-state.ts), applied when the store opens.
 *
 * To add a table: a new numbered file in migrations/state/, its interface in state-database.ts,
 * and a repository beside view-state-repository.ts, exposed here.
 */
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type MigrationProvider } from 'kysely';
import pg from 'pg';
import { BUSY_TIMEOUT_MS } from '../database/describe-database-error.js';
import { AnnouncementClaims } from './announcement-claims.js';
import { GuildSettingsRepository } from './guild-settings-repository.js';
import { InlineRateLimit, INLINE_RATE_LIMIT } from './inline-rate-limit.js';
import { InlineRepliesRepository } from './inline-replies-repository.js';
import { hasPendingStateMigrations, migrateState, stateMigrationProvider } from './migrate-state.js';
import type { StateDatabase } from './state-database.js';
import { ViewStateRepository } from './view-state-repository.js';
import { withStatementCache } from './sqlite-with-statement-cache.js';

export interface StateStoreConfig {
  /** A postgres:// URL: the state lives in PostgreSQL. Absent: in the SQLite file `sqlitePath`. */
  databaseUrl?: string | undefined;
  /** The content database's file (RULES_DB), or ':memory:' in tests. */
  sqlitePath: string;
  /** Where the migrations come from: migrations/state/ unless a test gives others. */
  migrations?: MigrationProvider;
}

export interface StateStore {
  readonly dialect: 'sqlite' | 'postgres';
  /** The typed query builder, for repositories. */
  readonly db: Kysely<StateDatabase>;
  readonly viewState: ViewStateRepository;
  readonly guildSettings: GuildSettingsRepository;
  /** Which copy of the bot announces each update. */
  readonly announcements: AnnouncementClaims;
  /** Which reply the bot posted to which message (inline lookups). */
  readonly inlineReplies: InlineRepliesRepository;
  /** Inline replies per channel and minute. */
  readonly inlineRateLimit: InlineRateLimit;
  /** Resolves when the database answers a query (for /healthz); rejects with its error otherwise. */
  ping(): Promise<void>;
  /** Closes its connections. */
  destroy(): Promise<void>;
}

/** Opens the state store `config` names and brings its schema up to date. */
export async function createStateStore(config: StateStoreConfig): Promise<StateStore> {
  const provider = config.migrations ?? stateMigrationProvider();
  const opened = config.databaseUrl ? openPostgres(config.databaseUrl, provider) : openSqlite(config.sqlitePath, provider);
  try {
    await opened.migrate();
  } catch (error) {
    await opened.db.destroy();
    throw error;
  }
  const { db, dialect, viewStateDb = db } = opened;
  return {
    dialect,
    db,
    viewState: new ViewStateRepository(viewStateDb),
    guildSettings: new GuildSettingsRepository(db),
    announcements: new AnnouncementClaims(db),
    // Written for every inline reply, on the main thread: the connection that does not wait for the
    // disk, like view state (a power cut may lose the last few: a reply then not edited or deleted).
    inlineReplies: new InlineRepliesRepository(viewStateDb),
    inlineRateLimit: new InlineRateLimit(viewStateDb, INLINE_RATE_LIMIT),
    async ping() {
      await sql`select 1`.execute(db);
    },
    async destroy() {
      if (viewStateDb !== db) await viewStateDb.destroy();
      await db.destroy();
    },
  };
}

interface OpenedDb {
  dialect: StateStore['dialect'];
  db: Kysely<StateDatabase>;
  /** Where view state and inline lookups' bookkeeping are written, when not through `db` (SQLite: a connection that does not wait for the disk). */
  viewStateDb?: Kysely<StateDatabase>;
  migrate(): Promise<unknown>;
}

function openPostgres(url: string, provider: MigrationProvider): OpenedDb {
  // A pool per process; 10 connections is pg's default and far more than a bot's main thread needs at once.
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server closed (a restart, a failover) is dropped by the pool and the next
  // query opens a new one; without a listener, pg's 'error' event would crash the process instead.
  pool.on('error', () => undefined);
  const db = new Kysely<StateDatabase>({ dialect: new PostgresDialect({ pool }) });
  // Kysely runs each migration in a transaction under an advisory lock: replicas starting together apply each once.
  return {
    dialect: 'postgres',
    db,
    async migrate() {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
      await migrateState(db as Kysely<unknown>, { provider, schema: rows[0]!.schema });
    },
  };
}

/**
 * View state (what buttons need) is written on most answers, on the main thread, where
 * better-sqlite3 waits for each commit's fsync: 0.36 ms here, milliseconds on a network disk,
 * during which no other interaction moves. Its own connection commits with synchronous=NORMAL,
 * SQLite's advice for WAL: no corruption, and after a power cut (not a crash) the last few
 * buttons may say "run the command again". Settings and the ruling log keep waiting for the disk.
 */
function openViewStateConnection(file: string): Kysely<StateDatabase> {
  // Opened on first use, so Kysely's destroy closes it (it closes only a connection it opened):
  // commands that never touch view state (a ruling check after an import) never open it.
  const open = () => {
    const handle = new Database(file);
    handle.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    handle.pragma('synchronous = NORMAL');
    return Promise.resolve(withStatementCache(handle));
  };
  return new Kysely<StateDatabase>({ dialect: new SqliteDialect({ database: open }) });
}

function openSqlite(file: string, provider: MigrationProvider): OpenedDb {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const handle = new Database(file);
  handle.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  handle.pragma('journal_mode = WAL');
  const db = new Kysely<StateDatabase>({ dialect: new SqliteDialect({ database: withStatementCache(handle) }) });
  return {
    dialect: 'sqlite',
    db,
    ...(file === ':memory:' ? {} : { viewStateDb: openViewStateConnection(file) }),
    // Kysely takes no lock and no transaction for SQLite's migrations (it does not trust its DDL in
    // transactions). SQLite's DDL is transactional, and Kysely's SQLite driver has this one
    // connection: so all pending migrations run in one BEGIN IMMEDIATE, which holds the write lock
    // from the start — shards opening one file at once apply each migration once (the others wait
    // for the busy timeout, then find it done), and a failing migration leaves nothing behind.
    async migrate() {
      // Nothing to do (every start but the first): no write lock, so an import in progress delays nobody.
      if (!(await hasPendingStateMigrations(db as Kysely<unknown>, { provider }))) return;
      handle.exec('BEGIN IMMEDIATE');
      try {
        await migrateState(db as Kysely<unknown>, { provider });
        handle.exec('COMMIT');
      } catch (error) {
        if (handle.inTransaction) handle.exec('ROLLBACK');
        throw error;
      }
    },
  };
}
