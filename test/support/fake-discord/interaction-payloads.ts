/**
 * Builders for INTERACTION_CREATE payloads as Discord sends them (API v10), with defaults for
 * everything a test does not care about: the default user in the test guild's channel.
 */
import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  ApplicationIntegrationType,
  ButtonStyle,
  ChannelType,
  ComponentType,
  InteractionContextType,
  InteractionType,
  Locale,
  MessageType,
  type APIApplicationCommandAutocompleteInteraction,
  type APIAuthorizingIntegrationOwnersMap,
  type APIBaseInteraction,
  type APIApplicationCommandInteractionDataBasicOption,
  type APIApplicationCommandInteractionDataOption,
  type APIChatInputApplicationCommandInteraction,
  type APIMessageApplicationCommandInteraction,
  type APIMessage,
  type APIMessageComponentButtonInteraction,
  type APIMessageComponentSelectMenuInteraction,
  type APIUser,
} from 'discord-api-types/v10';
import { BOT_PERMISSIONS, botUser, humanUser, interactionMember, messageObject } from './api-objects.js';
import { DEFAULT_IDS, nextInteractionToken, nextSnowflake, type FakeDiscordIds } from './ids.js';

/** Discord's upload limit for a server without boosts, sent with every interaction. */
const ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024;

/**
 * An option value: strings, booleans, integers and other numbers get their option type from the
 * JavaScript value; pass `{ type, value }` where that guess is wrong (e.g. a NUMBER option of 3).
 */
export type OptionInput =
  | string
  | number
  | boolean
  | { type: ApplicationCommandOptionType; value: string | number | boolean };

/** Who interacts, and where. Every field is optional. */
export interface InteractionContextInput {
  /** Fields replacing the default human user's (e.g. `{ id: '…', username: 'other' }`). */
  user?: Partial<APIUser>;
  /** The guild the interaction happens in; `null` makes it a DM with the bot. */
  guildId?: string | null;
  channelId?: string;
  locale?: Locale;
  /** The fake's ids, when it was started with ids other than DEFAULT_IDS (`fake.ids`). */
  ids?: FakeDiscordIds;
}

export interface ChatInputInput extends InteractionContextInput {
  /** The command's name, e.g. `rule`. */
  name: string;
  /** Option name → value, in the order Discord would send them. */
  options?: Record<string, OptionInput>;
  subcommand?: string;
  subcommandGroup?: string;
  commandId?: string;
}

export interface AutocompleteInput extends ChatInputInput {
  /** The name of the option being typed; its value (default '') is what the user typed so far. */
  focused: string;
}

export interface ButtonInput extends InteractionContextInput {
  customId: string;
  /** Fields replacing those of the default message the button sits on (see `botMessage`). */
  message?: Partial<APIMessage>;
}

export interface StringSelectInput extends InteractionContextInput {
  customId: string;
  /** The option values the user picked. */
  values: string[];
  /** Fields replacing those of the default message the select sits on (see `botMessage`). */
  message?: Partial<APIMessage>;
}

function optionType(value: OptionInput): ApplicationCommandOptionType {
  if (typeof value === 'object') return value.type;
  if (typeof value === 'string') return ApplicationCommandOptionType.String;
  if (typeof value === 'boolean') return ApplicationCommandOptionType.Boolean;
  return Number.isInteger(value) ? ApplicationCommandOptionType.Integer : ApplicationCommandOptionType.Number;
}

function basicOptions(options: Record<string, OptionInput>, focused?: string): APIApplicationCommandInteractionDataBasicOption[] {
  const entries = Object.entries(options);
  if (focused !== undefined && !(focused in options)) entries.push([focused, '']);
  return entries.map(([name, input]) => {
    const value = typeof input === 'object' ? input.value : input;
    return {
      name,
      type: optionType(input),
      value,
      ...(name === focused ? { focused: true } : {}),
    } as APIApplicationCommandInteractionDataBasicOption;
  });
}

