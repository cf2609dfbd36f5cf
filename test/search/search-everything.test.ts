import { describe, expect, it } from 'vitest';
import { collectionWeights } from '../../search/collection-weights.js';
import { DOCUMENT_SEARCHES } from '../../search/document-searches.js';
import { searchEverything } from '../../search/search-everything.js';
import { createDocsTestDb } from '../support/docs-db-fixture.js';
import { createTestDb } from '../support/rules-db-fixture.js';
import { createCardsTestDb } from '../support/cards-db-fixture.js';
import { docVersionAt } from '../../docs-db/store/doc-versions.js';
import { sectionIndex } from '../../docs-db/search/section-index.js';

const db = await createDocsTestDb(['mtr2025Pdf', 'ipg2024Pdf'], ['cr-20260116.txt']);
const vocabularies = (['cr', 'mtr', 'ipg'] as const).map((doc) => DOCUMENT_SEARCHES[doc].vocabulary(db));

describe('collectionWeights', () => {
  it('tells rules questions from tournament ones, summing to 1', () => {
    const [cr, mtr, ipg] = collectionWeights('my attacker got double blocked, how do i split the combat damage', vocabularies);
    expect(cr).toBeGreaterThan(2 * (mtr! + ipg!));
    expect(cr! + mtr! + ipg!).toBeCloseTo(1);
    const tournament = collectionWeights("judge did a deck check, do we get a time extension", vocabularies);
    expect(tournament[1]).toBeGreaterThan(10 * tournament[0]!);
  });

  it('reads shorthand as its wordings, each counted once (regression: "LTB … board wipe" was weighed as tournament language)', () => {
    // "LTB" is known to no document and "triggers" is the IPG's Missed Trigger: read as typed, the IPG won.
    const [cr, mtr, ipg] = collectionWeights('LTB triggers when everything dies to a board wipe', vocabularies);
    expect(cr).toBeGreaterThan(Math.max(mtr!, ipg!));
    // "comp REL" is one shorthand: counted as every word of its wordings ("Competitive Rules
    // Enforcement Level", the MTR's, 1.12), it made the MTR as likely as the IPG. (The MTR's predicted
    // questions name the REL often, so the margin is smaller than the text alone gave: 1.3, was 1.5.)
    const [, compMtr, compIpg] = collectionWeights("at comp REL i drew 8 cards for my opening hand, what's the fix", vocabularies);
    expect(compIpg).toBeGreaterThan(1.25 * compMtr!);
  });

  it('weighs all documents alike when no word is known anywhere', () => {
    expect(collectionWeights('zzzz qqqq', vocabularies)).toEqual([1 / 3, 1 / 3, 1 / 3]);
  });
});

