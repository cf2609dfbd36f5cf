/** Plain Discord API objects (users, the guild, the application, messages) as the real API shapes them. */
import {
  ChannelType,
  GuildDefaultMessageNotifications,
  GuildExplicitContentFilter,
  GuildMFALevel,
  GuildNSFWLevel,
  GuildPremiumTier,
  GuildSystemChannelFlags,
  GuildVerificationLevel,
  Locale,
  MessageType,
  PermissionFlagsBits,
  type APIApplication,
  type ApplicationFlags,
  type ChannelFlags,
  type GuildMemberFlags,
  type RoleFlags,
  type UserFlags,
  type APIGuildMember,
  type APIInteractionGuildMember,
  type APIMessage,
  type APIRole,
  type APITextChannel,
  type APIUser,
  type GatewayGuildCreateDispatchData,
} from 'discord-api-types/v10';
import type { FakeDiscordIds } from './ids.js';

/** What a bot may do in the test channel: enough to reply, embed, attach and use components. */
export const BOT_PERMISSIONS = (
  PermissionFlagsBits.ViewChannel |
  PermissionFlagsBits.SendMessages |
  PermissionFlagsBits.EmbedLinks |
  PermissionFlagsBits.AttachFiles |
  PermissionFlagsBits.ReadMessageHistory |
  PermissionFlagsBits.UseExternalEmojis |
  PermissionFlagsBits.UseApplicationCommands
).toString();

/** An ordinary member's permissions, as sent in `member.permissions` of an interaction. */
export const MEMBER_PERMISSIONS = (
  PermissionFlagsBits.ViewChannel |
  PermissionFlagsBits.SendMessages |
  PermissionFlagsBits.ReadMessageHistory |
  PermissionFlagsBits.UseApplicationCommands
).toString();

const GUILD_JOINED_AT = '2024-01-01T00:00:00.000000+00:00';

/** The bot's own user, as GET /users/@me and READY return it. */
export function botUser(ids: FakeDiscordIds): APIUser {
  return {
    id: ids.botUserId,
    username: 'Arbiter Test Bot',
    discriminator: '0000',
    global_name: null,
    avatar: null,
    bot: true,
    flags: 0 as UserFlags,
    mfa_enabled: true,
    verified: true,
  };
}

/** A human user; `overrides` replace any field (e.g. a second user with another id). */
export function humanUser(ids: FakeDiscordIds, overrides: Partial<APIUser> = {}): APIUser {
  return {
    id: ids.userId,
    username: 'test.judge',
    discriminator: '0',
    global_name: 'Test Judge',
    avatar: null,
    public_flags: 0 as UserFlags,
    ...overrides,
  };
}

/** `user` as a guild member, in the shape interactions carry (with channel permissions). */
export function interactionMember(user: APIUser): APIInteractionGuildMember {
  return {
    user,
    roles: [],
    nick: null,
    avatar: null,
    joined_at: GUILD_JOINED_AT,
    premium_since: null,
    deaf: false,
    mute: false,
    flags: 0 as GuildMemberFlags,
    pending: false,
    communication_disabled_until: null,
    permissions: MEMBER_PERMISSIONS,
  };
}

/** The application, as GET /applications/@me returns it. */
export function application(ids: FakeDiscordIds): APIApplication {
  return {
    id: ids.applicationId,
    name: 'Arbiter Test',
    icon: null,
    description: 'A fake application served by the fake Discord.',
    bot_public: false,
    bot_require_code_grant: false,
    bot: botUser(ids),
    verify_key: '0'.repeat(64),
    flags: 0 as ApplicationFlags,
    flags_new: '0',
    team: null,
    summary: '',
    owner: humanUser(ids),
  };
}

/** The test guild's one text channel. */
export function textChannel(ids: FakeDiscordIds, channelId = ids.channelId): APITextChannel {
  return {
    id: channelId,
    type: ChannelType.GuildText,
    guild_id: ids.guildId,
    name: 'rules-questions',
    position: 0,
    permission_overwrites: [],
    parent_id: null,
    topic: null,
    nsfw: false,
    last_message_id: null,
    rate_limit_per_user: 0,
    flags: 0 as ChannelFlags,
  };
}

