/** Snowflakes, tokens and the default ids of the fake Discord's world (one bot, one guild, one channel, one user). */

const DISCORD_EPOCH_MS = 1_420_070_400_000n;
let snowflakeIncrement = 0n;

/**
 * A fresh snowflake for "now" (or for `atMs`, an older message's time), shaped like Discord's
 * (17–19 digits), so that @discordjs/rest's id-based rate-limit buckets and discord.js's timestamp
 * getters (a message's createdAt is read from its id) behave as in production.
 */
export function nextSnowflake(atMs: number = Date.now()): string {
  snowflakeIncrement = (snowflakeIncrement + 1n) & 0xfffn;
  return (((BigInt(atMs) - DISCORD_EPOCH_MS) << 22n) | snowflakeIncrement).toString();
}

/** The ids the fake's world is built from; each can be overridden in `startFakeDiscord`. */
export interface FakeDiscordIds {
  applicationId: string;
  botUserId: string;
  guildId: string;
  channelId: string;
  /** The human who runs commands and clicks buttons in the builders' payloads. */
  userId: string;
}

export const DEFAULT_IDS: Readonly<FakeDiscordIds> = Object.freeze({
  applicationId: '1300000000000000001',
  botUserId: '1300000000000000001',
  guildId: '1300000000000000100',
  channelId: '1300000000000000200',
  userId: '1300000000000000300',
});

/**
 * A bot token in Discord's three-part shape (base64 user id, timestamp, signature),
 * which discord.js censors and logs without complaint.
 * @example fakeBotToken('1300000000000000001') // 'MTMwMDAwMDAwMDAwMDAwMDAwMQ.ZmFrZQ.ZmFrZS1kaXNjb3JkLXRlc3QtdG9rZW4'
 */
export function fakeBotToken(botUserId: string): string {
  const part = (text: string) => Buffer.from(text).toString('base64url');
  return `${part(botUserId)}.${part('fake')}.${part('fake-discord-test-token')}`;
}

/** A unique interaction token (Discord's are long opaque strings). */
export function nextInteractionToken(): string {
  return `aW50ZXJhY3Rpb24.${nextSnowflake()}.${Math.random().toString(36).slice(2)}`;
}
