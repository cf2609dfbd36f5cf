import { describe, expect, it } from 'vitest';
import { findGlossaryEntries, glossaryAutocomplete } from '../../../rules-db/lookup/glossary-lookup.js';
import { releaseAt } from '../../../rules-db/store/release-queries.js';
import { createTestDb } from '../../support/rules-db-fixture.js';

const db = createTestDb('cr-20120701.txt', 'cr-20260116.txt');
const find = (query: string, at?: string) => findGlossaryEntries(db, releaseAt(db, at), query);
const first = (query: string, at?: string) => find(query, at)[0]?.term;

describe('findGlossaryEntries', () => {
  it('returns the whole entry with the rules its definition cites', () => {
    expect(find('trample')[0]).toEqual({
      term: 'Trample',
      terms: ['Trample'],
      definition: 'A keyword ability that modifies how a creature assigns combat damage. See rule 702.19, “Trample.”',
      rules: ['702.19'],
      sure: true,
    });
  });

  it('is sure of a name typed in full or through shorthand, not of a typo or part of a name', () => {
    expect(find('Triggered abilities')[0]).toMatchObject({ term: 'Triggered Ability', sure: true });
    expect(find('LKI')[0]).toMatchObject({ term: 'Last Known Information', sure: true });
    expect(find('tramlpe')[0]).toMatchObject({ term: 'Trample', sure: false });
    expect(find('last known')[0]).toMatchObject({ term: 'Last Known Information', sure: false });
  });

  it('finds an entry by any of its names, in any case and punctuation', () => {
    expect(first('kicked')).toBe('Kicker, Kicked');
    expect(first('STATE BASED ACTIONS')).toBe('State-Based Actions');
    expect(first('characteristic defining ability')).toBe('Characteristic-Defining Ability');
  });

  it('finds singular entries by their plural', () => {
    expect(first('triggered abilities')).toBe('Triggered Ability');
    expect(first('tokens')).toBe('Token');
  });

  it('corrects typos when nothing is spelled right', () => {
    expect(first('tramlpe')).toBe('Trample');
    expect(first('deathtuch')).toBe('Deathtouch');
    expect(first('triggerd abilty')).toBe('Triggered Ability');
  });

  it.each([
    ['ETB', 'Enters the Battlefield'],
    ['SBA', 'State-Based Actions'],
    ['APNAP', 'Active Player, Nonactive Player Order'],
    ['LKI', 'Last Known Information'],
    ['CDA', 'Characteristic-Defining Ability'],
    ['CMC', 'Mana Value'],
    ['2HG', 'Two-Headed Giant Variant'],
  ])('reads the shorthand %j as %j', (query, term) => {
    expect(first(query)).toBe(term);
  });

  it('offers power and toughness for P/T', () => {
    expect(find('P/T').map((entry) => entry.term).slice(0, 2).sort()).toEqual(['Power', 'Toughness']);
  });

  it('drops question filler', () => {
    expect(first('what is a triggered ability')).toBe('Triggered Ability');
  });

  it('follows an entry that only says "See …" to that entry’s rules', () => {
    expect(find('APNAP Order').find((entry) => entry.term === 'APNAP Order')!.rules).toEqual(['101.4', '805.6']);
  });

  it('keeps only cited numbers that exist in the release', () => {
    for (const entry of find('ability')) for (const rule of entry.rules) expect(rule).toMatch(/^\d{3}(\.\d+[a-z]?)?$/);
    // The 2012 release numbered Trample 702.18.
    expect(find('trample', '2012-07-01')[0]!.rules).toEqual(['702.18']);
  });

  it('returns [] for nothing like a term', () => {
    expect(find('xyzzy')).toEqual([]);
    expect(find('')).toEqual([]);
    expect(find('  ?! ')).toEqual([]);
  });
});

describe('glossary lookup on hostile input', () => {
  it.each(['"', 'NEAR(', '*', 'tram*', '-', 'AND', '(((', ')))', "'", '%', '_', '\\', 'x'.repeat(500)])('never errors: %j', (input) => {
    expect(() => find(input)).not.toThrow();
    expect(() => glossaryAutocomplete(db, releaseAt(db), input)).not.toThrow();
  });
});

describe('glossaryAutocomplete', () => {
  const complete = (typed: string) => glossaryAutocomplete(db, releaseAt(db), typed);

  it('offers the terms a partial word begins', () => {
    expect(complete('tram')).toEqual([
      { name: 'Trample', value: 'Trample' },
      { name: 'Trample Over Planeswalkers', value: 'Trample Over Planeswalkers' },
    ]);
  });

  it('completes the last of several words', () => {
    expect(complete('combat dam').map((choice) => choice.value)).toEqual(['Combat Damage', 'Combat Damage Step', 'Assign Combat Damage']);
  });

  it('lists names beginning with the typed text first, filler words included', () => {
    expect(complete('the ri').map((choice) => choice.value).slice(0, 2)).toEqual(['The Ring', 'The Ring Tempts You']);
    expect(complete('a')[0]).toEqual({ name: 'Abandon', value: 'Abandon' });
  });

  it('offers at most 25 choices within Discord’s 100-character limit, even for nothing typed', () => {
    for (const typed of ['', 'a', 'the', 'ability']) {
      const choices = complete(typed);
      expect(choices.length).toBeGreaterThan(0);
      expect(choices.length).toBeLessThanOrEqual(25);
      for (const choice of choices) {
        expect(choice.name.length).toBeLessThanOrEqual(100);
        expect(choice.value.length).toBeLessThanOrEqual(100);
      }
    }
  });

  it('gives values that findGlossaryEntries finds first', () => {
    for (const choice of complete('partner')) expect(first(choice.value)).toBe(choice.value);
  });
});
