/** Starts the fake Discord (REST under /api, gateway under /gateway) on 127.0.0.1 and a free port. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  GatewayDispatchEvents,
  GatewayIntentBits,
  MessageType,
  type APIInteraction,
  type APIMessage,
  type APIUser,
  type ApplicationFlags,
  type GatewaySendPayload,
} from 'discord-api-types/v10';
import { botUser, guildCreatePayload, humanUser, messageObject } from './api-objects.js';
import { ChannelMessages, guildIdOf } from './channel-messages.js';
import { ApplicationCommands } from './application-commands.js';
import { FakeGateway, GATEWAY_PATH } from './gateway.js';
import { DEFAULT_IDS, fakeBotToken, nextSnowflake, type FakeDiscordIds } from './ids.js';
import { interactionHandle, type InteractionHandle } from './interaction-handle.js';
import { InteractionStore } from './interaction-store.js';
import { RequestRecorder, type RecordedRequest, type RequestPredicate } from './request-recorder.js';
import { restRoutes } from './rest-routes.js';
import { API_PREFIX, restRequestListener } from './rest-server.js';

export interface FakeDiscordOptions extends Partial<FakeDiscordIds> {
  /** HELLO's heartbeat interval; Discord's is about 41 s, which keeps heartbeats out of short tests. */
  heartbeatIntervalMs?: number;
  /** More guilds the bot is in besides `guildId` (each with the same channel and members), e.g. one per shard. */
  extraGuildIds?: string[];
  /** The shard count GET /gateway/bot recommends (what SHARD_COUNT=auto asks for). */
  recommendedShards?: number;
  /**
   * Whether the application was granted the privileged Message Content intent (the developer
   * portal's switch); true by default. Without it, an IDENTIFY asking for it is closed with 4014.
   */
  messageContentIntent?: boolean;
}

/** A message someone sends in a channel (a test's `sendMessage`): the default human in the test channel unless said. */
export interface SentMessageInput {
  content: string;
  channelId?: string;
  guildId?: string;
  /** Fields replacing the default human user's; `{ bot: true }` for another bot. */
  author?: Partial<APIUser>;
  /** Sent through a webhook (an integration posting, not a person). */
  webhookId?: string;
  type?: MessageType;
}

export interface FakeDiscord {
  /** Pass as discord.js `new Client({ rest: { api: fake.restUrl } })` and `new REST({ api: fake.restUrl })`. */
  readonly restUrl: string;
  /** The gateway URL GET /gateway/bot hands out. */
  readonly gatewayUrl: string;
  /** The only bot token the fake accepts (REST `Authorization: Bot …` and IDENTIFY/RESUME). */
  readonly token: string;
  readonly ids: FakeDiscordIds;
  /** Every REST request, in arrival order (live array). */
  readonly requests: readonly RecordedRequest[];
  /** Every payload clients sent on the gateway (IDENTIFY, HEARTBEAT, RESUME…), in order (live array). */
  readonly gatewayPayloads: readonly GatewaySendPayload[];
  /** The path and query of every gateway connection, in order (live array). */
  readonly gatewayConnections: readonly string[];
  /** The first request (already recorded or still to come) that satisfies `predicate`. */
  waitForRequest(predicate: RequestPredicate, timeoutMs?: number): Promise<RecordedRequest>;
  /** Dispatches INTERACTION_CREATE with `payload` and returns a handle on the bot's answers. */
  sendInteraction<Payload extends APIInteraction>(payload: Payload): Promise<InteractionHandle<Payload>>;
  /**
   * For HTTP interactions mode, where Discord POSTs the interaction to the bot instead of
   * dispatching it: makes `payload` known (so its webhook answers), and `acknowledge` records the
   * bot's HTTP response as the interaction's callback, as Discord does when it reads the response.
   */
  expectHttpInteraction<Payload extends APIInteraction>(payload: Payload): HttpInteraction<Payload>;
  /** Dispatches any gateway event (e.g. `GUILD_DELETE`) to the bot's session. */
  dispatch(event: string, data: unknown): Promise<void>;
  /**
   * Someone sends a message: kept in the channel (so the bot can reply to it) and dispatched as
   * MESSAGE_CREATE to a session with the GUILD_MESSAGES intent (content only with MESSAGE_CONTENT).
   */
  sendMessage(input: SentMessageInput): Promise<APIMessage>;
  /** Its author edits a message: MESSAGE_UPDATE with the whole message, as Discord sends it. */
  editMessage(messageId: string, content: string): Promise<APIMessage>;
  /** A message is deleted: MESSAGE_DELETE. */
  deleteMessage(messageId: string): Promise<void>;
  /** A message as it is now (the bot's edits applied); undefined once deleted. */
  message(messageId: string): APIMessage | undefined;
  /** The bot's messages now in reply to `messageId`. */
  repliesTo(messageId: string): APIMessage[];
  /** Whether every one of `count` shards has identified and is connected. */
  hasShards(count: number): boolean;
  /** Sends op 7 RECONNECT: the client drops the connection and resumes at resume_gateway_url. */
  requestReconnect(): Promise<void>;
  /** Cuts every gateway connection without a close frame (a network failure); sessions stay resumable. */
  cutGateway(): void;
  /** While true, new gateway connections are dropped unanswered (Discord unreachable). */
  refuseGateway(refusing: boolean): void;
  /** Closes gateway connections, the HTTP server and every timer; pending waits reject. Idempotent. */
  stop(): Promise<void>;
}

