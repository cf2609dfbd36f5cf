import { describe, expect, it } from 'vitest';
import type { CardMatch } from '../../../cards-db/lookup/card-name-index.js';
import { loadCardNicknames, parseCardNicknames } from '../../../cards-db/lookup/card-nicknames.js';
import type { CardName } from '../../../cards-db/store/card-queries.js';
import { nameIndexOf, sampleCardNames } from '../../support/card-names.js';

const index = nameIndexOf(sampleCardNames(), loadCardNicknames());

/** What a lookup answers, as names: "found X (how)", "suggest A | B", "none: A | B". */
function answer(match: CardMatch): string {
  if (match.kind === 'found') return `found ${match.card.name} (${match.how})`;
  if (match.kind === 'suggestions') return `suggest ${match.candidates.map((card) => card.name).join(' | ')}`;
  if (match.nicknameFor) return `nickname of ${match.nicknameFor}, not loaded`;
  return `none: ${match.closest.map((card) => card.name).join(' | ')}`;
}

const find = (query: string) => answer(index.find(query));

describe('CardNameIndex.find on the real sample', () => {
  it.each([
    ['jace vryns prodigy', "found Jace, Vryn's Prodigy // Jace, Telepath Unbound (face)"],
    ['JACE, VRYN’S PRODIGY // jace telepath unbound', "found Jace, Vryn's Prodigy // Jace, Telepath Unbound (exact)"],
    ['nazgul', 'found Nazgûl (exact)'],
    ['insectile aberration', 'found Delver of Secrets // Insectile Aberration (face)'],
    ["Shield's Might", "found Garenbrig Carver // Shield's Might (face)"],
    ['shields might', "found Garenbrig Carver // Shield's Might (face)"],
    ['dusk // dawn', 'found Dusk // Dawn (exact)'],
    ['dusk/dawn', 'found Dusk // Dawn (exact)'],
    ['Dusk', 'found Dusk // Dawn (face)'],
    ['urzas saga', "found Urza's Saga (exact)"],
  ])('finds "%s" by its name or a face ignoring case, accents and punctuation', (query, expected) => {
    expect(find(query)).toBe(expected);
  });

  it.each([
    ['voldaren dualist', 'found Voldaren Duelist (fuzzy)'],
    ['delvr of secrts', 'found Delver of Secrets // Insectile Aberration (fuzzy)'],
    ['brutl cathar', 'found Brutal Cathar // Moonrage Brute (fuzzy)'],
    ['bonecrusher gaint', 'found Bonecrusher Giant // Stomp (fuzzy)'],
  ])('forgives the typos in "%s"', (query, expected) => {
    expect(find(query)).toBe(expected);
  });

  it('finds a card by the start of its name when only one starts so', () => {
    expect(find('delver')).toBe('found Delver of Secrets // Insectile Aberration (prefix)');
    expect(find('bonecrusher')).toBe('found Bonecrusher Giant // Stomp (prefix)');
  });

  it('asks "did you mean" when several cards start the same way, never picking one', () => {
    expect(find('voldaren')).toBe('suggest Voldaren Duelist | Voldaren Stinger | Voldaren Ambusher');
    expect(find('lightning')).toMatch(/^suggest Lightning \w+ \| Lightning \w+/);
  });

  it('says which card a nickname means when the sample lacks it, rather than matching it as a typo ("bob" → Dark Confidant)', () => {
    expect(find('bob')).toBe('nickname of Dark Confidant, not loaded');
    expect(find('BOB')).toBe('nickname of Dark Confidant, not loaded');
  });

  it('says when nothing is close, offering the closest names if any', () => {
    expect(find('asdfgh qwerty')).toBe('none: ');
    expect(find('   ')).toBe('none: ');
  });

  it('finds Alchemy rebalanced cards only by their A- name', () => {
    expect(find('Falcon Abomination')).toBe('found Falcon Abomination (exact)');
    expect(find('falcon abom')).toBe('found Falcon Abomination (prefix)');
    expect(find('A-Falcon Abomination')).toBe('found A-Falcon Abomination (exact)');
    expect(find('a-falcon abomination')).toBe('found A-Falcon Abomination (exact)');
    expect(find('A-Hakka, Whispering Raven')).toBe('found A-Alrund, God of the Cosmos // A-Hakka, Whispering Raven (face)');
  });

  it('offers, without answering, the card an A- name asks for when it has no Alchemy version', () => {
    expect(find('A-Delver of Secrets')).toBe('suggest Delver of Secrets // Insectile Aberration');
  });

  it('finds a card by its Oracle ID (what autocomplete sends for names over 100 characters)', () => {
    expect(find('edd531b9-f615-4399-8c8c-1c5e18c4acbf')).toBe('found Delver of Secrets // Insectile Aberration (id)');
  });
});

