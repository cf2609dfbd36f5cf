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
 * The holder also drops what nobody has used for INDEX_IDLE_MS (dropIdleIndexes), but never the
 * most recently used of its family (the release in daily use, however quiet the night).
 */
import { BroadcastChannel, isMainThread, threadId } from 'node:worker_threads';
import { sharedBytes } from './shared-arrays.js';

/** How an index is built, reduced to plain data another thread can receive, and read from it. */
export interface SharedIndexKind<T, D> {
  /** Kept for the life of the process, never dropped for the budget: what a thread keeps a reference to for good (the dictionary). */
  pinned?: boolean;
  /**
   * The indexes that stand in for each other's content — a database's CR releases, one document's
   * versions: the most recently used of a family is never dropped for being idle. None: the key's own family.
   */
  family?: string;
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

/**
 * How long an index nobody uses is kept (unless it is its family's most recently used). Long
 * enough that a judge stepping through an old release's rules over an evening keeps its index
 * (rebuilding one costs 0.3–1 s of a handler thread), short enough that 31 imported releases
 * looked at once each do not hold their 9 MB apiece until the budget pushes them out.
 */
export const INDEX_IDLE_MS = 30 * 60_000;
/** How often the holder looks for idle indexes. */
const IDLE_CHECK_MS = 60_000;

interface Held {
  data: unknown;
  bytes: number;
  /** Which copy this is (thread and number): when the holder keeps another, threads switch to it. */
  copy: string;
  pinned: boolean;
  family: string;
  /** When this thread (or, in the holder, any thread) last used it, by Date.now(): the holder drops it when idle. */
  usedAt: number;
  /** The index as this thread reads it, opened on first use. */
  opened?: unknown;
}

/** What travels between threads about an index: all of Held but the opened index and the time of use, which are each thread's own. */
type Shared = Omit<Held, 'opened' | 'usedAt'>;

/** An index as another process hands it over (commands/framework/index-builder.ts): its key and what travels between threads. */
export type HeldIndex = { key: string } & Shared;

type Message =
  | ({ type: 'offer'; key: string } & Shared)
  | ({ type: 'adopt'; key: string } & Shared)
  | { type: 'used'; key: string }
  | { type: 'evict'; key: string }
  | { type: 'hello' }
  | { type: 'entries'; entries: ({ key: string } & Shared)[] };

/** This thread's indexes, least recently used first (a Map keeps insertion order). */
const held = new Map<string, Held>();
let budgetBytes = INDEX_BUDGET_BYTES;
let idleMs = INDEX_IDLE_MS;
/** The timer that drops idle indexes, in a thread that is no pool's handler thread, once it holds one. */
let idleTimer: NodeJS.Timeout | undefined;
let copies = 0;
/** The holder's channels (one per pool it started), or a handler thread's one channel to its holder. */
const holderChannels = new Map<BroadcastChannel, Int32Array>();
let threadChannel: BroadcastChannel | undefined;
/** A handler thread's view of its holder's news counter, and the number of the last message it has read from the holder. */
let holderNews: Int32Array | undefined;
let newsRead = 0;
/** Builds this thread did, by key: what tests read to show a second thread did not rebuild. */
const builds = new Map<string, number>();
/** When this thread last told the holder it used each index (at most every USED_NOTICE_MS). */
const noticed = new Map<string, number>();
const USED_NOTICE_MS = 10_000;
/** The index of each family this thread last told the holder of (by using or offering it): a switch is told at once. */
const lastTold = new Map<string, string>();

/**
 * The index `key` names, from this thread's copy, a copy another thread built, or `kind.build()`.
 * `key` must name the index's content exactly (a release's database, id and sha256): two indexes
 * under one key are taken to be the same.
 */
export function sharedIndex<T, D>(key: string, kind: SharedIndexKind<T, D>): T {
  const found = held.get(key);
  if (found) {
    touch(key, found);
    found.usedAt = Date.now();
    tellUsed(key, found.family);
    found.opened ??= kind.open(found.data as D);
    return found.opened as T;
  }
  const index = kind.build();
  builds.set(key, (builds.get(key) ?? 0) + 1);
  const data = kind.data(index);
  const entry: Held = { data, bytes: sharedBytes(data), copy: `${threadId}:${++copies}`, pinned: kind.pinned ?? false, family: kind.family ?? key, usedAt: Date.now(), opened: index };
  keep(key, entry);
  const message: Message = { type: holderChannels.size > 0 ? 'adopt' : 'offer', key, ...shared(entry) };
  // The holder takes an offer as a use.
  lastTold.set(entry.family, key);
  post(message);
  return index;
}

/** Every index this thread holds, least recently used first, as another process can receive them (holdIndexes). */
export function indexesHeld(): HeldIndex[] {
  return [...held].map(([key, entry]) => ({ key, ...shared(entry) }));
}

/**
 * Holds the indexes another process built (the pool's index builder), as the holder holds what a
 * thread offers it: the first copy of each is kept, and every thread told to adopt it.
 */
export function holdIndexes(indexes: HeldIndex[]): void {
  // Numbered as this thread's own copies: the other process's numbers may be this one's.
  for (const { key, ...entry } of indexes) holdOffered(key, { ...shared(entry), copy: `${threadId}:${++copies}` });
}

/** How many times this thread has built the index `key` names. */
export function buildsOf(key: string): number {
  return builds.get(key) ?? 0;
}

/** Whether this thread holds the index `key` names (built here or received). */
export function holdsIndex(key: string): boolean {
  return held.has(key);
}

/** When the index `key` names was last used as this thread knows (the holder: by any thread), by Date.now(); undefined if not held. */
export function indexUsedAt(key: string): number | undefined {
  return held.get(key)?.usedAt;
}

/** Bytes of shared memory this thread's indexes hold, and how many there are. */
export function heldIndexes(): { count: number; bytes: number } {
  let bytes = 0;
  for (const entry of held.values()) bytes += entry.bytes;
  return { count: held.size, bytes };
}

/**
 * Drops every index not used for the idle time (setIndexIdleTime; INDEX_IDLE_MS) as of `now` —
 * never a pinned one, nor the most recently used of its family — and tells the pool's threads to
 * drop it too. The holder runs it every minute; returns the keys dropped.
 */
export function dropIdleIndexes(now = Date.now()): string[] {
  const newestOfFamily = new Map<string, number>();
  for (const entry of held.values()) newestOfFamily.set(entry.family, Math.max(newestOfFamily.get(entry.family) ?? 0, entry.usedAt));
  const dropped: string[] = [];
  for (const [key, entry] of held) {
    if (entry.pinned || now - entry.usedAt < idleMs || entry.usedAt === newestOfFamily.get(entry.family)) continue;
    drop(key);
    dropped.push(key);
  }
  return dropped;
}

/** Sets how long an unused index is kept (tests use a short one); returns the old one. */
export function setIndexIdleTime(ms: number): number {
  const old = idleMs;
  idleMs = ms;
  return old;
}

/** Sets the byte budget (tests use a small one to see an index dropped and built again); returns the old one. */
export function setIndexBudget(bytes: number): number {
  const old = budgetBytes;
  budgetBytes = bytes;
  return old;
}

/**
 * A holder's channel as its pool's threads join it: its name, and a counter of the messages the
 * holder has sent on it (one Int32), by which a thread that waits between tasks without running
 * its event loop knows it has news to read (readHolderNews).
 */
export interface SharedIndexChannel {
  name: string;
  news: SharedArrayBuffer;
}

/**
 * Makes this thread the holder of a new channel for a pool's threads, which join it with
 * `joinSharedIndexes(channel)`; returns the channel (plain data, for their workerData) and a function closing it.
 */
export function holdSharedIndexes(): { channel: SharedIndexChannel; close: () => void } {
  const name = `arbiter:shared-indexes:${process.pid}:${threadId}:${++copies}`;
  const news = new SharedArrayBuffer(4);
  const channel = new BroadcastChannel(name);
  // The channel alone must not keep the process alive.
  channel.unref();
  channel.onmessage = (event) => holderReceives(channel, (event as { data: Message }).data);
  holderChannels.set(channel, new Int32Array(news));
  return {
    channel: { name, news },
    close: () => {
      holderChannels.delete(channel);
      channel.close();
    },
  };
}

/**
 * Joins the holder's channel (from a handler thread) and receives every index it holds;
 * resolves once they arrive, or after `waitMs` (the holder's event loop is busy: this thread builds what it needs).
 */
export function joinSharedIndexes({ name, news }: SharedIndexChannel, waitMs = 2_000): Promise<void> {
  if (isMainThread || threadChannel) return Promise.resolve();
  const channel = new BroadcastChannel(name);
  channel.unref();
  threadChannel = channel;
  holderNews = new Int32Array(news);
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    channel.onmessage = (event) => {
      const { seq, ...message } = (event as { data: Message & { seq?: number } }).data;
      if (seq !== undefined) newsRead = Math.max(newsRead, seq);
      threadReceives(message as Message);
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
    case 'offer':
      holdOffered(message.key, shared(message));
      return;
    case 'used': {
      const entry = held.get(message.key);
      if (entry) {
        touch(message.key, entry);
        entry.usedAt = Date.now();
      }
      return;
    }
    case 'hello': {
      // Numbered as the news so far: what the thread missed before joining, these entries hold.
      const seq = Atomics.load(holderChannels.get(channel)!, 0);
      channel.postMessage({ type: 'entries', entries: [...held].map(([key, entry]) => ({ key, ...shared(entry) })), seq });
      return;
    }
    default:
      return;
  }
}

/** Keeps the first copy of `key` offered (a thread that built another switches to it), as the most recently used. */
function holdOffered(key: string, offered: Shared): void {
  const kept = held.get(key) ?? { ...offered, usedAt: Date.now() };
  keep(key, kept);
  broadcast({ type: 'adopt', key, ...shared(kept) });
}

function threadReceives(message: Message): void {
  switch (message.type) {
    case 'adopt':
      if (held.get(message.key)?.copy !== message.copy) keep(message.key, { ...shared(message), usedAt: Date.now() });
      return;
    case 'entries':
      for (const { key, ...entry } of message.entries) if (!held.has(key)) keep(key, { ...shared(entry), usedAt: Date.now() });
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
  watchIdle();
  let bytes = heldIndexes().bytes;
  for (const [oldKey, old] of held) {
    if (bytes <= budgetBytes || oldKey === key) break;
    if (old.pinned) continue;
    drop(oldKey);
    bytes -= old.bytes;
  }
}

/** Drops `key` here, and in the pool's threads when this thread is their holder. */
function drop(key: string): void {
  held.delete(key);
  noticed.delete(key);
  if (holderChannels.size > 0) broadcast({ type: 'evict', key });
}

/**
 * Starts the idle check in a thread that holds indexes for itself or for a pool; a pool's handler
 * thread leaves it to its holder, which tells it what to drop (between tasks it waits, and runs no timer).
 */
function watchIdle(): void {
  if (idleTimer || threadChannel) return;
  idleTimer = setInterval(() => dropIdleIndexes(), IDLE_CHECK_MS);
  // The check alone must not keep the process alive.
  idleTimer.unref();
}

function shared({ data, bytes, copy, pinned, family }: Shared): Shared {
  return { data, bytes, copy, pinned, family };
}

function touch(key: string, entry: Held): void {
  held.delete(key);
  held.set(key, entry);
}

/**
 * Tells the holder this thread used `key`, so its least-recently-used order and idle times follow
 * every thread's use: at most every USED_NOTICE_MS per index, but at once when it is not the index
 * of its family told last, so the holder always knows which of a family was used last (the one kept when idle).
 */
function tellUsed(key: string, family: string): void {
  if (!threadChannel) return;
  const now = Date.now();
  if (now - (noticed.get(key) ?? 0) < USED_NOTICE_MS && lastTold.get(family) === key) return;
  noticed.set(key, now);
  lastTold.set(family, key);
  threadChannel.postMessage({ type: 'used', key } satisfies Message);
}

function post(message: Message): void {
  if (holderChannels.size > 0) broadcast(message);
  else threadChannel?.postMessage(message);
}

function broadcast(message: Message): void {
  for (const [channel, news] of holderChannels) channel.postMessage({ ...message, seq: Atomics.add(news, 0, 1) + 1 });
}

/** The most turns of its event loop a thread takes to read its holder's news before a task. */
const NEWS_TURNS = 10;

/**
 * Reads what the holder has sent this thread since it last did (indexes to adopt or drop), if
 * anything. A pool's thread waits for its next task without running its event loop, so messages
 * wait unread, and a dropped index would stay in its memory: it calls this before each task. With
 * no news it costs one atomic read; with news, a turn of the event loop (the messages are read then).
 */
export async function readHolderNews(): Promise<void> {
  for (let turn = 0; holderNews && newsRead < Atomics.load(holderNews, 0) && turn < NEWS_TURNS; turn++) {
    await new Promise((resolve) => setImmediate(resolve));
  }
}
