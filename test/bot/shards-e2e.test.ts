/**
 * SHARD_COUNT=2: `arbiter start` runs two shard processes under discord.js's ShardingManager
 * against the fake gateway; each answers its own server's interactions and inline lookups, they
 * share the state store, only shard 0 checks for new releases, and SIGTERM stops both cleanly.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SERVICE_NODE_FLAGS } from '../../common/service-node-flags.js';
import { chatInputInteraction, startFakeDiscord, type FakeDiscord } from '../support/fake-discord/index.js';
import { shardOfGuild } from '../support/fake-discord/gateway.js';
import { startLocalServer, type LocalServer } from '../support/local-http-server.js';
import { tempDbPath } from '../support/rules-db-fixture.js';
import { runArbiter } from '../support/run-cli.js';
import { crPath } from '../support/shared-data.js';
import { spawnArbiter, type ArbiterProcess } from '../support/spawn-arbiter.js';

/** A second server, whose events Discord sends to shard 1 of 2. */
const SHARD_1_GUILD = '1300000000004194404';

let fake: FakeDiscord;
let bot: ArbiterProcess;
/** The rules page the release checks read: it links nothing, so each check fails and waits a minute. */
let rulesPage: LocalServer;

interface CallbackBody {
  type: number;
  data: { embeds: { title?: string; description?: string }[]; flags?: number };
}

async function slash(name: string, options: Record<string, string>, guildId: string): Promise<CallbackBody> {
  const handle = await fake.sendInteraction(chatInputInteraction({ name, options, guildId }));
  return (await handle.callback()) as CallbackBody;
}

beforeAll(async () => {
  const dbPath = tempDbPath();
  await runArbiter(['rules', 'import', crPath('cr-20260116.txt'), '--db', dbPath]);
  fake = await startFakeDiscord({ extraGuildIds: [SHARD_1_GUILD] });
  rulesPage = await startLocalServer((_request, response) => response.end('<html>no rules here</html>'));
  bot = spawnArbiter(['start'], {
    DISCORD_TOKEN: fake.token,
    DISCORD_API_URL: fake.restUrl,
    RULES_DB: dbPath,
    SHARD_COUNT: '2',
    INLINE_LOOKUPS: 'true',
    RULES_PAGE_URL: `${rulesPage.url}/rules`,
    RULES_CHECK_INTERVAL: '1h',
    CARDS_CHECK_INTERVAL: 'off',
    DOCS_CHECK_INTERVAL: 'off',
  });
  await bot.waitForOutput('All shards ready', 90_000);
}, 120_000);

afterAll(async () => {
  if (bot.child.exitCode === null) bot.child.kill('SIGKILL');
  await fake.stop();
  await rulesPage.close();
});

it('identifies each shard once, as shard 0 and 1 of 2', () => {
  expect(shardOfGuild(fake.ids.guildId, 2)).toBe(0);
  expect(shardOfGuild(SHARD_1_GUILD, 2)).toBe(1);
  const identified = fake.gatewayPayloads.filter((payload) => payload.op === 2).map((payload) => (payload.d as { shard: number[] }).shard);
  expect(identified.sort()).toEqual([
    [0, 2],
    [1, 2],
  ]);
  expect(fake.hasShards(2)).toBe(true);
});

it("starts each shard as npm start starts a bot, with the service's node options", () => {
  // The manager's child processes, read from /proc: the two shards (a shard's own index builder is its child, not the manager's).
  const pid = bot.child.pid!;
  const children = readdirSync(`/proc/${pid}/task`).flatMap((thread) => readFileSync(`/proc/${pid}/task/${thread}/children`, 'utf8').split(' ').filter(Boolean));
  const commandLines = children.map((child) => readFileSync(`/proc/${child}/cmdline`, 'utf8').split('\0').filter(Boolean));
  expect(commandLines).toHaveLength(2);
  for (const commandLine of commandLines) {
    expect(commandLine.slice(1, 1 + SERVICE_NODE_FLAGS.length)).toEqual(SERVICE_NODE_FLAGS);
    expect(commandLine.slice(-2)).toEqual([expect.stringMatching(/bin\/arbiter\.js$/), 'start']);
  }
});

it("answers in each shard's server, with settings shared through the state store", async () => {
  for (const guildId of [fake.ids.guildId, SHARD_1_GUILD]) {
    const rule = await slash('rule', { number: '100.1' }, guildId);
    expect(rule.type).toBe(4);
    expect(rule.data.embeds[0]!.title).toContain('100.1');
    expect(rule.data.flags).toBeUndefined();
  }
  const changed = await slash('settings', { answers: 'ephemeral' }, SHARD_1_GUILD);
  expect(changed.data.embeds[0]!.description).toContain('→ only the person who asked');
  expect((await slash('rule', { number: '100.1' }, SHARD_1_GUILD)).data.flags).toBe(64);
  expect((await slash('rule', { number: '100.1' }, fake.ids.guildId)).data.flags).toBeUndefined();
});

it("answers inline lookups in each shard's server that turned them on, and deletes the reply with the message", async () => {
  for (const guildId of [fake.ids.guildId, SHARD_1_GUILD]) {
    const before = await fake.sendMessage({ content: '{{100.1}}', guildId, channelId: `${guildId.slice(0, -3)}201` });
    const on = await slash('settings', { inline: 'on' }, guildId);
    expect(on.data.embeds[0]!.description).toContain('off (default) → on');
    const message = await fake.sendMessage({ content: '{{CR 100.1}}', guildId, channelId: `${guildId.slice(0, -3)}202` });
    const reply = await fake.waitForRequest((request) => (request.body as { message_reference?: { message_id: string } } | null)?.message_reference?.message_id === message.id, 15_000);
    expect((reply.body as { embeds: { description: string }[] }).embeds[0]!.description).toMatch(/^\*\*\[CR 100\.1\]/);
    expect(fake.repliesTo(before.id)).toEqual([]);
    const [posted] = fake.repliesTo(message.id);
    await fake.deleteMessage(message.id);
    await fake.waitForRequest((request) => request.method === 'DELETE' && request.path.endsWith(`/messages/${posted!.id}`), 15_000);
  }
});

it('checks for new releases once for the bot, in shard 0 only', () => {
  expect(rulesPage.requests).toEqual(['/rules']);
  expect(bot.output()).toContain('Checking for a new release failed');
});

it('stops both shards and itself on SIGTERM, exiting 0', async () => {
  bot.child.kill('SIGTERM');
  expect(await bot.exited).toBe(0);
  // The manager and each shard say so; both gateway sessions ended.
  expect(bot.output().match(/Stopped/g)).toHaveLength(3);
  expect(fake.hasShards(2)).toBe(false);
});