function everyoneRole(ids: FakeDiscordIds): APIRole {
  return {
    id: ids.guildId,
    name: '@everyone',
    color: 0,
    colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
    hoist: false,
    position: 0,
    permissions: MEMBER_PERMISSIONS,
    managed: false,
    mentionable: false,
    flags: 0 as RoleFlags,
  };
}

function botMember(ids: FakeDiscordIds): APIGuildMember {
  return {
    user: botUser(ids),
    roles: [],
    nick: null,
    avatar: null,
    joined_at: GUILD_JOINED_AT,
    deaf: false,
    mute: false,
    flags: 0 as GuildMemberFlags,
  };
}

/** The GUILD_CREATE payload for the test guild, as a bot with only the Guilds intent receives it. */
export function guildCreatePayload(ids: FakeDiscordIds): GatewayGuildCreateDispatchData {
  return {
    id: ids.guildId,
    name: 'Arbiter Test Guild',
    icon: null,
    splash: null,
    discovery_splash: null,
    banner: null,
    description: null,
    owner_id: ids.userId,
    afk_channel_id: null,
    afk_timeout: 300,
    verification_level: GuildVerificationLevel.None,
    default_message_notifications: GuildDefaultMessageNotifications.OnlyMentions,
    explicit_content_filter: GuildExplicitContentFilter.Disabled,
    roles: [everyoneRole(ids)],
    emojis: [],
    stickers: [],
    features: [],
    mfa_level: GuildMFALevel.None,
    application_id: null,
    system_channel_id: null,
    system_channel_flags: GuildSystemChannelFlags.SuppressJoinNotifications,
    rules_channel_id: null,
    vanity_url_code: null,
    premium_tier: GuildPremiumTier.None,
    premium_subscription_count: 0,
    preferred_locale: Locale.EnglishUS,
    public_updates_channel_id: null,
    nsfw_level: GuildNSFWLevel.Default,
    premium_progress_bar_enabled: false,
    hub_type: null,
    safety_alerts_channel_id: null,
    incidents_data: null,
    max_members: 500_000,
    joined_at: GUILD_JOINED_AT,
    large: false,
    unavailable: false,
    member_count: 2,
    voice_states: [],
    members: [botMember(ids)],
    channels: [textChannel(ids)],
    threads: [],
    presences: [],
    stage_instances: [],
    guild_scheduled_events: [],
    soundboard_sounds: [],
  };
}

/** The fields a message is built from; everything else gets the API's defaults. */
export interface MessageFields {
  id: string;
  channelId: string;
  guildId?: string | null;
  author: APIUser;
  /** Set for messages sent through an interaction's webhook (the application id). */
  webhookId?: string;
  type?: MessageType;
  content?: APIMessage['content'];
  embeds?: APIMessage['embeds'];
  components?: APIMessage['components'];
  attachments?: APIMessage['attachments'];
  flags?: number;
  interactionMetadata?: APIMessage['interaction_metadata'];
  applicationId?: string;
}

/** A complete message object, as the API returns it from a create or an edit. */
export function messageObject(fields: MessageFields): APIMessage {
  return {
    id: fields.id,
    channel_id: fields.channelId,
    ...(fields.guildId ? { guild_id: fields.guildId } : {}),
    author: fields.author,
    type: fields.type ?? MessageType.Default,
    content: fields.content ?? '',
    timestamp: new Date().toISOString(),
    edited_timestamp: null,
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    attachments: fields.attachments ?? [],
    embeds: fields.embeds ?? [],
    components: fields.components ?? [],
    pinned: false,
    flags: fields.flags ?? 0,
    ...(fields.webhookId ? { webhook_id: fields.webhookId } : {}),
    ...(fields.applicationId ? { application_id: fields.applicationId } : {}),
    ...(fields.interactionMetadata ? { interaction_metadata: fields.interactionMetadata } : {}),
  };
}
