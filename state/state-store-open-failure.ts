/**
 * Why the PostgreSQL state store DATABASE_URL names could not be opened, said to whoever runs the
 * command: the server down or out of reach, a refused login, a database that does not exist, a
 * user that has no schema to create the tables in or may not create them. These are the
 * operator's to fix, not bugs, so the command says what was wrong and what to change instead of
 * "an unexpected problem". The password is never repeated.
 */
import { UserError } from '../common/user-error.js';
import { causesOf, storeFailure } from './store-failure.js';

/** What the message names: the server, database and user DATABASE_URL gives (never its password). */
interface Target {
  server: string;
  database: string;
  user: string;
}

function targetOf(databaseUrl: string): Target {
  try {
    const url = new URL(databaseUrl);
    const database = decodeURIComponent(url.pathname.slice(1)) || decodeURIComponent(url.username) || 'postgres';
    return { server: `${url.hostname || 'localhost'}:${url.port || '5432'}`, database, user: decodeURIComponent(url.username) || 'the default user' };
  } catch {
    return { server: 'the server it names', database: 'the database it names', user: 'the user it names' };
  }
}

/**
 * PostgreSQL's SQLSTATE (or Node's code) and message of `error`, or of the error behind it that has
 * one (a failed migration wraps the error that failed it).
 */
function reasonOf(error: unknown): { code: string; detail: string } {
  for (const cause of causesOf(error)) {
    const code = (cause as { code?: unknown } | null)?.code;
    if (!(cause instanceof Error) || typeof code !== 'string') continue;
    // Node's AggregateError (every address of a host refused) has no message of its own.
    const detail = cause.message || (cause instanceof AggregateError && cause.errors[0] instanceof Error ? cause.errors[0].message : code);
    return { code, detail };
  }
  return { code: '', detail: error instanceof Error ? error.message : String(error) };
}

/** The UserError for `error`, met while opening the state store at `databaseUrl`; null when it is a bug, not a condition. */
export function stateStoreOpenFailure(error: unknown, databaseUrl: string | undefined): UserError | null {
  if (!databaseUrl) return null;
  const { server, database, user } = targetOf(databaseUrl);
  const { code, detail } = reasonOf(error);
  if (code === '28P01' || code === '28000')
    return new UserError('state-store-login-refused', `PostgreSQL at ${server} refused the login of ${user} that DATABASE_URL gives (${detail}). Check the user name and password in DATABASE_URL.`);
  if (code === '3D000')
    return new UserError('state-store-database-missing', `The database "${database}" that DATABASE_URL names does not exist on ${server}. Create it (createdb ${database}) or name an existing one in DATABASE_URL.`);
  if (code === '3F000')
    return new UserError('state-store-no-schema', `${user} has no schema to create Arbiter's tables in, in "${database}" on ${server} (${detail}): the search_path DATABASE_URL sets names a schema that does not exist or that ${user} may not use. Create it and grant ${user} USAGE and CREATE on it, or leave search_path out.`);
  if (code === '42501')
    return new UserError('state-store-not-permitted', `${user} may not create Arbiter's tables in "${database}" on ${server} (${detail}). Grant it CREATE on the schema, or give DATABASE_URL the database's owner.`);
  if (storeFailure(error)?.kind === 'unreachable')
    return new UserError(
      'state-store-unreachable',
      `Cannot reach the PostgreSQL server that DATABASE_URL names (${server}, database "${database}"): ${detail}. Start it or correct DATABASE_URL; without DATABASE_URL, Arbiter keeps its state in the content database's file (RULES_DB).`,
    );
  return null;
}
