/**
 * The one way Arbiter downloads anything — a rules page, a CR file, a PDF, Scryfall's 160 MB card
 * file: a time limit, a size cap, progress as the bytes arrive, and every failure a UserError
 * naming its cause the same way (download-failure.ts).
 */
import { downloadFailure } from './download-failure.js';
import { UserError } from './user-error.js';

/** How much of a download has arrived; `totalBytes` when the server (or the caller) knows it. */
export type DownloadProgress = (receivedBytes: number, totalBytes: number | null) => void;

export interface DownloadOptions {
  /** For the whole download, body included. */
  timeoutMs?: number;
  /** Of the body as received (decompressed when the server sent it gzip-encoded). */
  maxBytes?: number;
  headers?: Record<string, string>;
  /** The size to expect when the server does not say (a compressed body's length says nothing of it). */
  expectedBytes?: number;
  onProgress?: DownloadProgress;
}

/** A CR text file is about 1 MB (2 MB as UTF-16), a tournament PDF a few MB; anything far larger is not one. */
const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * Starts downloading `url`; resolves once the server has answered, with the body's chunks to
 * read. Throws (at once, or while the chunks are read) a UserError on a network error, a non-2xx
 * status, a timeout, or a body larger than `maxBytes`. Gzip-encoded bodies arrive decompressed.
 */
export async function streamDownload(url: string, options: DownloadOptions = {}): Promise<AsyncIterable<Uint8Array>> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, { signal, redirect: 'follow', headers: { 'Accept-Encoding': 'gzip', ...options.headers } });
  } catch (error) {
    throw downloadFailure(url, error, signal.aborted, timeoutMs);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new UserError('download-failed', `Downloading ${url} failed: HTTP ${response.status}.`);
  }
  const tooLarge = () => new UserError('download-too-large', `${url} is larger than ${Math.round(maxBytes / 1024 / 1024)} MB; refused.`);
  // A compressed body's declared length says nothing of its size once decompressed.
  const declared = response.headers.get('content-encoding') ? null : Number(response.headers.get('content-length')) || null;
  if (declared !== null && declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const total = declared ?? options.expectedBytes ?? null;
  const body = response.body;
  return (async function* () {
    let size = 0;
    try {
      options.onProgress?.(0, total);
      for await (const chunk of body ?? []) {
        size += chunk.length;
        if (size > maxBytes) throw tooLarge();
        options.onProgress?.(size, total);
        yield chunk;
      }
    } catch (error) {
      // Leaving the loop early cancels the body, freeing the connection.
      throw downloadFailure(url, error, signal.aborted, timeoutMs);
    }
  })();
}

/** Downloads `url` whole; the same failures as streamDownload. */
export async function downloadBytes(url: string, options: DownloadOptions = {}): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of await streamDownload(url, options)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** True for http(s) URLs, which import commands download instead of reading from disk. */
export function isUrl(text: string): boolean {
  return /^https?:\/\//i.test(text);
}
