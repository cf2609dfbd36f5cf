/**
 * The main thread's side of running handlers in the pool, for any transport: reads what a handler
 * needs from the state store (the view state a press names, the server's settings), runs the
 * handler on a worker, saves what the handler remembered or changed, and logs what it logged —
 * then hands the reply back to the transport to send. Handlers never touch the state store.
 *
 * Content answers never wait on the store: settings are read within a short deadline (else the
 * last known, else the defaults), and view state that cannot be saved leaves the reply without the
 * buttons that need it. What does need the store says so plainly: a button whose state cannot be
 * read, a settings change that cannot be saved (state/store-availability.ts knows when it is down).
 */
import type { APIApplicationCommandOptionChoice } from 'discord-api-types/v10';
import { GuildSettingsRepository } from '../../state/guild-settings-repository.js';
import { UNSET_GUILD_SETTINGS, type GuildSettings, type GuildSettingsChange } from '../../state/guild-settings.js';
import { LastKnownGuildSettings } from '../../state/last-known-guild-settings.js';
import { StoreAvailability } from '../../state/store-availability.js';
import type { StateStore } from '../../state/create-state-store.js';
import type { Reply } from '../payload/message-payload.js';
import { errorReply } from '../payload/reply-helpers.js';
import { withAnswerVisibility } from './answer-visibility.js';
import type { GuildContext, InlineAvailability, MemberRights, OptionValue, TargetMessage, UpdateStatus } from './command-module.js';
import type { ComponentResult, ErrorLog } from './dispatch.js';
import type { HandlerPool } from './handler-pool.js';
import type { HandlerOutcome } from './handler-task.js';
import { withoutUnsavedButtons } from './unsaved-view-state.js';
import type { PageRequest, PageResponse } from '../../web/page.js';
import { viewTokensIn } from './view-memory.js';

/** How long a reply waits for its buttons' view state to be saved, or a press for it to be read. */
export const VIEW_STATE_DEADLINE_MS = 500;

/** What the dispatcher reads and writes in the state store; a StateStore is one. */
export type DispatcherState = Pick<StateStore, 'viewState' | 'guildSettings' | 'interactionWrites' | 'ping'>;

/** Where an interaction happened: `guildId` absent in DMs. */
export interface InteractionPlace {
  guildId?: string | null | undefined;
  /** The member's roles and permissions there, as the interaction carries them. */
  member?: MemberRights | undefined;
  /** Discord's id of the interaction: its writes are made once under it (state/interaction-writes.ts). */
  interactionId?: string | undefined;
}

