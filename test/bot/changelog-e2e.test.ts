/**
 * The running bot (as `npm start` runs it) notices a new release on the rules page, imports it in
 * the background, answers from it without a restart, and posts what changed to the changelog
 * channels: the one a server chose with /settings, and the bot's default (CHANGELOG_CHANNEL_ID).
 */
import { readFileSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { chatInputInteraction, startFakeDiscord } from '../support/fake-discord/index.js';
import { startLocalServer } from '../support/local-http-server.js';
import { tempDbPath } from '../support/rules-db-fixture.js';
import { runArbiter } from '../support/run-cli.js';
import { spawnArbiter } from '../support/spawn-arbiter.js';
import { crPath } from '../support/shared-data.js';
import { createStateStore } from '../../state/create-state-store.js';

const CHANNEL_ID = '1300000000000000555';
const SERVER_CHANNEL_ID = '1300000000000000666';
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

it('imports the new release, posts the changes, and answers from it', async () => {
  const newest = readFileSync(crPath('cr-20260116.txt'));
  const server = await startLocalServer((request, response) =>
    response.end(request.url === '/rules' ? '<a href="/dl/MagicCompRules%2020260116.txt">TXT</a>' : newest),
  );
  cleanups.push(() => server.close());
  const dbPath = tempDbPath();
  await runArbiter(['rules', 'import', crPath('cr-20251114.txt'), '--db', dbPath]);
  const state = await createStateStore({ sqlitePath: dbPath });
  await state.guildSettings.update('1300000000000000777', { changelogChannelId: SERVER_CHANNEL_ID }, '1');
  await state.destroy();
  const fake = await startFakeDiscord();
  cleanups.push(() => fake.stop());
  const bot = spawnArbiter(['start'], {
    DISCORD_TOKEN: fake.token,
    DISCORD_API_URL: fake.restUrl,
    RULES_DB: dbPath,
    RULES_PAGE_URL: `${server.url}/rules`,
    RULES_CHECK_INTERVAL: '1h',
    CARDS_CHECK_INTERVAL: 'off',
    CHANGELOG_CHANNEL_ID: CHANNEL_ID,
  });
  cleanups.push(async () => bot.child.exitCode === null && bot.child.kill('SIGKILL'));

  for (const channelId of [SERVER_CHANNEL_ID, CHANNEL_ID]) {
    const post = await fake.waitForRequest((request) => request.method === 'POST' && request.path === `/channels/${channelId}/messages`, 30_000);
    const body = post.body as { embeds: { title: string; description: string }[]; allowed_mentions: unknown };
    expect(body.embeds[0]!.title).toBe('Changes 2025-11-14 → 2026-01-16');
    expect(body.embeds[0]!.description).toContain('**Added** (6): 610.5, 701.68');
    expect(body.allowed_mentions).toEqual({ parse: [] });
  }

  const rule = await (await fake.sendInteraction(chatInputInteraction({ name: 'rule', options: { number: '701.68' } }))).callback();
  expect(rule).toMatchObject({ type: 4, data: { embeds: [{ title: '701.68 · Blight', footer: { text: 'Comprehensive Rules, effective 2026-01-16' } }] } });

  const about = (await (await fake.sendInteraction(chatInputInteraction({ name: 'about' }))).callback()) as {
    data: { embeds: { fields: { name: string; value: string }[] }[] };
  };
  expect(about.data.embeds[0]!.fields.find((field) => field.name === 'Checks for new releases')!.value).toContain('imported 2026-01-16');

  bot.child.kill('SIGTERM');
  expect(await bot.exited).toBe(0);
});
