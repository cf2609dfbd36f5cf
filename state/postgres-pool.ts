/**
 * The state store's PostgreSQL connections (node-postgres's pool, as Kysely's PostgresDialect
 * takes it), bounded and made to survive the server going away:
 *   - every wait has an end: connecting (or waiting for a free connection), each query on the
 *     client's side (a server frozen mid-query never answers: SIGSTOP, a network partition), each
 *     statement on the server's side (which keeps the connection usable), a transaction left idle;
 *   - a connection that failed (timed out, or the server restarted under it) is discarded when it is
 *     given back, never handed to the next query: node-postgres would return it to the pool as it is,
 *     and a client whose query timed out still waits for that query's answer;
 *   - an error on any connection, idle or in use, is reported, never thrown: an 'error' event with
 *     no listener crashed the handler threads when PostgreSQL came back after a restart.
 */
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import pg from 'pg';

/** How long a connection may take to open, or a query wait for a free one. */
export const CONNECT_TIMEOUT_MS = 2000;
/**
 * How long the server may run a statement before it cancels it (57014). A state-store statement
 * takes milliseconds; one that runs this long is stuck behind a lock.
 */
export const STATEMENT_TIMEOUT_MS = 2500;
/** How long a query may wait for any answer, for a server that cannot cancel anything (frozen). */
export const QUERY_TIMEOUT_MS = 3000;
/** A transaction idle this long (its process frozen or gone) is ended by the server, freeing its locks. */
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 10_000;

/** Whether `error` leaves the connection it came from unusable. */
function breaksConnection(error: unknown, sql: string): boolean {
  // A failed ROLLBACK leaves a transaction open, whatever the reason.
  if (/^\s*rollback\b/i.test(sql)) return true;
  const code = (error as { code?: unknown } | null)?.code;
  // The server's own error about one statement (a constraint, a statement timeout) leaves the
  // connection as it was; a connection exception (08…), a shutdown (57P0…) or a client-side
  // failure (a timeout, a closed socket: no SQLSTATE) does not.
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code.startsWith('08') || code.startsWith('57P0');
  return true;
}

/**
 * A pool for `url` as Kysely's PostgresDialect takes it; `onConnectionError` hears of every
 * connection that failed outside a query (the server closed it, idle or in use).
 */
export function postgresPool(url: string, onConnectionError: (error: Error) => void = () => undefined): PostgresPool {
  const pool = new pg.Pool({
    connectionString: url,
    // A pool per process (and per handler thread that uses the ruling log): 10 is pg's default.
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
    // A server that vanished without closing the connection (a network cut) is found by TCP keepalive.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // Idle connections the server closed: pg-pool drops them itself once it hears this.
  pool.on('error', (error) => onConnectionError(error));
  // Connections in use: pg-pool listens to them only while idle, so one the server closes between
  // two queries of a transaction would emit 'error' to nobody.
  pool.on('connect', (client) => client.on('error', (error) => onConnectionError(error)));
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let broken: Error | undefined;
      const query = async (sql: string, parameters: readonly unknown[]) => {
        try {
          return await client.query(sql, [...parameters]);
        } catch (error) {
          if (breaksConnection(error, sql)) broken ??= error instanceof Error ? error : new Error(String(error));
          throw error;
        }
      };
      return {
        // Kysely streams through cursors only when configured with one; this store never is.
        query: query as unknown as PostgresPoolClient['query'],
        // Given an error, pg-pool closes the connection instead of keeping it.
        release: () => client.release(broken),
      };
    },
    end: () => pool.end(),
  };
}
