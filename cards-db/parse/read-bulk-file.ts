/**
 * Reads a Scryfall bulk file (oracle_cards or rulings) from a stream of bytes: gzip or plain,
 * parsed one object at a time, each validated; the bytes are hashed and kept gzip-compressed on
 * the way through, so the file can be stored and restored later without reading it twice.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import { UserError } from '../../common/user-error.js';
import type { Card, Ruling } from '../card.js';
import { jsonArrayElements } from './json-array-elements.js';
import { parseScryfallCard, parseScryfallRuling, type Parsed } from './scryfall-card.js';

export type BulkKind = 'oracle_cards' | 'rulings';

/** The bytes a file was read from: their digest and size, and a gzip copy to keep. */
export interface SourceBytes {
  kind: BulkKind;
  /** Of the uncompressed JSON. */
  sha256: string;
  size: number;
  gzip: Buffer;
}

export interface BulkFile<T> {
  items: T[];
  /** Reason → how many objects were skipped for it. */
  skipped: Record<string, number>;
  source: SourceBytes;
}

export interface ReadOptions {
  /** Refuse files larger than this, uncompressed (a real oracle_cards file is ≈ 165 MB). Default: MAX_BULK_BYTES. */
  maxBytes?: number;
  /** Told how many objects have been read so far, after each one (for a progress display). */
  onItems?: (count: number) => void;
}

/** Caps on the uncompressed size: about three times today's files, far below what would exhaust memory. */
export const MAX_BULK_BYTES: Record<BulkKind, number> = { oracle_cards: 600 * 1024 * 1024, rulings: 150 * 1024 * 1024 };

const GZIP_MAGIC = [0x1f, 0x8b];

/** `chunks`, gunzipped when they start as gzip (a saved .json.gz, or a server that compressed without saying so). */
async function* plainBytes(chunks: AsyncIterable<Uint8Array>, label: string): AsyncGenerator<Uint8Array> {
  const iterator = chunks[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done) return;
  const rest = { [Symbol.asyncIterator]: () => iterator };
  const isGzip = GZIP_MAGIC.every((byte, index) => first.value[index] === byte);
  if (!isGzip) {
    yield first.value;
    yield* rest;
    return;
  }
  const gunzip = Readable.from((async function* () {
    yield first.value;
    yield* rest;
  })()).pipe(createGunzip());
  try {
    for await (const chunk of gunzip) yield chunk as Buffer;
  } catch (error) {
    throw new UserError('cards-truncated', `${label} is a damaged or truncated gzip file (${(error as Error).message}).`);
  }
}

/**
 * Passes the bytes through while hashing them, counting them against `maxBytes`, and compressing
 * a copy; `done()` gives the source once the stream has been read to its end.
 */
function captureBytes(chunks: AsyncIterable<Uint8Array>, kind: BulkKind, label: string, maxBytes: number) {
  const hash = createHash('sha256');
  const gzip = createGzip({ level: 6 });
  const compressed: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => compressed.push(chunk));
  let size = 0;
  async function* pass(): AsyncGenerator<Uint8Array> {
    for await (const chunk of chunks) {
      size += chunk.length;
      if (size > maxBytes) throw new UserError('cards-too-large', `${label} is larger than ${Math.round(maxBytes / 1024 / 1024)} MB: that is not a Scryfall ${kind} file.`);
      hash.update(chunk);
      if (!gzip.write(chunk)) await once(gzip, 'drain');
      yield chunk;
    }
  }
  async function done(): Promise<SourceBytes> {
    const ended = once(gzip, 'end');
    gzip.end();
    await ended;
    return { kind, sha256: hash.digest('hex'), size, gzip: Buffer.concat(compressed) };
  }
  return { chunks: pass(), done, abort: () => gzip.destroy() };
}

async function readBulk<T>(
  chunks: AsyncIterable<Uint8Array>,
  kind: BulkKind,
  label: string,
  options: ReadOptions,
  parse: (input: unknown) => Parsed<T>,
): Promise<BulkFile<T>> {
  const capture = captureBytes(plainBytes(chunks, label), kind, label, options.maxBytes ?? MAX_BULK_BYTES[kind]);
  const items: T[] = [];
  const skipped: Record<string, number> = {};
  let read = 0;
  try {
    for await (const element of jsonArrayElements(capture.chunks, label)) {
      options.onItems?.(++read);
      const parsed = parse(element);
      if (parsed.ok) items.push(parsed.value);
      else skipped[parsed.reason] = (skipped[parsed.reason] ?? 0) + 1;
    }
  } catch (error) {
    capture.abort();
    throw error;
  }
  return { items, skipped, source: await capture.done() };
}

/** The most common skip reasons, for a message ("12 × a "ruling" object, not a card"). */
function topReasons(skipped: Record<string, number>): string {
  return Object.entries(skipped)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([reason, count]) => `${count} × ${reason}`)
    .join('; ');
}

/** A file most of whose objects are unreadable is the wrong file, not a file with a few odd cards. */
function refuseWrongShape(file: BulkFile<unknown>, label: string, what: string): void {
  const skippedCount = Object.values(file.skipped).reduce((sum, count) => sum + count, 0);
  if (file.items.length === 0) {
    const found = skippedCount > 0 ? ` (${topReasons(file.skipped)})` : '';
    throw new UserError('cards-wrong-file', `${label} holds no Scryfall ${what}${found}: is it the right file?`);
  }
  if (skippedCount > file.items.length) {
    throw new UserError('cards-wrong-file', `${label} holds more objects Arbiter cannot read than ${what} (${topReasons(file.skipped)}): is it the right file?`);
  }
}

/**
 * Reads an oracle_cards file: its cards, and the objects skipped with their reasons (a second
 * card with an Oracle ID already read is skipped too). Throws a UserError for a file that is
 * empty, truncated, not JSON, or not card objects.
 */
export async function readOracleCardsFile(chunks: AsyncIterable<Uint8Array>, label: string, options: ReadOptions = {}): Promise<BulkFile<Card>> {
  const seen = new Set<string>();
  const file = await readBulk(chunks, 'oracle_cards', label, options, (input) => {
    const parsed = parseScryfallCard(input);
    if (!parsed.ok) return parsed;
    if (seen.has(parsed.value.oracleId)) return { ok: false, reason: 'a second card with an Oracle ID already read' };
    seen.add(parsed.value.oracleId);
    return parsed;
  });
  refuseWrongShape(file, label, 'card objects');
  return file;
}

/** Reads a rulings file; the same refusals as readOracleCardsFile. */
export async function readRulingsFile(chunks: AsyncIterable<Uint8Array>, label: string, options: ReadOptions = {}): Promise<BulkFile<Ruling>> {
  const file = await readBulk(chunks, 'rulings', label, options, parseScryfallRuling);
  refuseWrongShape(file, label, 'ruling objects');
  return file;
}
