/**
 * Which failures of the state store are conditions of the store (PostgreSQL down or hung, a full
 * or read-only disk, a lock held too long) rather than bugs, and how to say each to a user. A
 * condition is answered with what still works; anything else stays an unexpected error.
 */

export type StoreFailureKind = 'unreachable' | 'disk-full' | 'read-only' | 'busy';

export interface StoreFailure {
  kind: StoreFailureKind;
  /** What is wrong, as the end of a sentence: "the bot's state store can't be reached right now". */
  reason: string;
}

const REASONS: Record<StoreFailureKind, string> = {
  unreachable: "the bot's state store (where settings and the ruling log are kept) can't be reached right now",
  'disk-full': "the disk holding the bot's state store is full",
  'read-only': "the bot's state store is read-only right now (its disk or server refuses writes)",
  busy: "the bot's state store stayed locked by another writer (an import?) for too long",
};

/** Node's codes for a connection that could not be made or was lost. */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'DEADLINE_EXCEEDED']);

/**
 * node-postgres's own messages for a connection that failed, timed out or died (it gives them no
 * code): "Connection terminated unexpectedly", "timeout exceeded when trying to connect", "Query
 * read timeout", "Client has encountered a connection error and is not queryable", a pool in the
 * middle of shutting down.
 */
const PG_CONNECTION_MESSAGE = /connection terminated|timeout exceeded when trying to connect|query read timeout|not queryable|cannot use a pool after calling end/i;

/**
 * PostgreSQL's SQLSTATEs: class 08 (connection exception), 57P01–57P03 (shut down, crashed,
 * starting up), 57014 (statement_timeout cancelled the query), 53300 (too many connections),
 * 53100 (disk full), 25006 (read-only transaction: a hot standby), 55P03 (lock_timeout).
 */
function postgresKind(sqlState: string): StoreFailureKind | null {
  if (sqlState.startsWith('08') || /^57P0[123]$/.test(sqlState) || sqlState === '57014' || sqlState === '53300') return 'unreachable';
  if (sqlState === '53100') return 'disk-full';
  if (sqlState === '25006') return 'read-only';
  if (sqlState === '55P03') return 'busy';
  return null;
}

/**
 * A store failure met before the code that throws it: the dispatcher could not read a server's
 * settings, and a handler cannot go on without them (who is a judge there).
 */
export class StoreUnavailableError extends Error {
  constructor(readonly failure: StoreFailure) {
    super(failure.reason);
    this.name = 'StoreUnavailableError';
  }
}

/** A failure the store met while unreachable, for code that has only its reason (read earlier). */
export function unreachable(reason: string): StoreFailure {
  return { kind: 'unreachable', reason };
}

function kindOf(error: unknown): StoreFailureKind | null {
  if (typeof error !== 'object' || error === null) return null;
  const code = typeof (error as { code?: unknown }).code === 'string' ? (error as { code: string }).code : '';
  const message = error instanceof Error ? error.message : '';
  if (code === 'SQLITE_FULL' || code === 'ENOSPC') return 'disk-full';
  if (code.startsWith('SQLITE_READONLY') || code === 'EROFS') return 'read-only';
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return 'busy';
  // An input/output error under SQLite: the disk is failing or gone, which a user meets as "unreachable".
  if (code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_CANTOPEN')) return 'unreachable';
  if (CONNECTION_CODES.has(code)) return 'unreachable';
  if (/^[0-9A-Z]{5}$/.test(code)) return postgresKind(code);
  if (PG_CONNECTION_MESSAGE.test(message)) return 'unreachable';
  return null;
}

/** `error` and the errors behind it (`cause`), outermost first: a failed migration wraps the connection error that failed it. */
export function* causesOf(error: unknown): Generator<unknown> {
  for (let cause: unknown = error, depth = 0; cause !== undefined && depth < 4; cause = (cause as { cause?: unknown }).cause, depth++) {
    yield cause;
    if (typeof cause !== 'object' || cause === null) return;
  }
}

/** The store condition behind `error` or its causes, or null when it is not one — a bug, to be logged as such. */
export function storeFailure(error: unknown): StoreFailure | null {
  for (const cause of causesOf(error)) {
    if (cause instanceof StoreUnavailableError) return cause.failure;
    const kind = kindOf(cause);
    if (kind) return { kind, reason: REASONS[kind] };
  }
  return null;
}
