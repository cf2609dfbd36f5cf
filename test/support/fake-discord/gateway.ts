/**
 * The fake gateway (API v10, JSON): HELLO, heartbeats, IDENTIFY → READY + GUILD_CREATE, RESUME
 * with replay of missed events, sequence numbers, and dispatches on a test's request. Shards: an
 * IDENTIFY with `shard: [id, count]` gets the guilds whose shard that is ((guild_id >> 22) % count),
 * and a guild's events go to its shard's session, DMs to shard 0 — as Discord routes them.
 * Intents: an IDENTIFY asking for a privileged intent the application was not granted is closed
 * with 4014 (disallowed intents); message events go only to sessions with the GUILD_MESSAGES
 * intent, and without MESSAGE_CONTENT their content, embeds, attachments and components are empty.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  GatewayCloseCodes,
  GatewayDispatchEvents,
  GatewayIntentBits,
  GatewayOpcodes,
  type GatewayDispatchPayload,
  type GatewayGuildCreateDispatchData,
  type GatewayReadyDispatchData,
  type GatewaySendPayload,
} from 'discord-api-types/v10';
import { WebSocketServer, WebSocket, type RawData } from 'ws';
import { nextSnowflake } from './ids.js';

export const GATEWAY_PATH = '/gateway';
/** A distinct path for resume_gateway_url, so a test can see that a client resumed where READY told it to. */
export const RESUME_PATH = '/gateway/resume';

export interface GatewayOptions {
  token: string;
  heartbeatIntervalMs: number;
  /** READY's data for a new session (without what the gateway fills: session, resume URL, shard, guilds). */
  ready: () => Omit<GatewayReadyDispatchData, 'session_id' | 'resume_gateway_url' | 'shard' | 'guilds'>;
  /** Every guild the bot is in. */
  guildIds: () => string[];
  guildCreate: (guildId: string) => GatewayGuildCreateDispatchData;
  /** The base ws:// URL of the server, e.g. ws://127.0.0.1:PORT. */
  baseUrl: () => string;
  /** The privileged intents the application was granted (the developer portal's switches), as a bitfield. */
  grantedPrivilegedIntents: number;
}

/** Intents Discord grants only when switched on in the developer portal (and approved past 100 servers). */
export const PRIVILEGED_INTENTS = GatewayIntentBits.GuildMembers | GatewayIntentBits.GuildPresences | GatewayIntentBits.MessageContent;

interface Session {
  id: string;
  /** [shard id, shard count] from IDENTIFY; [0, 1] when it names none. */
  shard: [number, number];
  /** The intents IDENTIFY asked for. */
  intents: number;
  sequence: number;
  /** Every dispatch of the session, kept to replay on RESUME. */
  dispatched: GatewayDispatchPayload[];
  socket: WebSocket | null;
}

/** The shard a guild's events go to, as Discord computes it. */
export function shardOfGuild(guildId: string, shardCount: number): number {
  return Number((BigInt(guildId) >> 22n) % BigInt(shardCount));
}

/** Codes with which a client ends its session for good (discord.js closes with 1000 on destroy, 4200 to resume). */
const SESSION_ENDING_CLOSE_CODES = new Set([1000, 1001]);

export class FakeGateway {
  /** Every payload clients sent (IDENTIFY, HEARTBEAT, RESUME…), in order. */
  readonly received: GatewaySendPayload[] = [];
  /** The URL (path and query) of every gateway connection, in order. */
  readonly connectionUrls: string[] = [];
  readonly #server = new WebSocketServer({ noServer: true });
  readonly #sessions = new Map<string, Session>();
  /** The session dispatches go to: the one most recently identified or resumed. */
  #current: Session | null = null;
  #refusing = false;

  constructor(private readonly options: GatewayOptions) {
    this.#server.on('connection', (socket: WebSocket, request: IncomingMessage) => this.#onConnection(socket, request));
  }

  /** Whether an HTTP upgrade request is for the gateway. */
  static isGatewayUpgrade(request: IncomingMessage): boolean {
    const path = new URL(request.url ?? '/', 'ws://fake-discord').pathname;
    return path === GATEWAY_PATH || path === RESUME_PATH;
  }

  /** Takes over an HTTP upgrade for the gateway path; while refusing, the connection is dropped unanswered. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    if (this.#refusing) {
      socket.destroy();
      return;
    }
    this.#server.handleUpgrade(request, socket, head, (ws) => this.#server.emit('connection', ws, request));
  }

  /** While true, new gateway connections are dropped at once (Discord unreachable); sessions stay resumable. */
  refuse(refusing: boolean): void {
    this.#refusing = refusing;
  }

