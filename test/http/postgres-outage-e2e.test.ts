/**
 * Two `arbiter serve` replicas sharing their state in a real PostgreSQL, under a steady stream of
 * signed /rule interactions in a server, while PostgreSQL is stopped and restarted, then frozen
 * (SIGSTOP) and thawed. Regressions from a fault campaign:
 *   1. PostgreSQL down: every /rule in a server answered "Sorry — something went wrong" (its
 *      settings were read before every command), and a submitted ruling form was lost.
 *   2. PostgreSQL back: handler threads crashed on their dead pooled connections.
 *   3. PostgreSQL frozen: every server interaction waited for the thaw (p50 23 s).
 *   6. The same signed /ruling log submission sent three times stored three rulings.
 * And a replica stopped while PostgreSQL is frozen ends within STOP_TIMEOUT.
 */
import { copyFileSync } from 'node:fs';
import type { APIInteraction } from 'discord-api-types/v10';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chatInputInteraction, startFakeDiscord, type FakeDiscord } from '../support/fake-discord/index.js';
import { asManager, rulingFormSubmission } from '../support/ruling-form.js';
import { startTestPostgres, type TestPostgres } from '../support/embedded-postgres.js';
import { tempDbPath } from '../support/rules-db-fixture.js';
import { runArbiter } from '../support/run-cli.js';
import { percentile, sendSigned, spawnServe, type MessageData, type Sent, type ServeProcess } from '../support/serve-process.js';
import { crPath } from '../support/shared-data.js';
import { applicationKey, postSigned } from '../support/signed-interactions.js';

const key = applicationKey();
const STOP_TIMEOUT_MS = 5000;
let postgres: TestPostgres;
let fake: FakeDiscord;
let replicas: ServeProcess[] = [];

beforeAll(async () => {
  const dbPath = tempDbPath();
  await runArbiter(['rules', 'import', crPath('cr-20260116.txt'), '--db', dbPath]);
  [postgres, fake] = await Promise.all([startTestPostgres(), startFakeDiscord()]);
  const databaseUrl = await postgres.freshDatabaseUrl();
  // Each replica has its own content database, as compose.yaml runs them.
  replicas = await Promise.all(
    [0, 1].map(async () => {
      const own = tempDbPath();
      copyFileSync(dbPath, own);
      return spawnServe({
        DISCORD_PUBLIC_KEY: key.publicKeyHex,
        DISCORD_API_URL: fake.restUrl,
        DATABASE_URL: databaseUrl,
        RULES_DB: own,
        HANDLER_THREADS: '2',
        STOP_TIMEOUT: `${STOP_TIMEOUT_MS / 1000}s`,
      });
    }),
  );
}, 240_000);

afterAll(async () => {
  postgres?.thaw();
  for (const replica of replicas) if (replica.child.exitCode === null) replica.child.kill('SIGKILL');
  await fake?.stop();
  await postgres?.stop();
});

/** The ruling form every test here submits, citing CR 701.9d. */
const rulingSubmission = (question: string, ruling: string) => rulingFormSubmission(question, ruling, 'CR 701.9d');

let sequence = 0;
/** Sends `interaction` to the replicas in turn; a failed request is a Sent with status 0 and the error as its text. */
function send(interaction: APIInteraction): Promise<Sent> {
  const origin = replicas[sequence++ % replicas.length]!.origin;
  return sendSigned(fake, key, origin, interaction).catch((error: Error) => ({
    status: 0,
    ms: 0,
    response: undefined,
    text: `${origin}: ${error.message}`,
    answer: () => Promise.reject(error),
    settled: () => Promise.reject(error),
  }));
}

/** /rule in the test server, `perSecond` for `ms`, alternating replicas; resolves with every answer. */
async function ruleLoad(ms: number, perSecond = 20): Promise<Sent[]> {
  const sent: Promise<Sent>[] = [];
  const numbers = ['100.1', '702.19b', '616.1', '704.5j', '509.1a'];
  for (let index = 0; index < (ms / 1000) * perSecond; index++) {
    sent.push(send(chatInputInteraction({ name: 'rule', options: { number: numbers[index % numbers.length]! } })));
    await new Promise((resolve) => setTimeout(resolve, 1000 / perSecond));
  }
  return Promise.all(sent);
}

