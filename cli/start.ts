/**
 * `arbiter start` (npm start): with INTERACTIONS_MODE=http the interactions endpoint (as `arbiter
 * serve`); else the Discord bot on the gateway when DISCORD_TOKEN is set (its shards when
 * SHARD_COUNT asks for more than one), else the terminal console.
 */
import { loadConfig, type Config } from '../bot/config.js';
import { createLogger, type Logger } from '../bot/logger.js';
import { shutdownSignal } from '../common/shutdown-signal.js';
import { openStateStore } from './framework/open-state-store.js';
import { exitDespiteLingeringConnections, exitIfStopOverruns, openServiceStateStore, withIndexBuilder } from './service-process.js';
import type { IndexBuilderProcess } from '../commands/framework/index-builder-process.js';
import type { RunningBot } from '../bot/run-bot.js';
import { drainTime } from '../bot/service-runtime.js';
import type { CliCommand, CliContext } from './framework/cli-context.js';
import { setUpFirstStart } from './first-start.js';
import { logOutput, terminalOutput } from './first-start-output.js';
import { runHttpMode } from './serve.js';

export const start: CliCommand = {
  name: 'start',
  summary: 'Run the Discord bot (gateway with DISCORD_TOKEN, HTTP with INTERACTIONS_MODE=http) or else the terminal console.',
  usage: 'arbiter start',
  writes: true,
  options: {},
  async run(_positionals, _values, context) {
    const config = loadConfig(context.env);
    if (config.INTERACTIONS_MODE === 'http') return runHttpMode(context, config);
    if (!config.DISCORD_TOKEN) {
      // Loaded only here: the console runs every command module on this thread, and a bot's main
      // thread, which runs none, would otherwise hold them all (3 MB of heap: docs/memory.md).
      const { runConsole } = await import('./console/console.js');
      await setUpFirstStart(context.db(), context.dbPath, config, terminalOutput(context));
      const intro =
        'No DISCORD_TOKEN is set, so this is the terminal console. To run in Discord, put the bot token in .env\n' +
        '(see .env.example), register the commands once with `npx arbiter deploy-commands`, then `npm start` again.\n\n';
      if (config.WEB_PORT === undefined) return runConsole(context, intro);
      // The console's one user: its pages render on this thread, between the commands typed.
      const [{ startHttpServer }, { renderPage }] = await Promise.all([import('../http/http-server.js'), import('../web/router/render-page.js')]);
      const db = context.db();
      const web = await startHttpServer({ pages: { page: async (request) => renderPage(db, request, { publicUrl: config.PUBLIC_URL }) }, port: config.WEB_PORT, hostname: config.HOST });
      try {
        return await runConsole(context, `${intro}Web view: ${config.PUBLIC_URL ?? web.localUrl}/\n\n`);
      } finally {
        await web.stop();
      }
    }
    const logger = createLogger(context.stderr, { level: config.LOG_LEVEL, format: config.LOG_FORMAT });
    await setUpFirstStart(context.db(), context.dbPath, config, logOutput(context, logger));
    const token = config.DISCORD_TOKEN;
    // Above one shard, this process only manages them, and runs no handlers (so no index builder);
    // each shard runs this command again, told so by SHARDING_MANAGER.
    if (config.SHARD_COUNT !== 1 && context.env.SHARDING_MANAGER !== 'true') await runShardManager(config, token, context.dbPath, logger);
    else await withIndexBuilder(context.dbPath, (indexBuilder) => runBot(context, config, token, logger, indexBuilder));
    logger.info('Stopped');
    exitDespiteLingeringConnections();
    return 0;
  },
};

/** One bot (or one shard of it) until SIGINT or SIGTERM, its handler pool given `indexBuilder`. */
async function runBot(context: CliContext, config: Config, token: string, logger: Logger, indexBuilder: IndexBuilderProcess): Promise<void> {
  // discord.js takes a third of a second to load: only the bot pays for it, not every CLI command.
  const { startBot } = await import('../bot/run-bot.js');
  const state = await openServiceStateStore(config, context.dbPath, logger);
  try {
    const bot = await startBot(token, config, context.db(), context.dbPath, state, logger, { indexBuilder });
    // Gateway mode has no HTTP server of its own: /healthz and /metrics only when HEALTH_PORT asks for
    // them, the web view (with those two) when WEB_PORT does; one server when both name one port.
    const web = config.WEB_PORT === undefined ? null : await startBotServer(bot, { port: config.WEB_PORT, host: config.HOST, portVariable: 'WEB_PORT', pages: true });
    if (web) logger.info(`Web view: ${config.PUBLIC_URL ?? web.localUrl}/`, { url: config.PUBLIC_URL ?? web.localUrl });
    const health =
      config.HEALTH_PORT === undefined || config.HEALTH_PORT === config.WEB_PORT ? null : await startBotServer(bot, { port: config.HEALTH_PORT, host: config.HOST, portVariable: 'HEALTH_PORT' });
    if (health) logger.info('Serving /healthz and /metrics', { url: health.url });
    const signal = await shutdownSignal();
    logger.info(`${signal} received: finishing replies in flight, then stopping`, { signal, stopTimeoutMs: config.STOP_TIMEOUT });
    exitIfStopOverruns(config.STOP_TIMEOUT, logger);
    // The pages first: they render on the bot's handler threads.
    await web?.stop(drainTime(config.STOP_TIMEOUT));
    await bot.stop();
    await health?.stop(0);
  } finally {
    await state.destroy();
  }
}

/**
 * The gateway bot's HTTP server: /healthz and /metrics on HEALTH_PORT, with the web view's pages on
 * WEB_PORT. A port or HOST that cannot be listened on stops the bot with a sentence.
 */
async function startBotServer(bot: RunningBot, { port, host, portVariable, pages = false }: { port: number; host: string; portVariable: 'HEALTH_PORT' | 'WEB_PORT'; pages?: boolean }) {
  const { listenFailure, startHttpServer } = await import('../http/http-server.js');
  try {
    return await startHttpServer({ runtime: bot.runtime, ...(pages ? { pages: bot.runtime.dispatcher } : {}), port, hostname: host });
  } catch (error) {
    await bot.stop();
    throw listenFailure(error, { host, port, portVariable }) ?? error;
  }
}

/** The shards, each its own process, until SIGINT or SIGTERM stops them all. */
async function runShardManager(config: Config, token: string, dbPath: string, logger: Logger): Promise<void> {
  // Migrated here, once, before the shards open the state store together.
  await (await openStateStore({ databaseUrl: config.DATABASE_URL, sqlitePath: dbPath })).destroy();
  const { startShards } = await import('../bot/run-shards.js');
  // Listening before spawning: a signal while the shards start still stops them all once they have.
  const stopRequested = shutdownSignal();
  const shards = await startShards({ token, apiUrl: config.DISCORD_API_URL, count: config.SHARD_COUNT, logger });
  const signal = await stopRequested;
  logger.info(`${signal} received: stopping ${shards.count} shards`, { signal });
  await shards.stop();
}
