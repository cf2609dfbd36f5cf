/** Logs the bot in, answers interactions, and stops gracefully: replies in flight finish first. */
import { once } from 'node:events';
import { Events, GatewayDispatchEvents, type Client } from 'discord.js';
import type { APIInteraction } from 'discord-api-types/v10';
import type { ContentDb } from '../database/open-database.js';
import { UserError } from '../common/user-error.js';
import type { StateStore } from '../state/create-state-store.js';
import type { Config } from './config.js';
import { createDiscordClient } from './create-client.js';
import { createInteractionHandler } from './handle-interaction.js';
import { announcementHooks } from './announce-updates.js';
import { ChangelogPoster } from './post-changelog.js';
import { runRulingsCheckProcess } from './run-update-process.js';
import { createServiceRuntime, drainTime, type ServiceRuntime } from './service-runtime.js';
import { GatewayWatch } from './gateway-watch.js';
import { withDeadline } from '../common/with-deadline.js';
import type { Logger } from './logger.js';


export interface RunningBot {
  client: Client<true>;
  /** The pool, metrics and health checks it answers with (for the HEALTH_PORT server). */
  runtime: ServiceRuntime;
  /** Stops taking interactions, waits for replies in flight, disconnects. */
  stop(): Promise<void>;
}

/**
 * Connects to Discord with `token` and starts answering, and checking for new releases, card data
 * and tournament documents on the configured schedules; resolves once the client is ready. `state`
 * stays open: its opener closes it after `stop()`.
 */
export async function startBot(token: string, config: Config, db: ContentDb, dbPath: string, state: StateStore, logger: Logger): Promise<RunningBot> {
  const gateway = new GatewayWatch(logger);
  const runtime = createServiceRuntime({ config, db, dbPath, logger, state, gateway: () => gateway.health() });
  // Interactions arrive as soon as the client logs in: its first handler thread is ready before.
  try {
    await runtime.ready();
  } catch (error) {
    await runtime.stop();
    throw error;
  }
  const client = createDiscordClient(config.DISCORD_API_URL);
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
  // Disconnects, resumes and reconnects are logged, and /healthz reads the connection.
  gateway.watch(client);

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

  // Imports and announcements happen once per bot: in its only process, or in shard 0's.
  if (!readyClient.shard || readyClient.shard.ids.includes(0)) {
    const poster = new ChangelogPoster(readyClient.rest, readyClient.user.id, state.guildSettings, config.CHANGELOG_CHANNEL_ID, logger);
    runtime.startSchedules(
      announcementHooks({
        poster: async () => poster,
        claims: state.announcements,
        dispatcher: runtime.dispatcher,
        checkRulings: () => runRulingsCheckProcess(dbPath, runtime.stopping),
        docsPageUrl: config.DOCS_PAGE_URL,
        logger,
      }),
    );
  }
  return {
    client: readyClient,
    runtime,
    async stop() {
      stopping = true;
      const deadline = Date.now() + config.STOP_TIMEOUT;
      const left = () => Math.max(0, deadline - Date.now());
      // Replies in flight finish if they can in time; the handlers and update children get what is left.
      const drained = await withDeadline(Promise.allSettled([...inFlight]), drainTime(config.STOP_TIMEOUT), 'replies in flight').then(
        () => true,
        () => false,
      );
      if (!drained) logger.warn('Stopping: replies unfinished at the deadline are left', { replies: inFlight.size, stopTimeoutMs: config.STOP_TIMEOUT });
      await runtime.stop(left());
      await client.destroy();
      // A shard's channel to its ShardingManager would keep this process alive once all else is closed.
      if (readyClient.shard && process.connected) process.disconnect();
    },
  };
}