export interface HttpInteraction<Payload extends APIInteraction> {
  handle: InteractionHandle<Payload>;
  /** Records the HTTP response body as the callback; throws with Discord's refusal if it would refuse it. */
  acknowledge(response: unknown): void;
}

const DISCORD_HEARTBEAT_INTERVAL_MS = 41_250;

/** Starts a fake Discord; `await fake.stop()` when done. @example const fake = await startFakeDiscord(); await client.login(fake.token); */
export async function startFakeDiscord(options: FakeDiscordOptions = {}): Promise<FakeDiscord> {
  const { heartbeatIntervalMs = DISCORD_HEARTBEAT_INTERVAL_MS, extraGuildIds = [], recommendedShards = 1, messageContentIntent = true, ...idOverrides } = options;
  const ids: FakeDiscordIds = { ...DEFAULT_IDS, ...idOverrides };
  const token = fakeBotToken(ids.botUserId);
  const bot = botUser(ids);
  const recorder = new RequestRecorder();
  const interactions = new InteractionStore(ids, bot);
  const messages = new ChannelMessages(bot, ids.guildId);
  const server = createServer();
  let origin = '';

  const gateway = new FakeGateway({
    token,
    heartbeatIntervalMs,
    baseUrl: () => `ws://${origin}`,
    ready: () => ({
      v: 10,
      user: bot,
      application: { id: ids.applicationId, flags: 0 as ApplicationFlags, flags_new: '0' },
    }),
    guildIds: () => [ids.guildId, ...extraGuildIds],
    guildCreate: (guildId) => guildCreatePayload({ ...ids, guildId }),
    grantedPrivilegedIntents: messageContentIntent ? GatewayIntentBits.MessageContent : 0,
  });
  const routes = restRoutes({
    ids,
    bot,
    gatewayUrl: () => `ws://${origin}${GATEWAY_PATH}`,
    recommendedShards,
    interactions,
    messages,
    commands: new ApplicationCommands(ids.applicationId),
  });
  server.on('request', restRequestListener({ routes, token, recorder }));
  server.on('upgrade', (request, socket, head) => {
    if (FakeGateway.isGatewayUpgrade(request)) gateway.handleUpgrade(request, socket, head);
    else socket.destroy();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  origin = `127.0.0.1:${(server.address() as AddressInfo).port}`;

  let stopping: Promise<void> | null = null;
  return {
    restUrl: `http://${origin}${API_PREFIX}`,
    gatewayUrl: `ws://${origin}${GATEWAY_PATH}`,
    token,
    ids,
    requests: recorder.requests,
    gatewayPayloads: gateway.received,
    gatewayConnections: gateway.connectionUrls,
    async waitForRequest(predicate, timeoutMs) {
      return (await recorder.waitFor(predicate, { timeoutMs })).request;
    },
    async sendInteraction(payload) {
      if (payload.application_id !== ids.applicationId) {
        throw new Error(
          `fake Discord: the interaction's application_id ${payload.application_id} is not the fake's ${ids.applicationId}; build it with { ids: fake.ids }`,
        );
      }
      interactions.register(payload);
      await gateway.dispatch(GatewayDispatchEvents.InteractionCreate, payload);
      return interactionHandle(payload, recorder);
    },
    expectHttpInteraction(payload) {
      interactions.register(payload);
      return {
        handle: interactionHandle(payload, recorder),
        acknowledge(response) {
          const answer = interactions.callback(payload.id, payload.token, response, [], false);
          if (answer.status >= 300) throw new Error(`fake Discord refused the HTTP response ${JSON.stringify(response)}: ${JSON.stringify(answer.body)}`);
        },
      };
    },
    dispatch: (event, data) => gateway.dispatch(event, data),
    async sendMessage(input) {
      const channelId = input.channelId ?? ids.channelId;
      const guildId = input.guildId ?? ids.guildId;
      const message = messageObject({
        id: nextSnowflake(),
        channelId,
        guildId,
        author: humanUser(ids, input.author),
        type: input.type ?? MessageType.Default,
        content: input.content,
        ...(input.webhookId ? { webhookId: input.webhookId } : {}),
      });
      messages.add(message);
      await gateway.dispatchMessageEvent(GatewayDispatchEvents.MessageCreate, { ...message });
      return message;
    },
    async editMessage(messageId, content) {
      const edited = messages.editContent(messageId, content);
      if (!edited) throw new Error(`fake Discord: no message ${messageId} to edit`);
      await gateway.dispatchMessageEvent(GatewayDispatchEvents.MessageUpdate, { ...edited });
      return edited;
    },
    async deleteMessage(messageId) {
      const message = messages.get(messageId);
      if (!message || !messages.remove(messageId)) throw new Error(`fake Discord: no message ${messageId} to delete`);
      const guildId = guildIdOf(message);
      await gateway.dispatchMessageEvent(GatewayDispatchEvents.MessageDelete, { id: messageId, channel_id: message.channel_id, ...(guildId ? { guild_id: guildId } : {}) });
    },
    message: (messageId) => messages.get(messageId),
    repliesTo: (messageId) => messages.repliesTo(messageId),
    hasShards: (count) => gateway.hasShards(count),
    requestReconnect: () => gateway.requestReconnect(),
    cutGateway: () => gateway.cut(),
    refuseGateway: (refusing) => gateway.refuse(refusing),
    stop() {
      stopping ??= (async () => {
        recorder.rejectAll('stopped');
        await gateway.close();
        server.closeAllConnections();
        await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      })();
      return stopping;
    },
  };
}
