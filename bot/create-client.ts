/** The discord.js client: Guilds intent only, no message content, caches cut to what slash commands need. */
import { Client, GatewayIntentBits, Options } from 'discord.js';

/**
 * A client that keeps only guilds and channels: interactions carry everything else the bot needs
 * (user, options, the pressed message), so messages, members, users and the rest are not cached.
 */
export function createDiscordClient(apiUrl?: string): Client {
  return new Client({
    intents: [GatewayIntentBits.Guilds],
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
