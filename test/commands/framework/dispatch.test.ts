import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCommand } from '../../../commands/framework/command-module.js';
import { createRegistry, runAutocomplete, runCommand, runComponent } from '../../../commands/framework/dispatch.js';
import { UserError } from '../../../common/user-error.js';
import { createTestDb } from '../../support/rules-db-fixture.js';
import { slashHarness } from '../../support/run-slash.js';

const context = slashHarness(createTestDb()).context;
const failing = defineCommand({
  definition: { name: 'broken', description: 'A command whose handler fails' },
  options: z.object({ mode: z.enum(['bug', 'user']) }),
  execute(values) {
    if (values.mode === 'user') throw new UserError('nope', 'You asked for something impossible; ask for something else.');
    throw new Error('database is on fire');
  },
  autocomplete() {
    throw new Error('index is on fire');
  },
});
const registry = createRegistry([failing]);

describe('runCommand', () => {
  it('logs a handler that throws and answers with an apology, never the raw error', async () => {
    const logged: Record<string, unknown>[] = [];
    const reply = await runCommand(registry, 'broken', { mode: 'bug' }, '42', context, (_message, details) => logged.push(details));
    expect(reply.ephemeral).toBe(true);
    expect(reply.embeds[0]!.description).toBe('Sorry — something went wrong while answering. The problem was logged; please try again.');
    expect(JSON.stringify(reply)).not.toContain('on fire');
    expect(logged).toEqual([expect.objectContaining({ command: 'broken', userId: '42', error: expect.any(Error) })]);
  });

  it('shows a user error as it is, ephemerally', async () => {
    const reply = await runCommand(registry, 'broken', { mode: 'user' }, '42', context, () => undefined);
    expect(reply).toMatchObject({ ephemeral: true, embeds: [{ description: 'You asked for something impossible; ask for something else.' }] });
  });

  it('names a bad option and what it accepts', async () => {
    const reply = await runCommand(registry, 'broken', { mode: 'sideways' }, '42', context, () => undefined);
    expect(reply.embeds[0]!.description).toBe('/broken — `mode` must be one of bug, user.');
  });

  // Regression: zod's own "Invalid input: expected string, received undefined" reached users.
  it('says a missing option is required and what it is for, in words from the definition', async () => {
    const search = createRegistry([(await import('../../../commands/search.js')).default]);
    const reply = await runCommand(search, 'search', {}, '42', context, () => undefined);
    expect(reply.embeds[0]!.description).toBe('/search — `query` is required: what to look for, e.g. "legend rule".');
  });

  it('says which type an option of the wrong type needs', async () => {
    const rule = createRegistry([(await import('../../../commands/rule.js')).default]);
    const reply = await runCommand(rule, 'rule', { number: '616.1', examples: 'maybe' }, '42', context, () => undefined);
    expect(reply.embeds[0]!.description).toBe('/rule — `examples` must be true or false.');
  });

  it('answers a failing autocomplete with no choices and logs it', () => {
    const logged: unknown[] = [];
    expect(runAutocomplete(registry, 'broken', { name: 'mode', value: 'b' }, context, (message) => logged.push(message))).toEqual([]);
    expect(logged).toEqual(['autocomplete failed']);
  });

  it('refuses two modules with one name', () => {
    expect(() => createRegistry([failing, failing])).toThrow('Two command modules are named /broken');
  });
});

// Issue 13, case 5: a forged select-menu value of 5,000 characters reached the renderer and got the apology.
describe("Discord's own input limits, at the boundary", () => {
  const rule = async () => createRegistry([(await import('../../../commands/rule.js')).default]);

  it('refuses a select value longer than 100 characters before any handler runs', async () => {
    const logged: unknown[] = [];
    const { reply, edit } = await runComponent(await rule(), 'rule:111:open:616.1', ['7'.repeat(5000)], '111', context, (_message, details) => logged.push(details));
    expect(edit).toBe(false);
    expect(reply).toMatchObject({ ephemeral: true, embeds: [{ description: "That selection is longer than Discord allows (100 characters), so it did not come from this bot's menu; run the command again." }] });
    expect(logged).toEqual([]);
  });

  it('refuses an option value longer than 6,000 characters, naming the option', async () => {
    const reply = await runCommand(await rule(), 'rule', { number: '1'.repeat(6001) }, '42', context, () => undefined);
    expect(reply.embeds[0]!.description).toBe('/rule — `number` is longer than Discord allows (6,000 characters); shorten it.');
  });

  it('answers an overlong autocomplete value with no choices', async () => {
    expect(runAutocomplete(await rule(), 'rule', { name: 'number', value: 'x'.repeat(6001) }, context, () => undefined)).toEqual([]);
  });
});
