import { describe, expect, it } from 'vitest';
import { stem } from '../../../rules-db/search/stem.js';

describe('stem', () => {
  it.each([
    [['attack', 'attacks', 'attacked', 'attacking'], 'attack'],
    [['ability', 'abilities'], 'abiliti'],
    [['exile', 'exiled', 'exiles', 'exiling'], 'exil'],
    [['tap', 'taps', 'tapped', 'tapping'], 'tap'],
    [['control', 'controls', 'controlled'], 'control'],
    [['die', 'dies', 'died', 'dying'], 'die'],
    [['copy', 'copies', 'copied'], 'copi'],
    [['pass', 'passes'], 'pas'],
    // Regression: "paying", "flying" and "saying" were read as -ie verbs ("paie", "flie"), so "paying" never met "pay".
    [['pay', 'pays', 'paying'], 'pay'],
    [['fly', 'flying'], 'fly'],
    [['lie', 'lies', 'lied', 'lying'], 'lie'],
  ])('folds %j to one stem', (words, expected) => {
    expect(words.map(stem)).toEqual(words.map(() => expected));
  });

  it.each([
    ['counter', 'count'],
    ['player', 'play'],
    ['legendary', 'legend'],
    ['attacker', 'attack'],
  ])('keeps %s apart from %s', (a, b) => {
    expect(stem(a)).not.toBe(stem(b));
  });

  it('leaves short words, numbers and abbreviations alone', () => {
    expect(['its', 'the', '2hg', '702', 'etb'].map(stem)).toEqual(['its', 'the', '2hg', '702', 'etb']);
  });
});
