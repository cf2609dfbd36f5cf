/**
 * The fake Discord checked against the real discord.js client and REST, driven by a throwaway bot
 * defined here (not product code), so the harness earns trust on its own.
 */
import { execFile } from 'node:child_process';
import { connect } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AttachmentBuilder,
  Client,
  DiscordAPIError,
  Events,
  GatewayIntentBits,
  InteractionResponseType,
  MessageFlags,
  REST,
  Routes,
  type Interaction,
} from 'discord.js';
import { GatewayDispatchEvents, GatewayOpcodes, type APIEmbed, type GatewayIdentify } from 'discord-api-types/v10';
import {
  autocompleteInteraction,
  buttonInteraction,
  chatInputInteraction,
  startFakeDiscord,
  stringSelectInteraction,
  type FakeDiscord,
} from '../support/fake-discord/index.js';
import { REPO_ROOT } from '../support/shared-data.js';

/** A bot whose behaviour each test sets: `bot.on = async (interaction) => …`. */
interface ThrowawayBot {
  client: Client;
  on: (interaction: Interaction) => Promise<void>;
  /** Errors thrown by `on` (a test expecting none asserts this stays empty). */
  errors: unknown[];
}

async function loggedInBot(fake: FakeDiscord): Promise<ThrowawayBot> {
  const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.restUrl } });
  const bot: ThrowawayBot = { client, on: async () => {}, errors: [] };
  client.on(Events.InteractionCreate, (interaction) => {
    bot.on(interaction).catch((error: unknown) => bot.errors.push(error));
  });
  const ready = new Promise((resolve) => client.once(Events.ClientReady, resolve));
  await client.login(fake.token);
  await ready;
  return bot;
}

/**
 * Makes `handler` the bot's behaviour; resolves with what it returns for the next interaction,
 * rejects with its error, or fails after 5 s when no interaction reached the bot.
 */
function handled<T>(bot: ThrowawayBot, handler: (interaction: Interaction) => Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no interaction reached the bot within 5 s')), 5_000);
    bot.on = (interaction) => {
      clearTimeout(timer);
      return handler(interaction).then(resolve, reject);
    };
  });
}

const ruleEmbed: APIEmbed = { title: '702.19b', description: 'Trample', color: 0x5865f2 };

