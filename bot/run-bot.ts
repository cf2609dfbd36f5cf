/**
 * Logs the bot in, answers interactions (and, with INLINE_LOOKUPS, the `[[card]]` and `{{rule}}`
 * of server messages), and stops gracefully: replies in flight finish first.
 */
import { once } from 'node:events';
import { Events, GatewayCloseCodes, GatewayDispatchEvents, type Client } from 'discord.js';
import type { APIInteraction } from 'discord-api-types/v10';
import type { ContentDb } from '../database/open-database.js';
import { describeNetworkCause, isNetworkError } from '../common/download-failure.js';
import { UserError } from '../common/user-error.js';
import type { StateStore } from '../state/create-state-store.js';
import type { Config } from './config.js';
import { createDiscordClient } from './create-client.js';
import { createInteractionHandler } from './handle-interaction.js';
import { announcementHooks } from './announce-updates.js';
import { ChangelogPoster } from './post-changelog.js';
import { runRulingsCheckProcess } from './run-update-process.js';
import { createServiceRuntime, drainTime, type ServiceOptions, type ServiceRuntime } from './service-runtime.js';
import { GatewayWatch } from './gateway-watch.js';
import { withDeadline } from '../common/with-deadline.js';
import type { Logger } from './logger.js';
import type { InlineAvailability } from '../commands/framework/command-module.js';
import { InlineLookups } from '../interactions/inline/inline-lookups.js';
import { listenForMessages, restMessagePoster } from './inline-gateway.js';

/** What start-up says when Discord refuses the Message Content intent: why, how to fix it, and that all else works. */
export const INTENT_REFUSED_WARNING =
  'Inline lookups are off: Discord refused the Message Content intent (close code 4014, disallowed intents). ' +
  'Enable "Message Content Intent" in the developer portal (Applications → your bot → Bot → Privileged Gateway Intents); ' +
  'a bot in 100 or more servers needs Discord to approve the intent first. Then restart, or set INLINE_LOOKUPS=false to stop asking. ' +
  'Slash commands, buttons and Explain rules & cards work as before.';


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
 * stays open: its opener closes it after `stop()`. An index builder in `options` is the pool's to stop.
 */
