/**
 * The running bot (as `npm start` runs it) notices a new release on the rules page and new MTR and
 * IPG versions on the rules-documents page, imports them in the background, answers from them
 * without a restart, and posts what changed to the changelog channels: the one a server chose with
 * /settings, and the bot's default (CHANGELOG_CHANNEL_ID).
 */
import { readFileSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { chatInputInteraction, startFakeDiscord } from '../support/fake-discord/index.js';
import { startLocalServer } from '../support/local-http-server.js';
import { tempDbPath } from '../support/rules-db-fixture.js';
import { runArbiter } from '../support/run-cli.js';
import { spawnArbiter } from '../support/spawn-arbiter.js';
import { crPath, SHARED_DIR } from '../support/shared-data.js';
import { TOURNAMENT_FILES } from '../support/tournament-documents.js';
import path from 'node:path';
import { createStateStore } from '../../state/create-state-store.js';

const CHANNEL_ID = '1300000000000000555';
const SERVER_CHANNEL_ID = '1300000000000000666';
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

it('imports the new release, posts the changes, and answers from it', async () => {
  const newest = readFileSync(crPath('cr-20260116.txt'));
  const documents: Record<string, Buffer> = {
    '/media/MTG_MTR_2025_Apr21_EN.pdf': readFileSync(path.join(SHARED_DIR, TOURNAMENT_FILES.mtr2025Pdf)),
    '/media/MTG_IPG_2024Sep23_EN.pdf': readFileSync(path.join(SHARED_DIR, TOURNAMENT_FILES.ipg2024Pdf)),
  };
  const documentsPage = Object.keys(documents).map((file) => `<a href="${file}">${file}</a>`).join('\n');
  const server = await startLocalServer((request, response) =>
    response.end(
      request.url === '/rules'
        ? '<a href="/dl/MagicCompRules%2020260116.txt">TXT</a>'
        : request.url === '/rules-documents'
          ? documentsPage
          : (documents[request.url ?? ''] ?? newest),
    ),
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
    DOCS_PAGE_URL: `${server.url}/rules-documents`,
    DOCS_CHECK_INTERVAL: '1h',
    CHANGELOG_CHANNEL_ID: CHANNEL_ID,
  });
  cleanups.push(async () => bot.child.exitCode === null && bot.child.kill('SIGKILL'));

  for (const channelId of [SERVER_CHANNEL_ID, CHANNEL_ID]) {
    const posted = (title: string) => (request: { method: string; path: string; body: unknown }) =>
      request.method === 'POST' && request.path === `/channels/${channelId}/messages` && (request.body as { embeds: { title: string }[] }).embeds[0]!.title === title;
    const post = await fake.waitForRequest(posted('Changes 2025-11-14 → 2026-01-16'), 30_000);
    const body = post.body as { embeds: { title: string; description: string }[]; allowed_mentions: unknown };
    expect(body.embeds[0]!.description).toContain('**Added** (6): 610.5, 701.68');
    expect(body.allowed_mentions).toEqual({ parse: [] });
    const documentPost = await fake.waitForRequest(posted('New tournament documents'), 60_000);
    expect((documentPost.body as { embeds: { description: string }[] }).embeds[0]!.description).toBe(
      '**Magic Tournament Rules** effective **2025-04-21**: /mtr answers from it now.\n' +
        '**Infraction Procedure Guide** effective **2024-09-23**: /ipg answers from it now.',
    );
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
