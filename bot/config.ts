/**
 * The bot's configuration: only from the environment (plus a .env file if present), validated
 * with zod at start-up so each bad or missing value gets its own clear message.
 */
import { isIP } from 'node:net';
import { z } from 'zod';
import { DEFAULT_CARDS_BULK_URL } from '../cards-db/update/bulk-listing.js';
import { DEFAULT_DOCS_PAGE_URL } from '../docs-db/update/find-document-links.js';
import { DEFAULT_DB_PATH } from '../database/open-database.js';
import { DEFAULT_RULES_PAGE_URL } from '../rules-db/update/find-cr-link.js';
import { UserError } from '../common/user-error.js';

export const DEFAULT_RULE_LINK_TEMPLATE = 'https://yawgatog.com/resources/magic-rules/#R{ruleNoDot}';
/** Each handler thread's warm-up at start (commands/framework/warm-up.ts). */
export const DEFAULT_HANDLER_WARM_UP = '3s';

/** true/false (or 1/0, yes/no); empty takes the default. */
function booleanFlag(defaultValue: boolean) {
  return z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''], { message: 'must be true or false' })
    .default('')
    .transform((value) => (value === '' ? defaultValue : value === 'true' || value === '1' || value === 'yes'));
}

/** "6h", "30m", "90s", "1d" or seconds → milliseconds; "off" or 0 → null (no scheduled checks). */
export function parseInterval(text: string): number | null | undefined {
  const value = text.trim().toLowerCase();
  if (value === 'off' || value === '0') return null;
  const match = /^(\d+(?:\.\d+)?)\s*(s|m|h|d)?$/.exec(value);
  if (!match) return undefined;
  const unit = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[(match[2] ?? 's') as 's' | 'm' | 'h' | 'd'];
  const milliseconds = Number(match[1]) * unit;
  return milliseconds >= 1000 ? milliseconds : undefined;
}

/** A duration variable (a check interval, a warm-up): at least 1s and at most `maxMs`, or off (null). */
function durationSetting(defaultValue: string, { maxMs = Number.POSITIVE_INFINITY, message = 'must be a duration such as 6h, 30m or 90s (at least 1s), or off' } = {}) {
  return z
    .string()
    .default(defaultValue)
    .transform((value, context) => {
      const duration = parseInterval(value);
      if (duration === undefined || (duration !== null && duration > maxMs)) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return duration;
    });
}

/** The longest HANDLER_WARM_UP: a pause before a copy answers anyone; 3 s already compiles the hot code. */
const WARM_UP_BOUNDS = { maxMs: 60_000, message: 'must be a duration from 1s to 60s, such as 3s, or off' };

/**
 * How long a stopping process may take (STOP_TIMEOUT): requests and replies in flight are finished
 * within it, then cut. Under the orchestrator's grace period (compose's stop_grace_period is 30 s).
 */
export const DEFAULT_STOP_TIMEOUT = '20s';

/** A duration from 1 s to 10 min, never off: a stop must have an end. */
function stopTimeoutSetting() {
  return z
    .string()
    .default(DEFAULT_STOP_TIMEOUT)
    .transform((value, context) => {
      const duration = parseInterval(value);
      if (duration === undefined || duration === null || duration > 600_000) {
        context.addIssue({ code: 'custom', message: 'must be a duration from 1s to 10m, such as 20s' });
        return z.NEVER;
      }
      return duration;
    });
}

/** A TCP port number variable; 0 takes any free port (tests). */
function portSetting() {
  return z
    .string()
    .trim()
    .refine((value) => /^\d+$/.test(value) && Number(value) <= 65535, 'must be a port number from 1 to 65535')
    .transform(Number);
}

const configSchema = z.object({
  DISCORD_TOKEN: z
    .string()
    .trim()
    .regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, 'must be a bot token (three dot-separated parts) from the Discord developer portal')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DISCORD_API_URL: z.url({ message: 'must be a URL such as https://discord.com/api' }).optional().or(z.literal('').transform(() => undefined)),
  RULES_DB: z.string().trim().min(1).default(DEFAULT_DB_PATH),
  // On by default: a first start with an empty database downloads what Arbiter answers from (cli/first-start.ts).
  RULES_AUTO_UPDATE: booleanFlag(true),
  RULES_PAGE_URL: z.url({ message: 'must be a URL such as https://magic.wizards.com/en/rules' }).default(DEFAULT_RULES_PAGE_URL),
  RULES_CHECK_INTERVAL: durationSetting('6h'),
  HANDLER_THREADS: z
    .string()
    .default('3')
    .refine((value) => /^\d+$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= 16, 'must be a whole number of threads from 1 to 16')
    .transform(Number),
  HANDLER_WARM_UP: durationSetting(DEFAULT_HANDLER_WARM_UP, WARM_UP_BOUNDS),
  CHANGELOG_CHANNEL_ID: z
    .string()
    .trim()
    .regex(/^\d{17,20}$/, 'must be a Discord channel id (17 to 20 digits)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SHARD_COUNT: z
    .string()
    .trim()
    .default('1')
    .refine((value) => value === 'auto' || (/^\d+$/.test(value) && Number(value) >= 1), 'must be auto or a whole number of shards (1 or more)')
    .transform((value): number | 'auto' => (value === 'auto' ? 'auto' : Number(value))),
  CARDS_BULK_URL: z.url({ message: 'must be a URL such as https://api.scryfall.com/bulk-data' }).default(DEFAULT_CARDS_BULK_URL),
  CARDS_CHECK_INTERVAL: durationSetting('24h'),
  DOCS_PAGE_URL: z.url({ message: 'must be a URL such as https://wpn.wizards.com/en/rules-documents' }).default(DEFAULT_DOCS_PAGE_URL),
  DOCS_CHECK_INTERVAL: durationSetting('24h'),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a PostgreSQL URL such as postgres://user:password@host:5432/arbiter')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  INLINE_LOOKUPS: booleanFlag(false),
  INTERACTIONS_MODE: z.enum(['gateway', 'http'], { message: 'must be gateway (a bot connection) or http (an interactions endpoint URL)' }).default('gateway'),
  PORT: portSetting().default(8080),
  HOST: z
    .string()
    .trim()
    .default('0.0.0.0')
    .refine((value) => isIP(value) !== 0 || /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i.test(value), 'must be an address to listen on, such as 0.0.0.0 (every interface), 127.0.0.1 or ::'),
  STOP_TIMEOUT: stopTimeoutSetting(),
  DISCORD_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be the application\'s public key: 64 hexadecimal characters from the developer portal (General Information)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  HEALTH_PORT: portSetting().optional().or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'], { message: 'must be one of trace, debug, info, warn, error, fatal, silent' }).default('info'),
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty'], { message: 'must be auto, json or pretty' }).default('auto'),
  RULE_LINK_TEMPLATE: z
    .string()
    .refine((value) => /\{rule(NoDot)?\}/.test(value), 'must contain {rule} or {ruleNoDot}')
    .refine((value) => /^https?:\/\//.test(value), 'must start with http:// or https://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  WEB_PORT: portSetting().optional().or(z.literal('').transform(() => undefined)),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, message: 'must be the web view\'s public address, such as https://rules.example.org' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export type Config = z.infer<typeof configSchema>;

/** Every environment variable the configuration reads. */
export const CONFIG_VARIABLES = Object.keys(configSchema.shape);

/** Validates the environment; throws a UserError listing every bad value and what would work. */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = configSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new UserError('bad-config', `The configuration is not valid (see .env.example):\n${lines.join('\n')}`);
}
