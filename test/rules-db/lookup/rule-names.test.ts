import { describe, expect, it } from 'vitest';
import { releaseAt } from '../../../rules-db/store/release-queries.js';
import { findRuleByName, ruleAutocomplete } from '../../../rules-db/lookup/rule-names.js';
import { createTestDb } from '../../support/rules-db-fixture.js';

const db = createTestDb('cr-20120701.txt', 'cr-20260116.txt');
const named = (name: string, at?: string) => findRuleByName(db, releaseAt(db, at), name);
const keyword = (name: string, at?: string) => named(name, at)?.number ?? null;
const complete = (typed: string, at?: string) => ruleAutocomplete(db, releaseAt(db, at), typed);

describe('findRuleByName', () => {
  it.each([
    ['trample', '702.19'],
    ['Trample', '702.19'],
    ['  TRAMPLE ', '702.19'],
    ['tramples', '702.19'],
    ['tramlpe', '702.19'],
    ['double', '701.10'],
    ['double strike', '702.4'],
    ['Double-Strike', '702.4'],
    ['scry', '701.22'],
    ['deathtuch', '702.2'],
  ])('%j → %s', (name, number) => {
    expect(keyword(name)).toBe(number);
  });

  it('uses the numbering of the release asked for', () => {
    expect(keyword('trample', '2012-07-01')).toBe('702.18');
  });

  it('returns null for names of nothing', () => {
    expect(keyword('xyzzy')).toBeNull();
    expect(keyword('')).toBeNull();
  });

  it('finds section titles and the rules glossary terms cite, sure of names typed in full (regression: "not a rule number or keyword")', () => {
    expect(named('state-based actions')).toMatchObject({ number: '704', sure: true, alternatives: [] });
    expect(named('State based action')).toMatchObject({ number: '704', sure: true });
    expect(named('replacement effects')).toMatchObject({ number: '614', sure: true });
    expect(named('legend rule')).toMatchObject({ number: '704.5j', name: 'Legend Rule', sure: true });
  });

  it('calls a misspelled or partial name a guess, with other names it may mean', () => {
    const typo = named('tramlpe')!;
    expect(typo).toMatchObject({ number: '702.19', sure: false });
    const partial = named('defend')!;
    expect(partial.sure).toBe(false);
    expect(partial.number).toBe('702.3');
    expect(partial.alternatives.map((alternative) => alternative.value)).toContain('506.2');
    expect(partial.alternatives.length).toBeGreaterThan(0);
  });
});

describe('ruleAutocomplete', () => {
  const values = (typed: string) => complete(typed).map((choice) => choice.value);

  it('offers rule numbers by prefix, main rules before subrules', () => {
    expect(values('702.1').slice(0, 3)).toEqual(['702.1', '702.10', '702.11']);
    expect(values('702.1')).toContain('702.19');
    expect(values('rule 702.19').slice(0, 3)).toEqual(['702.19', '702.19a', '702.19b']);
  });

  it('offers sections while a section number is typed', () => {
    expect(values('70').slice(0, 3)).toEqual(['700', '701', '702']);
    expect(complete('510')[0]).toEqual({ name: '510 Combat Damage Step', value: '510' });
  });

  it('names each choice by its title or the start of its text', () => {
    expect(complete('702.19')[0]).toEqual({ name: '702.19 Trample', value: '702.19' });
    expect(complete('702.19a')[0]!.name).toMatch(/^702\.19a Trample is a static ability/);
  });

  it('offers keyword and section titles by name', () => {
    expect(complete('tram')[0]).toEqual({ name: '702.19 Trample', value: '702.19' });
    expect(complete('combat dam')[0]).toEqual({ name: '510 Combat Damage Step', value: '510' });
    expect(values('tramlpe')[0]).toBe('702.19');
  });

  it('offers at most 25 choices within Discord’s 100-character limit', () => {
    for (const typed of ['', '7', '702', '702.1', 'a', 'step', 'double']) {
      const choices = complete(typed);
      expect(choices.length).toBeGreaterThan(0);
      expect(choices.length).toBeLessThanOrEqual(25);
      for (const choice of choices) expect(choice.name.length).toBeLessThanOrEqual(100);
    }
  });

  it('offers nothing for numbers or names the release lacks', () => {
    expect(complete('999')).toEqual([]);
    expect(complete('xyzzy')).toEqual([]);
  });

  it('uses the numbering of the release asked for', () => {
    expect(complete('trample', '2012-07-01')[0]).toEqual({ name: '702.18 Trample', value: '702.18' });
  });

  it.each(['"', 'NEAR(', '*', '702*', '-', '702.1%', '702_1', '(((', ')))', "'", '7.', '702..1', 'x'.repeat(500)])('never errors on hostile input: %j', (input) => {
    expect(() => complete(input)).not.toThrow();
    expect(() => keyword(input)).not.toThrow();
  });
});
