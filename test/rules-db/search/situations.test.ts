import { describe, expect, it } from 'vitest';
import { searchTokens } from '../../../common/search-words.js';
import { intList } from '../../../common/shared-memory/shared-maps.js';
import { stem } from '../../../rules-db/search/stem.js';
import { openSituationMap, readSituations, situationMap, situationsFileSchema, type Situation } from '../../../rules-db/search/situations.js';

// Written for this test, in the shape of situations.json.
const FIZZLE: Situation = {
  about: 'Is a spell whose targets are all gone countered?',
  refs: ['608.2b'],
  when: [[['fizzle', 'fizzled']], [['target'], ['left the battlefield', 'no longer on the battlefield'], ['resolve', 'countered']]],
  why: 'A spell whose targets are all illegal does not resolve (608.2b).',
};
const CANT_LOSE: Situation = {
  about: "A player who can't lose the game at 0 life",
  refs: ['104.3b', '704.5a'],
  when: [[["can't lose the game"], ['0 life', 'negative life', 'life total']]],
  why: "An effect saying a player can't lose stops the state-based action of 704.5a (104.3b).",
};
const map = situationMap([FIZZLE, CANT_LOSE]);
const about = (question: string, cards: string[] = []) => readSituations(map, { question, cards }).map((read) => [read.situation.refs[0], Number(read.strength.toFixed(2))]);

describe('reading situations', () => {
  it('reads a situation when every cue of one of its cue sets is there, in any inflection, filler words aside', () => {
    expect(about('my bolt fizzles, right?')).toEqual([['608.2b', 0.5]]);
    expect(about('they sacrificed the creature I was targeting, so it had left the battlefield: does my spell still resolve?')).toEqual([['608.2b', 0.75]]);
    // Two of three cues are not enough.
    expect(about('I target a creature and it resolves')).toEqual([]);
  });

  it("reads cues in the Oracle text of the cards a question names, line by line", () => {
    const angel = "Artifact Creature\nFlying\nYou can't lose the game and your opponents can't win the game.";
    // A cue found only in the card's text counts half: 1.5 cues, 1.5 / 2.5.
    expect(about('my opponent is at negative life with platinum angel out', [angel])).toEqual([['104.3b', 0.6]]);
    expect(about("my opponent is at negative life and can't lose the game")).toEqual([['104.3b', 0.67]]);
    // A phrase never spans two lines of a card's text.
    expect(about('my life total', ["Flying\nYou can't lose", 'the game'])).toEqual([]);
  });

  it('takes the strength of the longest cue set that matched', () => {
    expect(about('fizzled because the target left the battlefield before it could resolve')).toEqual([['608.2b', 0.75]]);
  });
});

describe('weighing cues by their rarity in how players ask', () => {
  const LORE: Situation = { about: 'Lore counters on a Saga', refs: ['714.3b'], when: [[['lore counter']]], why: 'A Saga gets a lore counter as your precombat main phase begins (714.3b).' };
  const DIES: Situation = { about: 'A creature dies', refs: ['700.4'], when: [[['creature']]], why: '"Dies" means put into a graveyard from the battlefield (700.4).' };
  // Written for this test: "creature" in nine questions of ten, "lore counter" in one.
  const asked = [...Array.from({ length: 9 }, (_, index) => `can my creature ${index} block`), 'how many lore counters does my saga get'].map((question) => searchTokens(question));
  const weighed = situationMap([LORE, DIES], asked);
  const strengths = (map: ReturnType<typeof situationMap>) =>
    Object.fromEntries(readSituations(map, { question: 'my creature has a lore counter', cards: [] }).map((read) => [read.situation.refs[0], read.strength]));

  it('reads a rare cue as surer than a common one, a cue of average rarity as before', () => {
    const [lore, creature] = [weighed.phraseWeights[0]!, weighed.phraseWeights[1]!];
    // ln(11/2) and ln(11/10), divided by their mean: they average 1.
    expect(lore).toBeCloseTo((2 * Math.log(11 / 2)) / (Math.log(11 / 2) + Math.log(11 / 10)), 10);
    expect((lore + creature) / 2).toBeCloseTo(1, 10);
    const read = strengths(weighed);
    expect(read['714.3b']).toBeCloseTo(lore / (lore + 1), 10);
    expect(read['700.4']).toBeCloseTo(creature / (creature + 1), 10);
    expect(read['714.3b']!).toBeGreaterThan(0.5);
    expect(read['700.4']!).toBeLessThan(0.5);
  });

  it('weighs every cue 1 when nothing is asked, and keeps the weights with the map in shared memory', () => {
    expect(strengths(situationMap([LORE, DIES]))).toEqual({ '714.3b': 0.5, '700.4': 0.5 });
    expect(weighed.data.phraseWeights.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(strengths(openSituationMap(weighed.data))).toEqual(strengths(weighed));
  });
});

describe('the situation map file', () => {
  it('refuses a situation without rules or cues', () => {
    const file = { $comment: 'A situation map written for this test.', document: 'cr', version: '2026-01-16', texts: [] };
    expect(situationsFileSchema.safeParse({ ...file, situations: [{ ...FIZZLE, refs: [] }] }).success).toBe(false);
    expect(situationsFileSchema.safeParse({ ...file, situations: [{ ...FIZZLE, when: [] }] }).success).toBe(false);
    expect(situationsFileSchema.safeParse({ ...file, situations: [FIZZLE] }).success).toBe(true);
  });
});

describe('the shipped situation map (situations.json)', () => {
  it('reads its situations in the release it was written for, every reference a rule there', async () => {
    const { createTestDb } = await import('../../support/rules-db-fixture.js');
    const { releaseAt } = await import('../../../rules-db/store/release-queries.js');
    const { searchLexicon } = await import('../../../rules-db/search/search-lexicon.js');
    const { ruleIndex } = await import('../../../rules-db/search/rule-index.js');
    const db = createTestDb('cr-20260116.txt');
    const index = ruleIndex(db, searchLexicon(db, releaseAt(db)));
    expect(index.situations.situations.length).toBeGreaterThan(300);
    for (const situation of index.situations.situations) for (const ref of situation.refs) expect(index.byNumber.has(ref), ref).toBe(true);
    // Written for this test: lethal damage already marked, then a toughness change after combat.
    const read = readSituations(index.situations, { question: 'I gave his blocker -2/-2 after combat damage, it had already taken 2, does it die?', cards: [] });
    expect(read.flatMap((reading) => reading.situation.refs)).toContain('704.5g');
    // Its cues are weighed by the predicted questions and stories: "lore counter" is rarer in them than "creature", which a third of them say.
    const weightOf = (phrase: string) => index.situations.phraseWeights[[...Array(index.situations.phraseWeights.length).keys()].find((id) => [...intList(index.situations.phrases, id)].map((stem) => index.situations.stems.get(stem)).join(' ') === searchTokens(phrase).map(stem).join(' '))!]!;
    expect(weightOf('creature')).toBeLessThan(weightOf('lore counter') / 2);
    expect(weightOf('creature')).toBeLessThan(0.5);
  });
});