export async function startBot(
  token: string,
  config: Config,
  db: ContentDb,
  dbPath: string,
  state: StateStore,
  logger: Logger,
  options: Pick<ServiceOptions, 'indexBuilder'> = {},
): Promise<RunningBot> {
  let inline: InlineAvailability = config.INLINE_LOOKUPS ? 'available' : 'disabled';
  const gateway = new GatewayWatch(logger);
  const runtime = createServiceRuntime({ ...options, config, db, dbPath, logger, state, inlineLookups: () => inline, gateway: () => gateway.health() });
  // Interactions arrive as soon as the client logs in: its first handler thread is ready before.
  try {
    await runtime.ready();
  } catch (error) {
    await runtime.stop();
    throw error;
  }
  const handle = createInteractionHandler(runtime, config.DISCORD_API_URL);
  const inFlight = new Set<Promise<void>>();
  let stopping = false;

  /**
   * A client logged in and ready (with `messages`, answering inline lookups from its first event),
   * or null when Discord refused its intents.
   */
  async function connect(messages: boolean): Promise<{ client: Client<true>; inlineLookups: InlineLookups | null } | null> {
    const client = createDiscordClient(config.DISCORD_API_URL, { messages });
    const inlineLookups = messages ? startInlineLookups(client, runtime, state, () => stopping) : null;
    // The raw payload, not discord.js's Interaction: the HTTP endpoint answers the same JSON the same way.
    client.ws.on(GatewayDispatchEvents.InteractionCreate, (interaction: APIInteraction) => {
      if (stopping) return;
      const work = handle(client, interaction).finally(() => inFlight.delete(work));
      inFlight.add(work);
    });
    client.on(Events.Error, (error) => logger.error('Discord client error', { error }));
    client.on(Events.Warn, (message) => logger.warn(message));
    // Disconnects, resumes and reconnects are logged, and /healthz reads the connection of the client in use.
    gateway.watch(client);
    let readyYet = false;
    let refusedYet = false;
    const refused = new Promise<'refused'>((resolve) => {
      client.on(Events.ShardDisconnect, (event, shardId) => {
        if (event.code !== GatewayCloseCodes.DisallowedIntents) return;
        refusedYet = true;
        if (!readyYet) resolve('refused');
        // Later (the intent was switched off while the bot ran, and Discord asked it to identify again).
        else logger.error(`${INTENT_REFUSED_WARNING} The gateway connection is closed: restart the bot.`, { shard: shardId });
      });
    });
    const ready = once(client, Events.ClientReady).then(() => 'ready' as const);
    // Once refused, this client is destroyed and never ready: its promise must not go unhandled.
    ready.catch(() => undefined);
    let outcome: 'ready' | 'refused';
    try {
      await client.login(token);
      outcome = await Promise.race([ready, refused]);
    } catch (error) {
      await client.destroy();
      // discord.js rejects the login with "Used disallowed intents" as the connection closes with 4014.
      if (refusedYet || (error as Error).message === 'Used disallowed intents') return null;
      // No network is not a bad token: name the network's error rather than send the user to DISCORD_TOKEN.
      if (isNetworkError(error)) {
        throw new UserError('discord-unreachable', `Could not reach Discord: ${describeNetworkCause(error)}.${config.DISCORD_API_URL ? ' Check DISCORD_API_URL (see .env.example).' : ''}`);
      }
      throw new UserError(
        'login-failed',
        `Could not log in to Discord: ${(error as Error).message} Check DISCORD_TOKEN${config.DISCORD_API_URL ? ' and DISCORD_API_URL' : ''} (see .env.example).`,
      );
    }
    readyYet = true;
    if (outcome === 'ready') return { client: client as Client<true>, inlineLookups };
    await client.destroy();
    return null;
  }

  let connected: Awaited<ReturnType<typeof connect>>;
  try {
    connected = await connect(config.INLINE_LOOKUPS);
    if (!connected) {
      inline = 'intent-refused';
      logger.warn(INTENT_REFUSED_WARNING);
      // Guilds alone is no privileged intent: Discord does not refuse it.
      connected = await connect(false);
    }
  } catch (error) {
    await runtime.stop();
    throw error;
  }
  if (!connected) {
    await runtime.stop();
    throw new Error('Discord refused the Guilds intent, which needs no approval.');
  }
  const { client: readyClient, inlineLookups } = connected;
  logger.info('Logged in to Discord', { user: readyClient.user.tag, guilds: readyClient.guilds.cache.size });
  await reportInlineLookups(inline, state, logger);

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
  const client = readyClient;
  return {
    client,
    runtime,
    async stop() {
      stopping = true;
      const deadline = Date.now() + config.STOP_TIMEOUT;
      const left = () => Math.max(0, deadline - Date.now());
      // Replies in flight (and inline replies being posted) finish if they can in time; the handlers and update children get what is left.
      const drained = await withDeadline(Promise.allSettled([...inFlight, inlineLookups?.idle()]), drainTime(config.STOP_TIMEOUT), 'replies in flight').then(
        () => true,
        () => false,
      );
      if (!drained) logger.warn('Stopping: replies unfinished at the deadline are left', { replies: inFlight.size, stopTimeoutMs: config.STOP_TIMEOUT });
      await runtime.stop(left());
      await client.destroy();
      // A shard's channel to its ShardingManager would keep this process alive once all else is closed.
      if (client.shard && process.connected) process.disconnect();
    },
  };
}

/** Inline lookups on this client's message events, answered on the handler pool. */
function startInlineLookups(client: Client, runtime: ServiceRuntime, state: StateStore, stopping: () => boolean): InlineLookups {
  const lookups = new InlineLookups({
    build: (content) => runtime.dispatcher.inline(content),
    guildSettings: state.guildSettings,
    replies: state.inlineReplies,
    rateLimit: state.inlineRateLimit,
    poster: restMessagePoster(client),
    observe: (record) => runtime.observeInline(record),
  });
  listenForMessages(client, lookups, stopping);
  return lookups;
}

/** Says at start-up whether inline lookups are answered, and warns when servers turned them on and get none. */
async function reportInlineLookups(inline: InlineAvailability, state: StateStore, logger: Logger): Promise<void> {
  let servers: number;
  try {
    servers = await state.guildSettings.inlineServers();
  } catch (error) {
    logger.warn('Could not count the servers with inline lookups on', { error });
    return;
  }
  if (inline === 'available') logger.info('Inline lookups on', { servers });
  else if (servers > 0 && inline === 'disabled') {
    logger.warn('Servers turned inline lookups on, but INLINE_LOOKUPS is not true: they get no inline replies. See docs/inline-lookups.md.', { servers });
  }
}
