/**
 * A changelog poster for a copy of the bot with no gateway connection (an HTTP-interactions
 * replica): @discordjs/rest (the REST client inside discord.js, without the rest of discord.js,
 * which HTTP mode never loads) with DISCORD_TOKEN. The bot's user id, which the /changes
 * answer it posts is owned by, is asked of Discord on the first announcement, not at start-up, so a
 * replica starts answering interactions without waiting for Discord.
 */
import { REST } from '@discordjs/rest';
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
  const rest = new REST({ version: '10', ...(config.DISCORD_API_URL ? { api: config.DISCORD_API_URL } : {}) }).setToken(token);
  let poster: Promise<ChangelogPoster | undefined> | undefined;
  return () => {
    poster ??= (rest.get(Routes.user()) as Promise<APIUser>).then(
      (user) => new ChangelogPoster(rest, user.id, targets, config.CHANGELOG_CHANNEL_ID, logger),
      (error: unknown) => {
        poster = undefined;
        logger.warn('Discord did not say who the bot is (GET /users/@me), so nothing was announced; check DISCORD_TOKEN', { error: (error as Error).message });
        return undefined;
      },
    );
    return poster;
  };
}
