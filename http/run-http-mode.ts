/**
 * HTTP interactions mode (`arbiter serve`): no gateway connection; Discord POSTs each interaction
 * to this replica's /interactions. Every replica answers from its own content database and keeps
 * button state and server settings in the state store, so any replica can answer any press. Release,
 * card and document checks run in each replica (each imports into its own content database) and
 * re-check the ruling log after an import; the first replica to import an update announces it in
 * the changelog channels through REST, when DISCORD_TOKEN is set.
 */
import type { ContentDb } from '../database/open-database.js';
import { UserError } from '../common/user-error.js';
import type { Config } from '../bot/config.js';
import type { Logger } from '../bot/logger.js';
import { announcementHooks } from '../bot/announce-updates.js';
import { runRulingsCheckProcess } from '../bot/run-update-process.js';
import { tokenChangelogPoster } from '../bot/token-changelog-poster.js';
import { createServiceRuntime, drainTime, type ServiceOptions } from '../bot/service-runtime.js';
import { listenFailure, startHttpServer, type RunningHttpServer } from './http-server.js';
import { parsePublicKey } from './verify-signature.js';

export interface HttpModeOptions extends Pick<ServiceOptions, 'state' | 'pingStateStore' | 'commandsModule' | 'indexBuilder'> {
  config: Config;
  db: ContentDb;
  dbPath: string;
  logger: Logger;
  /** config.HOST (0.0.0.0 by default) unless given. */
  hostname?: string;
  /** Tests shorten Discord's deferral point to see a deferred answer. */
  deferAfterMs?: number;
}

export interface RunningHttpMode {
  server: RunningHttpServer;
  /**
   * Stops accepting, finishes every accepted interaction (follow-ups included), stops the handlers
   * and the update children — all within config.STOP_TIMEOUT: what is unfinished then is cut.
   */
  stop(): Promise<void>;
}


/** Starts the interactions endpoint on config.PORT and the scheduled content checks. */
export async function startHttpMode(options: HttpModeOptions): Promise<RunningHttpMode> {
  const { config, logger } = options;
  if (!config.DISCORD_PUBLIC_KEY) {
    throw new UserError(
      'no-public-key',
      'HTTP interactions mode needs DISCORD_PUBLIC_KEY: the application\'s public key from the developer portal (General Information), to verify that requests come from Discord.',
    );
  }
  const publicKey = parsePublicKey(config.DISCORD_PUBLIC_KEY);
  // Discord sends an interactions endpoint interactions only: no channel messages, so no inline lookups.
  if (config.INLINE_LOOKUPS) {
    logger.warn('INLINE_LOOKUPS has no effect in HTTP mode: Discord sends an interactions endpoint no channel messages. Inline lookups need gateway mode (docs/inline-lookups.md).');
  }
  // A replica exists to take load: all its handler threads start now, and it listens once they are ready.
  const runtime = createServiceRuntime({ ...options, allThreadsAtStart: true, inlineLookups: () => 'http-mode' });
  let server: RunningHttpServer;
  try {
    await runtime.ready();
    server = await startHttpServer({
      runtime,
      port: config.PORT,
      hostname: options.hostname ?? config.HOST,
      pages: runtime.dispatcher,
      interactions: { publicKey, apiUrl: config.DISCORD_API_URL, ...(options.deferAfterMs === undefined ? {} : { deferAfterMs: options.deferAfterMs }) },
    });
  } catch (error) {
    await runtime.stop();
    throw listenFailure(error, { host: options.hostname ?? config.HOST, port: config.PORT, portVariable: 'PORT' }) ?? error;
  }
  // Each replica checks for updates and imports into its own content database; the first to import
  // an update announces it (with DISCORD_TOKEN), and every one re-checks the shared ruling log.
  runtime.startSchedules(
    announcementHooks({
      poster: tokenChangelogPoster(config, options.state.guildSettings, logger),
      claims: options.state.announcements,
      dispatcher: runtime.dispatcher,
      checkRulings: () => runRulingsCheckProcess(options.dbPath, runtime.stopping),
      docsPageUrl: config.DOCS_PAGE_URL,
      logger,
    }),
  );
  logger.info('Listening for interactions', { url: `${server.url}/interactions`, port: server.port });
  logger.info(`Web view: ${config.PUBLIC_URL ?? server.localUrl}/`, { url: config.PUBLIC_URL ?? server.localUrl });
  return {
    server,
    async stop() {
      const deadline = Date.now() + config.STOP_TIMEOUT;
      const cut = await server.stop(drainTime(config.STOP_TIMEOUT));
      if (cut > 0) logger.warn('Stopping: requests unfinished at the deadline were cut off', { requests: cut, stopTimeoutMs: config.STOP_TIMEOUT });
      await runtime.stop(Math.max(0, deadline - Date.now()));
    },
  };
}