/**
 * Every /rule answered with its rule (never an apology), only for the asker (the server's last
 * known setting), within `withinMs` of being sent — deferred past Discord's 2-second point or not.
 * Returns how long each took to be answered.
 */
async function expectRulesAnswered(sent: Sent[], withinMs = 3000): Promise<number[]> {
  expect(sent.filter((one) => one.status !== 200).map((one) => `${one.status} ${one.text}`)).toEqual([]);
  const answers = await Promise.all(sent.map((one) => one.settled()));
  for (const { data } of answers) {
    expect(data.embeds[0]!.title).toMatch(/^\d{3}\.\d+[a-z]?/);
    expect(data.flags).toBe(64);
  }
  const ms = answers.map((answer) => answer.ms);
  expect(Math.max(...ms)).toBeLessThan(withinMs);
  return ms;
}

/** "p99 … ms (… deferred)" of the time each interaction took to be answered. */
function describeLatency(ms: number[], sent: Sent[]): string {
  return `p50 ${Math.round(percentile(ms, 0.5))} ms, p99 ${Math.round(percentile(ms, 0.99))} ms, max ${Math.round(Math.max(...ms))} ms over ${ms.length} (${sent.filter((one) => one.response?.type === 5).length} deferred)`;
}

async function healthy(replica: ServeProcess): Promise<void> {
  const until = Date.now() + 30_000;
  while ((await fetch(`${replica.origin}/healthz`)).status !== 200) {
    if (Date.now() > until) throw new Error(`${replica.origin} stayed unhealthy`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Lines no replica may ever log: a crashed handler thread, an error nobody caught. */
function expectNoThreadDied(): void {
  for (const replica of replicas) {
    const messages = replica.logLines().map((line) => String(line.msg));
    expect(messages.filter((message) => message === 'handler worker failed' || message.startsWith('Unhandled'))).toEqual([]);
    expect(replica.output()).not.toMatch(/^\s+at .+\(.+:\d+:\d+\)$/m);
  }
}

it('keeps answering through a PostgreSQL stop and restart, refuses writes with the judge\'s text, and writes again once it is back', async () => {
  // The server chose answers only the asker sees; each replica reads that once while PostgreSQL is up.
  const chose = await send(asManager(chatInputInteraction({ name: 'settings', options: { answers: 'ephemeral' } })));
  expect((await chose.answer()).embeds[0]!.description).toContain('only the person who asked');
  const warm = await ruleLoad(1000);
  console.log(`PostgreSQL up: /rule ${describeLatency(await expectRulesAnswered(warm), warm)}`);

  await postgres.halt();
  let down: Sent[], settings: Sent, form: Sent, search: Sent, health: Response;
  try {
    [down, settings, form, search, health] = await Promise.all([
      ruleLoad(3000),
      send(asManager(chatInputInteraction({ name: 'settings', options: { rel: 'regular' } }))),
      send(rulingSubmission('Doubling life at 7?', 'They gain 7 (701.9d).')),
      send(chatInputInteraction({ name: 'search', options: { query: 'legend rule' } })),
      fetch(`${replicas[0]!.origin}/healthz`),
    ]);
  } finally {
    await postgres.start();
  }
  console.log(`PostgreSQL stopped: /rule ${describeLatency(await expectRulesAnswered(down), down)}`);
  expect((await settings.answer()).embeds[0]!.description).toMatch(/^This server's settings (can't be read|were not changed): the bot's state store .* can't be reached right now/);
  const unsaved = await form.answer();
  expect(unsaved.flags).toBe(64);
  expect(unsaved.embeds.map((embed) => embed.description)).toEqual([
    "The ruling log can't be reached right now, so this ruling was not saved — here is what you wrote:",
    'Doubling life at 7?',
    'They gain 7 (701.9d).',
    'CR 701.9d',
  ]);
  // A search answers; only the buttons that would need saved state are left off, saying why.
  const results = await search.answer();
  expect(results.embeds[0]!.title).toContain('legend rule');
  expect(results.embeds.at(-1)!.description).toMatch(/^Some buttons of this answer are left off: the bot's state store/);
  expect(health.status).toBe(503);
  expect(((await health.json()) as { problems: string[] }).problems[0]).toMatch(/^the state store did not answer/);

  await Promise.all(replicas.map(healthy));
  const logged = await send(rulingSubmission('Doubling life at 7?', 'They gain 7 (701.9d).'));
  expect((await logged.answer()).embeds[0]!.description).toBe('Logged as ruling #1.');
  await expectRulesAnswered(await ruleLoad(500));
  expectNoThreadDied();
  for (const replica of replicas) expect(replica.logLines().map((line) => line.msg)).toEqual(expect.arrayContaining(['State store unreachable: answering without it (settings last known or default, buttons that need it off, writes refused)', 'State store reachable again']));
});

it('stores a replayed ruling submission once, answering every copy with the first result, on either replica', async () => {
  const submission = rulingSubmission('Is a copy of a token a token?', 'Yes (111.1).');
  const body = JSON.stringify(submission);
  const first = await sendSigned(fake, key, replicas[0]!.origin, submission);
  const number = /^Logged as ruling #(\d+)\.$/.exec((await first.answer()).embeds[0]!.description!)?.[1];
  expect(number).toBeDefined();
  // The same signed request again, three times, to both replicas at once (a proxy retrying, an attacker replaying).
  const replays = await Promise.all([0, 1, 0].map((index) => postSigned(`${replicas[index]!.origin}/interactions`, body, key)));
  expect(replays.map((replay) => replay.status)).toEqual([200, 200, 200]);
  // Each answered in its response, or deferred and answered through the interaction's webhook (a handler thread opening its store can pass the 2 s).
  const answered = replays.filter((replay) => (replay.json as { type: number }).type === 4).map((replay) => (replay.json as { data: MessageData }).data);
  const deferred = replays.length - answered.length;
  const throughWebhook = () =>
    fake.requests.filter((request) => request.path.includes(submission.token) && request.status < 300 && (request.method === 'PATCH' || request.method === 'POST') && !request.path.endsWith('/callback'));
  const until = Date.now() + 20_000;
  while (throughWebhook().length < deferred + (first.response?.type === 5 ? 1 : 0) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
  // Once, under a full suite's load, a copy answered "something went wrong": say what the replicas logged then.
  const loggedErrors = () => JSON.stringify(replicas.flatMap((replica) => replica.logLines().filter((line) => Number(line.level) >= 50)));
  for (const data of [...answered, ...throughWebhook().map((request) => request.body as MessageData)]) {
    expect(data.embeds[0]!.description, loggedErrors()).toBe(`Logged as ruling #${number}.`);
  }
  expect(answered.length + throughWebhook().length).toBeGreaterThanOrEqual(replays.length);
  const found = await send(chatInputInteraction({ name: 'ruling', subcommand: 'find', options: { words: 'token copy' } }));
  expect((await found.answer()).embeds[0]!.description).toBe(`**#${number}** Is a copy of a token a token?`);
});

it('keeps answering while PostgreSQL is frozen, and a replica stopped then ends within STOP_TIMEOUT', async () => {
  postgres.freeze();
  let unsaved: MessageData;
  try {
    const [frozen, form] = await Promise.all([ruleLoad(4000), send(rulingSubmission('Frozen?', 'Nothing answers.'))]);
    // Answered while still frozen: none waited for the thaw.
    console.log(`PostgreSQL frozen: /rule ${describeLatency(await expectRulesAnswered(frozen), frozen)}`);
    unsaved = await form.answer();
  } finally {
    postgres.thaw();
  }
  // The form waited for the store's own timeouts (deferred meanwhile), then gave the text back.
  expect(unsaved.embeds.map((embed) => embed.description)).toEqual([
    "The ruling log can't be reached right now, so this ruling was not saved — here is what you wrote:",
    'Frozen?',
    'Nothing answers.',
    'CR 701.9d',
  ]);
  await Promise.all(replicas.map(healthy));
  await expectRulesAnswered(await ruleLoad(500));
  expectNoThreadDied();

  postgres.freeze();
  const started = performance.now();
  for (const replica of replicas) replica.child.kill('SIGTERM');
  expect(await Promise.all(replicas.map((replica) => replica.exited))).toEqual([0, 0]);
  expect(performance.now() - started).toBeLessThan(STOP_TIMEOUT_MS + 2000);
  postgres.thaw();
});
