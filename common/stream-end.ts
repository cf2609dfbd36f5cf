/** The end of what a child process writes, kept while all of it is read. */
import type { Readable } from 'node:stream';

/**
 * Reads all of `stream` as it comes (a pipe nobody reads stops a child that fills it) and keeps its
 * last `maxChars` characters; the function returned gives what has been kept so far.
 */
export function keepEndOf(stream: Readable, maxChars: number): () => string {
  let kept = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    kept = (kept + chunk).slice(-maxChars);
  });
  return () => kept;
}
