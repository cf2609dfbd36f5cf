/**
 * A bot whose stderr nobody reads for a while (a container runtime or journald that fell behind):
 * it keeps answering, and once the reader is back every log line is there, in order. Node writes
 * to a pipe synchronously, so before common/non-blocking-stderr.ts the first log line that found
 * the pipe's 64 KB full stopped the main thread, and every interaction with it.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SERVICE_NODE_FLAGS } from '../../common/service-node-flags.js';
import { chatInputInteraction, startFakeDiscord, type FakeDiscord } from '../support/fake-discord/index.js';
import { freePort } from '../support/free-port.js';
import { createTestDb } from '../support/rules-db-fixture.js';
import { REPO_ROOT } from '../support/shared-data.js';

/** Each answer logs one line of about 250 bytes: this many fill a 64 KB pipe four times over. */
const INTERACTIONS = 1_000;

let fake: FakeDiscord;
let bot: ChildProcessWithoutNullStreams;
let healthPort: number;

beforeAll(async () => {
  const db = createTestDb('cr-20260116.txt');
  const dbPath = db.name;
  db.close();
  fake = await startFakeDiscord();
  healthPort = await freePort();
  // As spawnArbiter starts it, but stderr is left unread: no 'data' listener, so the pipe fills.
  bot = spawn(process.execPath, [...SERVICE_NODE_FLAGS, path.join(REPO_ROOT, 'bin/arbiter.js'), 'start'], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', HANDLER_WARM_UP: 'off', DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.restUrl, RULES_DB: dbPath, HEALTH_PORT: String(healthPort), RULES_CHECK_INTERVAL: 'off', CARDS_CHECK_INTERVAL: 'off', DOCS_CHECK_INTERVAL: 'off' },
  });
  bot.stdout.resume();
  for (let waited = 0; ; waited += 250) {
    const ready = await fetch(`http://127.0.0.1:${healthPort}/healthz`).then((response) => response.ok, () => false);
    if (ready) break;
    if (waited > 60_000) throw new Error('The bot did not become healthy within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 90_000);

afterAll(async () => {
  if (bot.exitCode === null) bot.kill('SIGKILL');
  await fake.stop();
});

it('answers while nobody reads its stderr, and loses none of its log lines', async () => {
  for (let index = 0; index < INTERACTIONS; index++) {
    const answer = (await (await fake.sendInteraction(chatInputInteraction({ name: 'rule', options: { number: '100.1' } }))).callback(5_000)) as { type: number };
    expect(answer.type).toBe(4);
  }
  // The reader is back: everything queued arrives, then SIGTERM's lines as the bot stops.
  let stderr = '';
  bot.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  bot.kill('SIGTERM');
  expect(await new Promise((resolve) => bot.on('exit', resolve))).toBe(0);
  const messages = stderr
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => (JSON.parse(line) as { msg: string }).msg);
  expect(messages.filter((message) => message === 'interaction')).toHaveLength(INTERACTIONS);
  expect(messages.indexOf('Logged in to Discord')).toBeLessThan(messages.indexOf('interaction'));
  expect(messages.at(-1)).toMatch(/^Stopped/);
}, 120_000);
