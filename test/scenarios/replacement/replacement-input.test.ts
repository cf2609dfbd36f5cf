import { describe, expect, it } from 'vitest';
import { parseReplacementScenario, REPLACEMENT_USAGE } from '../../../scenarios/replacement/replacement-input.js';

function errorOf(result: { ok: true } | { ok: false; error: string }): string {
  if (result.ok) throw new Error('expected a parse error');
  return result.error;
}

describe('parseReplacementScenario', () => {
  it('reads the parts in any order, tags with commas inside parentheses, and defaults', () => {
    expect(
      parseReplacementScenario(
        'effects: Rest in Peace (controller B, stops Bears shuffle), Bears shuffle (prevention), Clone (COPY, inner, after Rest in Peace, on A); affected: Grizzly Bears (controller A), A; turn: A, B',
      ),
    ).toEqual({
      ok: true,
      value: {
        event: 'the event',
        affected: [
          { name: 'Grizzly Bears', kind: 'object', controller: 'A', owner: null },
          { name: 'A', kind: 'player', controller: null, owner: null },
        ],
        effects: [
          { name: 'Rest in Peace', category: 'other', prevention: false, controller: 'B', affects: 'Grizzly Bears', inner: false, after: null, stops: ['Bears shuffle'], action: null },
          { name: 'Bears shuffle', category: 'other', prevention: true, controller: null, affects: 'Grizzly Bears', inner: false, after: null, stops: [], action: null },
          { name: 'Clone', category: 'copy', prevention: false, controller: null, affects: 'A', inner: true, after: 'Rest in Peace', stops: [], action: null },
        ],
        turnOrder: ['A', 'B'],
      },
    });
  });

  it('reads what an effect does: instead …, prevent all, prevent n, plus n, minus n, double, triple, modifies', () => {
    const parsed = parseReplacementScenario(
      'affected: A; effects: P (instead exile it), Q (prevent all), R (prevent 2), S (plus 2), T (minus 1), U (double), V (triple), W (modifies)',
    );
    expect(parsed.ok && parsed.value.effects.map((effect) => effect.action)).toEqual([
      { event: null, outcome: 'changed', change: null, instead: 'exile it' },
      { event: null, outcome: 'prevented', change: null, instead: null },
      { event: null, outcome: 'modified', change: { op: 'minus', n: 2 }, instead: null },
      { event: null, outcome: 'modified', change: { op: 'plus', n: 2 }, instead: null },
      { event: null, outcome: 'modified', change: { op: 'minus', n: 1 }, instead: null },
      { event: null, outcome: 'modified', change: { op: 'times', n: 2 }, instead: null },
      { event: null, outcome: 'modified', change: { op: 'times', n: 3 }, instead: null },
      { event: null, outcome: 'modified', change: null, instead: null },
    ]);
    expect(errorOf(parseReplacementScenario('affected: A; effects: P (plus 2, double)'))).toMatch(/^effects: P: "double": it already says what it does/);
    expect(errorOf(parseReplacementScenario('affected: A; effects: P (plus two)'))).toMatch(/^effects: P: "plus two": the amount must be a whole number/);
  });

  it('keeps card names whole, commas and all, before splitting the list (regression: "Gisa, Glorious Resurrector" became two effects)', () => {
    const isCardName = (name: string) => name === 'Gisa, Glorious Resurrector';
    const parsed = parseReplacementScenario('affected: Phoenix (controller A); effects: Gisa, Glorious Resurrector (controller B), Firestorm Phoenix', isCardName);
    expect(parsed.ok && parsed.value.effects.map((effect) => [effect.name, effect.controller])).toEqual([
      ['Gisa, Glorious Resurrector', 'B'],
      ['Firestorm Phoenix', null],
    ]);
  });

  it('reads every category tag', () => {
    const parsed = parseReplacementScenario('affected: A; effects: P (self), Q (control), R (copy), S (back face), T (other), U (self-replacement)');
    expect(parsed.ok && parsed.value.effects.map((effect) => effect.category)).toEqual(['self', 'control', 'copy', 'back-face', 'other', 'self']);
  });

  it('asks for what the event affects, with the syntax and an example', () => {
    const error = errorOf(parseReplacementScenario('event: Bears would die; effects: Rest in Peace'));
    expect(error).toBe(`Say what the event affects, e.g. "affected: Grizzly Bears (controller A)" or "affected: A".\n\n${REPLACEMENT_USAGE}`);
    expect(error).toContain('Example: event: Grizzly Bears would die;');
  });

  it('refuses unknown parts, tags, effect names and affected names', () => {
    expect(errorOf(parseReplacementScenario('affected: A; effect: X'))).toMatch(/^"effect: X" is not one of event:, affected:, effects: or turn:\./);
    expect(errorOf(parseReplacementScenario('affected: A; effects: X (sometimes)'))).toMatch(/^effects: X: "sometimes" is not a tag this helper knows\./);
    expect(errorOf(parseReplacementScenario('affected: A; effects: X (stops Y)'))).toMatch(/^effects: X: "stops Y": there is no effect named Y\./);
    expect(errorOf(parseReplacementScenario('affected: A; effects: X (after X)'))).toMatch(/an effect can't refer to itself/);
    expect(errorOf(parseReplacementScenario('affected: A; effects: X (on Bear)'))).toMatch(/"on Bear": Bear is not among the affected \(A\)/);
    expect(errorOf(parseReplacementScenario('affected: Bear (tapped); effects: X'))).toMatch(/"tapped" is not a tag for Bear/);
  });

  it('refuses two effects with one name, no effects, and more than 50', () => {
    expect(errorOf(parseReplacementScenario('affected: A; effects: Voice of All, voice of all'))).toMatch(
      /^Two effects are named "Voice of All"; give them different names, e.g. "Voice of All 1" and "Voice of All 2"\./,
    );
    expect(errorOf(parseReplacementScenario('affected: A'))).toMatch(/^No effects given\./);
    const many = Array.from({ length: 51 }, (_, index) => `E${index}`).join(', ');
    expect(errorOf(parseReplacementScenario(`affected: A; effects: ${many}`))).toMatch(/^51 effects given; at most 50/);
  });

  it('refuses a turn order that leaves out a player who chooses', () => {
    expect(errorOf(parseReplacementScenario('affected: Bear (controller C); turn: A, B; effects: X'))).toMatch(
      /^turn: C chooses but is not in the turn order \(A, B\)\./,
    );
  });

  it('refuses a part given twice', () => {
    expect(errorOf(parseReplacementScenario('affected: A; affected: B; effects: X'))).toMatch(/^"affected:" is given twice\./);
  });
});
