/** Settings read from the environment: each bad value gets a sentence saying what works. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../bot/config.js';

describe('HANDLER_WARM_UP', () => {
  it('is 3 seconds unless set, a duration when set, and nothing when off', () => {
    expect(loadConfig({}).HANDLER_WARM_UP).toBe(3000);
    expect(loadConfig({ HANDLER_WARM_UP: '10s' }).HANDLER_WARM_UP).toBe(10_000);
    expect(loadConfig({ HANDLER_WARM_UP: 'off' }).HANDLER_WARM_UP).toBeNull();
  });

  it('refuses what is not a duration, or a pause longer than a minute, saying what works', () => {
    for (const value of ['soon', '2m', '-1s']) {
      expect(() => loadConfig({ HANDLER_WARM_UP: value })).toThrow('HANDLER_WARM_UP: must be a duration from 1s to 60s, such as 3s, or off');
    }
  });
});
