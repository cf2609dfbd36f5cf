/** GET /healthz and GET /metrics of the HTTP endpoint: what a load balancer and Prometheus read. */
import { describe, expect, it } from 'vitest';
import { autocompleteInteraction, chatInputInteraction } from '../support/fake-discord/index.js';
import { createCardsTestDb } from '../support/cards-db-fixture.js';
import { endpointsForThisFile, type TestEndpoint } from '../support/http-mode.js';
import { tempDbPath } from '../support/rules-db-fixture.js';
import { openContentDb } from '../../rules-db/store/open-content-db.js';

const endpoints = endpointsForThisFile(() => createCardsTestDb('cr-20260116.txt'));
const { start } = endpoints;

const origin = (endpoint: TestEndpoint) => endpoint.url.replace(/\/interactions$/, '');

describe('GET /healthz', () => {
  it('is 200 with the release in use when rules are loaded and the state store answers', async () => {
    const endpoint = await start();
    const response = await fetch(`${origin(endpoint)}/healthz`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({ status: 'ok', problems: [], crRelease: '2026-01-16', stateStore: 'ok', disks: [expect.objectContaining({ file: endpoints.dbPath, full: false, readOnly: false })] });
  });

  it('is 503 naming the state store when it does not answer', async () => {
    const endpoint = await start({ pingStateStore: () => Promise.reject(new Error('connection refused')) });
    const response = await fetch(`${origin(endpoint)}/healthz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      status: 'unavailable',
      problems: ['the state store did not answer: connection refused'],
      stateStore: 'the state store did not answer: connection refused',
    });
  });

  it('is 503 saying so when no Comprehensive Rules release is loaded', async () => {
    const empty = tempDbPath();
    openContentDb(empty).close();
    const endpoint = await start({}, empty);
    const response = await fetch(`${origin(endpoint)}/healthz`);
    expect(response.status).toBe(503);
    expect(((await response.json()) as { problems: string[] }).problems).toEqual([
      'no Comprehensive Rules release is loaded (arbiter rules import or rules update)',
    ]);
  });
});

describe('GET /metrics', () => {
  it('counts interactions by command and outcome, times them, and names the content in use', async () => {
    const endpoint = await start();
    await endpoint.send(chatInputInteraction({ name: 'rule', options: { number: '100.1' } }));
    await endpoint.send(chatInputInteraction({ name: 'rule', options: { number: '702.19z' } }));
    await endpoint.send(autocompleteInteraction({ name: 'rule', options: { number: 'tram' }, focused: 'number' }));
    await endpoint.idle();
    const response = await fetch(`${origin(endpoint)}/metrics`);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    // The autocomplete is counted under its command too.
    expect(text).toContain('arbiter_interactions_total{command="rule",outcome="ok"} 2');
    expect(text).toContain('arbiter_interactions_total{command="rule",outcome="error_reply"} 1');
    expect(text).toContain('arbiter_interaction_duration_seconds_count{kind="command"} 2');
    expect(text).toContain('arbiter_interaction_duration_seconds_count{kind="autocomplete"} 1');
    expect(text).toContain(`arbiter_cr_release_date_seconds{date="2026-01-16"} ${Date.parse('2026-01-16') / 1000}`);
    expect(text).toContain(`arbiter_card_data_date_seconds{date="2025-11-01"} ${Date.parse('2025-11-01') / 1000}`);
    expect(text).toContain('arbiter_process_resident_memory_bytes');
  });
});
