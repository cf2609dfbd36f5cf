/**
 * `arbiter serve` as its own process against a fake Discord, and signed interactions sent to it as
 * Discord sends them, with the answer each got (in the response, or through the webhook after a
 * deferral): for the end-to-end tests of replicas under faults.
 */
import type { APIInteraction } from 'discord-api-types/v10';
import type { FakeDiscord } from './fake-discord/index.js';
import { freePort } from './free-port.js';
import { postSigned, type ApplicationKey } from './signed-interactions.js';
import { spawnArbiter, type ArbiterProcess } from './spawn-arbiter.js';

export interface ServeProcess extends ArbiterProcess {
  /** http://127.0.0.1:port */
  origin: string;
}

/**
 * Starts `arbiter serve` on a free port with `env` (its checks for new content off unless `env`
 * says otherwise) and resolves once it listens. A loaded machine builds the handler threads'
 * indexes slowly: the wait is long.
 */
export async function spawnServe(env: Record<string, string>, listenTimeoutMs = 120_000): Promise<ServeProcess> {
  const port = await freePort();
  const process = spawnArbiter(['serve', '--port', String(port)], {
    RULES_CHECK_INTERVAL: 'off',
    CARDS_CHECK_INTERVAL: 'off',
    DOCS_CHECK_INTERVAL: 'off',
    ...env,
  });
  await process.waitForOutput('Listening for interactions', listenTimeoutMs);
  return { ...process, origin: `http://127.0.0.1:${port}` };
}

export interface MessageData {
  embeds: { title?: string; description?: string; footer?: { text: string } }[];
  components?: { components: { custom_id?: string; label?: string }[] }[];
  flags?: number;
}

export interface Sent {
  status: number;
  /** From sending to the HTTP response. */
  ms: number;
  response: { type: number; data?: MessageData } | undefined;
  text: string;
  /** The answer the user sees: the response's, or (after a deferral) the webhook's edit or follow-up. */
  answer(timeoutMs?: number): Promise<MessageData>;
  /** That answer, with how long after sending it was there (to 50 ms, after a deferral) and whether it was deferred. */
  settled(timeoutMs?: number): Promise<{ data: MessageData; ms: number; deferred: boolean }>;
}

/** POSTs `interaction` signed with `key` to `origin`'s /interactions, telling the fake Discord to expect it (so its webhook answers). */
export async function sendSigned(fake: FakeDiscord, key: ApplicationKey, origin: string, interaction: APIInteraction): Promise<Sent> {
  const expected = fake.expectHttpInteraction(interaction);
  const started = performance.now();
  const result = await postSigned(`${origin}/interactions`, JSON.stringify(interaction), key);
  const ms = performance.now() - started;
  const response = result.json as Sent['response'];
  if (result.status === 200) expected.acknowledge(result.json);
  const settled = async (timeoutMs = 30_000) => {
    if (response && response.type !== 5 && response.type !== 6) return { data: response.data!, ms, deferred: false };
    const until = Date.now() + timeoutMs;
    for (;;) {
      const finished = expected.handle
        .requests()
        .find((request) => request.status < 300 && ((request.method === 'PATCH' && request.path.endsWith('/messages/@original')) || (request.method === 'POST' && request.path.startsWith('/webhooks/'))));
      if (finished) return { data: finished.body as MessageData, ms: performance.now() - started, deferred: true };
      if (Date.now() > until) throw new Error(`no answer to interaction ${interaction.id} through its webhook within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return { status: result.status, ms, response, text: result.text, settled, answer: async (timeoutMs) => (await settled(timeoutMs)).data };
}

/** The `fraction` percentile of `values` (0.99: the p99), nearest-rank. */
export function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}
