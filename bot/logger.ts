/**
 * Structured logs with pino: one JSON object per line on stderr (what log collectors read), or
 * readable lines when a person watches a terminal. Events carry fields, not sentences with values
 * pasted in: `logger.info('interaction', { command, guild, ms, outcome })`.
 *
 * Readable output uses pino-pretty, a development dependency: in production (`npm ci --omit=dev`,
 * the Docker image) it is absent and the logs are JSON whatever LOG_FORMAT says. It formats each
 * line in this thread (prettyFactory) rather than in a transport worker, as a terminal's volume
 * of logs does not need one.
 */
import { createRequire } from 'node:module';
import { pino, stdSerializers, type Level } from 'pino';
import { censorSecrets } from './censor-secrets.js';

export type LogDetails = Record<string, unknown>;

export interface Logger {
  info(message: string, details?: LogDetails): void;
  warn(message: string, details?: LogDetails): void;
  error(message: string, details?: LogDetails): void;
}

export type LogLevel = Level | 'silent';
/** `auto`: readable when stderr is a terminal (and pino-pretty is installed), JSON otherwise. */
export type LogFormat = 'auto' | 'json' | 'pretty';

export interface LoggerOptions {
  level?: LogLevel;
  format?: LogFormat;
}

/** pino-pretty's line formatter, or null when it is not installed (production). */
function prettyFormatter(): ((line: string) => string) | null {
  try {
    const { prettyFactory } = createRequire(import.meta.url)('pino-pretty') as { prettyFactory: (options: object) => (line: string) => string };
    return prettyFactory({ colorize: process.stderr.isTTY === true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' });
  } catch {
    return null;
  }
}

function serializeError(error: Error): unknown {
  // Spread: pino's serialized error has a prototype of its own, and its own fields are what is written.
  return censorSecrets({ ...stdSerializers.err(error) });
}

/** A logger writing lines to `write` (stderr by default). */
export function createLogger(write: (line: string) => void = (line) => process.stderr.write(line), options: LoggerOptions = {}): Logger {
  const { level = 'info', format = 'auto' } = options;
  const wantsPretty = format === 'pretty' || (format === 'auto' && process.stderr.isTTY === true);
  const pretty = wantsPretty ? prettyFormatter() : null;
  const log = pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // An error's own fields are logged too (a REST error's request body): censored once serialized.
      serializers: { error: serializeError, err: serializeError },
    },
    { write: pretty ? (line: string) => write(pretty(line)) : write },
  );
  return {
    info: (message, details) => log.info(censorSecrets(details ?? {}), message),
    warn: (message, details) => log.warn(censorSecrets(details ?? {}), message),
    error: (message, details) => log.error(censorSecrets(details ?? {}), message),
  };
}
