/**
 * Issue 36, sixth round: a service starts its index builder as soon as its content is in place,
 * before its transport, its state store and its handler pool. A start that fails in between must
 * not leave the builder building (it was killed only when the process exited).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { withIndexBuilder } from '../../cli/service-process.js';
import { childPids, commandLine, isRunning, processEnded } from '../support/process-tree.js';
import { createTestDb } from '../support/rules-db-fixture.js';
import { runArbiter } from '../support/run-cli.js';

const created = createTestDb('cr-20260116.txt');
const dbPath = created.name;
created.close();

/** The index builders this process runs on `db`. */
function buildersOn(db: string): number[] {
  return childPids(process.pid).filter((pid) => commandLine(pid).includes('index-builder') && commandLine(pid).includes(db) && isRunning(pid));
}

const started: number[] = [];
afterAll(() => {
  for (const pid of started) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
});

describe('withIndexBuilder', () => {
  it('stops the builder at once when the service fails before a pool took it', async () => {
    let pid: number | undefined;
    const failed = withIndexBuilder(dbPath, async (indexBuilder) => {
      pid = indexBuilder.pid;
      started.push(pid!);
      expect(isRunning(pid!)).toBe(true);
      throw new Error('the state store is unreachable');
    });
    await expect(failed).rejects.toThrow('the state store is unreachable');
    // Its build takes seconds: stopped, it is gone long before.
    await processEnded(pid!, 1_000);
  });

  it("gives the service what it returns, and leaves a builder that has ended as it is", async () => {
    const outcome = await withIndexBuilder(dbPath, (indexBuilder) => indexBuilder.done);
    expect(outcome).toEqual({ built: true, ms: expect.any(Number) });
  });
});

describe('arbiter serve, when its start fails after the builder started', () => {
  it('exits 1 with a sentence, its index builder started and stopped', async () => {
    // Every builder this process starts on the database while the command runs (each runs seconds; looked for every 10 ms).
    const seen = new Set<number>();
    const look = setInterval(() => buildersOn(dbPath).forEach((pid) => seen.add(pid)), 10);
    let run: Awaited<ReturnType<typeof runArbiter>>;
    try {
      run = await runArbiter(['serve', '--port', '0', '--db', dbPath], {
        // No DISCORD_PUBLIC_KEY: found once the HTTP mode has loaded, after the builder started.
        env: { RULES_AUTO_UPDATE: 'false', LOG_FORMAT: 'json' },
      });
    } finally {
      clearInterval(look);
    }
    started.push(...seen);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Error: HTTP interactions mode needs DISCORD_PUBLIC_KEY');
    expect(seen.size).toBe(1);
    for (const pid of seen) await processEnded(pid, 1_000);
  });
});