/** `data.options`: the leaf options wrapped in their subcommand and group, as Discord nests them; absent when there are none. */
function nestedOptions(input: ChatInputInput, focused?: string): { options?: APIApplicationCommandInteractionDataOption[] } {
  const leaves = basicOptions(input.options ?? {}, focused);
  if (input.subcommand === undefined) {
    if (input.subcommandGroup !== undefined) throw new Error('a subcommandGroup needs a subcommand');
    return leaves.length > 0 ? { options: leaves } : {};
  }
  const subcommand = { type: ApplicationCommandOptionType.Subcommand, name: input.subcommand, options: leaves } as const;
  if (input.subcommandGroup === undefined) return { options: [subcommand] };
  return { options: [{ type: ApplicationCommandOptionType.SubcommandGroup, name: input.subcommandGroup, options: [subcommand] }] };
}

interface ResolvedContext {
  ids: FakeDiscordIds;
  /** null for a DM with the bot. */
  guildId: string | null;
  channelId: string;
  user: APIUser;
  locale: Locale;
}

function resolveContext(context: InteractionContextInput): ResolvedContext {
  const ids = context.ids ?? DEFAULT_IDS;
  return {
    ids,
    guildId: context.guildId === undefined ? ids.guildId : context.guildId,
    channelId: context.channelId ?? ids.channelId,
    user: humanUser(ids, context.user),
    locale: context.locale ?? Locale.EnglishUS,
  };
}

/** Which installation authorised the interaction: the guild's, or the bot's own DM ('0'). */
function integrationOwners({ guildId }: ResolvedContext): APIAuthorizingIntegrationOwnersMap {
  return { [ApplicationIntegrationType.GuildInstall]: guildId ?? '0' };
}

/**
 * discord-api-types splits each payload type into guild and DM variants; the builders pick one at
 * run time from `guildId`, so their results are cast to the union type.
 */
type InteractionBase = Omit<APIBaseInteraction<InteractionType, never>, 'type' | 'data'>;

/** The fields every interaction shares: ids, token, the user as member (guild) or user (DM), the channel. */
function interactionBase(context: ResolvedContext): InteractionBase {
  const { ids, guildId, channelId, user, locale } = context;
  const shared = {
    id: nextSnowflake(),
    application_id: ids.applicationId,
    token: nextInteractionToken(),
    version: 1 as const,
    app_permissions: BOT_PERMISSIONS,
    locale,
    entitlements: [],
    attachment_size_limit: ATTACHMENT_SIZE_LIMIT,
    channel_id: channelId,
    authorizing_integration_owners: integrationOwners(context),
  };
  if (guildId === null) {
    return {
      ...shared,
      user,
      channel: { id: channelId, type: ChannelType.DM },
      context: InteractionContextType.BotDM,
    };
  }
  return {
    ...shared,
    guild_id: guildId,
    guild: { id: guildId, locale: Locale.EnglishUS, features: [] },
    guild_locale: Locale.EnglishUS,
    member: interactionMember(user),
    channel: { id: channelId, type: ChannelType.GuildText, guild_id: guildId, name: 'rules-questions', nsfw: false },
    context: InteractionContextType.Guild,
  };
}

/** A slash command interaction (type 2). @example chatInputInteraction({ name: 'rule', options: { number: '702.19b' } }) */
export function chatInputInteraction(input: ChatInputInput): APIChatInputApplicationCommandInteraction {
  return {
    ...interactionBase(resolveContext(input)),
    type: InteractionType.ApplicationCommand,
    data: {
      id: input.commandId ?? nextSnowflake(),
      name: input.name,
      type: ApplicationCommandType.ChatInput,
      ...nestedOptions(input),
    },
  } as APIChatInputApplicationCommandInteraction;
}

/** An autocomplete interaction (type 4) while the user types into option `focused`. @example autocompleteInteraction({ name: 'rule', options: { number: '702.1' }, focused: 'number' }) */
export function autocompleteInteraction(input: AutocompleteInput): APIApplicationCommandAutocompleteInteraction {
  return {
    ...interactionBase(resolveContext(input)),
    type: InteractionType.ApplicationCommandAutocomplete,
    data: {
      id: input.commandId ?? nextSnowflake(),
      name: input.name,
      type: ApplicationCommandType.ChatInput,
      ...nestedOptions(input, input.focused),
    },
  } as APIApplicationCommandAutocompleteInteraction;
}

