import { describe, expect, it } from 'vitest';
import { buildNameIndex, NAME_MATCH, nameMatchScore, nameWords, TYPO_FACTOR } from '../../common/name-index.js';

const CARDS = [
  'Jace, Vryn’s Prodigy',
  'Delver of Secrets // Insectile Aberration',
  'Lightning Bolt',
  'Lightning Helix',
  'Dandân',
  'Bolt',
  'Ball Lightning',
];
const cards = buildNameIndex(CARDS);
const names = (typed: string | string[]) => cards.find(typed).map((match) => CARDS[match.id]);

describe('nameWords', () => {
  it('folds case, accents, apostrophes and punctuation', () => {
    expect(nameWords('Jace, Vryn’s Prodigy')).toEqual(['jace', 'vryns', 'prodigy']);
    expect(nameWords('Dandân')).toEqual(['dandan']);
    expect(nameWords('Delver of Secrets // Insectile Aberration')).toEqual(['delver', 'of', 'secrets', 'insectile', 'aberration']);
    expect(nameWords('  ?! ')).toEqual([]);
  });
});

describe('buildNameIndex find', () => {
  it('finds a name however it is cased, accented or punctuated', () => {
    expect(names("jace vryn's prodigy")).toEqual(['Jace, Vryn’s Prodigy']);
    expect(names('JACE VRYNS PRODIGY')).toEqual(['Jace, Vryn’s Prodigy']);
    expect(names('dandan')).toEqual(['Dandân']);
  });

  it('ranks the same words first, then the name’s beginning, then its words in another order', () => {
    expect(names('bolt')).toEqual(['Bolt', 'Lightning Bolt']);
    expect(names('lightning')).toEqual(['Lightning Bolt', 'Lightning Helix', 'Ball Lightning']);
    expect(cards.find('lightning bolt')[0]).toEqual({ id: 2, score: NAME_MATCH.exact });
    expect(cards.find('bolt lightning')[0]).toEqual({ id: 2, score: NAME_MATCH.reordered });
  });

  it('completes a half-typed last word, and words begun from three letters on', () => {
    expect(names('lightning bo')).toEqual(['Lightning Bolt']);
    expect(names('jac')).toEqual(['Jace, Vryn’s Prodigy']);
    expect(names('insect aber')).toEqual(['Delver of Secrets // Insectile Aberration']);
  });

  it('finds a name inside a longer text, below names the text begins', () => {
    expect(names('i cast lightning bolt on it')).toEqual(['Lightning Bolt', 'Bolt']);
  });

  it('corrects typos, two swapped letters counting as one edit, and trusts the correction less', () => {
    expect(names('lihgtning bolt')[0]).toBe('Lightning Bolt');
    expect(names('lightnig helix')).toEqual(['Lightning Helix']);
    expect(cards.find('lightning bolr')[0]).toEqual({ id: 2, score: TYPO_FACTOR * NAME_MATCH.exact });
  });

  it('corrects typos only as a last resort: a word typed right is not taken for a near miss of another', () => {
    const index = buildNameIndex(['Ward', 'Warp']);
    expect(index.find('ward')).toEqual([{ id: 0, score: NAME_MATCH.exact }]);
  });

  it('answers only with the names a filter allows, while every name’s words still count as spelled right', () => {
    const index = buildNameIndex(['Combat Damage Step', 'Banding', 'Bands with Other']);
    const keywordsOnly = (id: number) => id > 0;
    expect(index.find('bandin', keywordsOnly)).toEqual([{ id: 1, score: expect.any(Number) }]);
    // "combat" is a word of a name the filter leaves out: not a typo to correct into a keyword.
    expect(index.find('combat', keywordsOnly)).toEqual([]);
  });

  it('accepts names and queries already split into words', () => {
    const index = buildNameIndex([['combat', 'damag', 'step'], ['combat', 'damag']]);
    expect(index.find(['combat', 'dam']).map((match) => match.id)).toEqual([1, 0]);
  });

  it('returns [] for nothing typed, nothing like a name, or punctuation only', () => {
    expect(cards.find('')).toEqual([]);
    expect(cards.find('xyzzy')).toEqual([]);
    expect(cards.find('  ?! // ')).toEqual([]);
    expect(buildNameIndex([]).find('bolt')).toEqual([]);
  });
});

describe('buildNameIndex correct', () => {
  it('replaces each misspelled word by the names’ nearest words', () => {
    expect(cards.correct('lightning bolr')).toEqual([['lightning', 'bolt']]);
    expect(cards.correct('jcae')).toEqual([['jace']]);
  });

  it('returns [] when nothing is misspelled or nothing is near', () => {
    expect(cards.correct('lightning bo')).toEqual([]);
    expect(cards.correct('xyzzyq')).toEqual([]);
  });
});

describe('nameMatchScore', () => {
  it.each([
    [['combat', 'damage'], ['combat', 'damage'], NAME_MATCH.exact],
    [['damage', 'combat'], ['combat', 'damage'], NAME_MATCH.reordered],
    [['combat', 'dam'], ['combat', 'damage', 'step'], NAME_MATCH.start + 0.1 * (2 / 3)],
    [['step', 'dam'], ['combat', 'damage', 'step'], NAME_MATCH.words + 0.1 * (2 / 3)],
    [['trample', 'damage'], ['trample'], NAME_MATCH.within + 0.1 * (1 / 2)],
    [['st', 'dam'], ['combat', 'damage', 'step'], 0],
    [[], ['trample'], 0],
  ])('%j names %j with %d', (typed, name, score) => {
    expect(nameMatchScore(typed, name)).toBeCloseTo(score);
  });
});
