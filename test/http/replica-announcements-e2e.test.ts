/**
 * Two `arbiter serve` replicas, each with its own content database and sharing the state store in
 * PostgreSQL, as compose.yaml runs them: both notice a new release on the rules page and import it,
 * and the changelog channel gets its announcement once, posted through REST with DISCORD_TOKEN.
 */
import { readFileSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { createStateStore } from '../../state/create-state-store.js';
import { startFakeDiscord } from '../support/fake-discord/index.js';
import { freePort } from '../support/free-port.js';
import { startTestPostgres } from '../support/embedded-postgres.js';
import { startLocalServer } from '../support/local-http-server.js';
import { tempDbPath } from '../support/rules-db-fixture.js';
import { runArbiter } from '../support/run-cli.js';
import { crPath } from '../support/shared-data.js';
import { applicationKey } from '../support/signed-interactions.js';
import { spawnArbiter, type ArbiterProcess } from '../support/spawn-arbiter.js';

const SERVER_CHANNEL_ID = '1300000000000000666';
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

it('announces a release both replicas imported once, in the channel the server chose', async () => {
  const newest = readFileSync(crPath('cr-20260116.txt'));
  const rulesPage = await startLocalServer((request, response) => response.end(request.url === '/rules' ? '<a href="/dl/MagicCompRules%2020260116.txt">TXT</a>' : newest));
  cleanups.push(() => rulesPage.close());
  const postgres = await startTestPostgres();
  cleanups.push(() => postgres.stop());
  const databaseUrl = await postgres.freshDatabaseUrl();
  const state = await createStateStore({ databaseUrl, sqlitePath: ':memory:' });
  await state.guildSettings.update('1300000000000000777', { changelogChannelId: SERVER_CHANNEL_ID }, '1');
  await state.destroy();
  const fake = await startFakeDiscord();
  cleanups.push(() => fake.stop());

  const replicas: ArbiterProcess[] = [];
  for (let index = 0; index < 2; index++) {
    const dbPath = tempDbPath();
    await runArbiter(['rules', 'import', crPath('cr-20251114.txt'), '--db', dbPath]);
    const replica = spawnArbiter(['serve', '--port', String(await freePort())], {
      DISCORD_PUBLIC_KEY: applicationKey().publicKeyHex,
      DISCORD_TOKEN: fake.token,
      DISCORD_API_URL: fake.restUrl,
      DATABASE_URL: databaseUrl,
      RULES_DB: dbPath,
      RULES_PAGE_URL: `${rulesPage.url}/rules`,
      RULES_CHECK_INTERVAL: '1h',
      CARDS_CHECK_INTERVAL: 'off',
      DOCS_CHECK_INTERVAL: 'off',
    });
    cleanups.push(async () => replica.child.exitCode === null && replica.child.kill('SIGKILL'));
    replicas.push(replica);
  }
  // Each imports the release into its own database; the announcement follows the import, the rulings check follows that.
  await Promise.all(replicas.map((replica) => replica.waitForOutput('Imported a new Comprehensive Rules release', 60_000)));
  const announcement = await fake.waitForRequest(
    (request) => request.method === 'POST' && request.path === `/channels/${SERVER_CHANNEL_ID}/messages`,
    30_000,
  );
  expect((announcement.body as { embeds: { title: string }[] }).embeds[0]!.title).toBe('Changes 2025-11-14 → 2026-01-16');
  for (const replica of replicas) replica.child.kill('SIGTERM');
  expect(await Promise.all(replicas.map((replica) => replica.exited))).toEqual([0, 0]);
  // Both replicas have finished their hooks (they exit after them): one post in all.
  expect(fake.requests.filter((request) => request.method === 'POST' && request.path.startsWith('/channels/'))).toHaveLength(1);
});
