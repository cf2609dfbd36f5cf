/** `arbiter serve` (and `npm start` with INTERACTIONS_MODE=http): the HTTP interactions endpoint. */
import type { Config } from '../bot/config.js';
import { loadConfig } from '../bot/config.js';
import { createLogger } from '../bot/logger.js';
import { shutdownSignal } from '../common/shutdown-signal.js';
import { UserError } from '../common/user-error.js';
import { exitDespiteLingeringConnections, exitIfStopOverruns, openServiceStateStore, withIndexBuilder } from './service-process.js';
import type { CliCommand, CliContext } from './framework/cli-context.js';
import { setUpFirstStart } from './first-start.js';
import { logOutput } from './first-start-output.js';

/** Serves interactions until SIGTERM or SIGINT, then finishes those accepted and exits 0. */
export async function runHttpMode(context: CliContext, config: Config): Promise<number> {
  const logger = createLogger(context.stderr, { level: config.LOG_LEVEL, format: config.LOG_FORMAT });
  await setUpFirstStart(context.db(), context.dbPath, config, logOutput(context, logger));
  await withIndexBuilder(context.dbPath, async (indexBuilder) => {
    // hono loads only here: the other commands never pay for it.
    const { startHttpMode } = await import('../http/run-http-mode.js');
    // Every replica given the same DATABASE_URL shares button state and server settings.
    const state = await openServiceStateStore(config, context.dbPath, logger);
    try {
      const running = await startHttpMode({ config, db: context.db(), dbPath: context.dbPath, state, logger, indexBuilder });
      const signal = await shutdownSignal();
      logger.info('Stopping: no new requests; finishing those accepted', { signal, inFlight: running.server.inFlight(), stopTimeoutMs: config.STOP_TIMEOUT });
      exitIfStopOverruns(config.STOP_TIMEOUT, logger);
      await running.stop();
    } finally {
      await state.destroy();
    }
  });
  logger.info('Stopped');
  exitDespiteLingeringConnections();
  return 0;
}

export const serve: CliCommand = {
  name: 'serve',
  summary: 'Answer Discord interactions over HTTP: POST /interactions, GET /healthz and /metrics, and the web view\'s pages on PORT (8080).',
  usage: 'arbiter serve [--port N]',
  writes: true,
  options: { port: { type: 'string' } },
  async run(_positionals, values, context) {
    const port = values.port as string | undefined;
    if (port !== undefined && !/^\d+$/.test(port)) throw new UserError('bad-port', `--port needs a port number such as 8080, not "${port}".`);
    const config = loadConfig(port === undefined ? context.env : { ...context.env, PORT: port });
    return runHttpMode(context, config);
  },
};
