/**
 * The gateway bot (`arbiter start`, discord.js against the fake Discord) while the connection to
 * Discord fails and while a card download crawls. Regressions:
 *   8. discord.js resumed and reconnected after a cut connection, an op 7 and a refused gateway,
 *      but the bot logged nothing and /healthz stayed 200 while it was cut off;
 *   6. a gateway event delivered twice was answered twice (and could write twice);
 *   5. the bot's stop waited for its update child's download however long it took, never
 *      signalling it, and a bot killed outright left the child to finish its import alone.
 */
import { spawn } from 'node:child_process';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { GatewayDispatchEvents } from 'discord-api-types/v10';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chatInputInteraction, startFakeDiscord, type FakeDiscord } from '../support/fake-discord/index.js';
import { rulingFormSubmission } from '../support/ruling-form.js';
import { freePort } from '../support/free-port.js';
import { startLocalServer, type LocalServer } from '../support/local-http-server.js';
import { childPids, commandLine, isRunning, processEnded } from '../support/process-tree.js';
import { tempDbPath } from '../support/rules-db-fixture.js';
import { runArbiter } from '../support/run-cli.js';
import { crPath, readShared, REPO_ROOT } from '../support/shared-data.js';
import { spawnArbiter, type ArbiterProcess } from '../support/spawn-arbiter.js';

const STOP_TIMEOUT_MS = 4000;
let fake: FakeDiscord;
let scryfall: LocalServer;
let bot: ArbiterProcess;
let healthUrl: string;
const dbPath = tempDbPath();
const crawling = new Set<ServerResponse>();

beforeAll(async () => {
  await runArbiter(['rules', 'import', crPath('cr-20260116.txt'), '--db', dbPath]);
  // A stand-in for Scryfall whose card file never finishes arriving: a byte every 200 ms.
  scryfall = await startLocalServer((request, response) => {
    if (request.url === '/bulk-data') {
      const listing = JSON.parse(readShared('data/cards/bulk-data-2023.json').toString('utf8')) as { data: { download_uri: string }[] };
      for (const entry of listing.data) entry.download_uri = `${scryfall.url}/file/cards.json`;
      response.end(JSON.stringify(listing));
      return;
    }
    crawling.add(response);
    response.writeHead(200, { 'content-type': 'application/json' });
    const timer = setInterval(() => response.write(' '), 200);
    response.on('close', () => clearInterval(timer));
  });
  fake = await startFakeDiscord({ heartbeatIntervalMs: 1000 });
  const healthPort = await freePort();
  healthUrl = `http://127.0.0.1:${healthPort}/healthz`;
  bot = spawnArbiter(['start'], {
    DISCORD_TOKEN: fake.token,
    DISCORD_API_URL: fake.restUrl,
    RULES_DB: dbPath,
    HEALTH_PORT: String(healthPort),
    HOST: '127.0.0.1',
    RULES_CHECK_INTERVAL: 'off',
    DOCS_CHECK_INTERVAL: 'off',
    CARDS_BULK_URL: `${scryfall.url}/bulk-data`,
    CARDS_CHECK_INTERVAL: '1h',
    STOP_TIMEOUT: `${STOP_TIMEOUT_MS / 1000}s`,
  });
  await bot.waitForOutput('Serving /healthz and /metrics', 120_000);
}, 180_000);

afterAll(async () => {
  if (bot?.child.exitCode === null) bot.child.kill('SIGKILL');
  for (const response of crawling) response.destroy();
  await scryfall?.close();
  await fake?.stop();
});

const logLines = () => bot.logLines();

