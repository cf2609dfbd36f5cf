import { describe, expect, it } from 'vitest';
import {
  parseTwoHeadedGiantEvents,
  parseTwoHeadedGiantSetup,
  TWO_HEADED_GIANT_USAGE,
} from '../../../scenarios/two-headed-giant/two-headed-giant-input.js';

function errorOf(result: { ok: true } | { ok: false; error: string }): string {
  if (result.ok) throw new Error('expected a parse error');
  return result.error;
}

describe('parseTwoHeadedGiantEvents', () => {
  it('parses every kind of event, case-insensitively, in order', () => {
    const parsed = parseTwoHeadedGiantEvents(
      'Damage each 4; damage b1 3 INFECT; lose A 2; pay A1+A2 3; payhalf B2; set a1 10; set B 7; lowest; double A2; exchange A1 B1; cantgain B1; cantlose A1; poison A1 2; losepoison A 1',
    );
    expect(parsed.ok && parsed.value.map((event) => event.action)).toEqual([
      'damage', 'damage', 'lose', 'pay', 'payhalf', 'set', 'set', 'lowest', 'double', 'exchange', 'cantgain', 'cantlose', 'poison', 'losepoison',
    ]);
    expect(parsed.ok && parsed.value[1]).toEqual({
      text: 'damage b1 3 INFECT',
      action: 'damage',
      who: { kind: 'player', player: 'B1' },
      amount: 3,
      infect: true,
    });
    expect(parsed.ok && parsed.value[3]).toEqual({ text: 'pay A1+A2 3', action: 'pay', players: ['A1', 'A2'], amount: 3 });
  });

  it('names the players when one is unknown', () => {
    expect(errorOf(parseTwoHeadedGiantEvents('damage A3 2'))).toMatch(
      /^Event 1 \("damage A3 2"\): unknown player "A3"; with 2 players a team the players are A1, A2, B1 and B2\./,
    );
  });

  it('knows A3 and B3 in Three-Headed Giant', () => {
    expect(parseTwoHeadedGiantEvents('damage A3 2', { players: 3 }).ok).toBe(true);
  });

  it('refuses negative numbers, saying which', () => {
    expect(errorOf(parseTwoHeadedGiantEvents('gain A1 5; lose B1 -3'))).toMatch(/^Event 2 \("lose B1 -3"\): the amount can't be negative \(got -3\)\./);
  });

  it('refuses an event it doesn’t know, with the accepted syntax and an example', () => {
    const error = errorOf(parseTwoHeadedGiantEvents('damage each 4; heal A1 3'));
    expect(error).toBe(`Event 2 ("heal A1 3"): unknown event "heal".\n\n${TWO_HEADED_GIANT_USAGE}`);
    expect(error).toContain('Example: damage each 4; pay A1 3; double B1; exchange A1 B1');
  });

  it('refuses more than 50 events', () => {
    const text = Array.from({ length: 51 }, () => 'gain A1 1').join('; ');
    expect(errorOf(parseTwoHeadedGiantEvents(text))).toMatch(/^51 events given; at most 50 are accepted\./);
    expect(parseTwoHeadedGiantEvents(Array.from({ length: 50 }, () => 'gain A1 1').join('; ')).ok).toBe(true);
  });

  it('refuses empty and whitespace-only input', () => {
    expect(errorOf(parseTwoHeadedGiantEvents(' ; '))).toMatch(/^No events given\./);
  });

  it('asks for one player where a team was given', () => {
    expect(errorOf(parseTwoHeadedGiantEvents('double A'))).toMatch(/needs one player such as A1, not "A"/);
  });

  it('refuses the wrong number of words, a player paying twice and an exchange with oneself', () => {
    expect(errorOf(parseTwoHeadedGiantEvents('damage A1'))).toMatch(/write "damage <who> <n>"/);
    expect(errorOf(parseTwoHeadedGiantEvents('pay A1+A1 2'))).toMatch(/each player can pay only once/);
    expect(errorOf(parseTwoHeadedGiantEvents('exchange B1 b1'))).toMatch(/can’t exchange life totals with themselves/);
    expect(errorOf(parseTwoHeadedGiantEvents('lose A1 2.5'))).toMatch(/must be a whole number \(got "2.5"\)/);
  });
});

describe('parseTwoHeadedGiantSetup', () => {
  it('defaults to 30 life each and adds 15 per player beyond two (810.4, 810.11)', () => {
    expect(parseTwoHeadedGiantSetup({})).toEqual({ ok: true, value: { playersPerTeam: 2, life: { A: 30, B: 30 }, poison: { A: 0, B: 0 } } });
    expect(parseTwoHeadedGiantSetup({ players: '4', b: '12', poisonA: 3 })).toEqual({
      ok: true,
      value: { playersPerTeam: 4, life: { A: 60, B: 12 }, poison: { A: 3, B: 0 } },
    });
  });

  it('refuses negative or non-numeric options and impossible team sizes', () => {
    expect(errorOf(parseTwoHeadedGiantSetup({ a: '-5' }))).toMatch(/^Team A’s starting life \(a\) can't be negative \(got -5\)\./);
    expect(errorOf(parseTwoHeadedGiantSetup({ poisonB: 'many' }))).toMatch(/poison-b\) must be a whole number/);
    expect(errorOf(parseTwoHeadedGiantSetup({ players: 1 }))).toMatch(/must be from 2 to 10 \(got 1\)/);
    expect(errorOf(parseTwoHeadedGiantSetup({ players: true } as never))).toMatch(/^The options must be numbers\./);
  });
});