describe('cards that are not real cards', () => {
  const cards: CardName[] = [
    { oracleId: 'token', name: 'Goblin Guide', layout: 'token', faces: [] },
    { oracleId: 'real', name: 'Goblin Guide', layout: 'normal', faces: [] },
    { oracleId: 'art', name: 'Goblin Guide // Goblin Guide', layout: 'art_series', faces: ['Goblin Guide', 'Goblin Guide'] },
    { oracleId: 'only-token', name: 'Treasure', layout: 'token', faces: [] },
    { oracleId: 'other', name: 'Goblin Guidemaster', layout: 'normal', faces: [] },
  ];
  const tokens = nameIndexOf(cards);

  it('never let a token or art-series card beat a real card of the same name', () => {
    expect(tokens.find('goblin guide')).toMatchObject({ kind: 'found', card: { oracleId: 'real' } });
    expect(tokens.find('goblin gude')).toMatchObject({ kind: 'found', card: { oracleId: 'real' } });
    const completed = tokens.complete('goblin gui', 25).map((card) => card.oracleId);
    expect(completed.slice(0, 2)).toEqual(['real', 'other']);
    expect(completed.slice(2).sort()).toEqual(['art', 'token']);
  });

  it('still find a token no real card is named like', () => {
    expect(tokens.find('treasure')).toMatchObject({ kind: 'found', card: { oracleId: 'only-token' } });
  });
});

describe('CardNameIndex.findExactName (for names in running text)', () => {
  it('takes only a whole name or face name written as the card writes it', () => {
    expect(index.findExactName('Delver of Secrets')?.name).toBe('Delver of Secrets // Insectile Aberration');
    expect(index.findExactName('Voldaren Duelist')?.name).toBe('Voldaren Duelist');
    expect(index.findExactName('voldaren duelist')).toBeNull();
    expect(index.findExactName('Voldaren')).toBeNull();
  });
});

describe('CardNameIndex.complete (autocomplete)', () => {
  it('offers names starting with what is typed, shortest first, then typo matches, at most the limit', () => {
    expect(index.complete('delv', 25).map((card) => card.name)).toEqual(['Delver of Secrets // Insectile Aberration']);
    expect(index.complete('voldaren d', 25)[0]!.name).toBe('Voldaren Duelist');
    expect(index.complete('voldarn duel', 25)[0]!.name).toBe('Voldaren Duelist');
    expect(index.complete('l', 25)).toHaveLength(25);
    expect(index.complete('', 25)).toEqual([]);
  });

  it('keeps Alchemy cards out unless the A- is typed', () => {
    expect(index.complete('falcon', 25).map((card) => card.name)).toEqual(['Falcon Abomination']);
    expect(index.complete('A-falcon', 25).map((card) => card.name)).toEqual(['A-Falcon Abomination']);
  });
});

describe('card nicknames', () => {
  it('each have a reason and point one way', () => {
    expect(loadCardNicknames().length).toBeGreaterThan(20);
    expect(() => parseCardNicknames({ about: '', entries: [{ nickname: 'bob', card: 'Dark Confidant', reason: '' }] })).toThrow();
    expect(() =>
      parseCardNicknames({
        about: '',
        entries: [
          { nickname: 'bob', card: 'Dark Confidant', reason: 'Bob Maher designed it.' },
          { nickname: 'Bob', card: 'Bob Maher', reason: 'A card named after him.' },
        ],
      }),
    ).toThrow(/already means Dark Confidant/);
  });
});
