/**
 * `arbiter start` (npm start): with INTERACTIONS_MODE=http the interactions endpoint (as `arbiter
 * serve`); else the Discord bot on the gateway when DISCORD_TOKEN is set, else the terminal console.
 */
import { loadConfig } from '../bot/config.js';
import { createLogger } from '../bot/logger.js';
import { shutdownSignal } from '../common/shutdown-signal.js';
import type { CliCommand } from './framework/cli-context.js';
import { runConsole } from './console/console.js';
import { ensureRules } from './ensure-rules.js';
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
    await ensureRules(context, config.RULES_AUTO_UPDATE, config.RULES_PAGE_URL);
    if (!config.DISCORD_TOKEN) {
      return runConsole(
        context,
        'No DISCORD_TOKEN is set, so this is the terminal console. To run in Discord, put the bot token in .env\n' +
          '(see .env.example), register the commands once with `npx arbiter deploy-commands`, then `npm start` again.\n\n',
      );
    }
    const logger = createLogger(context.stderr, { level: config.LOG_LEVEL, format: config.LOG_FORMAT });
    // discord.js takes a third of a second to load: only the bot pays for it, not every CLI command.
    const { startBot } = await import('../bot/run-bot.js');
    const bot = await startBot(config.DISCORD_TOKEN, config, context.db(), context.dbPath, logger);
    // Gateway mode has no HTTP server of its own: /healthz and /metrics only when HEALTH_PORT asks for them.
    const health =
      config.HEALTH_PORT === undefined
        ? null
        : await (await import('../http/http-server.js')).startHttpServer({ runtime: bot.runtime, port: config.HEALTH_PORT });
    if (health) logger.info('Serving /healthz and /metrics', { url: health.url });
    const signal = await shutdownSignal();
    logger.info(`${signal} received: finishing replies in flight, then stopping`, { signal });
    await bot.stop();
    await health?.stop();
    logger.info('Stopped');
    return 0;
  },
};
