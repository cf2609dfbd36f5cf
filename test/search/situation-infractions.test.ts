import { describe, expect, it } from 'vitest';
import { infractionsInSituation, loadNeighbourPairs, neighboursOf } from '../../search/situation-infractions.js';
import { docVersionAt } from '../../docs-db/store/doc-versions.js';
import { documentOutline } from '../../docs-db/store/section-queries.js';
import { foldTitle } from '../../docs-db/fold-title.js';
import { createDocsTestDb } from '../support/docs-db-fixture.js';

const db = await createDocsTestDb(['ipg2024Pdf']);
const infractions = documentOutline(db, docVersionAt(db, 'ipg')).sections.filter((section) => section.infraction);

describe('infraction-neighbours.json', () => {
  it('names only infractions the IPG has, each pair once', () => {
    const names = new Set(infractions.flatMap((section) => [foldTitle(section.title), foldTitle(section.infraction!.name)]));
    const pairs = loadNeighbourPairs();
    for (const pair of pairs) for (const name of pair.infractions) expect(names.has(foldTitle(name)), name).toBe(true);
    expect(new Set(pairs.map((pair) => pair.infractions.map(foldTitle).sort().join(' | '))).size).toBe(pairs.length);
  });

  it('gives an infraction its neighbours whichever side of a pair it is on', () => {
    const named = (name: string) => infractions.find((section) => section.infraction!.name === name)!;
    expect(neighboursOf(named('Deck Problem'), infractions).map((note) => note.other.infraction!.name)).toEqual(['Decklist Problem', 'Theft of Tournament Material']);
    expect(neighboursOf(named('Decklist Problem'), infractions).map((note) => note.other.infraction!.name)).toEqual(['Deck Problem']);
  });
});

describe('infractionsInSituation', () => {
  it('names the best infraction and those read as closely, a neighbour read among them first', () => {
    // Written for this test: the deck, not the list, is wrong.
    const reading = infractionsInSituation(db, 'RCQ round 5: deck check finds 58 cards in his deck; the two missing Forests are on his list and in his sideboard box', 'competitive');
    expect(reading.infractions[0]!.section.infraction!.name).toMatch(/^Deck(list)? Problem$/);
    expect(reading.infractions.every((infraction) => infraction.score >= 0.8 * reading.infractions[0]!.score)).toBe(true);
    expect(reading.mtr).toBeNull();
  });

  it('reads the words judges use that only the help-desk stories have: the IPG never says "shoved" or "punched"', () => {
    // Written for this test. Before, both words were dropped and the rest ("player", "opponent",
    // "after the match") read as Improperly Determining a Winner.
    for (const situation of ['player shoved his opponent after the match', 'player punched his opponent']) {
      expect(infractionsInSituation(db, situation, 'competitive').infractions[0]!.section.infraction!.name, situation).toBe('Aggressive Behavior');
    }
  });
});
