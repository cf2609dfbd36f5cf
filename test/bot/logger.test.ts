/** The pino logger: JSON lines with fields, errors with their stack, secrets censored. */
import { DiscordAPIError } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../bot/logger.js';

function capture(level?: 'info' | 'warn') {
  const lines: string[] = [];
  const logger = createLogger((line) => lines.push(line), { format: 'json', ...(level ? { level } : {}) });
  return { logger, lines, parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('createLogger', () => {
  it('writes one JSON object per line: time, level name, message and the fields', () => {
    const { logger, lines, parsed } = capture();
    logger.info('interaction', { command: 'rule', guild: '1', ms: 12, outcome: 'ok' });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.endsWith('\n')).toBe(true);
    expect(parsed()[0]).toMatchObject({ level: 'info', msg: 'interaction', command: 'rule', guild: '1', ms: 12, outcome: 'ok', time: expect.any(String) });
  });

  it('logs an error with its message and stack', () => {
    const { logger, parsed } = capture();
    logger.error('handler failed', { error: new Error('boom') });
    expect(parsed()[0]!.error).toMatchObject({ type: 'Error', message: 'boom', stack: expect.stringContaining('boom') });
  });

  it('censors tokens wherever a field holds one', () => {
    const { logger, lines } = capture();
    logger.warn('oops', { token: 'aW50ZXJhY3Rpb24', interaction: { token: 'c2VjcmV0' }, env: { DISCORD_TOKEN: 'MTIz.abc.def' } });
    expect(lines[0]).not.toMatch(/aW50ZXJhY3Rpb24|c2VjcmV0|MTIz\.abc\.def/);
    expect(lines[0]).toContain('[redacted]');
  });

  it('censors the interaction token in the URL of a failed reply’s REST error (discord.js’s DiscordAPIError)', () => {
    const { logger, lines, parsed } = capture();
    const url = 'https://discord.com/api/v10/interactions/1234567890/aW50ZXJhY3Rpb24/callback';
    const error = new DiscordAPIError({ code: 10062, message: 'Unknown interaction' }, 10062, 404, 'POST', url, { body: { type: 4 } });
    logger.error('interaction', { id: '1234567890', outcome: 'failed', error });
    expect(lines[0]).not.toContain('aW50ZXJhY3Rpb24');
    expect(parsed()[0]!.error).toMatchObject({ message: 'Unknown interaction', url: 'https://discord.com/api/v10/interactions/1234567890/[redacted]/callback' });
  });

  it('censors a token an error carries among its own fields', () => {
    const { logger, lines, parsed } = capture();
    logger.error('reply failed', { error: Object.assign(new Error('boom'), { requestBody: { json: { token: 'c2VjcmV0' } } }) });
    expect(lines[0]).not.toContain('c2VjcmV0');
    expect(parsed()[0]!.error).toMatchObject({ message: 'boom', requestBody: { json: { token: '[redacted]' } } });
  });

  it('drops lines below LOG_LEVEL', () => {
    const { logger, lines } = capture('warn');
    logger.info('quiet');
    logger.warn('loud');
    expect(lines).toHaveLength(1);
  });
});
