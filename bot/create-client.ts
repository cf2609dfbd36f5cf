/**
 * The discord.js client: the Guilds intent, and with inline lookups the server messages and their
 * content too (Message Content is a privileged intent: docs/inline-lookups.md); caches cut to what
 * slash commands need.
 */
import { Client, GatewayIntentBits, Options } from 'discord.js';

/**
 * A client that keeps only guilds and channels: interactions carry everything else the bot needs
 * (user, options, the pressed message), and inline lookups read each message from its raw event,
 * so messages, members, users and the rest are not cached. `messages`: receive server messages
 * with their content (inline lookups).
 */
export function createDiscordClient(apiUrl?: string, { messages = false } = {}): Client {
  return new Client({
    intents: messages ? [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.MessageContent] : [GatewayIntentBits.Guilds],
    makeCache: Options.cacheWithLimits({
      ApplicationCommandManager: 0,
      ApplicationEmojiManager: 0,
      AutoModerationRuleManager: 0,
      BaseGuildEmojiManager: 0,
      DMMessageManager: 0,
      EntitlementManager: 0,
      GuildBanManager: 0,
      GuildEmojiManager: 0,
      GuildForumThreadManager: 0,
      GuildInviteManager: 0,
      GuildMemberManager: { maxSize: 0, keepOverLimit: (member) => member.id === member.client.user.id },
      GuildMessageManager: 0,
      GuildScheduledEventManager: 0,
      GuildStickerManager: 0,
      GuildTextThreadManager: 0,
      MessageManager: 0,
      PresenceManager: 0,
      ReactionManager: 0,
      ReactionUserManager: 0,
      StageInstanceManager: 0,
      ThreadManager: 0,
      ThreadMemberManager: 0,
      UserManager: { maxSize: 0, keepOverLimit: (user) => user.id === user.client.user.id },
      VoiceStateManager: 0,
    }),
    allowedMentions: { parse: [] },
    ...(apiUrl ? { rest: { api: apiUrl } } : {}),
  });
}