describe('searchEverything', () => {
  it('with doc:all, puts the document a question is about first (regression: raw scores of different scales put every IPG section above every rule)', () => {
    const rules = searchEverything(db, 'all', 'can a tapped creature block', 5).results;
    expect(rules[0]!.doc).toBe('cr');
    // The rules on leaves-the-battlefield triggers, 603.6c and 603.10a (they look back in time), before any IPG section.
    const leaving = searchEverything(db, 'all', 'LTB triggers when everything dies to a board wipe', 5).results;
    expect(leaving.slice(0, 2).map((result) => `${result.doc} ${result.ref}`).sort()).toEqual(['cr 603.10a', 'cr 603.6c']);
    const infractions = searchEverything(db, 'all', 'opponent forgot their trigger at competitive REL, what is the fix', 5).results;
    expect(infractions[0]).toMatchObject({ doc: 'ipg', ref: '2.1', kind: 'section' });
  });

  it('names each version searched', () => {
    expect(searchEverything(db, 'all', 'trample', 3).sources.map((source) => source.doc)).toEqual(['cr', 'mtr', 'ipg']);
  });

  it('does not rank the IPG Introduction first on stop-words (regression)', () => {
    const [first] = searchEverything(db, 'ipg', "opponent forgot their trigger at competitive REL what's the fix", 5).results;
    expect(first!.ref).toBe('2.1');
  });

  it('searches what is imported with doc:all, and says how to import the CR when nothing is', () => {
    const crOnly = createTestDb('cr-20260116.txt');
    expect(searchEverything(crOnly, 'all', 'trample', 3).sources).toEqual([{ doc: 'cr', effectiveDate: '2026-01-16' }]);
    expect(() => searchEverything(createTestDb(), 'all', 'trample', 3)).toThrow(/rules import|rules update/);
  });

  it('reads what a card the question names does, once card data is imported: Gisa exiles instead, a replacement effect', async () => {
    const question = 'is my gisa out of luck when her own zombie dies';
    const refs = (database: typeof db) => searchEverything(database, 'cr', question, 5).results.map((result) => result.ref);
    // Gisa, Glorious Resurrector: "If a creature an opponent controls would die, exile it instead." Replacement effects are 614.
    const replacementRule = (ref: string) => ref.startsWith('614.');
    expect(refs(createTestDb('cr-20260116.txt')).filter(replacementRule)).toEqual([]);
    const withCards = await createCardsTestDb('cr-20260116.txt');
    expect(refs(withCards).some(replacementRule)).toBe(true);
    // A question that is only a card's name is what the card says: The Great Henge costs {X} less (107.3).
    expect(searchEverything(withCards, 'cr', 'the great henge', 5).results.slice(0, 3).some((result) => result.ref.startsWith('107.3'))).toBe(true);
  });

  it('with doc:all, weighs the documents of the event the question is about: Judging at Regular REL at Regular REL, the IPG at Competitive', async () => {
    const everyDocument = await createDocsTestDb(['mtr2025Pdf', 'ipg2024Pdf', 'jar2024Html', 'dmtr2021Html', 'dipg2021Html'], ['cr-20260116.txt']);
    const first = (query: string, serverRel?: 'regular') => {
      const [result] = searchEverything(everyDocument, 'all', query, 5, undefined, serverRel).results;
      return `${result!.doc} ${result!.ref}`;
    };
    const question = 'my opponent forgot his upkeep trigger, what now';
    expect(first(question)).toBe('ipg 2.1');
    expect(first(question, 'regular')).toMatch(/^jar A player forgets a triggered ability/);
    // A REL the question names outranks the server's (regression: the JAR's section came first, the IPG's second).
    expect(first('at comp REL i accidentally drew 8 for my opening hand', 'regular')).not.toMatch(/^jar/);
    // An online event is the Digital MTR's and IPG's.
    expect(first('my game crashed on arena in the middle of game 2')).toMatch(/^d(mtr|ipg) /);
  });

  it('with doc:all, tells tournament documents apart by the situations each governs, for a question set at a tournament (stories)', async () => {
    const everyDocument = await createDocsTestDb(['mtr2025Pdf', 'ipg2024Pdf', 'jar2024Html', 'dmtr2021Html', 'dipg2021Html'], ['cr-20260116.txt']);
    const first = (query: string) => {
      const [result] = searchEverything(everyDocument, 'all', query, 5).results;
      return `${result!.doc} ${result!.ref}`;
    };
    // Written for this test. A judge tells the situation in the game's words; the infraction is the IPG's.
    expect(first('RCQ round 2: a player resolved Ponder, then noticed three cards in his hand he cannot tell apart from the ones he drew. How do I fix it?')).toMatch(/^ipg 2\.[23]$/);
    // A game question with no tournament in sight is the CR's, the IPG read without its stories.
    expect(first('My opponent bolts my creature, can I respond by pumping it with Giant Growth?')).toMatch(/^cr /);
    const ipg = docVersionAt(everyDocument, 'ipg');
    expect(sectionIndex(everyDocument, ipg, { stories: false }).questions!.owner.length).toBeLessThan(sectionIndex(everyDocument, ipg).questions!.owner.length / 2);
  });
});
