/** Secrets in log fields: censored wherever they appear, nothing else changed or copied. */
import { describe, expect, it } from 'vitest';
import { censorSecrets } from '../../bot/censor-secrets.js';

describe('censorSecrets', () => {
  it('censors a token, a DISCORD_TOKEN and an authorization header at the top, inside objects and inside arrays', () => {
    const fields = {
      token: 'aW50ZXJhY3Rpb24',
      interaction: { id: '1', token: 'c2VjcmV0' },
      env: { DISCORD_TOKEN: 'MTIz.abc.def' },
      request: { headers: { authorization: 'Bot MTIz' } },
      followUps: [{ token: 'dG9rZW4' }, 'plain'],
    };
    expect(censorSecrets(fields)).toEqual({
      token: '[redacted]',
      interaction: { id: '1', token: '[redacted]' },
      env: { DISCORD_TOKEN: '[redacted]' },
      request: { headers: { authorization: '[redacted]' } },
      followUps: [{ token: '[redacted]' }, 'plain'],
    });
    // The caller's object is left as it was.
    expect(fields.interaction.token).toBe('c2VjcmV0');
    expect(fields.followUps[0]).toEqual({ token: 'dG9rZW4' });
  });

  it('censors an interaction’s token in an API route, in any string field, and leaves other routes alone', () => {
    const url = 'https://discord.com/api/v10/interactions/1234567890/aW50ZXJhY3Rpb24.dG9rZW4/callback?with_response=true';
    const followUp = 'https://discord.com/api/v10/webhooks/42/aW50ZXJhY3Rpb24/messages/@original';
    expect(censorSecrets({ error: { url, method: 'POST' }, followUp, channel: 'https://discord.com/api/v10/channels/5/messages' })).toEqual({
      error: { url: 'https://discord.com/api/v10/interactions/1234567890/[redacted]/callback?with_response=true', method: 'POST' },
      followUp: 'https://discord.com/api/v10/webhooks/42/[redacted]/messages/@original',
      channel: 'https://discord.com/api/v10/channels/5/messages',
    });
  });

  it('returns the same object, uncopied, when it holds no secret (every interaction’s log line)', () => {
    const fields = { command: 'rule', guild: '1', ms: 3, outcome: 'ok', options: { number: '702.19b' }, tags: ['a'] };
    expect(censorSecrets(fields)).toBe(fields);
    // An undefined token is no secret: nothing to censor, and JSON leaves it out anyway.
    const empty = { token: undefined };
    expect(censorSecrets(empty)).toBe(empty);
  });

  it('leaves errors to their serializer and looks three objects deep, no further', () => {
    const error = Object.assign(new Error('boom'), { token: 'kept for the serializer' });
    expect(censorSecrets({ error }).error).toBe(error);
    expect(censorSecrets({ a: { b: { token: 'x' } } })).toEqual({ a: { b: { token: '[redacted]' } } });
    const deep = { a: { b: { c: { token: 'x' } } } };
    expect(censorSecrets(deep)).toBe(deep);
  });
});
