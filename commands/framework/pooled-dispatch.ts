/**
 * The main thread's side of running handlers in the pool, for any transport: reads what a handler
 * needs from the state store (the view state a press names, the server's settings), runs the
 * handler on a worker, saves what the handler remembered or changed, and logs what it logged —
 * then hands the reply back to the transport to send. Handlers never touch the state store.
 */
import type { APIApplicationCommandOptionChoice } from 'discord-api-types/v10';
import type { GuildSettings, GuildSettingsChange } from '../../state/guild-settings.js';
import type { ViewStateStore } from '../../state/view-state-store.js';
import type { Reply } from '../payload/message-payload.js';
import { withAnswerVisibility } from './answer-visibility.js';
import type { GuildContext, InlineAvailability, MemberRights, OptionValue, TargetMessage, UpdateStatus } from './command-module.js';
import type { ComponentResult, ErrorLog } from './dispatch.js';
import type { HandlerPool } from './handler-pool.js';
import type { HandlerOutcome } from './handler-task.js';
import type { PageRequest, PageResponse } from '../../web/page.js';
import { viewTokensIn } from './view-memory.js';

/** Where servers' settings are kept (state/guild-settings-repository.ts). */
export interface GuildSettingsSource {
  get(guildId: string): Promise<GuildSettings>;
  update(guildId: string, change: GuildSettingsChange, userId: string): Promise<unknown>;
}

/** What the dispatcher reads and writes in the state store; a StateStore is one. */
export interface DispatcherState {
  viewState: ViewStateStore;
  /** Absent: every server has the defaults, and /settings cannot save. */
  guildSettings?: GuildSettingsSource;
}

/** Where an interaction happened: `guildId` absent in DMs. */
export interface InteractionPlace {
  guildId?: string | null | undefined;
  /** The member's roles and permissions there, as the interaction carries them. */
  member?: MemberRights | undefined;
}

export class PooledDispatcher {
  constructor(
    private readonly pool: HandlerPool,
    private readonly state: DispatcherState,
    private readonly log: ErrorLog,
    /** The running bot's release checks, for /about; absent without a schedule. */
    private readonly updateStatus: () => UpdateStatus | undefined = () => undefined,
    /** The running bot's card data checks, for /about; absent without a schedule. */
    private readonly cardUpdateStatus: () => UpdateStatus | undefined = () => undefined,
    /** Whether the running bot answers inline lookups, for /settings. */
    private readonly inlineLookups: () => InlineAvailability = () => 'disabled',
  ) {}

  /** Runs slash command `name` with the raw option values the transport received. */
  async command(name: string, options: Record<string, OptionValue>, userId: string, place: InteractionPlace = {}): Promise<Reply> {
    const guild = await this.guildContext(place);
    const outcome = await this.pool.run({ kind: 'command', name, options, userId, memory: {}, ...this.status(), ...(guild ? { guild } : {}) });
    await this.finish(outcome, userId, guild);
    return withAnswerVisibility(outcome.reply!, guild?.settings);
  }

  /** Runs message command `name` on the message the transport received with the interaction. */
  async messageCommand(name: string, message: TargetMessage, userId: string, place: InteractionPlace = {}): Promise<Reply> {
    const guild = await this.guildContext(place);
    const outcome = await this.pool.run({ kind: 'message-command', name, message, userId, memory: {}, ...this.status(), ...(guild ? { guild } : {}) });
    await this.finish(outcome, userId, guild);
    return outcome.reply!;
  }

  /** Handles a button or select press, with the view state its custom id names. */
  async component(customId: string, values: string[], userId: string, place: InteractionPlace = {}): Promise<ComponentResult> {
    const [memory, guild] = await Promise.all([this.state.viewState.load(viewTokensIn(customId)), this.guildContext(place)]);
    const outcome = await this.pool.run({ kind: 'component', customId, values, userId, memory, ...this.status(), ...(guild ? { guild } : {}) });
    await this.finish(outcome, userId, guild);
    const edit = outcome.edit ?? false;
    // An edited message keeps the visibility it was sent with; a new one follows the server's choice.
    return { reply: edit ? outcome.reply! : withAnswerVisibility(outcome.reply!, guild?.settings), edit };
  }

  /** Handles a modal (form) sent back, with what was typed into each of its text inputs. */
  async modalSubmit(customId: string, fields: Record<string, string>, userId: string, place: InteractionPlace = {}): Promise<Reply> {
    const guild = await this.guildContext(place);
    const outcome = await this.pool.run({ kind: 'modal-submit', customId, fields, userId, memory: {}, ...this.status(), ...(guild ? { guild } : {}) });
    await this.finish(outcome, userId, guild);
    return withAnswerVisibility(outcome.reply!, guild?.settings);
  }

  /** Autocomplete choices for the focused option. */
  async autocomplete(name: string, focused: { name: string; value: string }): Promise<APIApplicationCommandOptionChoice[]> {
    const outcome = await this.pool.run({ kind: 'autocomplete', name, focused });
    await this.finish(outcome);
    return outcome.choices ?? [];
  }

  /** Renders a web page on a handler thread, so a slow one (a diff across decades) delays no interaction. */
  async page(request: PageRequest): Promise<PageResponse> {
    const outcome = await this.pool.run({ kind: 'page', request });
    for (const entry of outcome.logged) this.log(entry.message, entry.details);
    return outcome.page!;
  }

  /**
   * The inline reply to a channel message's `[[…]]` and `{{…}}`, built on a worker like any
   * handler's; null when it asks for nothing (or building it failed, which is logged).
   */
  async inline(content: string): Promise<Reply | null> {
    const outcome = await this.pool.run({ kind: 'inline', content });
    for (const entry of outcome.logged) this.log(entry.message, entry.details);
    return outcome.reply ?? null;
  }

  private async guildContext({ guildId, member }: InteractionPlace): Promise<GuildContext | undefined> {
    if (!guildId || !this.state.guildSettings) return undefined;
    return { id: guildId, settings: await this.state.guildSettings.get(guildId), ...(member ? { member } : {}) };
  }

  private status(): { updateStatus?: UpdateStatus; cardUpdateStatus?: UpdateStatus; inlineLookups: InlineAvailability } {
    const updateStatus = this.updateStatus();
    const cardUpdateStatus = this.cardUpdateStatus();
    return { ...(updateStatus ? { updateStatus } : {}), ...(cardUpdateStatus ? { cardUpdateStatus } : {}), inlineLookups: this.inlineLookups() };
  }

  /** Saves what the handler remembered or changed (before the reply that names it goes out) and logs its errors. */
  private async finish(outcome: HandlerOutcome, userId?: string, guild?: GuildContext): Promise<void> {
    for (const entry of outcome.logged) this.log(entry.message, entry.details);
    await this.state.viewState.save(outcome.remembered);
    if (outcome.guildSettingsChange && guild && userId) await this.state.guildSettings!.update(guild.id, outcome.guildSettingsChange, userId);
  }
}
