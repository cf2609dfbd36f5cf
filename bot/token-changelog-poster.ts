/**
 * A changelog poster for a copy of the bot with no gateway connection (an HTTP-interactions
 * replica): @discordjs/rest (the REST client inside discord.js, without the rest of discord.js,
 * which HTTP mode never loads) with DISCORD_TOKEN. The bot's user id, which the /changes
 * answer it posts is owned by, is asked of Discord on the first announcement, not at start-up, so a
 * replica starts answering interactions without waiting for Discord; the REST client is loaded then too.
 */
import { Routes, type APIUser } from 'discord-api-types/v10';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import { ChangelogPoster, type ChangelogTargetSource } from './post-changelog.js';

/** The poster, or undefined without DISCORD_TOKEN (said once at start) or while Discord does not answer /users/@me (tried again next time). */
export function tokenChangelogPoster(config: Config, targets: ChangelogTargetSource, logger: Logger): () => Promise<ChangelogPoster | undefined> {
  const token = config.DISCORD_TOKEN;
  if (!token) {
    logger.info('No DISCORD_TOKEN: new releases, card data and documents are imported but not announced in changelog channels');
    return async () => undefined;
  }
  let poster: Promise<ChangelogPoster | undefined> | undefined;
  return () => {
    poster ??= (async () => {
      // Loaded on the first announcement: a replica would otherwise hold the REST client's 2.8 MB of heap from its start (docs/memory.md).
      const { REST } = await import('@discordjs/rest');
      const rest = new REST({ version: '10', ...(config.DISCORD_API_URL ? { api: config.DISCORD_API_URL } : {}) }).setToken(token);
      const user = (await rest.get(Routes.user())) as APIUser;
      return new ChangelogPoster(rest, user.id, targets, config.CHANGELOG_CHANNEL_ID, logger);
    })().catch((error: unknown) => {
      poster = undefined;
      logger.warn('Discord did not say who the bot is (GET /users/@me), so nothing was announced; check DISCORD_TOKEN', { error: (error as Error).message });
      return undefined;
    });
    return poster;
  };
}