export interface MessageCommandInput extends InteractionContextInput {
  /** The message command's name, e.g. `Explain rules & cards`. */
  name: string;
  /** What the right-clicked message says. */
  content: string;
  /** When it was sent (ISO time; its id says so too, as discord.js reads it from there); now by default. */
  timestamp?: string;
  /** Who wrote it: fields replacing the default human user's. */
  author?: Partial<APIUser>;
  commandId?: string;
}

/**
 * A message command (type 2, command type 3: right-click a message → Apps) on a message someone
 * wrote. Discord sends the message itself in `data.resolved.messages`, content included, whatever
 * the bot's intents. @example messageCommandInteraction({ name: 'Explain rules & cards', content: 'see CR 702.19b' })
 */
export function messageCommandInteraction(input: MessageCommandInput): APIMessageApplicationCommandInteraction {
  const context = resolveContext(input);
  const sentAt = input.timestamp ? Date.parse(input.timestamp) : Date.now();
  const target = {
    ...messageObject({
      id: nextSnowflake(sentAt),
      channelId: context.channelId,
      guildId: context.guildId,
      author: humanUser(context.ids, { id: '1300000000000000777', username: 'writer', ...input.author }),
      content: input.content,
    }),
    timestamp: new Date(sentAt).toISOString(),
  };
  return {
    ...interactionBase(context),
    type: InteractionType.ApplicationCommand,
    data: {
      id: input.commandId ?? nextSnowflake(),
      name: input.name,
      type: ApplicationCommandType.Message,
      target_id: target.id,
      resolved: { messages: { [target.id]: target } },
    },
  } as APIMessageApplicationCommandInteraction;
}

export interface BotMessageInput extends InteractionContextInput {
  /** Fields replacing the defaults (content, embeds, components, id…). */
  message?: Partial<APIMessage>;
}

/**
 * A message the bot posted earlier in reply to a slash command by the context's user — what a button
 * or select menu sits on. Component builders use it for their `message`.
 */
export function botMessage(input: BotMessageInput = {}): APIMessage {
  const context = resolveContext(input);
  const { ids } = context;
  return {
    ...messageObject({
      id: nextSnowflake(),
      channelId: context.channelId,
      guildId: context.guildId,
      author: botUser(ids),
      webhookId: ids.applicationId,
      applicationId: ids.applicationId,
      type: MessageType.ChatInputCommand,
      content: 'Earlier reply',
      interactionMetadata: {
        id: nextSnowflake(),
        type: InteractionType.ApplicationCommand,
        user: context.user,
        authorizing_integration_owners: integrationOwners(context),
      },
    }),
    ...input.message,
  };
}

function componentInteraction(input: InteractionContextInput, message: APIMessage) {
  return { ...interactionBase(resolveContext(input)), type: InteractionType.MessageComponent as const, message };
}

/** A button click (type 3, component_type 2) on a bot message. @example buttonInteraction({ customId: 'page:2' }) */
export function buttonInteraction(input: ButtonInput): APIMessageComponentButtonInteraction {
  const message = botMessage({
    ...input,
    message: {
      components: [
        {
          type: ComponentType.ActionRow,
          components: [{ type: ComponentType.Button, style: ButtonStyle.Secondary, custom_id: input.customId, label: 'Next' }],
        },
      ],
      ...input.message,
    },
  });
  return {
    ...componentInteraction(input, message),
    data: { custom_id: input.customId, component_type: ComponentType.Button },
  } as APIMessageComponentButtonInteraction;
}

/** A string select menu choice (type 3, component_type 3). @example stringSelectInteraction({ customId: 'pick', values: ['702.19b'] }) */
export function stringSelectInteraction(input: StringSelectInput): APIMessageComponentSelectMenuInteraction {
  const message = botMessage({
    ...input,
    message: {
      components: [
        {
          type: ComponentType.ActionRow,
          components: [
            {
              type: ComponentType.StringSelect,
              custom_id: input.customId,
              options: input.values.map((value) => ({ label: value, value })),
              min_values: 1,
              max_values: Math.max(1, input.values.length),
            },
          ],
        },
      ],
      ...input.message,
    },
  });
  return {
    ...componentInteraction(input, message),
    data: { custom_id: input.customId, component_type: ComponentType.StringSelect, values: input.values },
  } as APIMessageComponentSelectMenuInteraction;
}

