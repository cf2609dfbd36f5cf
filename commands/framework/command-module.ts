/**
 * The shape every slash command module has: its definition (plain JSON for Discord), a zod schema
 * for its options, and handlers that turn options into a reply. Nothing here touches discord.js:
 * the bot and the terminal console both run these handlers.
 */
import type {
  APIActionRowComponent,
  APIApplicationCommandOptionChoice,
  APIComponentInMessageActionRow,
  APIEmbed,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
  RESTPostAPIContextMenuApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import type { z } from 'zod';
import type { Reply } from '../payload/message-payload.js';
import type { ContentDb } from '../../database/open-database.js';
import type { StateStore } from '../../state/create-state-store.js';
import type { GuildSettings, GuildSettingsChange } from '../../state/guild-settings.js';
import type { ViewMemory } from './view-memory.js';

/** The running bot's checks for new releases (or card data), as /about shows them. */
export interface UpdateStatus {
  /** ISO times; null before the first check. */
  lastCheckAt: string | null;
  /** "imported 2026-01-16", "no new release (2026-01-16 is current)", or "failed: …". */
  lastResult: string | null;
  nextCheckAt: string | null;
}

export type OptionValue = string | number | boolean;

/**
 * For a command of subcommands (`/ruling find words:…`): the option every transport fills with the
 * subcommand's name, beside the subcommand's own options, so handlers read one flat record.
 */
export const SUBCOMMAND_OPTION = 'subcommand';

/** Settings handlers need, from the validated environment. */
export interface CommandSettings {
  /** Link for a rule title, with {rule} (702.19b), {ruleNoDot} (70219b) and {date} (the release shown, 2026-01-16) placeholders. */
  ruleLinkTemplate: string;
  /** The web view's public address (PUBLIC_URL): answers link to its pages ("Open on the web"). */
  publicUrl?: string | undefined;
  /** Wizards' page with the official MTR and IPG, where their titles link. */
  docsPageUrl: string;
  /** The bot's changelog channel (CHANGELOG_CHANNEL_ID), for servers that chose none. */
  changelogChannelId?: string | undefined;
}

/**
 * Whether this copy of the bot answers `[[card]]` and `{{702.19b}}` in channel messages, and if
 * not, why — for /settings to say when a server turns them on (docs/inline-lookups.md).
 */
export type InlineAvailability =
  /** Gateway mode with INLINE_LOOKUPS=true, and Discord granted the Message Content intent. */
  | 'available'
  /** INLINE_LOOKUPS is not set to true. */
  | 'disabled'
  /** HTTP interactions mode: Discord sends it interactions only, never channel messages. */
  | 'http-mode'
  /** Discord refused the Message Content intent at login (not enabled in the developer portal, or not approved). */
  | 'intent-refused';

/** Builds the reply to a channel message's `[[…]]` and `{{…}}`; null when it asks for nothing (commands/views/inline-view.ts). */
export type InlineReplyBuilder = (db: ContentDb, content: string, settings: CommandSettings) => Reply | null;

/** The server an interaction came from, with what it set through /settings. */
export interface GuildContext {
  id: string;
  settings: GuildSettings;
  /** What the member who interacted may do there; absent where the transport does not say. */
  member?: MemberRights;
  /**
   * Set when the state store did not answer in time: `settings` are then the last this process
   * read (`lastKnown`) or the defaults, and `reason` says why, for handlers that must not act on a
   * guess (/settings, who may log rulings).
   */
  settingsUnavailable?: { reason: string; lastKnown: boolean };
}

export interface CommandContext {
  db: ContentDb;
  settings: CommandSettings;
  /** Short-lived view state too large for a custom id (e.g. a search query), keyed by token. */
  memory: ViewMemory;
  /**
   * Discord's id of the interaction being answered: the key under which its writes to the state
   * store are made once (a replay answers with the first result). Absent in the terminal.
   */
  interactionId?: string;
  startedAt: Date;
  version: string;
  /** The running bot's checks for new releases; absent in the terminal. */
  updateStatus?: () => UpdateStatus;
  /** The running bot's checks for new card data; absent in the terminal or when they are off. */
  cardUpdateStatus?: () => UpdateStatus;
  /** The server the interaction came from; absent in DMs and in the terminal. */
  guild?: GuildContext;
  /** Whether the running bot answers inline lookups; absent in the terminal. */
  inlineLookups?: InlineAvailability;
  /**
   * Asks for a change to that server's settings (/settings). Handlers stay pure: the change is
   * recorded, and the dispatcher saves it to the state store before the reply goes out.
   */
  changeGuildSettings?: (change: GuildSettingsChange) => void;
  /**
   * The state store, opened on first use, for handlers that query what they own there: a server's
   * ruling log is searched and numbered by query, too large to preload for every interaction as
   * settings are. Absent where there is none (the terminal).
   */
  stateStore?: () => Promise<StateStore>;
}

/** What the member who interacted may do in the server, as Discord sends it with the interaction. */
export interface MemberRights {
  roleIds: string[];
  /** The member's permissions in the channel: Discord's bitfield, as a decimal string. */
  permissions: string;
}

/** What a user typed into a modal (a form) and sent: its custom id's parts and each text input's value. */
export interface ModalSubmission {
  userId: string;
  ownerId: string;
  action: string;
  args: string[];
  /** Text input custom id → value ('' for an optional input left empty). */
  fields: Record<string, string>;
}

/** A press on a button or select menu whose custom id belongs to a command. */
export interface ComponentPress {
  userId: string;
  /** Whether the presser is the user the message was made for. */
  isOwner: boolean;
  ownerId: string;
  action: string;
  args: string[];
  /** Selected values, for select menus. */
  values: string[];
}

/**
 * The message a message command (right-click a message → Apps) was run on, as Discord delivers it
 * with the interaction: no message-content intent needed (inline lookups, which need it, read
 * messages apart: interactions/inline/).
 */
export interface TargetMessage {
  content: string;
  /** When it was sent (ISO time). */
  createdAt: string;
}

/** A message command a module offers beside its slash command ("Explain rules & cards"). */
export interface MessageCommand {
  /** Type 3 (MESSAGE): a name of up to 32 characters, no description or options. */
  definition: RESTPostAPIContextMenuApplicationCommandsJSONBody;
  execute(message: TargetMessage, userId: string, context: CommandContext): Reply | Promise<Reply>;
}

export interface CommandModule<Options extends z.ZodType = z.ZodType> {
  definition: RESTPostAPIChatInputApplicationCommandsJSONBody;
  /** Validates the raw options Discord (or the console) sends. */
  options: Options;
  execute(options: z.infer<Options>, userId: string, context: CommandContext): Reply | Promise<Reply>;
  autocomplete?(focused: { name: string; value: string }, context: CommandContext): APIApplicationCommandOptionChoice[];
  /** Handles presses of components whose custom id starts with this command's name. */
  press?(press: ComponentPress, context: CommandContext): Reply | Promise<Reply>;
  /** Handles modals (forms) whose custom id starts with this command's name, when they are sent. */
  submit?(submission: ModalSubmission, context: CommandContext): Reply | Promise<Reply>;
  /** A message command running the same handlers on a message's content; its buttons come back to `press`. */
  messageCommand?: MessageCommand;
  /**
   * Interactions a fresh handler thread answers before it takes real ones (warm-up.ts), made from
   * the content it serves: for the commands most interactions are.
   */
  warmUp?(db: ContentDb): WarmUpInput[];
}

/** One warm-up interaction: the command with these options, or an autocomplete of this option. */
export type WarmUpInput = { options: Record<string, OptionValue> } | { focused: { name: string; value: string } };

/** Declares a command module with its option types inferred from its schema. */
export function defineCommand<Options extends z.ZodType>(module: CommandModule<Options>): CommandModule<Options> {
  return module;
}
