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

describe('HOST', () => {
  it('is every interface (0.0.0.0) unless set, and takes an address or a host name', () => {
    expect(loadConfig({}).HOST).toBe('0.0.0.0');
    for (const host of ['127.0.0.1', '::', '::1', 'localhost', 'arbiter.internal']) expect(loadConfig({ HOST: host }).HOST).toBe(host);
  });

  it('refuses what is no address, saying what works', () => {
    for (const host of ['http://0.0.0.0', '0.0.0.0:8080', 'two words']) {
      expect(() => loadConfig({ HOST: host })).toThrow('HOST: must be an address to listen on, such as 0.0.0.0 (every interface), 127.0.0.1 or ::');
    }
  });
});

describe('STOP_TIMEOUT', () => {
  it('is 20 seconds unless set', () => {
    expect(loadConfig({}).STOP_TIMEOUT).toBe(20_000);
    expect(loadConfig({ STOP_TIMEOUT: '5s' }).STOP_TIMEOUT).toBe(5000);
  });

  it('refuses off, and a stop of more than ten minutes: a stop must end', () => {
    for (const value of ['off', '0', '11m', 'later']) expect(() => loadConfig({ STOP_TIMEOUT: value })).toThrow('STOP_TIMEOUT: must be a duration from 1s to 10m, such as 20s');
  });
});
