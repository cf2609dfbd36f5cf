/**
 * Issue 36, sixth round: a service says how its index builder ended. Before, a builder that failed
 * was silent: each handler thread built its own indexes (first answers slower, more memory) and an
 * operator could not tell why. A real HTTP endpoint (its handler pool, its threads, its builder)
 * started in this process, its JSON log read back.
 */
import { describe, expect, it } from 'vitest';
import { startIndexBuilder } from '../../commands/framework/index-builder-process.js';
import { chatInputInteraction } from '../support/fake-discord/index.js';
import { endpointsForThisFile, type TestEndpoint } from '../support/http-mode.js';
import { createTestDb } from '../support/rules-db-fixture.js';
import { withoutTemporaryFolder } from '../support/without-temporary-folder.js';

const FAILED = 'The index builder failed: each handler thread builds its own search indexes (first answers slower, more memory)';
const endpoints = endpointsForThisFile(() => createTestDb('cr-20260116.txt'));
const { start } = endpoints;

/** The log lines about the index builder, as the endpoint wrote them. */
const builderLines = (endpoint: TestEndpoint) => endpoint.logs.filter((line) => line.msg === 'Search indexes built' || line.msg === FAILED);

/** Whether the endpoint answers /rule 702.19b (a search of the rules' indexes, built by whoever could). */
async function answersRule(endpoint: TestEndpoint): Promise<boolean> {
  const { status, json } = await endpoint.send(chatInputInteraction({ name: 'rule', options: { number: '702.19b' } }));
  return status === 200 && JSON.stringify(json).includes('702.19b');
}

describe("a service's index builder", () => {
  it('that built the indexes is logged once, as info with how long it took, before the service listens', async () => {
    const endpoint = await start();
    expect(builderLines(endpoint)).toEqual([expect.objectContaining({ level: 'info', msg: 'Search indexes built', ms: expect.any(Number) })]);
    const messages = endpoint.logs.map((line) => line.msg);
    expect(messages.indexOf('Search indexes built')).toBeLessThan(messages.indexOf('Listening for interactions'));
  });

  it('killed before it finished is a warning, once, with its reason and what it costs; the service still answers', async () => {
    // Started as a service starts it, before its pool, and killed before the pool takes it.
    const indexBuilder = startIndexBuilder(endpoints.dbPath);
    process.kill(indexBuilder.pid!, 'SIGKILL');
    const endpoint = await start({ indexBuilder });
    expect(builderLines(endpoint)).toEqual([expect.objectContaining({ level: 'warn', msg: FAILED, reason: 'was killed (SIGKILL)' })]);
    expect(await answersRule(endpoint)).toBe(true);
  });

  it('not started for want of a temporary folder is a warning naming it', async () => {
    // Only while it starts: the handler threads run from source through tsx, which needs the folder.
    const indexBuilder = withoutTemporaryFolder(() => startIndexBuilder(endpoints.dbPath));
    const endpoint = await start({ indexBuilder });
    expect(builderLines(endpoint)).toEqual([
      expect.objectContaining({ level: 'warn', msg: FAILED, reason: expect.stringMatching(/^not started: no temporary folder to write the indexes to \(ENOTDIR: not a directory, mkdtemp '.*not-a-folder/) }),
    ]);
    expect(await answersRule(endpoint)).toBe(true);
  });
});
