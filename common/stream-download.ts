/**
 * Downloading a file too large to hold in memory: its body as a stream of chunks, under a time
 * limit and a size cap, with the request headers an API asks for.
 */
import { UserError } from './user-error.js';

export interface StreamDownloadOptions {
  /** For the whole download, body included. */
  timeoutMs: number;
  /** Of the body as received (decompressed when the server sent it gzip-encoded). */
  maxBytes: number;
  headers?: Record<string, string>;
}

function failure(url: string, timeoutMs: number, signal: AbortSignal, error: unknown): UserError {
  if (error instanceof UserError) return error;
  if (signal.aborted) return new UserError('download-timeout', `Downloading ${url} took longer than ${timeoutMs / 1000} s; try again later.`);
  const cause = (error as Error & { cause?: Error }).cause;
  return new UserError('download-failed', `Downloading ${url} failed: ${cause?.message ?? (error as Error).message}.`);
}

/**
 * Starts downloading `url`; resolves once the server has answered, with the body's chunks to
 * read. Throws (at once, or while the chunks are read) a UserError on a network error, a non-2xx
 * status, a timeout, or a body larger than `maxBytes`. Gzip-encoded bodies arrive decompressed.
 */
export async function streamDownload(url: string, options: StreamDownloadOptions): Promise<AsyncIterable<Uint8Array>> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, { signal, redirect: 'follow', headers: { 'Accept-Encoding': 'gzip', ...options.headers } });
  } catch (error) {
    throw failure(url, options.timeoutMs, signal, error);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new UserError('download-failed', `Downloading ${url} failed: HTTP ${response.status}.`);
  }
  const tooLarge = () => new UserError('download-too-large', `${url} is larger than ${Math.round(options.maxBytes / 1024 / 1024)} MB; refused.`);
  // A compressed body's declared length says nothing of its size once decompressed.
  if (!response.headers.get('content-encoding') && Number(response.headers.get('content-length')) > options.maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const body = response.body;
  return (async function* () {
    let size = 0;
    try {
      for await (const chunk of body ?? []) {
        size += chunk.length;
        if (size > options.maxBytes) throw tooLarge();
        yield chunk;
      }
    } catch (error) {
      // Leaving the loop early cancels the body, freeing the connection.
      throw failure(url, options.timeoutMs, signal, error);
    }
  })();
}
