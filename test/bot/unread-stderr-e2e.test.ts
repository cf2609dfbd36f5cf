/**
 * A bot whose stderr nobody reads for a while (a container runtime or journald that fell behind):
 * it keeps answering, and once the reader is back every log line is there, in order. Node's
 * process.stderr queues what a full pipe cannot take (its documentation still calls pipes
 * synchronous on Linux; Node 20 is not), so the logger writes through it: a synchronous
 * destination (pino's default, sonic-boom with sync: true) would stop the main thread, and every
 * interaction with it, at the first line that found the pipe's 64 KB full.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chatInputInteraction, startFakeDiscord, type FakeDiscord } from '../support/fake-discord/index.js';
import { createTestDb } from '../support/rules-db-fixture.js';
import { spawnArbiter, type ArbiterProcess } from '../support/spawn-arbiter.js';

/** Each answer logs one line of about 250 bytes: this many fill a 64 KB pipe four times over. */
const INTERACTIONS = 1_000;

let fake: FakeDiscord;
let bot: ArbiterProcess;

beforeAll(async () => {
  const db = createTestDb('cr-20260116.txt');
  const dbPath = db.name;
  db.close();
  fake = await startFakeDiscord();
  bot = spawnArbiter(['start'], { DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.restUrl, RULES_DB: dbPath, RULES_CHECK_INTERVAL: 'off', CARDS_CHECK_INTERVAL: 'off', DOCS_CHECK_INTERVAL: 'off' });
  await bot.waitForOutput('Logged in to Discord', 60_000);
}, 90_000);

afterAll(async () => {
  if (bot.child.exitCode === null) bot.child.kill('SIGKILL');
  await fake.stop();
});

it('answers while nobody reads its stderr, and loses none of its log lines', async () => {
  // Paused, the pipe is no longer read: it fills, and the bot's writes find it full.
  bot.child.stderr.pause();
  for (let index = 0; index < INTERACTIONS; index++) {
    const answer = (await (await fake.sendInteraction(chatInputInteraction({ name: 'rule', options: { number: '100.1' } }))).callback(5_000)) as { type: number };
    expect(answer.type).toBe(4);
  }
  // The reader is back: everything queued arrives, then SIGTERM's lines as the bot stops.
  bot.child.stderr.resume();
  bot.child.kill('SIGTERM');
  expect(await bot.exited).toBe(0);
  const messages = bot.logLines().map((line) => line.msg);
  expect(messages.filter((message) => message === 'interaction')).toHaveLength(INTERACTIONS);
  expect(messages.indexOf('Logged in to Discord')).toBeLessThan(messages.indexOf('interaction'));
  expect(messages.at(-1)).toMatch(/^Stopped/);
}, 120_000);
