/**
 * Announcing an update once across copies of the bot, and never losing it: a copy whose changelog
 * posts all fail (Discord unreachable from it) gives its claim back, and another copy's next check
 * that imports nothing new posts it. Real REST clients, the fake Discord, a shared SQLite state store.
 */
import { REST } from '@discordjs/rest';
import { afterAll, expect, it } from 'vitest';
import { announcementHooks, type AnnouncementOptions } from '../../bot/announce-updates.js';
import { createLogger } from '../../bot/logger.js';
import { ChangelogPoster } from '../../bot/post-changelog.js';
import type { CardUpdateOutcome } from '../../bot/run-update-process.js';
import type { PooledDispatcher } from '../../commands/framework/pooled-dispatch.js';
import { createStateStore, type StateStore } from '../../state/create-state-store.js';
import { startFakeDiscord, type FakeDiscord } from '../support/fake-discord/index.js';
import { startLocalServer } from '../support/local-http-server.js';
import { tempDbPath } from '../support/rules-db-fixture.js';

const CHANNEL_ID = '1300000000000000555';
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A copy of the bot's announcing side: its own REST client (to `api`), the shared state store. */
async function copyOfTheBot(dbPath: string, api: string, token: string, logLines: string[], overrides: Partial<AnnouncementOptions> = {}) {
  const state: StateStore = await createStateStore({ sqlitePath: dbPath });
  cleanups.push(() => state.destroy());
  const logger = createLogger((line) => logLines.push(line), { format: 'json' });
  const rest = new REST({ api, retries: 0, timeout: 5_000 }).setToken(token);
  const poster = new ChangelogPoster(rest, '1300000000000000999', state.guildSettings, CHANNEL_ID, logger);
  return announcementHooks({
    poster: async () => poster,
    claims: state.announcements,
    // Card data announcements are built without a handler (only a release's /changes needs one).
    dispatcher: {} as PooledDispatcher,
    checkRulings: async () => ({ checked: 0, guilds: [] }),
    docsPageUrl: 'https://magic.wizards.com/en/rules',
    logger,
    ...overrides,
  });
}

const cardPosts = (fake: FakeDiscord) =>
  fake.requests.filter((request) => request.method === 'POST' && request.path === `/channels/${CHANNEL_ID}/messages` && JSON.stringify(request.body).includes('2025-11-01'));

it('retries on another copy an update whose posts all failed, and posts it once', async () => {
  const fake = await startFakeDiscord();
  cleanups.push(() => fake.stop());
  // Discord as copy A sees it: every request waits until the test lets it fail with a 503.
  let failAll!: () => void;
  const down = new Promise<void>((resolve) => (failAll = resolve));
  const outage = await startLocalServer((_request, response) => {
    void down.then(() => response.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"Service Unavailable","code":0}'));
  });
  cleanups.push(() => outage.close());
  const dbPath = tempDbPath();
  const logA: string[] = [];
  const copyA = await copyOfTheBot(dbPath, outage.url, fake.token, logA);
  const copyB = await copyOfTheBot(dbPath, fake.restUrl, fake.token, []);
  const imported: CardUpdateOutcome = { status: 'imported', dataDate: '2025-11-01', cards: 956, rulings: 75 };

  // Both import the new card data. A claims it first; while A posts, B leaves it to A.
  const announcingA = copyA.onNewCards!(imported);
  await until(() => outage.requests.length > 0);
  await copyB.onNewCards!(imported);
  expect(cardPosts(fake)).toHaveLength(0);
  // None of A's posts gets through.
  failAll();
  await announcingA;
  expect(logA.join('\n')).toContain('Every changelog post of an update failed; the next check retries it');

  // B's next check imports nothing new and posts the update A could not.
  const unchanged: CardUpdateOutcome = { ...imported, status: 'unchanged' };
  await copyB.onUnchangedCards!(unchanged);
  expect(cardPosts(fake)).toHaveLength(1);
  // Posted: no copy posts it again.
  await copyB.onUnchangedCards!(unchanged);
  await copyA.onUnchangedCards!(unchanged);
  expect(cardPosts(fake)).toHaveLength(1);
  // A check never announces data no copy imported as new.
  await copyB.onUnchangedCards!({ ...unchanged, dataDate: '2025-10-01' });
  expect(fake.requests.filter((request) => request.method === 'POST' && request.path.startsWith('/channels/'))).toHaveLength(1);
});

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

it('gives back the claim of a release whose announcement could not be made, and still reviews the rulings', async () => {
  const fake = await startFakeDiscord();
  cleanups.push(() => fake.stop());
  const dbPath = tempDbPath();
  let reviews = 0;
  const failing = await copyOfTheBot(dbPath, fake.restUrl, fake.token, [], {
    // The /changes answer cannot be worked out (the handler pool is gone).
    dispatcher: { command: async () => Promise.reject(new Error('the handler pool stopped')) } as unknown as PooledDispatcher,
    checkRulings: async () => {
      reviews++;
      return { checked: 0, guilds: [] };
    },
  });
  await expect(failing.onNewRelease!({ status: 'imported', effectiveDate: '2026-01-16', url: 'x' })).rejects.toThrow('the handler pool stopped');
  expect(reviews).toBe(1);
  const state = await createStateStore({ sqlitePath: dbPath });
  cleanups.push(() => state.destroy());
  expect(await state.announcements.claimUnposted('cr', '2026-01-16')).toBe(true);
});
