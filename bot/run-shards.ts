/**
 * Gateway mode at scale (SHARD_COUNT above 1, or auto): discord.js's ShardingManager runs each
 * shard as its own `arbiter start` process — the same code as a single bot, told its shard by the
 * SHARDS and SHARD_COUNT variables the manager sets. This process only spawns, respawns and stops
 * them: the scheduled updates and changelog posts run in shard 0 (run-bot.ts).
 */
import { once } from 'node:events';
import { REST, Routes, ShardingManager, type Shard } from 'discord.js';
import type { APIGatewayBotInfo } from 'discord-api-types/v10';
import { projectPath } from '../common/project-path.js';
import { SERVICE_NODE_FLAGS } from '../common/service-node-flags.js';
import type { Logger } from './logger.js';

/** Discord lets a bot identify one shard per 5 s (max_concurrency 1); discord.js's default gap. */
const SPAWN_DELAY_MS = 5500;

export interface ShardOptions {
  token: string;
  /** DISCORD_API_URL, for "auto" (discord.js's own lookup would always ask discord.com). */
  apiUrl?: string | undefined;
  count: number | 'auto';
  logger: Logger;
}

export interface RunningShards {
  count: number;
  /** Sends each shard SIGTERM (it finishes its replies in flight) and waits for all to exit. */
  stop(): Promise<void>;
}

/** The number of shards Discord recommends for this bot (GET /gateway/bot). */
export async function recommendedShardCount(token: string, apiUrl?: string): Promise<number> {
  const rest = new REST(apiUrl ? { api: apiUrl } : {}).setToken(token);
  const info = (await rest.get(Routes.gatewayBot())) as APIGatewayBotInfo;
  return Math.max(1, info.shards);
}

/** Spawns the shards, one after another as Discord's identify limit allows; resolves when all are ready. */
export async function startShards(options: ShardOptions): Promise<RunningShards> {
  const count = options.count === 'auto' ? await recommendedShardCount(options.token, options.apiUrl) : options.count;
  const manager = new ShardingManager(projectPath('bin/arbiter.js'), {
    token: options.token,
    totalShards: count,
    shardArgs: ['start'],
    // Each shard is a service of its own, started as `npm start` starts one.
    execArgv: SERVICE_NODE_FLAGS,
    mode: 'process',
    // A shard that dies is started again; stop() kills without respawning.
    respawn: true,
  });
  manager.on('shardCreate', (shard: Shard) => {
    shard.on('ready', () => options.logger.info('Shard ready', { shard: shard.id, shards: count }));
    shard.on('death', () => options.logger.warn('Shard exited', { shard: shard.id }));
  });
  options.logger.info('Starting shards', { shards: count });
  await manager.spawn({ amount: count, delay: SPAWN_DELAY_MS, timeout: 60_000 });
  options.logger.info('All shards ready', { shards: count });
  return {
    count,
    async stop() {
      // A shard that exits from now on (it may have had the signal too) stays down.
      manager.respawn = false;
      await Promise.all(
        manager.shards.map(async (shard) => {
          const child = shard.process;
          if (!child || child.exitCode !== null) return;
          const exited = once(child, 'exit');
          shard.kill();
          await exited;
        }),
      );
    },
  };
}
