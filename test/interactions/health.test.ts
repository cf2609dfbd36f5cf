/** The health checks behind GET /healthz. */
import { describe, expect, it } from 'vitest';
import { checkHealth } from '../../interactions/health.js';

describe('checkHealth', () => {
  it('is ok with a release and a state store that answers', async () => {
    expect(await checkHealth({ crReleaseDate: () => '2026-01-16', pingStateStore: async () => undefined })).toEqual({
      ok: true,
      problems: [],
      crRelease: '2026-01-16',
      stateStore: 'ok',
      disks: [],
    });
  });

  it('reports a state store that never answers, after the time limit', async () => {
    const health = await checkHealth({ crReleaseDate: () => '2026-01-16', pingStateStore: () => new Promise(() => undefined) }, 50);
    expect(health).toMatchObject({ ok: false, problems: ['the state store did not answer: no answer within 50 ms'], crRelease: '2026-01-16' });
  });

  it('reports every problem at once, an unreadable content database included', async () => {
    const health = await checkHealth({
      crReleaseDate: () => {
        throw new Error('SQLITE_CORRUPT: database disk image is malformed');
      },
      pingStateStore: () => Promise.reject(new Error('ECONNREFUSED')),
    });
    expect(health.problems).toEqual([
      'the content database could not be read: SQLITE_CORRUPT: database disk image is malformed',
      'the state store did not answer: ECONNREFUSED',
    ]);
  });
});