  /**
   * Cuts every gateway connection as a network failure would: the TCP connection ends without a
   * close frame. The sessions stay, so a client that comes back can resume them.
   */
  cut(): void {
    for (const socket of this.#server.clients) socket.terminate();
  }

  /** Whether a bot has identified and not ended its session. */
  hasSession(): boolean {
    return this.#current !== null;
  }

  /**
   * Sends a dispatch (op 0) with the next sequence number to the current session. While its socket
   * is reconnecting the event waits in the session and is replayed on RESUME, as Discord does.
   */
  async dispatch(event: string, data: unknown): Promise<void> {
    const session = this.#sessionFor(data);
    if (!session) {
      throw new Error(`fake Discord: cannot dispatch ${event}: no bot has identified on the gateway yet (await client.login(fake.token) first)`);
    }
    await this.#dispatchTo(session, event, data);
  }

  /**
   * Dispatches a MESSAGE_CREATE, MESSAGE_UPDATE or MESSAGE_DELETE as Discord does: only to a session
   * that asked for GUILD_MESSAGES (else it is dropped, and false returned), with the content and
   * what goes with it emptied unless the session has MESSAGE_CONTENT.
   */
  async dispatchMessageEvent(event: string, data: Record<string, unknown>): Promise<boolean> {
    const session = this.#sessionFor(data);
    if (!session) throw new Error(`fake Discord: cannot dispatch ${event}: no bot has identified on the gateway yet`);
    if ((session.intents & GatewayIntentBits.GuildMessages) === 0) return false;
    const withContent = (session.intents & GatewayIntentBits.MessageContent) !== 0;
    const shown = withContent || !('content' in data) ? data : { ...data, content: '', embeds: [], attachments: [], components: [] };
    await this.#dispatchTo(session, event, shown);
    return true;
  }

  /** Whether a session is identified for each of the `count` shards. */
  hasShards(count: number): boolean {
    const live = [...this.#sessions.values()].filter((session) => session.socket && session.shard[1] === count);
    return Array.from({ length: count }, (_, id) => live.some((session) => session.shard[0] === id)).every(Boolean);
  }

  /** The session an event belongs to: its guild's shard's (shard 0's for DMs) when sharded, else the current one. */
  #sessionFor(data: unknown): Session | null {
    const sessions = [...this.#sessions.values()].filter((session) => session.shard[1] > 1);
    if (sessions.length === 0) return this.#current;
    const guildId = (data as { guild_id?: string } | null)?.guild_id;
    const shard = guildId ? shardOfGuild(guildId, sessions[0]!.shard[1]) : 0;
    return sessions.findLast((session) => session.shard[0] === shard) ?? null;
  }

  /** Asks the current session's client to reconnect and resume (op 7 RECONNECT). */
  async requestReconnect(): Promise<void> {
    const socket = this.#current?.socket;
    if (!socket) throw new Error('fake Discord: no connected session to ask to reconnect');
    await send(socket, { op: GatewayOpcodes.Reconnect, d: null });
  }

  /**
   * Closes every connection and the server. Open connections get 4004, a code after which
   * discord.js gives up instead of reconnecting to a server that is gone.
   */
  async close(): Promise<void> {
    const closing = [...this.#server.clients].map(
      (socket) =>
        new Promise<void>((resolve) => {
          socket.once('close', () => resolve());
          socket.close(GatewayCloseCodes.AuthenticationFailed, 'fake Discord stopped');
          setTimeout(() => socket.terminate(), 1_000).unref();
        }),
    );
    await Promise.all(closing);
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
    this.#sessions.clear();
    this.#current = null;
  }

  #onConnection(socket: WebSocket, request: IncomingMessage): void {
    const url = request.url ?? '';
    this.connectionUrls.push(url);
    const query = new URL(url, 'ws://fake-discord').searchParams;
    // @discordjs/ws asks for v=10&encoding=json. Compression (compress=zlib-stream or IDENTIFY's
    // `compress`) is left unused: Discord may send any packet uncompressed, and clients read text frames as JSON.
    if (query.get('v') !== '10' || query.get('encoding') !== 'json') {
      socket.close(GatewayCloseCodes.InvalidAPIVersion, 'fake Discord speaks only v=10&encoding=json');
      return;
    }
    let session: Session | null = null;
    socket.on('message', (raw: RawData) => {
      let payload: GatewaySendPayload;
      try {
        payload = JSON.parse(raw.toString()) as GatewaySendPayload;
      } catch {
        socket.close(GatewayCloseCodes.DecodeError, 'Error while decoding payload.');
        return;
      }
      this.received.push(payload);
      session = this.#onPayload(socket, session, payload);
    });
    socket.on('close', (code: number) => {
      if (!session || session.socket !== socket) return;
      session.socket = null;
      if (SESSION_ENDING_CLOSE_CODES.has(code)) this.#endSession(session);
    });
    void send(socket, { op: GatewayOpcodes.Hello, d: { heartbeat_interval: this.options.heartbeatIntervalMs } });
  }

  /** Handles one client payload; returns the connection's session (new after IDENTIFY or RESUME). */
  #onPayload(socket: WebSocket, session: Session | null, payload: GatewaySendPayload): Session | null {
    switch (payload.op) {
      case GatewayOpcodes.Heartbeat:
        void send(socket, { op: GatewayOpcodes.HeartbeatAck });
        return session;
      case GatewayOpcodes.Identify:
      case GatewayOpcodes.Resume:
        if (session) {
          socket.close(GatewayCloseCodes.AlreadyAuthenticated, 'Already authenticated.');
          return session;
        }
        if (payload.d.token !== this.options.token) {
          socket.close(GatewayCloseCodes.AuthenticationFailed, 'Authentication failed.');
          return null;
        }
        if (payload.op === GatewayOpcodes.Identify && (payload.d.intents & PRIVILEGED_INTENTS & ~this.options.grantedPrivilegedIntents) !== 0) {
          socket.close(GatewayCloseCodes.DisallowedIntents, 'Disallowed intent(s).');
          return null;
        }
        return payload.op === GatewayOpcodes.Identify
          ? this.#identify(socket, payload.d.shard ?? [0, 1], payload.d.intents)
          : this.#resume(socket, payload.d.session_id, payload.d.seq);
      case GatewayOpcodes.PresenceUpdate:
      case GatewayOpcodes.VoiceStateUpdate:
      case GatewayOpcodes.RequestGuildMembers:
      case GatewayOpcodes.RequestSoundboardSounds:
        // Accepted and recorded; the fake does not act on them.
        if (!session) socket.close(GatewayCloseCodes.NotAuthenticated, 'Not authenticated.');
        return session;
      default:
        socket.close(GatewayCloseCodes.UnknownOpcode, 'Unknown opcode.');
        return session;
    }
  }

