/**
 * HTTP interactions mode in this process: the real endpoint, real command modules and handler
 * pool, a real SQLite database, and a fake Discord for the webhook follow-ups.
 */
import { request as httpRequest } from 'node:http';
import { InteractionType, PermissionFlagsBits, type APIInteraction } from 'discord-api-types/v10';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  autocompleteInteraction,
  buttonInteraction,
  chatInputInteraction,
  nextSnowflake,
  startFakeDiscord,
  stringSelectInteraction,
  type FakeDiscord,
} from '../support/fake-discord/index.js';
import { createCardsTestDb } from '../support/cards-db-fixture.js';
import { startTestEndpoint, type TestEndpoint } from '../support/http-mode.js';
import { applicationKey, postSigned, type ApplicationKey } from '../support/signed-interactions.js';
import { MAX_BODY_BYTES } from '../../http/interactions-route.js';

interface MessageData {
  embeds: { title?: string; description?: string; footer?: { text: string } }[];
  components: { components: { custom_id?: string; label?: string; disabled?: boolean; options?: unknown[] }[] }[];
  flags?: number;
}
interface Answer {
  type: number;
  data: MessageData;
}

const key = applicationKey();
let fake: FakeDiscord;
let endpoint: TestEndpoint;
let dbPath: string;

/** The custom id of the enabled button labelled `label`, or of the first select menu. */
function componentId(data: MessageData, label?: string): string {
  for (const row of data.components) {
    for (const component of row.components) {
      if (label ? component.label === label && !component.disabled : component.options) return component.custom_id!;
    }
  }
  throw new Error(`no component ${label ?? 'select'} in ${JSON.stringify(data.components)}`);
}

beforeAll(async () => {
  const db = await createCardsTestDb('cr-20260116.txt');
  dbPath = db.name;
  db.close();
  fake = await startFakeDiscord();
  // No warm-up request: a replica listens once its handler threads have loaded the commands and
  // built their indexes (regression: on a busy machine the first answers passed the deferral point).
  endpoint = await startTestEndpoint(fake, key, dbPath);
});

afterAll(async () => {
  await endpoint?.stop();
  await fake?.stop();
});

const ping = JSON.stringify({ id: '1', application_id: '2', type: 1, token: 'ping-token', version: 1 });

/** POSTs `body` signed, in 64 KB chunks with Transfer-Encoding: chunked (fetch always sends a length); resolves with the status. */
function postChunked(url: string, body: string, signer: ApplicationKey): Promise<number> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-signature-ed25519': signer.sign(timestamp, body), 'x-signature-timestamp': timestamp } }, (response) => {
      response.resume();
      resolve(response.statusCode!);
    });
    // The server answers (and closes) before the rest is sent: the unsent part is no error.
    request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    for (let offset = 0; offset < body.length; offset += 64 * 1024) request.write(body.slice(offset, offset + 64 * 1024));
    request.end();
  });
}

