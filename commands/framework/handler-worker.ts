/**
 * A handler worker thread (handler-pool.ts starts them): its own read-only connection to the
 * content database, the command modules, and the same dispatcher every front end uses. Runs one
 * task at a time; a slow handler here blocks nobody else.
 */
import './thread-start.js';
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { openContentDb } from '../../rules-db/store/open-content-db.js';
import { UserError } from '../../common/user-error.js';
import type { CommandContext, CommandModule, InlineReplyBuilder } from './command-module.js';
import { buildIndexes } from './build-indexes.js';
import { joinSharedIndexes, readHolderNews } from '../../common/shared-memory/shared-indexes.js';
import { createRegistry, runAutocomplete, runCommand, runComponent, runMessageCommand, runModalSubmit, type ErrorLog } from './dispatch.js';
import { threadMemory, threadReady, type HandlerOutcome, type HandlerTask, type LoggedError, type WarmUpResult, type WorkerSetup } from './handler-task.js';
import { InteractionMemory } from './view-memory.js';
import { warmUpHandlers } from './warm-up.js';
import type { StateStore, StateStoreConfig } from '../../state/create-state-store.js';
import type { GuildSettingsChange } from '../../state/guild-settings.js';

const setup = workerData as WorkerSetup;
/** The longest a thread waits for the pool's index builder (the CR's index builds in about 1 s on a busy machine); then it builds what it needs. */
const INDEX_BUILD_WAIT_MS = 30_000;
const db = openContentDb(setup.dbPath, { readonly: true });
// Loaded by URL, not imported: the pool runs whichever command modules it is given (the bot's, or a test's).
// A module list without `inlineReply` answers no inline lookups.
const { COMMANDS, inlineReply } = (await import(setup.commandsModule)) as { COMMANDS: CommandModule[]; inlineReply?: InlineReplyBuilder };
const registry = createRegistry(COMMANDS);
const startedAt = new Date(setup.startedAt);
// The indexes another thread built are received, not built again: this thread reads the same memory.
// The pool's index builder is waited for first (blocking is fine: this thread has nothing else to do yet).
if (setup.indexesBuilt) Atomics.wait(new Int32Array(setup.indexesBuilt), 0, 0, INDEX_BUILD_WAIT_MS);
if (setup.sharedIndexes) await joinSharedIndexes(setup.sharedIndexes);
buildIndexes(db);
let warmUp: WarmUpResult | undefined;
if (setup.warmUp) {
  // A thread started with the pool warms up for the whole budget (the process answers nobody until
  // its first threads are ready). One started later — under load, or replacing a thread that failed
  // or ran too long — warms up only while the pool has no task in flight, so a task never waits for
  // it: its first search, answered cold, took 27–48 ms on this thread against 3 ms after 1 s of
  // warm-up (docs/memory.md); a thread started for a burst is warm by the next one.
  const starting = Atomics.load(new Int32Array(setup.warmUp.starting), 0) === 1;
  const busy = new Int32Array(setup.warmUp.busy);
  const context = (memory: InteractionMemory): CommandContext => ({ db, settings: setup.settings, memory, startedAt, version: setup.version });
  const report = await warmUpHandlers(registry, db, context, setup.warmUp.budgetMs, Number.POSITIVE_INFINITY, () => !starting && Atomics.load(busy, 0) > 0);
  warmUp = {
    answered: Object.values(report.answered).reduce((sum, count) => sum + count, 0),
    failures: report.logged.map((entry) => ({ message: entry.message, details: serialisable(entry.details) })),
  };
}
// The pool counts these: a process accepts interactions once its first threads are this far (HandlerPool.ready).
parentPort?.postMessage(threadReady(warmUp));
parentPort?.postMessage(threadMemory(threadId));
/** When this thread last told the pool its memory: after a task, at most every MEMORY_REPORT_MS. */
let memoryReportedAt = Date.now();
const MEMORY_REPORT_MS = 2_000;
function reportMemory(): void {
  if (Date.now() - memoryReportedAt < MEMORY_REPORT_MS) return;
  memoryReportedAt = Date.now();
  parentPort?.postMessage(threadMemory(threadId));
}
/** This thread's own connection to the state store, opened when a handler first asks for it. */
let stateStore: Promise<StateStore> | undefined;
function openStateStore(config: StateStoreConfig): Promise<StateStore> {
  // Loaded on first use: Kysely and pg would add to every thread's start what only the ruling log needs
  // (a replacement thread must answer within the 2-second deferral). A store that failed to open (the
  // database was down) is tried again on the next interaction.
  stateStore ??= import('../../state/create-state-store.js').then(({ createStateStore }) => createStateStore(config)).catch((error: unknown) => {
    stateStore = undefined;
    throw error;
  });
  return stateStore;
}

