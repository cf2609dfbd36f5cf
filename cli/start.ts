/** `arbiter start` (npm start): the Discord bot with DISCORD_TOKEN set, else the terminal console. */
import { loadConfig, type Config } from '../bot/config.js';
import { createLogger, type Logger } from '../bot/logger.js';
import { listReleases } from '../rules-db/store/release-queries.js';
import { updateFromRulesPage } from '../rules-db/update/update-release.js';
import { isUserError } from '../common/user-error.js';
import { createStateStore } from '../state/create-state-store.js';
import type { CliCommand, CliContext } from './framework/cli-context.js';
import { runConsole } from './console/console.js';
import { describeImport } from './rules/rules-import.js';

/** Says when the database is empty, and imports the current release first if RULES_AUTO_UPDATE is on. */
async function ensureRules(context: CliContext, autoUpdate: boolean, pageUrl: string): Promise<void> {
  if (listReleases(context.db()).length > 0) return;
  if (!autoUpdate) {
    context.stderr(
      `The database ${context.dbPath} holds no Comprehensive Rules yet. Import them with\n` +
        '  npx arbiter rules import <file>     (a CR text file from https://magic.wizards.com/en/rules)\n' +
        '  npx arbiter rules update            (downloads the current one)\n' +
        'or set RULES_AUTO_UPDATE=true to download them at start-up.\n',
    );
    return;
  }
  context.stderr(`The database holds no rules; downloading the current release from ${pageUrl} …\n`);
  try {
    const result = await updateFromRulesPage(context.db(), pageUrl);
    context.stderr(describeImport(result, result.url) + '\n');
  } catch (error) {
    if (!isUserError(error)) throw error;
    context.stderr(`Could not download the rules: ${error.message}\n`);
  }
}

export const start: CliCommand = {
  name: 'start',
  summary: 'Run the Discord bot (DISCORD_TOKEN set) or else the terminal console.',
  usage: 'arbiter start',
  writes: true,
  options: {},
  async run(_positionals, _values, context) {
    const config = loadConfig(context.env);
    await ensureRules(context, config.RULES_AUTO_UPDATE, config.RULES_PAGE_URL);
    if (!config.DISCORD_TOKEN) {
      return runConsole(
        context,
        'No DISCORD_TOKEN is set, so this is the terminal console. To run in Discord, put the bot token in .env\n' +
          '(see .env.example), register the commands once with `npx arbiter deploy-commands`, then `npm start` again.\n\n',
      );
    }
    const logger = createLogger(context.stderr);
    // Above one shard, this process only manages them; each shard runs this command again, told so by SHARDING_MANAGER.
    if (config.SHARD_COUNT !== 1 && context.env.SHARDING_MANAGER !== 'true') await runShardManager(config, config.DISCORD_TOKEN, context.dbPath, logger);
    else await runBot(config, config.DISCORD_TOKEN, context.dbPath, logger);
    logger.info('Stopped');
    return 0;
  },
};

/** One bot (or one shard of it) until SIGINT or SIGTERM. */
async function runBot(config: Config, token: string, dbPath: string, logger: Logger): Promise<void> {
  // discord.js takes a third of a second to load: only the bot pays for it, not every CLI command.
  const { shutdownSignal, startBot } = await import('../bot/run-bot.js');
  const state = await createStateStore({ databaseUrl: config.DATABASE_URL, sqlitePath: dbPath });
  try {
    const bot = await startBot(token, config, dbPath, state, logger);
    const signal = await shutdownSignal();
    logger.info(`${signal} received: finishing replies in flight, then stopping`);
    await bot.stop();
  } finally {
    await state.destroy();
  }
}

/** The shards, each its own process, until SIGINT or SIGTERM stops them all. */
async function runShardManager(config: Config, token: string, dbPath: string, logger: Logger): Promise<void> {
  // Migrated here, once, before the shards open the state store together.
  await (await createStateStore({ databaseUrl: config.DATABASE_URL, sqlitePath: dbPath })).destroy();
  const [{ shutdownSignal }, { startShards }] = await Promise.all([import('../bot/run-bot.js'), import('../bot/run-shards.js')]);
  // Listening before spawning: a signal while the shards start still stops them all once they have.
  const stopRequested = shutdownSignal();
  const shards = await startShards({ token, apiUrl: config.DISCORD_API_URL, count: config.SHARD_COUNT, logger });
  const signal = await stopRequested;
  logger.info(`${signal} received: stopping ${shards.count} shards`);
  await shards.stop();
}
