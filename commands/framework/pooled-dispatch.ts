/**
 * The main thread's side of running handlers in the pool, for any transport: preloads the view
 * state a press needs, runs the handler on a worker, saves what the handler remembered, and logs
 * what it logged — then hands the reply back to the transport to send.
 */
import type { APIApplicationCommandOptionChoice } from 'discord-api-types/v10';
import type { ViewStateStore } from '../../state/view-state-store.js';
import type { Reply } from '../payload/message-payload.js';
import type { InteractionMember, OptionValue, UpdateStatus } from './command-module.js';
import type { ComponentResult, ErrorLog } from './dispatch.js';
import type { HandlerPool } from './handler-pool.js';
import type { HandlerOutcome } from './handler-task.js';
import { viewTokensIn } from './view-memory.js';

export class PooledDispatcher {
  constructor(
    private readonly pool: HandlerPool,
    private readonly store: ViewStateStore,
    private readonly log: ErrorLog,
    /** The running bot's release checks, for /about; absent without a schedule. */
    private readonly updateStatus: () => UpdateStatus | undefined = () => undefined,
    /** The running bot's card data checks, for /about; absent without a schedule. */
    private readonly cardUpdateStatus: () => UpdateStatus | undefined = () => undefined,
  ) {}

  /** Runs slash command `name` with the raw option values the transport received. */
  async command(name: string, options: Record<string, OptionValue>, userId: string, member?: InteractionMember): Promise<Reply> {
    const outcome = await this.pool.run({ kind: 'command', name, options, userId, memory: {}, ...this.status(), ...(member ? { member } : {}) });
    await this.finish(outcome);
    return outcome.reply!;
  }

  /** Handles a button or select press, with the view state its custom id names. */
  async component(customId: string, values: string[], userId: string, member?: InteractionMember): Promise<ComponentResult> {
    const memory = await this.store.load(viewTokensIn(customId));
    const outcome = await this.pool.run({ kind: 'component', customId, values, userId, memory, ...this.status(), ...(member ? { member } : {}) });
    await this.finish(outcome);
    return { reply: outcome.reply!, edit: outcome.edit ?? false };
  }

  /** Handles a modal (form) sent back, with what was typed into each of its text inputs. */
  async modalSubmit(customId: string, fields: Record<string, string>, userId: string, member?: InteractionMember): Promise<Reply> {
    const outcome = await this.pool.run({ kind: 'modal-submit', customId, fields, userId, memory: {}, ...this.status(), ...(member ? { member } : {}) });
    await this.finish(outcome);
    return outcome.reply!;
  }

  /** Autocomplete choices for the focused option. */
  async autocomplete(name: string, focused: { name: string; value: string }): Promise<APIApplicationCommandOptionChoice[]> {
    const outcome = await this.pool.run({ kind: 'autocomplete', name, focused });
    await this.finish(outcome);
    return outcome.choices ?? [];
  }

  private status(): { updateStatus?: UpdateStatus; cardUpdateStatus?: UpdateStatus } {
    const updateStatus = this.updateStatus();
    const cardUpdateStatus = this.cardUpdateStatus();
    return { ...(updateStatus ? { updateStatus } : {}), ...(cardUpdateStatus ? { cardUpdateStatus } : {}) };
  }

  /** Saves what the handler remembered (before the reply that names it goes out) and logs its errors. */
  private async finish(outcome: HandlerOutcome): Promise<void> {
    for (const entry of outcome.logged) this.log(entry.message, entry.details);
    await this.store.save(outcome.remembered);
  }
}