export class PooledDispatcher {
  /** Whether the state store answers, as this dispatcher last found it (for /healthz and the log). */
  readonly store: StoreAvailability;
  private readonly settings: LastKnownGuildSettings;

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
    /** Hears when the store is found down, and when it answers again. */
    onStoreChange?: (unreachable: string | null) => void,
  ) {
    this.store = new StoreAvailability(() => state.ping(), { onChange: (failure) => onStoreChange?.(failure?.reason ?? null) });
    this.settings = new LastKnownGuildSettings(state.guildSettings, this.store);
  }

  /** Runs slash command `name` with the raw option values the transport received. */
  async command(name: string, options: Record<string, OptionValue>, userId: string, place: InteractionPlace = {}): Promise<Reply> {
    const guild = await this.guildContext(place);
    const outcome = await this.pool.run({ kind: 'command', name, options, ...this.taskBase(userId, place, guild) });
    return withAnswerVisibility(await this.finish(outcome, userId, place, guild), guild?.settings);
  }

  /** Runs message command `name` on the message the transport received with the interaction. */
  async messageCommand(name: string, message: TargetMessage, userId: string, place: InteractionPlace = {}): Promise<Reply> {
    const guild = await this.guildContext(place);
    const outcome = await this.pool.run({ kind: 'message-command', name, message, ...this.taskBase(userId, place, guild) });
    return this.finish(outcome, userId, place, guild);
  }

  /** Handles a button or select press, with the view state its custom id names. */
  async component(customId: string, values: string[], userId: string, place: InteractionPlace = {}): Promise<ComponentResult> {
    const tokens = viewTokensIn(customId);
    const [loaded, guild] = await Promise.all([
      tokens.length === 0
        ? ({ ok: true, value: {} } as const)
        : this.store.attempt("a button's view state", () => this.state.viewState.load(tokens), { deadlineMs: VIEW_STATE_DEADLINE_MS }),
      this.guildContext(place),
    ]);
    if (!loaded.ok) {
      return { reply: errorReply(`This button's saved state can't be read: ${loaded.failure.reason}. Press it again in a minute.`), edit: false };
    }
    const outcome = await this.pool.run({ kind: 'component', customId, values, ...this.taskBase(userId, place, guild, loaded.value) });
    const reply = await this.finish(outcome, userId, place, guild);
    const edit = outcome.edit ?? false;
    // An edited message keeps the visibility it was sent with; a new one follows the server's choice.
    return { reply: edit ? reply : withAnswerVisibility(reply, guild?.settings), edit };
  }

  /** Handles a modal (form) sent back, with what was typed into each of its text inputs. */
  async modalSubmit(customId: string, fields: Record<string, string>, userId: string, place: InteractionPlace = {}): Promise<Reply> {
    const guild = await this.guildContext(place);
    const outcome = await this.pool.run({ kind: 'modal-submit', customId, fields, ...this.taskBase(userId, place, guild) });
    return withAnswerVisibility(await this.finish(outcome, userId, place, guild), guild?.settings);
  }

  /** Autocomplete choices for the focused option. */
  async autocomplete(name: string, focused: { name: string; value: string }): Promise<APIApplicationCommandOptionChoice[]> {
    const outcome = await this.pool.run({ kind: 'autocomplete', name, focused });
    for (const entry of outcome.logged) this.log(entry.message, entry.details);
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

  /**
   * Prunes old view state before the first answer (ViewStateRepository.prune), so that answer does
   * not pay for the connection's first write; a store that is down or slow is left for later.
   */
  async prepareViewState(): Promise<void> {
    await this.store.attempt('pruning view state', () => this.state.viewState.prune(), { deadlineMs: VIEW_STATE_DEADLINE_MS, write: true });
  }

  /** Stops asking a store that is down whether it is back (the process is stopping). */
  stop(): void {
    this.store.stop();
  }

  /** The server's context: its settings from the store within a short deadline, else the last known or the defaults. */
  private async guildContext({ guildId, member }: InteractionPlace): Promise<GuildContext | undefined> {
    if (!guildId) return undefined;
    const { settings, unavailable } = await this.settings.read(guildId);
    return {
      id: guildId,
      // Never read: the server may have asked for answers only the asker sees, so they are kept so
      // until the store answers; the asker still gets the answer.
      settings: unavailable && !unavailable.lastKnown ? { ...UNSET_GUILD_SETTINGS, answers: 'ephemeral' } : settings,
      ...(member ? { member } : {}),
      ...(unavailable ? { settingsUnavailable: unavailable } : {}),
    };
  }

  private taskBase(userId: string, place: InteractionPlace, guild: GuildContext | undefined, memory: Record<string, unknown> = {}) {
    const updateStatus = this.updateStatus();
    const cardUpdateStatus = this.cardUpdateStatus();
    return {
      userId,
      memory,
      ...(place.interactionId ? { interactionId: place.interactionId } : {}),
      ...(updateStatus ? { updateStatus } : {}),
      ...(cardUpdateStatus ? { cardUpdateStatus } : {}),
      inlineLookups: this.inlineLookups(),
      ...(guild ? { guild } : {}),
    };
  }

  /**
   * Logs the handler's errors and saves what it remembered or changed, before the reply that
   * depends on it goes out; returns the reply to send (without buttons whose state was not saved,
   * or saying the settings were not saved, or — for a replayed interaction — the first answer).
   */
  private async finish(outcome: HandlerOutcome, userId: string, place: InteractionPlace, guild: GuildContext | undefined): Promise<Reply> {
    for (const entry of outcome.logged) this.log(entry.message, entry.details);
    let reply = outcome.reply!;
    const tokens = Object.keys(outcome.remembered);
    if (tokens.length > 0) {
      const saved = await this.store.attempt('saving view state', () => this.state.viewState.save(outcome.remembered), { deadlineMs: VIEW_STATE_DEADLINE_MS, write: true });
      if (!saved.ok) reply = withoutUnsavedButtons(reply, tokens, saved.failure.reason);
    }
    if (outcome.guildSettingsChange && guild) reply = await this.saveSettings(guild.id, outcome.guildSettingsChange, userId, place.interactionId, reply);
    return reply;
  }

  /**
   * Saves a settings change with the reply that confirms it, once per interaction: a replay saves
   * nothing and gets the first confirmation. A store that cannot take it gets a sentence instead.
   */
  private async saveSettings(guildId: string, change: GuildSettingsChange, userId: string, interactionId: string | undefined, reply: Reply): Promise<Reply> {
    // No deadline: the store's own timeouts bound the write, and the answer must say whether it was saved.
    const saved = await this.store.attempt(
      "this server's settings",
      () =>
        this.state.interactionWrites.once(interactionId, async (db): Promise<{ reply: Reply; after: GuildSettings }> => {
          const { after } = await new GuildSettingsRepository(db).update(guildId, change, userId);
          return { reply, after };
        }),
      { write: true },
    );
    if (!saved.ok) return errorReply(`This server's settings were not changed: ${saved.failure.reason}. Run \`/settings\` again in a minute.`);
    this.settings.remember(guildId, saved.value.result.after);
    return saved.value.result.reply;
  }
}