describe('request signatures', () => {
  it('answers a signed PING with exactly PONG', async () => {
    const result = await postSigned(endpoint.url, ping, key);
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ type: 1 });
  });

  it('refuses a tampered body with 401, and runs nothing', async () => {
    const body = JSON.stringify(chatInputInteraction({ name: 'rule', options: { number: '100.1' } }));
    const before = endpoint.logs.length;
    const result = await postSigned(endpoint.url, body, key, { sendBody: body.replace('100.1', '100.2') });
    expect(result.status).toBe(401);
    expect(endpoint.logs.slice(before).filter((line) => line.msg === 'interaction')).toEqual([]);
  });

  it('refuses a request signed with another key', async () => {
    expect((await postSigned(endpoint.url, ping, applicationKey())).status).toBe(401);
  });

  it('refuses a timestamp older than five minutes (a replay), though the signature is good', async () => {
    expect((await postSigned(endpoint.url, ping, key, { timestamp: Math.floor(Date.now() / 1000) - 301 })).status).toBe(401);
  });

  it('refuses missing and malformed signature headers', async () => {
    expect((await postSigned(endpoint.url, ping, key, { headers: { 'x-signature-ed25519': undefined } })).status).toBe(401);
    expect((await postSigned(endpoint.url, ping, key, { headers: { 'x-signature-timestamp': undefined } })).status).toBe(401);
    expect((await postSigned(endpoint.url, ping, key, { headers: { 'x-signature-ed25519': 'zz' } })).status).toBe(401);
    expect((await postSigned(endpoint.url, ping, key, { headers: { 'x-signature-timestamp': 'yesterday' } })).status).toBe(401);
  });

  it('refuses a body over the size limit with 413 before reading its signature', async () => {
    const huge = JSON.stringify({ type: 1, padding: 'x'.repeat(MAX_BODY_BYTES) });
    expect((await postSigned(endpoint.url, huge, key)).status).toBe(413);
  });

  it('counts a chunked body (no Content-Length) as it arrives: 413 past the limit, answered below it', async () => {
    const huge = JSON.stringify({ type: 1, padding: 'x'.repeat(MAX_BODY_BYTES) });
    expect(await postChunked(endpoint.url, huge, key)).toBe(413);
    expect(await postChunked(endpoint.url, ping, key)).toBe(200);
  });

  it('shrugs off a client that hangs up mid-body: nothing logged as a server error, and the next request is answered', async () => {
    const errors = vi.spyOn(console, 'error');
    try {
      await new Promise<void>((resolve) => {
        const outgoing = httpRequest(endpoint.url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': '1000' } });
        outgoing.on('error', () => resolve());
        outgoing.write('{"type": 1,');
        setTimeout(() => outgoing.destroy(), 50);
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await postSigned(endpoint.url, ping, key)).status).toBe(200);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it('answers 400 to a signed body that is not an interaction', async () => {
    expect((await postSigned(endpoint.url, 'not json', key)).status).toBe(400);
  });
});

/** Regression: each of these was read outside the error handling: an HTTP 500, a multi-line TypeError on stderr, and no log line or metric. */
describe('signed bodies shaped unlike the interactions Discord sends', () => {
  const command = () => chatInputInteraction({ name: 'rule', options: { number: '100.1' } });
  const malformed: [string, () => { id: string }, string][] = [
    ['a command without data', () => ({ ...command(), data: undefined }), '`data` is required'],
    ['a button without data', () => ({ ...buttonInteraction({ customId: 'rule:1:next:100.1' }), data: undefined }), '`data` is required'],
    ['a form without components', () => ({ ...command(), type: InteractionType.ModalSubmit, data: { custom_id: 'ruling:1:log' } }), '`data.components` is required'],
    ['a member without user', () => ({ ...command(), member: { ...command().member!, user: undefined } }), '`member.user` is required'],
    ['options: 42', () => ({ ...command(), data: { ...command().data, options: 42 } }), '`data.options` must be a list'],
  ];

  it.each(malformed)('answers 400 to %s with a sentence, logs one rejected line, and writes nothing to stderr', async (_name, build, problem) => {
    const stderr = vi.spyOn(process.stderr, 'write');
    try {
      const payload = build();
      const logged = endpoint.logs.length;
      const result = await postSigned(endpoint.url, JSON.stringify(payload), key);
      expect(result).toMatchObject({ status: 400, text: `Bad request: this is not an interaction as Discord sends it: ${problem}.` });
      await endpoint.idle();
      expect(endpoint.logs.slice(logged)).toEqual([
        expect.objectContaining({ level: 'warn', msg: 'interaction', id: payload.id, command: 'rejected', outcome: 'rejected', problem: `this is not an interaction as Discord sends it: ${problem}.` }),
      ]);
      expect(stderr).not.toHaveBeenCalled();
    } finally {
      stderr.mockRestore();
    }
  });

  it('counts each in /metrics under outcome rejected', async () => {
    const metrics = async () => {
      const text = await (await fetch(endpoint.url.replace(/\/interactions$/, '/metrics'))).text();
      return Number(/^arbiter_interactions_total\{command="rejected",outcome="rejected"\} (\d+)$/m.exec(text)?.[1] ?? 0);
    };
    const before = await metrics();
    for (const [, build] of malformed) expect((await postSigned(endpoint.url, JSON.stringify(build()), key)).status).toBe(400);
    expect(await metrics()).toBe(before + malformed.length);
  });
});

describe('each interaction type over HTTP', () => {
  it('answers /rule in the response (type 4), never pinging', async () => {
    const { status, json } = await endpoint.send(chatInputInteraction({ name: 'rule', options: { number: '616.1' } }));
    expect(status).toBe(200);
    const answer = json as Answer & { data: { allowed_mentions: unknown } };
    expect(answer.type).toBe(4);
    expect(answer.data.embeds[0]!.title).toBe('616.1 · Interaction of Replacement and/or Prevention Effects');
    expect(answer.data.allowed_mentions).toEqual({ parse: [] });
  });

  it('answers /card and /define from the same database', async () => {
    // A fresh worker's first card lookup loads the name index: on a busy machine it may be deferred.
    const sent = await endpoint.send(chatInputInteraction({ name: 'card', options: { name: 'delver of secrets' } }));
    const card = sent.json as Answer;
    const data = card.type === 5 ? ((await sent.handle.nextEdit(10_000)) as MessageData) : card.data;
    expect(data.embeds[0]!.title).toBe('Delver of Secrets // Insectile Aberration');
    const define = (await endpoint.send(chatInputInteraction({ name: 'define', options: { term: 'ETB' } }))).json as Answer;
    expect(define.data.embeds[0]!.title).toBe('Enters the Battlefield');
  });

  it('answers an autocomplete with its choices (type 8)', async () => {
    const { json } = await endpoint.send(autocompleteInteraction({ name: 'rule', options: { number: 'tram' }, focused: 'number' }));
    const answer = json as { type: number; data: { choices: { name: string; value: string }[] } };
    expect(answer.type).toBe(8);
    expect(answer.data.choices).toContainEqual({ name: '702.19 Trample', value: '702.19' });
  });

  it("updates the pressed message (type 7) on its owner's button press and select", async () => {
    const first = (await endpoint.send(chatInputInteraction({ name: 'rule', options: { number: '702.19b' } }))).json as Answer;
    const next = (await endpoint.send(buttonInteraction({ customId: componentId(first.data, 'Next rule ▶') }))).json as Answer;
    expect(next.type).toBe(7);
    expect(next.data.embeds[0]!.title).toBe('702.19c · Trample');
    const menu = (await endpoint.send(chatInputInteraction({ name: 'rule', options: { number: '616.1' } }))).json as Answer;
    const picked = (await endpoint.send(stringSelectInteraction({ customId: componentId(menu.data), values: ['101.4'] }))).json as Answer;
    expect(picked.type).toBe(7);
    expect(picked.data.embeds[0]!.title).toMatch(/^101\.4 · /);
  });

  it("gives someone else's press their own ephemeral message (type 4)", async () => {
    const first = (await endpoint.send(chatInputInteraction({ name: 'rule', options: { number: '100.1' } }))).json as Answer;
    const press = (await endpoint.send(buttonInteraction({ customId: componentId(first.data, 'Next rule ▶'), user: { id: '1300000000000000999' } }))).json as Answer;
    expect(press.type).toBe(4);
    expect(press.data.flags).toBe(64);
  });

  it('logs every interaction once, with command, guild, duration and outcome, and never its token', async () => {
    const interaction = chatInputInteraction({ name: 'rule', options: { number: '100.1' } });
    await endpoint.send(interaction);
    const lines = endpoint.logs.filter((line) => line.id === interaction.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'interaction', level: 'info', command: 'rule', guild: interaction.guild_id, outcome: 'ok', kind: 'command' });
    expect(lines[0]!.ms).toEqual(expect.any(Number));
    expect(JSON.stringify(endpoint.logs)).not.toContain(interaction.token);
  });
});

describe('forms over HTTP', () => {
  it('opens /ruling log as a modal (type 9) and logs what the modal sends back (type 5 in, type 4 out)', async () => {
    const command = chatInputInteraction({ name: 'ruling', subcommand: 'log' });
    // A server manager: the default judges when /settings names no judge role.
    command.member!.permissions = (BigInt(command.member!.permissions) | PermissionFlagsBits.ManageGuild).toString();
    const form = (await endpoint.send(command)).json as { type: number; data: { custom_id: string } };
    expect(form.type).toBe(9);
    const field = (custom_id: string, value: string) => ({ type: 1, components: [{ type: 4, custom_id, value }] });
    const submission = {
      ...command,
      id: nextSnowflake(),
      token: `${command.token}-form`,
      type: InteractionType.ModalSubmit,
      data: { custom_id: form.data.custom_id, components: [field('question', 'Can a tapped creature block?'), field('ruling', 'No (509.1a).'), field('citations', '')] },
    } as unknown as APIInteraction;
    const logged = (await endpoint.send(submission)).json as Answer;
    expect(logged.type).toBe(4);
    expect(logged.data.embeds[0]!.description).toMatch(/^Logged as ruling #\d+\.$/);
  });
});

describe('inline lookups over HTTP', () => {
  it('refuses /settings inline:on, saying that an interactions endpoint receives no messages', async () => {
    const answer = (await endpoint.send(chatInputInteraction({ name: 'settings', options: { inline: 'on' } }))).json as Answer;
    expect(answer.type).toBe(4);
    expect(answer.data.flags).toBe(64);
    expect(answer.data.embeds[0]!.description).toContain('Inline lookups cannot be turned on here: this bot runs in HTTP interactions mode');
    const shown = (await endpoint.send(chatInputInteraction({ name: 'settings' }))).json as { data: { embeds: { fields: { name: string; value: string }[] }[] } };
    expect(shown.data.embeds[0]!.fields.find((field) => field.name.startsWith('Inline lookups ('))!.value).toBe('off (default)');
  });
});

describe('answers that take longer than the deferral point', () => {
  let slow: TestEndpoint;
  beforeAll(async () => {
    slow = await startTestEndpoint(fake, key, dbPath, {
      commandsModule: new URL('../support/timing-commands.ts', import.meta.url).href,
      deferAfterMs: 100,
    });
  });
  afterAll(() => slow?.stop());

  it('defers a slow command (type 5) and fills it in through the webhook', async () => {
    const { json, handle } = await slow.send(chatInputInteraction({ name: 'spin', options: { ms: 700 } }));
    expect(json).toEqual({ type: 5 });
    expect((await handle.nextEdit(5000)).embeds).toEqual([{ description: 'spun 700 ms' }]);
  });

  it("defers a slow press (type 6) and edits the pressed message through the webhook", async () => {
    const ownerId = '1300000000000000001';
    const { json, handle } = await slow.send(buttonInteraction({ customId: `spin:${ownerId}:again:700`, user: { id: ownerId } }));
    expect(json).toEqual({ type: 6 });
    expect((await handle.nextEdit(5000)).embeds).toEqual([{ description: 'spun 700 ms again' }]);
  });
});
