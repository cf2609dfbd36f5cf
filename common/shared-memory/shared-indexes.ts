/**
 * Indexes built once per process and read by every thread: a thread that builds one (a release's
 * search index, the English dictionary) offers its plain data — typed arrays over
 * SharedArrayBuffers (shared-arrays.ts), which a structured clone hands over without copying — to
 * the thread that started the handler pool (the holder), which keeps the first copy offered and
 * tells every thread to adopt it. A thread started later asks the holder for everything it holds
 * before it takes its first task, so its first search reads the same memory as a warm thread's.
 *
 * Chosen over the alternatives the issue named by measurement (docs/memory.md): indexes in the
 * content database read through prepared statements made a query's 20–40 postings lookups into
 * SQLite calls, and one search thread the others ask would queue every search behind one thread;
 * shared typed arrays keep the in-memory index's speed (npm run bench unchanged) with one copy.
 *
 * Each thread keeps the indexes it has seen in least-recently-used order within a byte budget
 * (INDEX_BUDGET_BYTES), the holder the same for the process: an old release searched once is
 * built on first use and dropped once newer uses push it out, then built again if asked for.
 */
import { BroadcastChannel, isMainThread, threadId } from 'node:worker_threads';
import { sharedBytes } from './shared-arrays.js';

/** How an index is built, reduced to plain data another thread can receive, and read from it. */
export interface SharedIndexKind<T, D> {
  /** Kept for the life of the process, never dropped for the budget: what a thread keeps a reference to for good (the dictionary). */
  pinned?: boolean;
  build(): T;
  data(index: T): D;
  open(data: D): T;
}

/**
 * Bytes of shared memory kept for indexes per process. The newest CR release's index with its
 * predicted questions takes about 9 MB, a tournament document's 1–3 MB, the dictionary 4 MB: the
 * indexes in daily use fit several times over, and a run through old releases cannot grow past it.
 */
export const INDEX_BUDGET_BYTES = 64 * 1024 * 1024;

interface Held {
  data: unknown;
  bytes: number;
  /** Which copy this is (thread and number): when the holder keeps another, threads switch to it. */
  copy: string;
  pinned: boolean;
  /** The index as this thread reads it, opened on first use. */
  opened?: unknown;
}

type Message =
  | { type: 'offer'; key: string; data: unknown; bytes: number; copy: string; pinned: boolean }
  | { type: 'adopt'; key: string; data: unknown; bytes: number; copy: string; pinned: boolean }
  | { type: 'used'; key: string }
  | { type: 'evict'; key: string }
  | { type: 'hello' }
  | { type: 'entries'; entries: ({ key: string } & Held)[] };

/** This thread's indexes, least recently used first (a Map keeps insertion order). */
const held = new Map<string, Held>();
let budgetBytes = INDEX_BUDGET_BYTES;
let copies = 0;
/** The holder's channels (one per pool it started), or a handler thread's one channel to its holder. */
const holderChannels = new Set<BroadcastChannel>();
let threadChannel: BroadcastChannel | undefined;
/** Builds this thread did, by key: what tests read to show a second thread did not rebuild. */
const builds = new Map<string, number>();
/** When this thread last told the holder it used each index (at most every USED_NOTICE_MS). */
const noticed = new Map<string, number>();
const USED_NOTICE_MS = 10_000;
/** Keys this thread offered the holder and has not yet heard it adopt, and who waits for none to be left. */
const pendingOffers = new Set<string>();
const settledWaiters: (() => void)[] = [];

/**
 * The index `key` names, from this thread's copy, a copy another thread built, or `kind.build()`.
 * `key` must name the index's content exactly (a release's database, id and sha256): two indexes
 * under one key are taken to be the same.
 */
export function sharedIndex<T, D>(key: string, kind: SharedIndexKind<T, D>): T {
  const found = held.get(key);
  if (found) {
    touch(key, found);
    tellUsed(key);
    found.opened ??= kind.open(found.data as D);
    return found.opened as T;
  }
  const index = kind.build();
  builds.set(key, (builds.get(key) ?? 0) + 1);
  const data = kind.data(index);
  const entry: Held = { data, bytes: sharedBytes(data), copy: `${threadId}:${++copies}`, pinned: kind.pinned ?? false, opened: index };
  keep(key, entry);
  const message: Message = { type: holderChannels.size > 0 ? 'adopt' : 'offer', key, data, bytes: entry.bytes, copy: entry.copy, pinned: entry.pinned };
  if (message.type === 'offer' && threadChannel) pendingOffers.add(key);
  post(message);
  return index;
}

/** Resolves once the holder has taken every index this thread offered it (a thread that builds and exits waits for this). */
export function offersTaken(): Promise<void> {
  if (pendingOffers.size === 0 || !threadChannel) return Promise.resolve();
  // The channel keeps this thread alive only while it waits.
  const channel = threadChannel;
  channel.ref();
  return new Promise<void>((resolve) => settledWaiters.push(resolve)).finally(() => channel.unref());
}