describe('fake Discord with a logged-in discord.js client', () => {
  let fake: FakeDiscord;
  let bot: ThrowawayBot;

  beforeAll(async () => {
    fake = await startFakeDiscord();
    bot = await loggedInBot(fake);
  });

  afterAll(async () => {
    await bot.client.destroy();
    await fake.stop();
  });

  it('logs the client in to the guild with the Guilds intent and the fake bot user', () => {
    expect(bot.client.isReady()).toBe(true);
    expect(bot.client.user?.id).toBe(fake.ids.botUserId);
    expect(bot.client.application?.id).toBe(fake.ids.applicationId);
    expect(bot.client.guilds.cache.get(fake.ids.guildId)?.channels.cache.has(fake.ids.channelId)).toBe(true);
    const identify = fake.gatewayPayloads.find((p): p is GatewayIdentify => p.op === GatewayOpcodes.Identify);
    expect(identify?.d.intents).toBe(GatewayIntentBits.Guilds);
    expect(identify?.d.shard).toEqual([0, 1]);
    expect(fake.gatewayConnections[0]).toBe('/gateway?v=10&encoding=json');
    expect(fake.requests[0]).toMatchObject({ method: 'GET', path: '/gateway/bot', status: 200 });
  });

  it('delivers a slash command whose string, integer, number and boolean options discord.js reads', async () => {
    const seen = handled(bot, async (interaction) => {
      if (!interaction.isChatInputCommand()) throw new Error('expected a chat input command');
      return {
        command: interaction.commandName,
        query: interaction.options.getString('query'),
        limit: interaction.options.getInteger('limit'),
        weight: interaction.options.getNumber('weight'),
        exact: interaction.options.getBoolean('exact'),
        user: interaction.user.id,
        channel: interaction.channelId,
        inGuild: interaction.inCachedGuild(),
      };
    });
    await fake.sendInteraction(
      chatInputInteraction({ name: 'search', options: { query: 'trample', limit: 3, weight: 0.5, exact: false } }),
    );
    expect(await seen).toEqual({
      command: 'search',
      query: 'trample',
      limit: 3,
      weight: 0.5,
      exact: false,
      user: fake.ids.userId,
      channel: fake.ids.channelId,
      inGuild: true,
    });
  });

  it('reads subcommands and explicitly typed options', async () => {
    const seen = handled(bot, async (interaction) => {
      if (!interaction.isChatInputCommand()) throw new Error('expected a chat input command');
      return [interaction.options.getSubcommandGroup(), interaction.options.getSubcommand(), interaction.options.getNumber('page')];
    });
    await fake.sendInteraction(
      chatInputInteraction({
        name: 'docs',
        subcommandGroup: 'mtr',
        subcommand: 'section',
        options: { page: { type: 10, value: 2 } },
      }),
    );
    expect(await seen).toEqual(['mtr', 'section', 2]);
  });

  it('records reply({ embeds, allowedMentions }) as callback type 4 with embeds and allowed_mentions', async () => {
    bot.on = async (interaction) => {
      if (interaction.isChatInputCommand()) await interaction.reply({ embeds: [ruleEmbed], allowedMentions: { parse: [] } });
    };
    const handle = await fake.sendInteraction(chatInputInteraction({ name: 'rule', options: { number: '702.19b' } }));
    const callback = await handle.callback();
    expect(callback.type).toBe(InteractionResponseType.ChannelMessageWithSource);
    expect(callback).toMatchObject({ data: { embeds: [ruleEmbed], allowed_mentions: { parse: [] } } });
  });

  it('answers reply({ withResponse: true }) with the created message', async () => {
    const reply = handled(bot, async (interaction) => {
      if (!interaction.isChatInputCommand()) throw new Error('expected a chat input command');
      const response = await interaction.reply({ content: 'ephemeral answer', flags: MessageFlags.Ephemeral, withResponse: true });
      return { content: response.resource?.message?.content, ephemeral: response.interaction.responseMessageEphemeral };
    });
    const handle = await fake.sendInteraction(chatInputInteraction({ name: 'rule' }));
    expect(await reply).toEqual({ content: 'ephemeral answer', ephemeral: true });
    expect(handle.requests()[0]?.query).toEqual({ with_response: 'true' });
  });

  it('records deferReply then editReply as type 5 then PATCH @original, and serves the edited message', async () => {
    const fetched = handled(bot, async (interaction) => {
      if (!interaction.isChatInputCommand()) throw new Error('expected a chat input command');
      await interaction.deferReply();
      await interaction.editReply({ content: 'first' });
      await interaction.editReply({ embeds: [ruleEmbed] });
      return (await interaction.fetchReply()).content;
    });
    const handle = await fake.sendInteraction(chatInputInteraction({ name: 'slow' }));
    expect(await handle.callback()).toEqual({ type: InteractionResponseType.DeferredChannelMessageWithSource, data: { flags: 0 } });
    expect(await handle.nextEdit()).toMatchObject({ content: 'first' });
    expect(await handle.nextEdit()).toMatchObject({ embeds: [ruleEmbed] });
    expect(await fetched).toBe('first');
  });

  it('records deleteReply as DELETE @original, after which the reply is an Unknown Message', async () => {
    const refetch = handled(bot, async (interaction) => {
      if (!interaction.isChatInputCommand()) throw new Error('expected a chat input command');
      await interaction.reply('short-lived');
      await interaction.deleteReply();
      return interaction.fetchReply().catch((error: unknown) => error);
    });
    const handle = await fake.sendInteraction(chatInputInteraction({ name: 'rule' }));
    expect(await refetch).toMatchObject({ status: 404, code: 10008 });
    expect(handle.requests().map((r) => `${r.method} ${r.route} ${r.status}`)).toEqual([
      'POST /interactions/:interactionId/:token/callback 204',
      'DELETE /webhooks/:applicationId/:token/messages/:messageId 204',
      'GET /webhooks/:applicationId/:token/messages/:messageId 404',
    ]);
  });

  it('delivers a DM interaction (guildId null) with the user and no member', async () => {
    const seen = handled(bot, async (interaction) => {
      await (interaction.isChatInputCommand() && interaction.reply('in DM'));
      return { inGuild: interaction.inGuild(), user: interaction.user.username, member: interaction.member };
    });
    const handle = await fake.sendInteraction(chatInputInteraction({ name: 'rule', guildId: null, user: { username: 'dm.user' } }));
    expect(await seen).toEqual({ inGuild: false, user: 'dm.user', member: null });
    expect(await handle.callback()).toMatchObject({ type: 4, data: { content: 'in DM' } });
  });

  it('records follow-ups in order', async () => {
    bot.on = async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      await interaction.reply('page 1');
      await interaction.followUp('page 2');
      await interaction.followUp({ content: 'page 3', flags: MessageFlags.Ephemeral });
    };
    const handle = await fake.sendInteraction(chatInputInteraction({ name: 'pages' }));
    expect(await handle.nextFollowUp()).toMatchObject({ content: 'page 2' });
    expect(await handle.nextFollowUp()).toMatchObject({ content: 'page 3', flags: MessageFlags.Ephemeral });
  });

  it('decodes a multipart reply: payload_json as the body, the file recorded', async () => {
    bot.on = async (interaction) => {
      if (interaction.isChatInputCommand()) {
        await interaction.reply({ content: 'see file', files: [new AttachmentBuilder(Buffer.from('100.1. Text'), { name: 'rules.txt' })] });
      }
    };
    const handle = await fake.sendInteraction(chatInputInteraction({ name: 'export' }));
    expect(await handle.callback()).toMatchObject({ type: 4, data: { content: 'see file', attachments: [{ id: '0' }] } });
    const [file] = handle.requests()[0]?.files ?? [];
    expect(file).toMatchObject({ field: 'files[0]', name: 'rules.txt' });
    expect(file?.data.toString()).toBe('100.1. Text');
  });

  it('records a button update() as type 7 on the message the button sits on', async () => {
    const seen = handled(bot, async (interaction) => {
      if (!interaction.isButton()) throw new Error('expected a button');
      await interaction.update({ content: 'page 2', components: [] });
      return { customId: interaction.customId, messageId: interaction.message.id, by: interaction.message.interactionMetadata?.user.id };
    });
    const payload = buttonInteraction({ customId: 'page:2' });
    const handle = await fake.sendInteraction(payload);
    expect(await handle.callback()).toMatchObject({ type: InteractionResponseType.UpdateMessage, data: { content: 'page 2', components: [] } });
    expect(await seen).toEqual({ customId: 'page:2', messageId: payload.message.id, by: fake.ids.userId });
  });

  it('delivers string select values and records the update as type 7', async () => {
    const values = handled(bot, async (interaction) => {
      if (!interaction.isStringSelectMenu()) throw new Error('expected a string select');
      await interaction.update({ content: `picked ${interaction.values.join(', ')}` });
      return interaction.values;
    });
    const handle = await fake.sendInteraction(stringSelectInteraction({ customId: 'pick-rule', values: ['702.19b', '702.19c'] }));
    expect(await values).toEqual(['702.19b', '702.19c']);
    expect(await handle.callback()).toMatchObject({ type: 7, data: { content: 'picked 702.19b, 702.19c' } });
  });

  it('records autocomplete respond() as type 8 with the choices', async () => {
    const focused = handled(bot, async (interaction) => {
      if (!interaction.isAutocomplete()) throw new Error('expected autocomplete');
      await interaction.respond([{ name: '702.19b Trample', value: '702.19b' }]);
      return interaction.options.getFocused(true);
    });
    const handle = await fake.sendInteraction(autocompleteInteraction({ name: 'rule', options: { number: '702.1', exact: true }, focused: 'number' }));
    expect(await handle.callback()).toEqual({
      type: InteractionResponseType.ApplicationCommandAutocompleteResult,
      data: { choices: [{ name: '702.19b Trample', value: '702.19b' }] },
    });
    expect(await focused).toMatchObject({ name: 'number', value: '702.1' });
  });

  it('refuses a second callback with 40060, as Discord does', async () => {
    const second = handled(bot, async (interaction) => {
      if (!interaction.isChatInputCommand()) throw new Error('expected a chat input command');
      await interaction.reply('once');
      // Bypasses discord.js's own replied-check to reach the fake.
      return bot.client.rest
        .post(Routes.interactionCallback(interaction.id, interaction.token), { body: { type: 4, data: { content: 'twice' } }, auth: false })
        .catch((error: unknown) => error);
    });
    await fake.sendInteraction(chatInputInteraction({ name: 'rule' }));
    expect(await second).toMatchObject({ status: 400, code: 40060 });
  });

  it('records PUT guild commands from a standalone REST client and echoes them with ids', async () => {
    const rest = new REST({ api: fake.restUrl }).setToken(fake.token);
    const body = [{ name: 'rule', description: 'Shows a rule', options: [{ type: 3, name: 'number', description: 'Rule number', required: true }] }];
    const echoed = (await rest.put(Routes.applicationGuildCommands(fake.ids.applicationId, fake.ids.guildId), { body })) as { id: string; name: string }[];
    const recorded = await fake.waitForRequest((r) => r.method === 'PUT');
    expect(recorded).toMatchObject({ path: `/applications/${fake.ids.applicationId}/guilds/${fake.ids.guildId}/commands`, body, status: 200 });
    expect(echoed).toMatchObject([{ name: 'rule', application_id: fake.ids.applicationId, guild_id: fake.ids.guildId }]);
    expect(echoed[0]?.id).toMatch(/^\d{17,19}$/);
  });

  it('answers unknown routes with a Discord-style 404 and records them', async () => {
    const error = await bot.client.rest.get('/guilds/1/audit-logs').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiscordAPIError);
    expect(error).toMatchObject({ status: 404, code: 0 });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: '/guilds/1/audit-logs', status: 404, route: null });
  });

  it('records channel messages and answers with a message object', async () => {
    const channel = bot.client.channels.cache.get(fake.ids.channelId);
    if (!channel?.isSendable()) throw new Error('test channel missing');
    const message = await channel.send({ content: 'announcement', allowedMentions: { parse: [] } });
    expect(message.author.id).toBe(fake.ids.botUserId);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', path: `/channels/${fake.ids.channelId}/messages`, body: { content: 'announcement' } });
  });

  it('rejects a REST call with a wrong bot token with 401', async () => {
    const rest = new REST({ api: fake.restUrl }).setToken('not-the-token');
    await expect(rest.get(Routes.user('@me'))).rejects.toMatchObject({ status: 401 });
  });

  it('saw no errors in the throwaway bot', () => {
    expect(bot.errors).toEqual([]);
  });
});

