import { describe, expect, it } from 'vitest';
import { runArbiter } from '../support/run-cli.js';
import { tempDbPath } from '../support/rules-db-fixture.js';
import { crPath } from '../support/shared-data.js';

const db = tempDbPath();
await runArbiter(['rules', 'import', crPath('cr-20260116.txt'), '--db', db]);

describe('arbiter scenario', () => {
  it('2hg --json prints teams and steps with rules (810.9c example: set to 10 from 25 loses 15)', async () => {
    const run = await runArbiter(['scenario', '2hg', '--a', '25', 'set A1 10', '--json', '--db', db]);
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout);
    expect(result.teams).toEqual({ A: { life: 10, poison: 0, status: 'playing' }, B: { life: 30, poison: 0, status: 'playing' } });
    expect(result.steps.at(-1)).toEqual({ event: 'set A1 10', text: expect.stringContaining('loses 15 life'), rules: expect.arrayContaining(['810.9c']) });
  });

  it('2hg reports a team that lost, and a draw when both lose at once', async () => {
    const lost = JSON.parse((await runArbiter(['scenario', '2hg', '--b', '3', 'pay B1 3', '--json', '--db', db])).stdout);
    expect(lost.teams.B.status).toBe('lost');
    expect(lost.teams.A.status).toBe('won');
    const draw = JSON.parse((await runArbiter(['scenario', '2hg', 'damage each 15', '--json', '--db', db])).stdout);
    expect([draw.teams.A.status, draw.teams.B.status]).toEqual(['draw', 'draw']);
  });

  it('prevent --json follows the issue’s shape', async () => {
    const run = await runArbiter(['scenario', 'prevent', '--shields', 'me: prevent 3', 'Shock[red instant] deals 2 to me; Shock[red instant] deals 2 to me', '--json', '--db', db]);
    const result = JSON.parse(run.stdout);
    expect(result.damage.map(({ source, to, amount, prevented, dealt }: Record<string, unknown>) => ({ source, to, amount, prevented, dealt }))).toEqual([
      { source: 'Shock', to: 'me', amount: 2, prevented: 2, dealt: 0 },
      { source: 'Shock', to: 'me', amount: 2, prevented: 1, dealt: 1 },
    ]);
    expect(result.shields).toEqual([expect.objectContaining({ shield: 'me: prevent 3', remaining: 0 })]);
    expect(result.steps[0]).toEqual({ text: expect.any(String), rules: ['615.7'] });
    expect(result.choices).toEqual([]);
  });

  it('replacement prints readable steps with rule numbers', async () => {
    const run = await runArbiter(['scenario', 'replacement', 'event: Bears would die; affected: Bears (controller A); effects: Rest in Peace (controller B)', '--db', db]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^1\. .*\[616\.1/m);
    expect(run.stdout).toContain('-- Comprehensive Rules, effective 2026-01-16');
  });

  it('layers --json follows the issue’s shape: objects, steps with layer, effect, appliesTo, reason and rules, notes', async () => {
    const run = await runArbiter([
      'scenario',
      'layers',
      'Blood Moon @2: enchantment {2}{R}, nonbasic lands are Mountains; Urborg, Tomb of Yawgmoth @1: legendary land, each land is a Swamp in addition to its other land types',
      '--json',
      '--db',
      db,
    ]);
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout);
    expect(Object.keys(result)).toEqual(['objects', 'steps', 'notes']);
    expect(result.objects[1]).toEqual({
      name: 'Urborg, Tomb of Yawgmoth',
      types: ['Land'],
      subtypes: ['Mountain'],
      supertypes: ['Legendary'],
      colors: [],
      power: null,
      toughness: null,
      abilities: ['{T}: Add {R}.'],
      controller: 'you',
    });
    expect(result.steps[0]).toEqual({
      layer: '4',
      effect: 'Blood Moon: nonbasic lands are Mountains',
      appliesTo: ['Urborg, Tomb of Yawgmoth'],
      reason: expect.stringContaining('Urborg, Tomb of Yawgmoth’s effect depends on this one'),
      rules: ['613.1d', '613.8a', '613.8b', '305.7'],
    });
    expect(result.notes).toEqual([]);
  });

  it('layers prints the final state, then the steps with their rules', async () => {
    const run = await runArbiter(['scenario', 'layers', 'Bear @1: creature 2/2; Anthem @2: enchantment, creatures you control get +1/+1', '--db', db]);
    expect(run.stdout).toMatch(/^Final characteristics:\n• Bear — Creature 3\/3/);
    expect(run.stdout).toContain('1. Layer 7c (power and toughness modified): Anthem: creatures you control get +1/+1 → Bear. The only effect in this layer. Result: Bear: P/T 2/2 → 3/3. [613.1g, 613.4c]');
    const bad = await runArbiter(['scenario', 'layers', 'Humility @2', '--db', db]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('Example: Opalescence @1');
  });

  it('explains bad input with the syntax and exits 1', async () => {
    const run = await runArbiter(['scenario', '2hg', 'damage C1 3', '--db', db]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Example: damage each 4; pay A1 3');
    const flag = await runArbiter(['scenario', '2hg', '--players', 'many', 'gain A1 1', '--db', db]);
    expect(flag.stderr).toBe('Error: --players must be a whole number, 0 or more (got "many").\n');
    const empty = await runArbiter(['scenario', 'prevent', '--db', db]);
    expect(empty.stderr).toContain('Usage: arbiter scenario prevent');
  });
});
