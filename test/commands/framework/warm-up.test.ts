/**
 * A handler thread's warm-up (warm-up.ts): the commands most interactions are run on inputs made
 * from the content served, through the dispatcher, with their buttons pressed and their options
 * autocompleted, and nothing of it fails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMANDS } from '../../../commands/index.js';
import { createRegistry } from '../../../commands/framework/dispatch.js';
import { defineCommand, type CommandContext } from '../../../commands/framework/command-module.js';
import { spreadOver, warmUpHandlers } from '../../../commands/framework/warm-up.js';
import { createCommandContext } from '../../../bot/command-context.js';
import { loadConfig } from '../../../bot/config.js';
import type { ContentDb } from '../../../database/open-database.js';
import type { InteractionMemory } from '../../../commands/framework/view-memory.js';
import { createCardsTestDb } from '../../support/cards-db-fixture.js';
import { createTestDb } from '../../support/rules-db-fixture.js';
import { z } from 'zod';

let db: ContentDb;
const config = loadConfig({});
const contextOf = (content: ContentDb) => (memory: InteractionMemory): CommandContext => createCommandContext(content, config, memory);
beforeAll(async () => {
  db = await createCardsTestDb('cr-20260116.txt');
});
afterAll(() => db.close());

describe('warming up the handlers', () => {
  it('answers every input of /rule, /search, /define, /card and /rulings once per round, and none fails', async () => {
    const registry = createRegistry(COMMANDS);
    const report = await warmUpHandlers(registry, db, contextOf(db), 60_000, 1);
    expect(report.logged).toEqual([]);
    // Each makes 50 inputs from across the release or the card data: answers, and but for /search as many
    // autocompletes. A round is the longest list; /search's 50 run twice in it.
    expect(report.answered).toEqual({ rule: 100, search: 100, define: 100, card: 100, rulings: 100 });
  });

  it('presses the buttons of the replies it gets', async () => {
    let pressed = 0;
    const paged = defineCommand({
      definition: { name: 'paged', description: 'A reply with two pages' },
      options: z.object({}),
      execute: () => ({ embeds: [{ description: 'page 1' }], components: [{ type: 1, components: [{ type: 2, style: 1, custom_id: 'paged:0:next', label: 'Next' }] }] }),
      press: () => ((pressed += 1), { embeds: [{ description: 'page 2' }] }),
      warmUp: () => [{ options: {} }],
    });
    const report = await warmUpHandlers(createRegistry([paged]), db, contextOf(db), 60_000, 3);
    expect(report.answered).toEqual({ paged: 3 });
    expect(pressed).toBe(3);
  });

  it('stops when its time is up', async () => {
    const report = await warmUpHandlers(createRegistry(COMMANDS), db, contextOf(db), 0);
    expect(report.answered).toEqual({});
  });

  it('stops before the step at which it is told to (a task waits for its thread), and makes no inputs when told at once', async () => {
    const registry = createRegistry(COMMANDS);
    let steps = 0;
    const report = await warmUpHandlers(registry, db, contextOf(db), 60_000, 1, () => ++steps > 4);
    // Asked once before making inputs, then before each step: false four times, so three steps ran, one input of each module each.
    expect(report.answered).toEqual({ rule: 3, search: 3, define: 3, card: 3, rulings: 3 });
    let asked = 0;
    const broken = defineCommand({ definition: { name: 'broken', description: 'Cannot make inputs' }, options: z.object({}), execute: () => ({ embeds: [{ description: 'never' }] }), warmUp: () => ((asked += 1), []) });
    expect(await warmUpHandlers(createRegistry([broken]), db, contextOf(db), 60_000, 1, () => true)).toEqual({ answered: {}, logged: [] });
    expect(asked).toBe(0);
  });

  it('skips a command whose inputs cannot be made yet (no release imported), and says why', async () => {
    const empty = createTestDb();
    try {
      const report = await warmUpHandlers(createRegistry(COMMANDS), empty, contextOf(empty), 60_000, 1);
      expect(report.answered).toEqual({});
      expect(report.logged.map((entry) => entry.details.command)).toEqual(expect.arrayContaining(['rule', 'search', 'define']));
    } finally {
      empty.close();
    }
  });

  it('spreads its inputs evenly over what there is', () => {
    expect(spreadOver([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 5)).toEqual([1, 3, 5, 7, 9]);
    expect(spreadOver([1, 2], 5)).toEqual([1, 2]);
  });
});
