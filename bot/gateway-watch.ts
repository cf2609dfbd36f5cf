/**
 * Watches the gateway connection: one log line for each shard that disconnects (and reconnects,
 * or gives up), resumes or identifies again, and, for /healthz, whether every shard is connected
 * and how long ago Discord last acknowledged its heartbeat. discord.js resumes and reconnects by
 * itself; before this, it did so in silence, and /healthz said 200 while the bot was cut off.
 */
import { Events, Status, type Client } from 'discord.js';
import type { GatewayHealth } from '../interactions/health.js';
import type { Logger } from './logger.js';

export class GatewayWatch {
  private client: Client | undefined;
  /** When the connection went down (or, before the first ready, when watching began); null while up. */
  private downSince: number | null;

  /** `now` is for tests. */
  constructor(
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {
    this.downSince = now();
  }

  /** Logs `client`'s shard events from now on, and reads its shards for health(). */
  watch(client: Client): void {
    this.client = client;
    client.on(Events.ShardReady, (shard, unavailableGuilds) => {
      this.logger.info('Gateway shard ready', { shard, unavailableGuilds: unavailableGuilds?.size ?? 0, ...this.outage() });
      this.recheck();
    });
    client.on(Events.ShardResume, (shard, replayedEvents) => {
      this.logger.info('Gateway shard resumed', { shard, replayedEvents, ...this.outage() });
      this.recheck();
    });
    client.on(Events.ShardReconnecting, (shard) => {
      this.downSince ??= this.now();
      this.logger.warn('Gateway shard disconnected; reconnecting', { shard });
    });
    client.on(Events.ShardDisconnect, (event, shard) => {
      this.downSince ??= this.now();
      this.logger.error('Gateway shard disconnected and will not reconnect', { shard, code: event.code });
    });
    client.on(Events.ShardError, (error, shard) => this.logger.warn('Gateway shard connection error', { shard, error: error.message }));
  }

  /** The connection as /healthz reports it. */
  health(): GatewayHealth {
    const now = this.now();
    const shards = [...(this.client?.ws.shards.values() ?? [])].map((shard) => ({
      id: shard.id,
      status: (Status[shard.status] ?? String(shard.status)).toLowerCase(),
      // lastPingTimestamp is when the acknowledged heartbeat was sent, ping how long its acknowledgement took.
      heartbeatAckAgoMs: shard.lastPingTimestamp > 0 ? Math.max(0, now - shard.lastPingTimestamp - Math.max(0, shard.ping)) : null,
    }));
    const connected = shards.length > 0 && shards.every((shard) => shard.status === 'ready');
    if (connected) this.downSince = null;
    return { connected, downForMs: this.downSince === null ? null : now - this.downSince, shards };
  }

  /** How long the connection was down, for the line saying it is back. */
  private outage(): { downForMs?: number } {
    return this.downSince === null ? {} : { downForMs: this.now() - this.downSince };
  }

  /** Ends the outage once every shard is ready again. */
  private recheck(): void {
    this.health();
  }
}
