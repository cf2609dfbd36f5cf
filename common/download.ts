/** Fetching a rules page or file over HTTP with a time limit and a size cap. */
import { UserError } from './user-error.js';

export interface DownloadOptions {
  timeoutMs?: number;
  maxBytes?: number;
}

/** A CR text file is about 1 MB (2 MB as UTF-16); anything far larger is not one. */
const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 30_000;

/** Downloads `url`; throws a UserError on a network error, a non-2xx status, a timeout or an oversized body. */
export async function downloadBytes(url: string, options: DownloadOptions = {}): Promise<Uint8Array> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, { signal, redirect: 'follow' });
    if (!response.ok) throw new UserError('download-failed', `Downloading ${url} failed: HTTP ${response.status}.`);
    const declared = Number(response.headers.get('content-length'));
    if (declared > maxBytes) throw tooLarge(url, maxBytes);
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of response.body ?? []) {
      size += chunk.length;
      if (size > maxBytes) throw tooLarge(url, maxBytes);
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  } catch (error) {
    if (error instanceof UserError) throw error;
    if (signal.aborted) throw new UserError('download-timeout', `Downloading ${url} took longer than ${timeoutMs / 1000} s; try again later.`);
    throw new UserError('download-failed', `Downloading ${url} failed: ${(error as Error).message}.`);
  }
}

function tooLarge(url: string, maxBytes: number): UserError {
  return new UserError('download-too-large', `${url} is larger than ${Math.round(maxBytes / 1024 / 1024)} MB; that is not a rules file.`);
}

/** True for http(s) URLs, which import commands download instead of reading from disk. */
export function isUrl(text: string): boolean {
  return /^https?:\/\//i.test(text);
}
