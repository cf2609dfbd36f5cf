/**
 * Why a download failed, in one sentence that names the cause: Node's fetch says only "fetch
 * failed" and hides the network error (ENOTFOUND, ECONNREFUSED …) in `error.cause`.
 */
import { UserError } from './user-error.js';

/** What a network error code means for the person at the keyboard. */
const MEANINGS: Record<string, string> = {
  ENOTFOUND: 'the host name does not resolve: is this machine offline?',
  EAI_AGAIN: 'the host name could not be resolved just now: is this machine offline?',
  ECONNREFUSED: 'nothing is listening there',
  ECONNRESET: 'the server closed the connection',
  ETIMEDOUT: 'the server did not answer in time',
  ENETUNREACH: 'the network is unreachable: is this machine offline?',
  EHOSTUNREACH: 'the host is unreachable: is this machine offline?',
  UND_ERR_CONNECT_TIMEOUT: 'the connection timed out: is this machine offline?',
  UND_ERR_SOCKET: 'the connection broke off',
};

interface NetworkCause {
  code?: string;
  hostname?: string;
  address?: string;
  port?: number;
  message?: string;
  errors?: NetworkCause[];
}

/**
 * The network error under `error` as its code and where it happened, e.g.
 * "ENOTFOUND magic.wizards.com (the host name does not resolve: is this machine offline?)".
 * @example describeNetworkCause(fetchError) // 'ECONNREFUSED 127.0.0.1:5999 (nothing is listening there)'
 */
export function describeNetworkCause(error: unknown): string {
  const outer = error as (NetworkCause & { cause?: NetworkCause }) | null;
  // fetch wraps the network's error in `cause`; other clients (discord.js's REST) throw it as it is.
  const found = isNetworkCode(outer?.code) ? outer! : outer?.cause;
  // Node tries each address of a host in turn (happy eyeballs) and may report them all together.
  const cause = found?.errors?.[0] ?? found;
  if (!cause?.code) return cause?.message ?? outer?.message ?? String(error);
  const where = cause.hostname ?? (cause.address ? `${cause.address}${cause.port ? `:${cause.port}` : ''}` : '');
  const meaning = MEANINGS[cause.code];
  return `${cause.code}${where ? ` ${where}` : ''}${meaning ? ` (${meaning})` : ''}`;
}

/** A system network error's code (ENOTFOUND, ECONNREFUSED, UND_ERR_…), not an HTTP API's numeric or named code. */
function isNetworkCode(code: unknown): code is string {
  return typeof code === 'string' && /^(E[A-Z_]+|UND_ERR_[A-Z_]+)$/.test(code);
}

/** True when `error` (or what it wraps) is a network failure: no answer came back at all. */
export function isNetworkError(error: unknown): boolean {
  const outer = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return isNetworkCode(outer?.code) || isNetworkCode(outer?.cause?.code);
}

/** The UserError for a download of `url` that `error` stopped, or that ran out of `timeoutMs`. */
export function downloadFailure(url: string, error: unknown, timedOut: boolean, timeoutMs: number): UserError {
  if (error instanceof UserError) return error;
  if (timedOut) return new UserError('download-timeout', `Downloading ${url} took longer than ${timeoutMs / 1000} s; try again later.`);
  return new UserError('download-failed', `Downloading ${url} failed: ${describeNetworkCause(error)}.`);
}