describe('fake Discord gateway sessions', () => {
  it('lets the client resume at resume_gateway_url after RECONNECT and replays events it missed', async () => {
    const fake = await startFakeDiscord();
    const bot = await loggedInBot(fake);
    try {
      const disconnected = new Promise((resolve) => bot.client.once(Events.ShardReconnecting, resolve));
      const resumed = new Promise((resolve) => bot.client.once(Events.ShardResume, resolve));
      const seen = handled(bot, async (interaction) => (interaction.isChatInputCommand() ? interaction.commandName : null));
      await fake.requestReconnect();
      await disconnected;
      // Sent while the client is between connections: it can only arrive through RESUME's replay.
      await fake.sendInteraction(chatInputInteraction({ name: 'after-reconnect' }));
      await resumed;
      expect(await seen).toBe('after-reconnect');
      expect(fake.gatewayConnections).toEqual(['/gateway?v=10&encoding=json', '/gateway/resume?v=10&encoding=json']);
      expect(fake.gatewayPayloads.filter((p) => p.op === GatewayOpcodes.Identify)).toHaveLength(1);
    } finally {
      await bot.client.destroy();
      await fake.stop();
    }
  });

  it('acknowledges heartbeats, which gives the client its ping', async () => {
    const fake = await startFakeDiscord({ heartbeatIntervalMs: 20 });
    const bot = await loggedInBot(fake);
    try {
      await vi.waitFor(() => expect(bot.client.ws.ping).toBeGreaterThanOrEqual(0), { timeout: 2_000, interval: 10 });
      // Heartbeats carry the last sequence seen; after READY (1) and GUILD_CREATE (2) that is 2.
      const lastSequences = () => fake.gatewayPayloads.filter((p) => p.op === GatewayOpcodes.Heartbeat).map((p) => p.d);
      await vi.waitFor(() => expect(lastSequences()).toContain(2), { timeout: 2_000, interval: 10 });
    } finally {
      await bot.client.destroy();
      await fake.stop();
    }
  });

  it('refuses a client with the wrong token', async () => {
    const fake = await startFakeDiscord();
    const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.restUrl } });
    try {
      await expect(client.login('MTIz.d3Jvbmc.dG9rZW4')).rejects.toMatchObject({ code: 'TokenInvalid' });
    } finally {
      await client.destroy();
      await fake.stop();
    }
  });

  it('rejects pending waits when stopped, so no test hangs on them', async () => {
    const fake = await startFakeDiscord();
    const waiting = fake.waitForRequest(() => false, 60_000);
    await fake.stop();
    await expect(waiting).rejects.toThrow(/stopped/);
  });

  it('refuses to dispatch before a bot has identified', async () => {
    const fake = await startFakeDiscord();
    await expect(fake.sendInteraction(chatInputInteraction({ name: 'rule' }))).rejects.toThrow(/no bot has identified/);
    await fake.stop();
  });
});

