/** Logs the bot in, answers interactions, and stops gracefully: replies in flight finish first. */
import { once } from 'node:events';
import { Events, GatewayDispatchEvents, type Client } from 'discord.js';
import type { APIInteraction } from 'discord-api-types/v10';
import type { ContentDb } from '../database/open-database.js';
import { UserError } from '../common/user-error.js';
import type { Config } from './config.js';
import { createDiscordClient } from './create-client.js';
import { createInteractionHandler } from './handle-interaction.js';
import { postChangelog } from './post-changelog.js';
import { createServiceRuntime, type ServiceOptions, type ServiceRuntime } from './service-runtime.js';
import type { Logger } from './logger.js';

export interface RunningBot {
  client: Client<true>;
  /** The pool, metrics and health checks it answers with (for the HEALTH_PORT server). */
  runtime: ServiceRuntime;
  /** Stops taking interactions, waits for replies in flight, disconnects. */
  stop(): Promise<void>;
}

/**
 * Connects to Discord with `token` and starts answering, and checking for new releases and card
 * data on the configured schedules; resolves once the client is ready. `stores` replaces the
 * default state store (the content database) and its health ping.
 */
export async function startBot(
  token: string,
  config: Config,
  db: ContentDb,
  dbPath: string,
  logger: Logger,
  stores: Pick<ServiceOptions, 'viewState' | 'pingStateStore'> = {},
): Promise<RunningBot> {
  const client = createDiscordClient(config.DISCORD_API_URL);
  const runtime = createServiceRuntime({ config, db, dbPath, logger, ...stores });
  const handle = createInteractionHandler(client, runtime, config.DISCORD_API_URL);
  const inFlight = new Set<Promise<void>>();
  let stopping = false;
  // The raw payload, not discord.js's Interaction: the HTTP endpoint answers the same JSON the same way.
  client.ws.on(GatewayDispatchEvents.InteractionCreate, (interaction: APIInteraction) => {
    if (stopping) return;
    const work = handle(interaction).finally(() => inFlight.delete(work));
    inFlight.add(work);
  });
  client.on(Events.Error, (error) => logger.error('Discord client error', { error }));
  client.on(Events.Warn, (message) => logger.warn(message));

  const ready = once(client, Events.ClientReady);
  try {
    await client.login(token);
  } catch (error) {
    await client.destroy();
    await runtime.stop();
    throw new UserError(
      'login-failed',
      `Could not log in to Discord: ${(error as Error).message} Check DISCORD_TOKEN${config.DISCORD_API_URL ? ' and DISCORD_API_URL' : ''} (see .env.example).`,
    );
  }
  await ready;
  const readyClient = client as Client<true>;
  logger.info('Logged in to Discord', { user: readyClient.user.tag, guilds: readyClient.guilds.cache.size });

  runtime.startSchedules(async () => {
    if (config.CHANGELOG_CHANNEL_ID) await postChangelog(readyClient, config.CHANGELOG_CHANNEL_ID, runtime.dispatcher);
  });
  return {
    client: readyClient,
    runtime,
    async stop() {
      stopping = true;
      await Promise.allSettled([...inFlight]);
      await runtime.stop();
      await client.destroy();
    },
  };
}
