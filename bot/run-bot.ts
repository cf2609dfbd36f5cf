/** Logs the bot in, answers interactions, and stops gracefully: replies in flight finish first. */
import { once } from 'node:events';
import { Events, type Client } from 'discord.js';
import { HandlerPool } from '../commands/framework/handler-pool.js';
import { PooledDispatcher } from '../commands/framework/pooled-dispatch.js';
import { UserError } from '../common/user-error.js';
import type { StateStore } from '../state/create-state-store.js';
import { commandSettings, VERSION } from './command-context.js';
import type { Config } from './config.js';
import { createDiscordClient } from './create-client.js';
import { createInteractionHandler } from './handle-interaction.js';
import { ChangelogPoster } from './post-changelog.js';
import { cardDataAnnouncement } from '../commands/views/card-data-announcement.js';
import { documentAnnouncement } from '../commands/views/document-announcement.js';
import {
  runCardsUpdateProcess,
  runDocsUpdateProcess,
  runRulingsCheckProcess,
  runUpdateProcess,
  type CardUpdateOutcome,
  type DocsUpdateOutcome,
} from './run-update-process.js';
import { CARD_CHECKS, DOCS_CHECKS, newDocuments, UpdateScheduler } from './update-scheduler.js';
import type { Logger } from './logger.js';

export interface RunningBot {
  client: Client<true>;
  /** Stops taking interactions, waits for replies in flight, disconnects. */
  stop(): Promise<void>;
}

/**
 * Connects to Discord with `token` and starts answering, and checking for new releases and card
 * data on the configured schedules; resolves once the client is ready. `state` stays open: its
 * opener closes it after `stop()`.
 */
export async function startBot(token: string, config: Config, dbPath: string, state: StateStore, logger: Logger): Promise<RunningBot> {
  const client = createDiscordClient(config.DISCORD_API_URL);
  const pool = new HandlerPool({
    dbPath,
    commandsModule: new URL('../commands/index.js', import.meta.url).href,
    settings: commandSettings(config),
    version: VERSION,
    startedAt: new Date().toISOString(),
    threads: config.HANDLER_THREADS,
    state: { databaseUrl: config.DATABASE_URL, sqlitePath: dbPath },
  });
  let scheduler: UpdateScheduler | null = null;
  let cardScheduler: UpdateScheduler<CardUpdateOutcome> | null = null;
  const dispatcher = new PooledDispatcher(
    pool,
    state,
    (message, details) => logger.error(message, details),
    () => scheduler?.status(),
    () => cardScheduler?.status(),
  );
  const handle = createInteractionHandler(dispatcher, logger);
  const inFlight = new Set<Promise<void>>();
  let stopping = false;
  client.on(Events.InteractionCreate, (interaction) => {
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
    await pool.destroy();
    throw new UserError(
      'login-failed',
      `Could not log in to Discord: ${(error as Error).message} Check DISCORD_TOKEN${config.DISCORD_API_URL ? ' and DISCORD_API_URL' : ''} (see .env.example).`,
    );
  }
  await ready;
  const readyClient = client as Client<true>;
  logger.info('Logged in to Discord', { user: readyClient.user.tag, guilds: readyClient.guilds.cache.size });

  const changelog = new ChangelogPoster(readyClient, state.guildSettings, config.CHANGELOG_CHANNEL_ID, logger);
  // Imports and announcements happen once per bot: in its only process, or in shard 0's.
  const checksHere = !readyClient.shard || readyClient.shard.ids.includes(0);
  // After every import: each server's logged rulings checked against the new data (in a child
  // process, like the import), and the servers whose rulings went stale told in their channel.
  const reviewRulings = async () => {
    try {
      await changelog.postRulingReviews(await runRulingsCheckProcess(dbPath));
    } catch (error) {
      logger.error('Checking logged rulings after an import failed', { error });
    }
  };
  scheduler =
    config.RULES_CHECK_INTERVAL === null || !checksHere
      ? null
      : new UpdateScheduler({
          check: () => runUpdateProcess(dbPath, config.RULES_PAGE_URL),
          intervalMs: config.RULES_CHECK_INTERVAL,
          onNewRelease: async () => {
            await changelog.postRelease(dispatcher);
            await reviewRulings();
          },
          logger,
        });
  scheduler?.start();
  // Card data is refreshed the same way, in its own child process, never with --replace.
  cardScheduler =
    config.CARDS_CHECK_INTERVAL === null || !checksHere
      ? null
      : new UpdateScheduler({
          check: () => runCardsUpdateProcess(dbPath, config.CARDS_BULK_URL),
          intervalMs: config.CARDS_CHECK_INTERVAL,
          onNewRelease: async (outcome) => {
            await changelog.post(cardDataAnnouncement(outcome));
            await reviewRulings();
          },
          logger,
          subject: CARD_CHECKS,
        });
  cardScheduler?.start();
  // MTR and IPG versions the same way: imported in a child process, announced in the changelog channels.
  const docsScheduler =
    config.DOCS_CHECK_INTERVAL === null || !checksHere
      ? null
      : new UpdateScheduler<DocsUpdateOutcome>({
          check: () => runDocsUpdateProcess(dbPath, config.DOCS_PAGE_URL),
          intervalMs: config.DOCS_CHECK_INTERVAL,
          onNewRelease: async (outcome) => {
            await changelog.post(documentAnnouncement(newDocuments(outcome), config.DOCS_PAGE_URL));
            await reviewRulings();
          },
          logger,
          subject: DOCS_CHECKS,
        });
  docsScheduler?.start();
  return {
    client: readyClient,
    async stop() {
      stopping = true;
      await Promise.all([scheduler?.stop(), cardScheduler?.stop(), docsScheduler?.stop()]);
      await Promise.allSettled([...inFlight]);
      await pool.destroy();
      await client.destroy();
      // A shard's channel to its ShardingManager would keep this process alive once all else is closed.
      if (readyClient.shard && process.connected) process.disconnect();
    },
  };
}

/** Resolves with the name of the first SIGINT or SIGTERM. */
export function shutdownSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    const onSignal = (signal: NodeJS.Signals) => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      resolve(signal);
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  });
}