describe('fake Discord channel messages', () => {
  /** A discord.js client with the intents `intents`, logged in, that collects the raw message events it receives. */
  async function messageClient(fake: FakeDiscord, intents: GatewayIntentBits[]) {
    const client = new Client({ intents, rest: { api: fake.restUrl } });
    const events: { event: string; data: { id: string; content?: string } }[] = [];
    for (const event of [GatewayDispatchEvents.MessageCreate, GatewayDispatchEvents.MessageUpdate, GatewayDispatchEvents.MessageDelete]) {
      client.ws.on(event, (data: { id: string; content?: string }) => events.push({ event, data }));
    }
    const ready = new Promise((resolve) => client.once(Events.ClientReady, resolve));
    await client.login(fake.token);
    await ready;
    return { client, events };
  }

  it('sends message events to a client with GUILD_MESSAGES, with content only under MESSAGE_CONTENT', async () => {
    const fake = await startFakeDiscord();
    const full = await messageClient(fake, [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.MessageContent]);
    try {
      const sent = await fake.sendMessage({ content: 'see [[Opt]]' });
      await fake.editMessage(sent.id, 'see [[Opt]] now');
      await fake.deleteMessage(sent.id);
      await vi.waitFor(() => expect(full.events).toHaveLength(3), { timeout: 2_000, interval: 10 });
      expect(full.events.map(({ event, data }) => [event, data.id, data.content])).toEqual([
        ['MESSAGE_CREATE', sent.id, 'see [[Opt]]'],
        ['MESSAGE_UPDATE', sent.id, 'see [[Opt]] now'],
        ['MESSAGE_DELETE', sent.id, undefined],
      ]);
      expect(fake.message(sent.id)).toBeUndefined();
    } finally {
      await full.client.destroy();
      await fake.stop();
    }
  });

  it('empties the content for a client without MESSAGE_CONTENT, and sends none to one without GUILD_MESSAGES', async () => {
    for (const [intents, expected] of [
      [[GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages], ['']],
      [[GatewayIntentBits.Guilds], []],
    ] as const) {
      const fake = await startFakeDiscord();
      const bot = await messageClient(fake, [...intents]);
      try {
        await fake.sendMessage({ content: 'see [[Opt]]' });
        // An interaction after it arrives after it on the same connection.
        const seen = new Promise((resolve) => bot.client.ws.once(GatewayDispatchEvents.InteractionCreate, resolve));
        await fake.sendInteraction(chatInputInteraction({ name: 'rule' }));
        await seen;
        expect(bot.events.map(({ data }) => data.content)).toEqual(expected);
      } finally {
        await bot.client.destroy();
        await fake.stop();
      }
    }
  });

  it('closes an IDENTIFY asking for MESSAGE_CONTENT with 4014 when the application was not granted it', async () => {
    const fake = await startFakeDiscord({ messageContentIntent: false });
    const client = new Client({ intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.MessageContent], rest: { api: fake.restUrl } });
    const closed = new Promise<number>((resolve) => client.on(Events.ShardDisconnect, (event) => resolve(event.code)));
    try {
      await expect(client.login(fake.token)).rejects.toThrow('Used disallowed intents');
      expect(await closed).toBe(4014);
    } finally {
      await client.destroy();
      await fake.stop();
    }
  });

  it('keeps the bot’s replies, edits and deletes as Discord does, with its errors', async () => {
    const fake = await startFakeDiscord();
    const bot = await loggedInBot(fake);
    try {
      const sent = await fake.sendMessage({ content: '[[Opt]]' });
      const channel = Routes.channelMessages(sent.channel_id);
      const reply = (await bot.client.rest.post(channel, { body: { content: 'Opt', message_reference: { message_id: sent.id } } })) as { id: string; type: number };
      expect(reply.type).toBe(19);
      expect(fake.repliesTo(sent.id).map((message) => message.id)).toEqual([reply.id]);
      await bot.client.rest.patch(Routes.channelMessage(sent.channel_id, reply.id), { body: { content: 'Opt, edited' } });
      expect(fake.message(reply.id)).toMatchObject({ content: 'Opt, edited', edited_timestamp: expect.any(String) });
      await expect(bot.client.rest.patch(Routes.channelMessage(sent.channel_id, sent.id), { body: { content: 'not mine' } })).rejects.toMatchObject({ status: 403, code: 50005 });
      await bot.client.rest.delete(Routes.channelMessage(sent.channel_id, reply.id));
      expect(fake.message(reply.id)).toBeUndefined();
      await expect(bot.client.rest.delete(Routes.channelMessage(sent.channel_id, reply.id))).rejects.toMatchObject({ status: 404, code: 10008 });
      await expect(bot.client.rest.patch(Routes.channelMessage(sent.channel_id, reply.id), { body: { content: 'x' } })).rejects.toMatchObject({ status: 404, code: 10008 });
      // A reply to a message that is gone fails, unless told not to.
      await expect(bot.client.rest.post(channel, { body: { content: 'x', message_reference: { message_id: '1' } } })).rejects.toMatchObject({ status: 400, code: 50035 });
      const unreferenced = (await bot.client.rest.post(channel, { body: { content: 'x', message_reference: { message_id: '1', fail_if_not_exists: false } } })) as { type: number };
      expect(unreferenced.type).toBe(0);
    } finally {
      await bot.client.destroy();
      await fake.stop();
    }
  });
});

