/**
 * A handler worker thread (handler-pool.ts starts them): its own read-only connection to the
 * content database, the command modules, and the same dispatcher every front end uses. Runs one
 * task at a time; a slow handler here blocks nobody else.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openContentDb } from '../../rules-db/store/open-content-db.js';
import type { CommandContext, CommandModule } from './command-module.js';
import { buildIndexes } from './build-indexes.js';
import { createRegistry, runAutocomplete, runCommand, runComponent, runMessageCommand, runModalSubmit, type ErrorLog } from './dispatch.js';
import { threadReady, type HandlerOutcome, type HandlerTask, type LoggedError, type WarmUpResult, type WorkerSetup } from './handler-task.js';
import { InteractionMemory } from './view-memory.js';
import { warmUpHandlers } from './warm-up.js';
import type { StateStore, StateStoreConfig } from '../../state/create-state-store.js';
import type { GuildSettingsChange } from '../../state/guild-settings.js';

const setup = workerData as WorkerSetup;
const db = openContentDb(setup.dbPath, { readonly: true });
// Loaded by URL, not imported: the pool runs whichever command modules it is given (the bot's, or a test's).
const { COMMANDS } = (await import(setup.commandsModule)) as { COMMANDS: CommandModule[] };
const registry = createRegistry(COMMANDS);
const startedAt = new Date(setup.startedAt);
buildIndexes(db);
let warmUp: WarmUpResult | undefined;
if (setup.warmUp && Atomics.load(new Int32Array(setup.warmUp.starting), 0) === 1) {
  // Only threads started with the pool: a replacement (for a thread that failed or ran too long) or
  // a thread started under load has interactions waiting for it now.
  const context = (memory: InteractionMemory): CommandContext => ({ db, settings: setup.settings, memory, startedAt, version: setup.version });
  const report = await warmUpHandlers(registry, db, context, setup.warmUp.budgetMs);
  warmUp = {
    answered: Object.values(report.answered).reduce((sum, count) => sum + count, 0),
    failures: report.logged.map((entry) => ({ message: entry.message, details: serialisable(entry.details) })),
  };
}
// The pool counts these: a process accepts interactions once its first threads are this far (HandlerPool.ready).
parentPort?.postMessage(threadReady(warmUp));
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

/** An error as plain data: Error objects lose their stack crossing threads. */
function serialisable(details: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(details).map(([key, value]) => [key, value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value]),
  );
}

/** Runs one task through the dispatcher. */
export default async function runTask(task: HandlerTask): Promise<HandlerOutcome> {
  const logged: LoggedError[] = [];
  const log: ErrorLog = (message, details) => logged.push({ message, details: serialisable(details) });
  const memory = new InteractionMemory(task.kind === 'autocomplete' ? {} : task.memory);
  const updateStatus = task.kind === 'autocomplete' ? undefined : task.updateStatus;
  const cardUpdateStatus = task.kind === 'autocomplete' ? undefined : task.cardUpdateStatus;
  const guild = task.kind === 'autocomplete' ? undefined : task.guild;
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