  #identify(socket: WebSocket, shard: [number, number], intents: number): Session {
    const session: Session = { id: nextSnowflake(), shard, intents, sequence: 0, dispatched: [], socket };
    this.#sessions.set(session.id, session);
    this.#current = session;
    const guildIds = this.options.guildIds().filter((guildId) => shardOfGuild(guildId, shard[1]) === shard[0]);
    const ready: GatewayReadyDispatchData = {
      ...this.options.ready(),
      shard,
      guilds: guildIds.map((id) => ({ id, unavailable: true })),
      session_id: session.id,
      resume_gateway_url: `${this.options.baseUrl()}${RESUME_PATH}`,
    };
    void this.#dispatchTo(session, GatewayDispatchEvents.Ready, ready);
    // The guilds the READY listed as unavailable arrive at once, so discord.js turns ready promptly.
    for (const guildId of guildIds) void this.#dispatchTo(session, GatewayDispatchEvents.GuildCreate, this.options.guildCreate(guildId));
    return session;
  }

  /** RESUME: replays what the client missed, then RESUMED; an unknown session gets INVALID_SESSION (not resumable). */
  #resume(socket: WebSocket, sessionId: string, lastSequence: number | null): Session | null {
    const session = this.#sessions.get(sessionId);
    if (!session) {
      void send(socket, { op: GatewayOpcodes.InvalidSession, d: false });
      return null;
    }
    session.socket?.terminate();
    session.socket = socket;
    this.#current = session;
    for (const payload of session.dispatched) {
      if (payload.s > (lastSequence ?? 0)) void send(socket, payload);
    }
    void this.#dispatchTo(session, GatewayDispatchEvents.Resumed, null);
    return session;
  }

  #endSession(session: Session): void {
    this.#sessions.delete(session.id);
    if (this.#current === session) this.#current = null;
  }

  async #dispatchTo(session: Session, event: string, data: unknown): Promise<void> {
    session.sequence += 1;
    const payload = { op: GatewayOpcodes.Dispatch, t: event, s: session.sequence, d: data } as GatewayDispatchPayload;
    session.dispatched.push(payload);
    if (session.socket?.readyState === WebSocket.OPEN) await send(session.socket, payload);
  }
}

/**
 * Sends one JSON payload (with `s` and `t` null unless it is a dispatch, as Discord frames them).
 * Never rejects: a failed send means the socket closed, and dispatches stay in the session for RESUME.
 */
function send(socket: WebSocket, payload: { op: GatewayOpcodes; d?: unknown; s?: number; t?: string }): Promise<void> {
  const framed = { t: null, s: null, d: null, ...payload };
  return new Promise((resolve) => socket.send(JSON.stringify(framed), () => resolve()));
}