type RenderPage = typeof import('../../web/router/render-page.js').renderPage;
/** The web view's renderer, loaded by URL on the first page asked for: threads that answer only interactions never load it. */
let pages: Promise<RenderPage> | undefined;
function pageRenderer(): Promise<RenderPage> {
  if (!setup.pagesModule) throw new Error('This pool was started without a pages module: it serves no web pages.');
  pages ??= (import(setup.pagesModule) as Promise<{ renderPage: RenderPage }>).then((module) => module.renderPage);
  return pages;
}

/** An error as plain data: Error objects lose their stack crossing threads. */
function serialisable(details: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(details).map(([key, value]) => [key, value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value]),
  );
}

/**
 * The inline reply to a channel message, if it asks for any. A failure is logged (never the
 * message's words) and answered with nothing: an apology nobody asked for would be noise.
 */
function runInline(content: string, log: ErrorLog, logged: LoggedError[]): HandlerOutcome {
  try {
    const reply = inlineReply?.(db, content, setup.settings) ?? null;
    return { ...(reply ? { reply } : {}), remembered: {}, logged };
  } catch (error) {
    // A user error's message may quote what the message asked: its code says enough.
    log('inline lookup failed', { error: error instanceof UserError ? { name: error.name, code: error.code } : error });
    return { remembered: {}, logged };
  }
}

/** Runs one task through the dispatcher, then reports this thread's memory now and then. */
export default async function runTask(task: HandlerTask): Promise<HandlerOutcome> {
  // Indexes the pool's thread told this one to drop (or adopt) while it waited for this task.
  await readHolderNews();
  try {
    return await dispatchTask(task);
  } finally {
    reportMemory();
  }
}

async function dispatchTask(task: HandlerTask): Promise<HandlerOutcome> {
  const logged: LoggedError[] = [];
  if (task.kind === 'page') {
    const page = (await pageRenderer())(db, task.request, setup.web);
    if (page.error) logged.push({ message: 'web page failed', details: { path: task.request.path, error: page.error } });
    return { page, remembered: {}, logged };
  }
  const log: ErrorLog = (message, details) => logged.push({ message, details: serialisable(details) });
  if (task.kind === 'inline') return runInline(task.content, log, logged);
  const memory = new InteractionMemory(task.kind === 'autocomplete' ? {} : task.memory);
  const updateStatus = task.kind === 'autocomplete' ? undefined : task.updateStatus;
  const cardUpdateStatus = task.kind === 'autocomplete' ? undefined : task.cardUpdateStatus;
  const guild = task.kind === 'autocomplete' ? undefined : task.guild;
  const inlineLookups = task.kind === 'autocomplete' ? undefined : task.inlineLookups;
  const interactionId = task.kind === 'autocomplete' ? undefined : task.interactionId;
  let guildSettingsChange: GuildSettingsChange | undefined;
  const context: CommandContext = {
    db,
    settings: setup.settings,
    memory,
    ...(interactionId ? { interactionId } : {}),
    startedAt,
    version: setup.version,
    ...(updateStatus ? { updateStatus: () => updateStatus } : {}),
    ...(cardUpdateStatus ? { cardUpdateStatus: () => cardUpdateStatus } : {}),
    ...(setup.state ? { stateStore: () => openStateStore(setup.state!) } : {}),
    ...(inlineLookups ? { inlineLookups } : {}),
    ...(guild ? { guild, changeGuildSettings: (change) => (guildSettingsChange = { ...guildSettingsChange, ...change }) } : {}),
  };
  switch (task.kind) {
    case 'command': {
      const reply = await runCommand(registry, task.name, task.options, task.userId, context, log);
      return { reply, remembered: memory.neededBy(reply), ...(guildSettingsChange ? { guildSettingsChange } : {}), logged };
    }
    case 'message-command': {
      const reply = await runMessageCommand(registry, task.name, task.message, task.userId, context, log);
      return { reply, remembered: memory.neededBy(reply), logged };
    }
    case 'component': {
      const { reply, edit } = await runComponent(registry, task.customId, task.values, task.userId, context, log);
      return { reply, edit, remembered: memory.neededBy(reply), ...(guildSettingsChange ? { guildSettingsChange } : {}), logged };
    }
    case 'modal-submit': {
      const reply = await runModalSubmit(registry, task.customId, task.fields, task.userId, context, log);
      return { reply, remembered: memory.neededBy(reply), ...(guildSettingsChange ? { guildSettingsChange } : {}), logged };
    }
    case 'autocomplete':
      return { choices: runAutocomplete(registry, task.name, task.focused, context, log), remembered: {}, logged };
  }
}
