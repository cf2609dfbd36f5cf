/**
 * GET /healthz: whether this copy of the bot can do its work, part by part — a Comprehensive Rules
 * release loaded, the state store answering and taking writes, the databases' disks neither full
 * nor read-only, and (gateway mode) the connection to Discord up with its heartbeats acknowledged.
 * Each part that is not is one sentence in `problems`, and the status is 503.
 */
import type { DiskState } from '../database/disk-state.js';

/** A state store that does not answer within this is unhealthy (a load balancer will not wait longer). */
export const STATE_STORE_TIMEOUT_MS = 2000;
/**
 * A shard whose last heartbeat was acknowledged longer ago than this is cut off, whatever its
 * status says: Discord asks for a heartbeat about every 41 s, and discord.js reconnects after one
 * that goes unacknowledged, so three intervals means reconnecting is not working.
 */
export const HEARTBEAT_STALE_MS = 125_000;

/** The gateway connection as the bot sees it (bot/gateway-watch.ts). */
export interface GatewayHealth {
  /** Every shard this process runs is connected and ready. */
  connected: boolean;
  /** How long the connection has been down; null while connected. */
  downForMs: number | null;
  shards: { id: number; status: string; heartbeatAckAgoMs: number | null }[];
}

export interface HealthChecks {
  /** The effective date of the CR release in use, or null when none is loaded. */
  crReleaseDate(): string | null;
  /** Resolves when the state store answers a trivial query; rejects (or hangs) when it does not. */
  pingStateStore(): Promise<void>;
  /** Why the state store refused the last write (a full or read-only disk), until a write succeeds; null when writes work. */
  stateStoreWrites?(): { reason: string; at: number } | null;
  /** The disks under the databases this process writes. */
  disks?(): Promise<DiskState[]>;
  /** Gateway mode: the connection to Discord. */
  gateway?(): GatewayHealth;
}

export interface Health {
  ok: boolean;
  /** What is wrong, one sentence each; empty when ok. */
  problems: string[];
  crRelease: string | null;
  /** 'ok', or what is wrong with the state store. */
  stateStore: string;
  disks: DiskState[];
  gateway?: GatewayHealth;
}

/** Runs every check; never rejects. */
export async function checkHealth(checks: HealthChecks, timeoutMs = STATE_STORE_TIMEOUT_MS): Promise<Health> {
  const problems: string[] = [];
  let crRelease: string | null = null;
  try {
    crRelease = checks.crReleaseDate();
    if (!crRelease) problems.push('no Comprehensive Rules release is loaded (arbiter rules import or rules update)');
  } catch (error) {
    problems.push(`the content database could not be read: ${(error as Error).message}`);
  }
  const [stateStore, disks] = await Promise.all([stateStoreProblem(checks, timeoutMs), checks.disks?.().catch(() => []) ?? []]);
  if (stateStore) problems.push(stateStore);
  for (const disk of disks) {
    if (disk.full) problems.push(`the disk holding ${disk.file} is full (${disk.freeBytes} bytes free): settings, rulings, button state and imports cannot be written`);
    if (disk.readOnly) problems.push(`the folder of ${disk.file} is read-only: settings, rulings, button state and imports cannot be written`);
  }
  const gateway = checks.gateway?.();
  if (gateway) problems.push(...gatewayProblems(gateway));
  return { ok: problems.length === 0, problems, crRelease, stateStore: stateStore ?? 'ok', disks, ...(gateway ? { gateway } : {}) };
}

async function stateStoreProblem(checks: HealthChecks, timeoutMs: number): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      checks.pingStateStore(),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs))),
    ]);
  } catch (error) {
    return `the state store did not answer: ${(error as Error).message}`;
  } finally {
    clearTimeout(timer);
  }
  const refused = checks.stateStoreWrites?.();
  return refused ? `the state store refused a write at ${new Date(refused.at).toISOString()}: ${refused.reason}` : null;
}

function gatewayProblems(gateway: GatewayHealth): string[] {
  const problems: string[] = [];
  if (!gateway.connected) {
    const shards = gateway.shards.map((shard) => `shard ${shard.id} ${shard.status}`).join(', ') || 'not started';
    const since = gateway.downForMs === null ? '' : ` for ${Math.round(gateway.downForMs / 1000)} s`;
    problems.push(`the gateway connection to Discord is down${since} (${shards}): interactions are not arriving`);
  }
  for (const shard of gateway.shards) {
    if (shard.heartbeatAckAgoMs !== null && shard.heartbeatAckAgoMs > HEARTBEAT_STALE_MS) {
      problems.push(`shard ${shard.id}'s last heartbeat was acknowledged ${Math.round(shard.heartbeatAckAgoMs / 1000)} s ago`);
    }
  }
  return problems;
}
