/**
 * `arbiter serve` and clients that never finish their requests. Regression: with 50 clients
 * sending bodies a byte at a time, a SIGTERMed replica had not exited after 90 s (Node's own
 * limits are a minute for headers and five for a request). Now a client has 5 s for its headers
 * and 10 s for its request, and a stop ends within STOP_TIMEOUT whatever is still arriving. The
 * replica listens on HOST, here 127.0.0.1.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../../http/http-server.js';
import { chatInputInteraction, startFakeDiscord, type FakeDiscord } from '../support/fake-discord/index.js';
import { tempDbPath } from '../support/rules-db-fixture.js';
import { runArbiter } from '../support/run-cli.js';
import { spawnServe, type ServeProcess } from '../support/serve-process.js';
import { crPath } from '../support/shared-data.js';
import { applicationKey } from '../support/signed-interactions.js';

const key = applicationKey();
const STOP_TIMEOUT_MS = 3000;
let fake: FakeDiscord;
let server: ServeProcess;

beforeAll(async () => {
  const dbPath = tempDbPath();
  await runArbiter(['rules', 'import', crPath('cr-20260116.txt'), '--db', dbPath]);
  fake = await startFakeDiscord();
  server = await spawnServe({
    DISCORD_PUBLIC_KEY: key.publicKeyHex,
    DISCORD_API_URL: fake.restUrl,
    RULES_DB: dbPath,
    HOST: '127.0.0.1',
    HANDLER_THREADS: '1',
    STOP_TIMEOUT: `${STOP_TIMEOUT_MS / 1000}s`,
  });
}, 180_000);

afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  await fake?.stop();
});

interface SlowClient {
  /** Sends more of the request at once. */
  send(text: string): void;
  /** Resolves when the server closed the connection: when (ms after opening) and what it answered, if anything. */
  closed: Promise<{ ms: number; answer: string }>;
}

/** A client sending `head` then `trickle` one character every `everyMs`, never finishing. */
function slowClient(head: string, trickle: string, everyMs = 200): SlowClient {
  const port = Number(new URL(server.origin).port);
  const socket = connect(port, '127.0.0.1');
  const started = performance.now();
  let answer = '';
  let sentChars = 0;
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
  socket.on('error', () => undefined);
  socket.write(head);
  const timer = setInterval(() => trickle && socket.writable && socket.write(trickle[sentChars++ % trickle.length]!), everyMs);
  return {
    send: (text) => socket.write(text),
    closed: new Promise((resolve) =>
      socket.once('close', () => {
        clearInterval(timer);
        resolve({ ms: performance.now() - started, answer });
      }),
    ),
  };
}

const slowBody = () => slowClient('POST /interactions HTTP/1.1\r\nHost: arbiter\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n', '{"type": 1 ');
const slowHeaders = () => slowClient('POST /interactions HTTP/1.1\r\n', 'X-Slow: yes\r\n');

it('listens on HOST', () => {
  expect(server.logLines().find((line) => line.msg === 'Listening for interactions')).toMatchObject({ url: `${server.origin}/interactions` });
});

it(`answers 408 to a client still sending its headers after ${HEADERS_TIMEOUT_MS / 1000} s, or its request after ${REQUEST_TIMEOUT_MS / 1000} s, and closes it`, async () => {
  const [headers, body] = await Promise.all([slowHeaders().closed, slowBody().closed]);
  expect(headers.answer).toMatch(/^HTTP\/1\.1 408 /);
  expect(headers.ms).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100);
  expect(headers.ms).toBeLessThan(HEADERS_TIMEOUT_MS + 2500);
  expect(body.answer).toMatch(/^HTTP\/1\.1 408 /);
  expect(body.ms).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
  expect(body.ms).toBeLessThan(REQUEST_TIMEOUT_MS + 2500);
}, 30_000);

it('stops within STOP_TIMEOUT with 50 clients sending bodies a byte at a time, finishing the request it could, and exits 0', async () => {
  const slow = Array.from({ length: 50 }, slowBody);
  // A real interaction in flight at the signal: its body arrives in two halves around it.
  const interaction = chatInputInteraction({ name: 'rule', options: { number: '702.19b' } });
  fake.expectHttpInteraction(interaction);
  const body = JSON.stringify(interaction);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const inFlight = slowClient(
    `POST /interactions HTTP/1.1\r\nHost: arbiter\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `X-Signature-Ed25519: ${key.sign(timestamp, body)}\r\nX-Signature-Timestamp: ${timestamp}\r\nConnection: close\r\n\r\n${body.slice(0, 100)}`,
    '',
    60_000,
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  const signalled = performance.now();
  server.child.kill('SIGTERM');
  await server.waitForOutput('Stopping');
  // The rest of the real one: it was accepted before the signal, so it is answered.
  inFlight.send(body.slice(100));
  expect(await server.exited).toBe(0);
  const stoppedMs = performance.now() - signalled;
  console.log(`stopped ${Math.round(stoppedMs)} ms after SIGTERM (STOP_TIMEOUT ${STOP_TIMEOUT_MS} ms) with 50 slow clients`);
  expect(stoppedMs).toBeLessThan(STOP_TIMEOUT_MS + 1500);
  expect((await inFlight.closed).answer).toMatch(/^HTTP\/1\.1 200 [\s\S]*"type":4/);
  // Every slow client was cut off by then.
  for (const client of slow) expect((await client.closed).ms).toBeLessThan(stoppedMs + 1000);
  expect(server.logLines().find((line) => line.msg === 'Stopping: requests unfinished at the deadline were cut off')).toMatchObject({ requests: 50 });
});
