/**
 * Warming a handler thread up before it takes interactions. A fresh thread runs its handlers in
 * V8's interpreter until they have run often enough to be compiled, and the compiling itself takes
 * CPU from the answers on 2 cores: a fresh replica answers its first thousand interactions slower
 * than later ones. So each thread started with the pool first answers interactions of its own,
 * made from the content it serves, through the same dispatcher, for a short while.
 *
 * Measured with npm run load (2 replicas, 1,000 interactions; 7 runs each, paired with runs
 * without): p99 109, 112, 97, 120, 100, 79, 101 ms without; 88, 86, 85, 102, 82, 84, 85 ms after
 * 3 s of warm-up per thread; replicas' CPU 3.0–3.6 → 2.5–3.3 ms per interaction; the fresh
 * replicas' first 200 answers p50 51–61 → 32–37 ms.
 */
import type { ContentDb } from '../../database/open-database.js';
import { ComponentType } from 'discord-api-types/v10';
import type { CommandContext, WarmUpInput } from './command-module.js';
import { runAutocomplete, runCommand, runComponent, type CommandRegistry, type ErrorLog } from './dispatch.js';
import { InteractionMemory } from './view-memory.js';
import type { ActionRow } from '../payload/components.js';
import type { LoggedError } from './handler-task.js';

/** The user id warm-up interactions run as: no Discord snowflake has so few digits. */
const WARM_UP_USER = '0';
/** Inputs a module makes (CommandModule.warmUp): enough variety that no one answer's path is all that gets compiled. */
export const WARM_UP_INPUTS = 50;
/** Presses per reply: its first buttons (paging, "open rule …"), as a user presses them. */
const PRESSES_PER_REPLY = 2;

export interface WarmUpReport {
  /** Interactions answered, by command. */
  answered: Record<string, number>;
  /** Errors the dispatcher logged: a warm-up input that fails is a bug in the module's warmUp. */
  logged: LoggedError[];
}

/**
 * Runs each module's warm-up inputs (CommandModule.warmUp), round robin, and presses the first
 * buttons of each reply, until `budgetMs` has passed, the longest list of inputs has run
 * `maxRounds` times (shorter lists start again meanwhile), or `stop()` says so (asked before each step).
 * Replies are dropped: nothing is sent, saved or remembered beyond the interaction.
 */
export async function warmUpHandlers(
  registry: CommandRegistry,
  db: ContentDb,
  context: (memory: InteractionMemory) => CommandContext,
  budgetMs: number,
  maxRounds = Number.POSITIVE_INFINITY,
  stop: () => boolean = () => false,
): Promise<WarmUpReport> {
  const report: WarmUpReport = { answered: {}, logged: [] };
  if (stop()) return report;
  const log: ErrorLog = (message, details) => report.logged.push({ message, details });
  const inputs = [...registry.entries()].map(([name, module]) => ({ name, inputs: inputsOf(module.warmUp, db, log, name) })).filter((entry) => entry.inputs.length > 0);
  const longest = Math.max(0, ...inputs.map((entry) => entry.inputs.length));
  const deadline = performance.now() + budgetMs;
  // Step i runs every module's i-th input (its list starting again when shorter than the longest).
  for (let step = 0; step < maxRounds * longest && performance.now() < deadline && !stop(); step++) {
    for (const { name, inputs: list } of inputs) {
      const input = list[step % list.length]!;
      const memory = new InteractionMemory();
      report.answered[name] = (report.answered[name] ?? 0) + 1;
      if ('focused' in input) {
        runAutocomplete(registry, name, input.focused, context(memory), log);
        continue;
      }
      const reply = await runCommand(registry, name, input.options, WARM_UP_USER, context(memory), log);
      for (const customId of buttonIds(reply.components).slice(0, PRESSES_PER_REPLY)) {
        await runComponent(registry, customId, [], WARM_UP_USER, context(memory), log);
      }
    }
  }
  return report;
}

/** A module's warm-up inputs; none if it has none, or if making them fails (no release imported yet). */
function inputsOf(warmUp: ((db: ContentDb) => WarmUpInput[]) | undefined, db: ContentDb, log: ErrorLog, command: string): WarmUpInput[] {
  if (!warmUp) return [];
  try {
    return warmUp(db);
  } catch (error) {
    log('warm-up inputs failed', { command, error });
    return [];
  }
}

/** The custom ids of a reply's buttons a user can press (not links, which have none, nor disabled ones). */
function buttonIds(rows: ActionRow[] | undefined): string[] {
  return (rows ?? []).flatMap((row) =>
    row.components.flatMap((component) => (component.type === ComponentType.Button && 'custom_id' in component && !component.disabled ? [component.custom_id] : [])),
  );
}

/** `count` items spread evenly over `list` (all of it when shorter): warm-up inputs from across the content. */
export function spreadOver<T>(list: readonly T[], count: number): T[] {
  if (list.length <= count) return [...list];
  const step = list.length / count;
  return Array.from({ length: count }, (_, index) => list[Math.floor(index * step)]!);
}
