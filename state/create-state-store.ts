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
import { DeadlineExceeded, withDeadline } from '../common/with-deadline.js';
import { BUSY_TIMEOUT_MS } from '../database/describe-database-error.js';
import { AnnouncementClaims } from './announcement-claims.js';
import { keepingFirstError } from './first-error-dialect.js';
import { GuildSettingsRepository } from './guild-settings-repository.js';
import { InlineRateLimit, INLINE_RATE_LIMIT } from './inline-rate-limit.js';
import { InlineRepliesRepository } from './inline-replies-repository.js';
import { InteractionWrites } from './interaction-writes.js';
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
  /**
   * SQLite: how long a write waits for another connection's write lock (an import in a child
   * process) before failing with SQLITE_BUSY. better-sqlite3 waits synchronously, so on the bot's
   * main thread every interaction waits with it: the bot gives a short one (SHORT_BUSY_TIMEOUT_MS).
   * Default: the 5 s every other connection waits.
   */
  sqliteBusyTimeoutMs?: number;
  /** Hears of PostgreSQL connections that failed outside a query (the server restarted, a network cut). */
  onConnectionError?: (error: Error) => void;
}

/**
 * The busy timeout of the bot's main thread: a write that cannot have the lock this soon fails,
 * and the interaction is answered without it (buttons left off, a setting not saved, said so).
 */
export const SHORT_BUSY_TIMEOUT_MS = 200;

/** How long closing the store may wait for its server. */
const CLOSE_DEADLINE_MS = 2000;

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
  /** Writes made once per interaction: a replay answers with the first result (interaction-writes.ts). */
  readonly interactionWrites: InteractionWrites;
  /** Resolves when the database answers a query (for /healthz); rejects with its error otherwise. */
  ping(): Promise<void>;
  /** Closes its connections; a server that does not answer (frozen) is left after CLOSE_DEADLINE_MS. */
  destroy(): Promise<void>;
}

/** Opens the state store `config` names and brings its schema up to date. */
export async function createStateStore(config: StateStoreConfig): Promise<StateStore> {
  const provider = config.migrations ?? stateMigrationProvider();
  const opened = config.databaseUrl
    ? await openPostgres(config.databaseUrl, provider, config.onConnectionError)
    : openSqlite(config.sqlitePath, provider, config.sqliteBusyTimeoutMs ?? BUSY_TIMEOUT_MS);
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
    interactionWrites: new InteractionWrites(db),
    async ping() {
      await sql`select 1`.execute(db);
    },
    async destroy() {
      const closing = Promise.all([viewStateDb !== db ? viewStateDb.destroy() : undefined, db.destroy()]);
      // Closing a PostgreSQL connection waits for the server to hang up, which a frozen one never does: a stopping process moves on.
      await withDeadline(closing, CLOSE_DEADLINE_MS, 'closing the state store').catch((error: unknown) => {
        if (!(error instanceof DeadlineExceeded)) throw error;
      });
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

async function openPostgres(url: string, provider: MigrationProvider, onConnectionError: ((error: Error) => void) | undefined): Promise<OpenedDb> {
  // node-postgres loaded only here: a service on SQLite (the default) would hold its 1.9 MB of heap on the main thread for nothing (docs/memory.md).
  const { postgresPool } = await import('./postgres-pool.js');
  // Every wait bounded, and a connection the server closed (a restart, a failover) dropped rather than reused: postgres-pool.ts.
  const db = new Kysely<StateDatabase>({ dialect: keepingFirstError(new PostgresDialect({ pool: postgresPool(url, onConnectionError) })) });
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
function openViewStateConnection(file: string, busyTimeoutMs: number): Kysely<StateDatabase> {
  // Opened on first use, so Kysely's destroy closes it (it closes only a connection it opened):
  // commands that never touch view state (a ruling check after an import) never open it.
  let handle: Database.Database | undefined;
  const open = () => {
    handle = new Database(file);
    handle.pragma(`busy_timeout = ${busyTimeoutMs}`);
    handle.pragma('synchronous = NORMAL');
    return Promise.resolve(withStatementCache(handle));
  };
  return new Kysely<StateDatabase>({ dialect: keepingFirstError(new SqliteDialect({ database: open }), { stillInTransaction: () => handle?.inTransaction ?? false }) });
}

function openSqlite(file: string, provider: MigrationProvider, busyTimeoutMs: number): OpenedDb {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const handle = new Database(file);
  // Migrations wait the full timeout for each other (shards opening one file at once); `busyTimeoutMs` applies after.
  handle.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  handle.pragma('journal_mode = WAL');
  const db = new Kysely<StateDatabase>({
    dialect: keepingFirstError(new SqliteDialect({ database: withStatementCache(handle) }), { stillInTransaction: () => handle.inTransaction }),
  });
  return {
    dialect: 'sqlite',
    db,
    ...(file === ':memory:' ? {} : { viewStateDb: openViewStateConnection(file, busyTimeoutMs) }),
    // Kysely takes no lock and no transaction for SQLite's migrations (it does not trust its DDL in
    // transactions). SQLite's DDL is transactional, and Kysely's SQLite driver has this one
    // connection: so all pending migrations run in one BEGIN IMMEDIATE, which holds the write lock
    // from the start — shards opening one file at once apply each migration once (the others wait
    // for the busy timeout, then find it done), and a failing migration leaves nothing behind.
    async migrate() {
      try {
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
      } finally {
        handle.pragma(`busy_timeout = ${busyTimeoutMs}`);
      }
    },
  };
}