describe('stopping', () => {
  it('closes the port after client.destroy() and fake.stop()', async () => {
    const fake = await startFakeDiscord();
    const bot = await loggedInBot(fake);
    await bot.client.destroy();
    await fake.stop();
    const port = Number(new URL(fake.restUrl).port);
    const refused = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve('connected')));
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');
  });

  it('leaves nothing that keeps a process alive: a login-reply-stop script exits on its own', async () => {
    // The script never calls process.exit: it ends only if every socket, server and timer is gone.
    const script = `
      import { Client, Events, GatewayIntentBits } from 'discord.js';
      import { startFakeDiscord, chatInputInteraction } from './test/support/fake-discord/index.ts';
      const fake = await startFakeDiscord();
      const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.restUrl } });
      client.on(Events.InteractionCreate, (i) => i.isChatInputCommand() && i.reply('pong'));
      const ready = new Promise((resolve) => client.once(Events.ClientReady, resolve));
      await client.login(fake.token);
      await ready;
      const handle = await fake.sendInteraction(chatInputInteraction({ name: 'ping' }));
      console.log(JSON.stringify(await handle.callback()));
      await client.destroy();
      await fake.stop();
    `;
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: REPO_ROOT,
      timeout: 10_000,
    });
    expect(JSON.parse(stdout)).toMatchObject({ type: 4, data: { content: 'pong' } });
  });
});