/** Resolves with the first log line after the first `after` lines whose message is one of `messages`. */
async function logged(messages: string[], after: number, timeoutMs = 30_000): Promise<Record<string, unknown>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const line = logLines()
      .slice(after)
      .find((candidate) => messages.includes(String(candidate.msg)));
    if (line) return line;
    if (Date.now() > until) throw new Error(`none of ${messages.join(', ')} was logged; output:\n${bot.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function health(): Promise<{ status: number; body: { problems: string[]; gateway: { connected: boolean; shards: { heartbeatAckAgoMs: number | null }[] } } }> {
  const response = await fetch(healthUrl);
  return { status: response.status, body: (await response.json()) as never };
}

async function healthBecomes(status: number): Promise<Awaited<ReturnType<typeof health>>> {
  const until = Date.now() + 30_000;
  for (;;) {
    const seen = await health();
    if (seen.status === status) return seen;
    if (Date.now() > until) throw new Error(`/healthz stayed ${seen.status}: ${JSON.stringify(seen.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const RECONNECTED = ['Gateway shard resumed', 'Gateway shard ready'];

it('logs a cut connection, says so in /healthz while Discord refuses it, and logs the resume', async () => {
  let before = await healthBecomes(200);
  // Discord acknowledges a heartbeat every second here: /healthz says how long ago the last was.
  for (const until = Date.now() + 10_000; before.body.gateway.shards[0]!.heartbeatAckAgoMs === null && Date.now() < until; ) before = await health();
  expect(before.body.gateway.connected).toBe(true);
  expect(before.body.gateway.shards[0]!.heartbeatAckAgoMs).toBeLessThan(5000);
  const lines = logLines().length;
  fake.refuseGateway(true);
  fake.cutGateway();
  await logged(['Gateway shard disconnected; reconnecting'], lines);
  const down = await healthBecomes(503);
  expect(down.body.gateway.connected).toBe(false);
  expect(down.body.problems).toEqual([expect.stringMatching(/^the gateway connection to Discord is down for \d+ s \(shard 0 \w+\): interactions are not arriving$/)]);
  // Discord refuses every reconnection for a while; then it is reachable again.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  fake.refuseGateway(false);
  const back = await logged(RECONNECTED, lines);
  expect(back.downForMs).toBeGreaterThanOrEqual(2000);
  await healthBecomes(200);
  const answer = await (await fake.sendInteraction(chatInputInteraction({ name: 'rule', options: { number: '100.1' } }))).callback();
  expect(answer).toMatchObject({ type: 4 });
});

it('logs the resume Discord asks for with op 7', async () => {
  const lines = logLines().length;
  await fake.requestReconnect();
  await logged(['Gateway shard disconnected; reconnecting'], lines);
  expect((await logged(RECONNECTED, lines)).msg).toBe('Gateway shard resumed');
});

it('answers a gateway event delivered twice once: the ruling is logged once and no apology follows the refused second answer', async () => {
  const submission = rulingFormSubmission('Delivered twice?', 'Logged once.');
  const handle = await fake.sendInteraction(submission);
  const callback = (await handle.callback()) as { type: number; data?: { embeds: { description: string }[] } };
  // Deferred when the handler thread first opens the ruling log (past 2 s on a busy machine): then the answer is an edit.
  const first = callback.type === 5 ? ((await handle.nextEdit(20_000)) as { embeds: { description: string }[] }) : callback.data!;
  expect(first.embeds[0]!.description).toBe('Logged as ruling #1.');
  const answers = handle.requests().length;
  // The same event again (a replayed dispatch): Discord refuses a second answer to it.
  await fake.dispatch(GatewayDispatchEvents.InteractionCreate, submission);
  const records = () => logLines().filter((line) => line.msg === 'interaction' && line.id === submission.id);
  for (const until = Date.now() + 20_000; records().length < 2 && Date.now() < until; ) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(records().map((line) => line.outcome)).toEqual(['ok', 'duplicate']);
  // The refused callback, and nothing after it: no apology.
  expect(handle.requests().slice(answers).map((request) => `${request.method} ${request.status}`)).toEqual(['POST 400']);
  const found = await (await fake.sendInteraction(chatInputInteraction({ name: 'ruling', subcommand: 'find', options: { words: 'delivered twice' } }))).callback();
  expect((found as { data: { embeds: { description: string }[] } }).data.embeds[0]!.description).toBe('**#1** Delivered twice?');
});

it('stops within STOP_TIMEOUT while its card download crawls, ending the download child', async () => {
  const [child] = childPids(bot.child.pid!).filter((pid) => commandLine(pid).includes('cards update'));
  expect(child).toBeDefined();
  const signalled = performance.now();
  bot.child.kill('SIGTERM');
  expect(await bot.exited).toBe(0);
  expect(performance.now() - signalled).toBeLessThan(STOP_TIMEOUT_MS + 1500);
  await processEnded(child!, 3000);
  expect(logLines().map((line) => line.msg)).not.toContain('Imported new card data');
  expect((await runArbiter(['cards', 'status', '--db', dbPath])).stdout).not.toContain('2023-04-04');
});

it('leaves no update child running when the process that started it is killed outright', async () => {
  // The bot's own code, in a process killed with SIGKILL: nothing of it runs to stop the child.
  const downloads = crawling.size;
  const parent = spawn(
    process.execPath,
    ['--input-type=module', '-e', `const { runCardsUpdateProcess } = await import(${JSON.stringify(path.join(REPO_ROOT, 'dist/bot/run-update-process.js'))}); await runCardsUpdateProcess(process.argv[1], process.argv[2]);`, dbPath, `${scryfall.url}/bulk-data`],
    { stdio: 'ignore' },
  );
  const until = Date.now() + 30_000;
  let child: number | undefined;
  while (!(child = childPids(parent.pid!).find((pid) => commandLine(pid).includes('cards update')))) {
    if (Date.now() > until) throw new Error('the parent started no cards update child');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // Killed mid-download, as a bot killed while its refresh runs.
  while (crawling.size === downloads) await new Promise((resolve) => setTimeout(resolve, 50));
  parent.kill('SIGKILL');
  await processEnded(child, 5000);
  expect(isRunning(child)).toBe(false);
});
