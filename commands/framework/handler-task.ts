/**
 * What the main thread hands a handler worker and what comes back (handler-pool.ts): plain data
 * that crosses a thread boundary (structured clone), with no transport in it — the Discord gateway
 * and an HTTP interactions endpoint send the same tasks.
 */
import type { APIApplicationCommandOptionChoice } from 'discord-api-types/v10';
import type { Reply } from '../payload/message-payload.js';
import type { StateStoreConfig } from '../../state/create-state-store.js';
import type { GuildSettingsChange } from '../../state/guild-settings.js';
import type { CommandSettings, GuildContext, InlineAvailability, OptionValue, TargetMessage, UpdateStatus } from './command-module.js';
import type { PageRequest, PageResponse, WebSettings } from '../../web/page.js';
import type { SharedIndexChannel } from '../../common/shared-memory/shared-indexes.js';
import type { ThreadStart } from './young-generation.js';

interface InteractionTask {
  userId: string;
  /** Discord's interaction id, which keys its writes to the state store (CommandContext.interactionId). */
  interactionId?: string;
  /** The view state the custom id's tokens name, preloaded by the main thread (view-memory.ts). */
  memory: Record<string, unknown>;
  /** The running bot's checks for new releases, as /about shows them, when there is a schedule. */
  updateStatus?: UpdateStatus;
  /** The same for card data. */
  cardUpdateStatus?: UpdateStatus;
  /** The server the interaction came from, with its settings read by the main thread; absent in DMs. */
  guild?: GuildContext;
  /** Whether the running bot answers inline lookups (for /settings). */
  inlineLookups?: InlineAvailability;
}

export type HandlerTask =
  | (InteractionTask & { kind: 'command'; name: string; options: Record<string, OptionValue> })
  | (InteractionTask & { kind: 'message-command'; name: string; message: TargetMessage })
  | (InteractionTask & { kind: 'component'; customId: string; values: string[] })
  | (InteractionTask & { kind: 'modal-submit'; customId: string; fields: Record<string, string> })
  | { kind: 'autocomplete'; name: string; focused: { name: string; value: string } }
  /** A web page (web/router/render-page.tsx): read-only, no user, no state. */
  | { kind: 'page'; request: PageRequest }
  /** A channel message's `[[card]]` and `{{rule}}` references, answered inline (commands/views/inline-view.ts). */
  | { kind: 'inline'; content: string };

/** An error a handler logged in the worker, serialised for the main thread's log. */
export interface LoggedError {
  message: string;
  details: Record<string, unknown>;
}

export interface HandlerOutcome {
  /** Commands, message commands, components and modal submissions; inline lookups when the message asks any. */
  reply?: Reply;
  /** Components: edit the pressed message rather than answer with a new one. */
  edit?: boolean;
  /** Autocompletes. */
  choices?: APIApplicationCommandOptionChoice[];
  /** Web pages. */
  page?: PageResponse;
  /** Values the handler remembered that the reply's buttons and menus name, by token: saved to the view-state store before the reply goes out. */
  remembered: Record<string, unknown>;
  /** A change the handler asked for to the server's settings: saved before the reply goes out. */
  guildSettingsChange?: GuildSettingsChange;
  logged: LoggedError[];
}

/** What every worker is started with. */
export interface WorkerSetup extends ThreadStart {
  /** The content database, opened read-only by each worker. */
  dbPath: string;
  /** URL of the module whose `COMMANDS` export lists the command modules to run (commands/index.js). */
  commandsModule: string;
  settings: CommandSettings;
  version: string;
  /** ISO time the bot started, for /about's uptime. */
  startedAt: string;
  /** URL of the module whose `renderPage` renders the web view's pages (web/router/render-page.js), loaded on the first page asked for. */
  pagesModule?: string;
  /** What the pages need to know of the site (PUBLIC_URL, for canonical addresses). */
  web?: WebSettings;
  /** The state store, which a worker opens on first use for handlers that query it (the ruling log). */
  state?: StateStoreConfig;
  /**
   * The channel of the pool's shared indexes (common/shared-memory/shared-indexes.ts): a thread
   * receives every index another thread built before it takes its first task, and offers those it builds.
   */
  sharedIndexes?: SharedIndexChannel;
  /** One Int32, 0 while the pool's index builder works, then 1 (handler-pool.ts): threads receive its indexes rather than build them. */
  indexesBuilt?: SharedArrayBuffer;
  /** Warm-up before a thread takes interactions (warm-up.ts); none when absent. */
  warmUp?: {
    budgetMs: number;
    /** One Int32, 1 while the pool is starting: threads started then warm up for the whole budget. Shared by every thread. */
    starting: SharedArrayBuffer;
    /**
     * One Int32, the pool's tasks in flight (submitted, not yet answered). A thread started later
     * (under load, or replacing one) warms up only while it is 0: no task ever waits for a warm-up.
     */
    busy: SharedArrayBuffer;
  };
}

const THREAD_READY = 'arbiter:handler-thread-ready';

/** What a thread's warm-up did (warm-up.ts). */
export interface WarmUpResult {
  /** Interactions it answered. */
  answered: number;
  /** What the dispatcher logged meanwhile: a failing warm-up input is a bug in its module. */
  failures: LoggedError[];
}

/**
 * What a worker posts once it has loaded the command modules, built its indexes (build-indexes.ts)
 * and, if it was asked to, warmed up.
 */
export interface ThreadReady {
  kind: typeof THREAD_READY;
  warmUp?: WarmUpResult;
}

export function threadReady(warmUp?: WarmUpResult): ThreadReady {
  return { kind: THREAD_READY, ...(warmUp ? { warmUp } : {}) };
}

export function isThreadReady(message: unknown): message is ThreadReady {
  return typeof message === 'object' && message !== null && (message as { kind?: unknown }).kind === THREAD_READY;
}

const THREAD_MEMORY = 'arbiter:handler-thread-memory';

/** A handler thread's own memory (its V8 heap, and what lies outside it), as it last reported it: for /metrics and npm run bench:bot. */
export interface ThreadMemory {
  kind: typeof THREAD_MEMORY;
  threadId: number;
  heapUsed: number;
  heapTotal: number;
  /** Memory outside the heap held by its objects, array buffers included (shared ones count in every thread holding them). */
  external: number;
  arrayBuffers: number;
}

/** This thread's memory, to post to the pool. */
export function threadMemory(threadId: number): ThreadMemory {
  const { heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  return { kind: THREAD_MEMORY, threadId, heapUsed, heapTotal, external, arrayBuffers };
}

export function isThreadMemory(message: unknown): message is ThreadMemory {
  return typeof message === 'object' && message !== null && (message as { kind?: unknown }).kind === THREAD_MEMORY;
}