/** How many times this thread has built the index `key` names. */
export function buildsOf(key: string): number {
  return builds.get(key) ?? 0;
}

/** Whether this thread holds the index `key` names (built here or received). */
export function holdsIndex(key: string): boolean {
  return held.has(key);
}

/** Bytes of shared memory this thread's indexes hold, and how many there are. */
export function heldIndexes(): { count: number; bytes: number } {
  let bytes = 0;
  for (const entry of held.values()) bytes += entry.bytes;
  return { count: held.size, bytes };
}

/** Sets the byte budget (tests use a small one to see an index dropped and built again); returns the old one. */
export function setIndexBudget(bytes: number): number {
  const old = budgetBytes;
  budgetBytes = bytes;
  return old;
}

/**
 * Makes this thread the holder of a new channel for a pool's threads, which join it with
 * `joinSharedIndexes(name)`; returns the name and a function closing it.
 */
export function holdSharedIndexes(): { name: string; close: () => void } {
  const name = `arbiter:shared-indexes:${process.pid}:${threadId}:${++copies}`;
  const channel = new BroadcastChannel(name);
  // The channel alone must not keep the process alive.
  channel.unref();
  channel.onmessage = (event) => holderReceives(channel, (event as { data: Message }).data);
  holderChannels.add(channel);
  return {
    name,
    close: () => {
      holderChannels.delete(channel);
      channel.close();
    },
  };
}

/**
 * Joins the holder's channel `name` (from a handler thread) and receives every index it holds;
 * resolves once they arrive, or after `waitMs` (the holder's event loop is busy: this thread builds what it needs).
 */
export function joinSharedIndexes(name: string, waitMs = 2_000): Promise<void> {
  if (isMainThread || threadChannel) return Promise.resolve();
  const channel = new BroadcastChannel(name);
  channel.unref();
  threadChannel = channel;
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    channel.onmessage = (event) => {
      const message = (event as { data: Message }).data;
      threadReceives(message);
      if (message.type === 'entries') {
        clearTimeout(timer);
        resolve();
      }
    };
    channel.postMessage({ type: 'hello' } satisfies Message);
  });
}

function holderReceives(channel: BroadcastChannel, message: Message): void {
  switch (message.type) {
    case 'offer': {
      // The first copy offered is kept; a thread that built another switches to it.
      const kept = held.get(message.key) ?? { data: message.data, bytes: message.bytes, copy: message.copy, pinned: message.pinned };
      keep(message.key, kept);
      broadcast({ type: 'adopt', key: message.key, data: kept.data, bytes: kept.bytes, copy: kept.copy, pinned: kept.pinned });
      return;
    }
    case 'used': {
      const entry = held.get(message.key);
      if (entry) touch(message.key, entry);
      return;
    }
    case 'hello':
      channel.postMessage({ type: 'entries', entries: [...held].map(([key, entry]) => ({ key, data: entry.data, bytes: entry.bytes, copy: entry.copy, pinned: entry.pinned })) } satisfies Message);
      return;
    default:
      return;
  }
}

function threadReceives(message: Message): void {
  switch (message.type) {
    case 'adopt':
      if (held.get(message.key)?.copy !== message.copy) keep(message.key, { data: message.data, bytes: message.bytes, copy: message.copy, pinned: message.pinned });
      if (pendingOffers.delete(message.key) && pendingOffers.size === 0) for (const resolve of settledWaiters.splice(0)) resolve();
      return;
    case 'entries':
      for (const { key, ...entry } of message.entries) if (!held.has(key)) keep(key, entry);
      return;
    case 'evict':
      held.delete(message.key);
      return;
    default:
      return;
  }
}

/**
 * Keeps `entry` as the most recently used, dropping the least recently used beyond the budget
 * (never the one just kept, nor a pinned one).
 */
function keep(key: string, entry: Held): void {
  held.delete(key);
  held.set(key, entry);
  let bytes = heldIndexes().bytes;
  for (const [oldKey, old] of held) {
    if (bytes <= budgetBytes || oldKey === key) break;
    if (old.pinned) continue;
    held.delete(oldKey);
    noticed.delete(oldKey);
    bytes -= old.bytes;
    if (holderChannels.size > 0) broadcast({ type: 'evict', key: oldKey });
  }
}

function touch(key: string, entry: Held): void {
  held.delete(key);
  held.set(key, entry);
}

/** Tells the holder this thread used `key`, so its least-recently-used order follows every thread's use. */
function tellUsed(key: string): void {
  if (!threadChannel) return;
  const now = Date.now();
  if (now - (noticed.get(key) ?? 0) < USED_NOTICE_MS) return;
  noticed.set(key, now);
  threadChannel.postMessage({ type: 'used', key } satisfies Message);
}

function post(message: Message): void {
  if (holderChannels.size > 0) broadcast(message);
  else threadChannel?.postMessage(message);
}

function broadcast(message: Message): void {
  for (const channel of holderChannels) channel.postMessage(message);
}
