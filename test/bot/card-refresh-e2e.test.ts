/**
 * The running bot (as `npm start` runs it) refreshes card data from a local stand-in for
 * Scryfall in a child process, then answers /card, autocomplete and /about from it; a damaged
 * download later is refused and the data in use stays.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { runCardsUpdateProcess } from '../../bot/run-update-process.js';
import { CARD_CHECKS, UpdateScheduler } from '../../bot/update-scheduler.js';
import { createLogger } from '../../bot/logger.js';
import { ORACLE_CARDS_FILE, RULINGS_FILE } from '../support/cards-db-fixture.js';
import { autocompleteInteraction, chatInputInteraction, startFakeDiscord } from '../support/fake-discord/index.js';
import { startLocalServer, type LocalServer } from '../support/local-http-server.js';
import { tempDbPath } from '../support/rules-db-fixture.js';
import { runArbiter } from '../support/run-cli.js';
import { spawnArbiter } from '../support/spawn-arbiter.js';
import { crPath, readShared } from '../support/shared-data.js';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A stand-in for Scryfall: the real 2023 listing pointing at the sample files, served gzip-encoded; `cards` replaces the oracle_cards body. */
async function scryfall(cards: () => Buffer = () => readFileSync(ORACLE_CARDS_FILE)): Promise<LocalServer> {
  const server: LocalServer = await startLocalServer((request, response) => {
    if (request.url === '/bulk-data') {
      const listing = JSON.parse(readShared('data/cards/bulk-data-2023.json').toString('utf8')) as { data: { type: string; download_uri: string }[] };
      for (const entry of listing.data) entry.download_uri = `${server.url}/file/${entry.type}.json`;
      response.end(JSON.stringify(listing));
      return;
    }
    const body = request.url === '/file/oracle_cards.json' ? cards() : readFileSync(RULINGS_FILE);
    response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' }).end(gzipSync(body));
  });
  cleanups.push(() => server.close());
  return server;
}

describe('runCardsUpdateProcess (arbiter cards update in a child process)', () => {
  it('imports, then finds nothing newer', async () => {
    const server = await scryfall();
    const dbPath = tempDbPath();
    expect(await runCardsUpdateProcess(dbPath, `${server.url}/bulk-data`)).toEqual({ status: 'imported', dataDate: '2023-04-04', cards: 956, rulings: 75 });
    expect(await runCardsUpdateProcess(dbPath, `${server.url}/bulk-data`)).toEqual({ status: 'unchanged', dataDate: '2023-04-04', cards: 956, rulings: 75 });
  });

  it('reports a refused download as the check’s failure, and the scheduler keeps the data in use', async () => {
    const dbPath = tempDbPath();
    await runArbiter(['cards', 'import', ORACLE_CARDS_FILE, RULINGS_FILE, '--date', '2023-01-01', '--db', dbPath]);
    const server = await scryfall(() => readFileSync(ORACLE_CARDS_FILE).subarray(0, 100_000));
    const scheduler = new UpdateScheduler({
      check: () => runCardsUpdateProcess(dbPath, `${server.url}/bulk-data`),
      intervalMs: 3_600_000,
      onNewRelease: async () => undefined,
      logger: createLogger(() => undefined),
      subject: CARD_CHECKS,
    });
    scheduler.start();
    const start = Date.now();
    while (scheduler.status().lastResult === null && Date.now() - start < 30_000) await new Promise((resolve) => setTimeout(resolve, 50));
    await scheduler.stop();
    expect(scheduler.status().lastResult).toMatch(/^failed: .*oracle_cards\.json ends after 100000 bytes, before its JSON list does/);
    const status = JSON.parse((await runArbiter(['cards', 'status', '--json', '--db', dbPath])).stdout);
    expect(status).toMatchObject({ cards: 956, dataDate: '2023-01-01' });
  });
});

it('the running bot imports card data in the background and answers /card, autocomplete and /about from it', async () => {
  const server = await scryfall();
  const dbPath = tempDbPath();
  await runArbiter(['rules', 'import', crPath('cr-20260116.txt'), '--db', dbPath]);
  const fake = await startFakeDiscord();
  cleanups.push(() => fake.stop());
  const bot = spawnArbiter(['start'], {
    DISCORD_TOKEN: fake.token,
    DISCORD_API_URL: fake.restUrl,
    RULES_DB: dbPath,
    RULES_CHECK_INTERVAL: 'off',
    CARDS_BULK_URL: `${server.url}/bulk-data`,
    CARDS_CHECK_INTERVAL: '1h',
    DOCS_CHECK_INTERVAL: 'off',
    CHANGELOG_CHANNEL_ID: '1300000000000000555',
  });
  cleanups.push(async () => bot.child.exitCode === null && bot.child.kill('SIGKILL'));
  await bot.waitForOutput('Imported new card data', 60_000);

  const card = (await (await fake.sendInteraction(chatInputInteraction({ name: 'card', options: { name: 'insectile aberration' } }))).callback()) as {
    data: { embeds: { title: string; footer: { text: string } }[]; components: { components: { label: string }[] }[] };
  };
  expect(card.data.embeds[0]).toMatchObject({ title: 'Delver of Secrets // Insectile Aberration', footer: { text: 'Card data: Scryfall, 2023-04-04' } });
  expect(card.data.components.flatMap((row) => row.components.map((component) => component.label))).toEqual(['Rulings', 'Flying · 702.9', 'Transform · 701.27']);

  const choices = (await (await fake.sendInteraction(autocompleteInteraction({ name: 'card', options: { name: 'voldarn' }, focused: 'name' }))).callback()) as {
    data: { choices: { name: string }[] };
  };
  expect(choices.data.choices.map((choice) => choice.name)).toContain('Voldaren Duelist');

  const about = (await (await fake.sendInteraction(chatInputInteraction({ name: 'about' }))).callback()) as { data: { embeds: { fields: { name: string; value: string }[] }[] } };
  const fields = Object.fromEntries(about.data.embeds[0]!.fields.map((field) => [field.name, field.value]));
  expect(fields['Card data']).toBe('Scryfall data of **2023-04-04** · 956 cards, 75 rulings');
  expect(fields['Checks for new card data']).toContain('imported card data of 2023-04-04 (956 cards, 75 rulings)');

  // Announced in the changelog channel, pinging nobody.
  const post = await fake.waitForRequest((request) => request.method === 'POST' && request.path === '/channels/1300000000000000555/messages');
  expect(post.body).toMatchObject({
    embeds: [{ title: 'Card data updated', description: 'Scryfall data of **2023-04-04** · 956 cards, 75 rulings. /card and /rulings answer from it now.' }],
    allowed_mentions: { parse: [] },
  });

  bot.child.kill('SIGTERM');
  expect(await bot.exited).toBe(0);
});
