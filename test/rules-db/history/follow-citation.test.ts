import { describe, expect, it } from 'vitest';
import { citationContext, followCitation } from '../../../rules-db/history/follow-citation.js';
import { createTestDb } from '../../support/rules-db-fixture.js';
import { crFileNames } from '../../support/shared-data.js';
import { JUDGE_RELEASES } from '../../support/judge-db-fixture.js';
import { sharedTournamentDocument } from '../../support/tournament-documents.js';

const db = createTestDb(...crFileNames());
const mtr2025 = await sharedTournamentDocument('mtr2025Pdf');
const mtr2021 = await sharedTournamentDocument('mtr2021Pdf');

/** The context of the first mention of `number` in a section of a document. */
function contextIn(document: typeof mtr2025, section: string, number: string): string {
  const text = document.sections.find((candidate) => candidate.number === section)!.text;
  return citationContext(text, text.indexOf(`rule ${number}`) + 5);
}

describe('citationContext', () => {
  it('takes the parenthesis holding the citation', () => {
    expect(contextIn(mtr2025, '2.3', '103.4')).toBe('Rules on mulligans can be found in the Magic Comprehensive Rules, rule 103.4');
  });

  it('widens to the sentence before when the citation says only where to look', () => {
    expect(citationContext('Players take mulligans in turn order. (See rule 103.5.)', 46)).toBe('Players take mulligans in turn order. (See rule 103.5.');
  });
});

describe('followCitation', () => {
  it('reads MTR 2025-04-21 2.3’s "103.4" as the mulligan rule it was until 2022-10-07, today 103.5 (103.4 is starting life)', () => {
    const followed = followCitation(db, '103.4', { fromDate: mtr2025.effectiveDate, context: contextIn(mtr2025, '2.3', '103.4') })!;
    expect(followed).toMatchObject({ readIn: '2020-09-25', number: '103.5', steps: [{ effectiveDate: '2022-10-07', from: '103.4', to: '103.5' }] });
  });

  it('reads 9.4’s "103.4c" (Two-Headed Giant mulligans) as 103.5c from both MTRs', () => {
    expect(followCitation(db, '103.4c', { fromDate: mtr2025.effectiveDate, context: contextIn(mtr2025, '9.4', '103.4c') })!.number).toBe('103.5c');
    expect(followCitation(db, '103.4c', { fromDate: mtr2021.effectiveDate, context: contextIn(mtr2021, '9.4', '103.4c') })!.number).toBe('103.5c');
  });

  it('keeps the rule of the document’s date when the words fit it (starting life in 2025 is 103.4)', () => {
    expect(followCitation(db, '103.4', { fromDate: '2025-04-21', context: 'Starting life totals are in rule 103.4' })).toMatchObject({ readIn: '2025-04-04', number: '103.4', steps: [] });
  });

  it('reads a document older than every release in the oldest one, and returns null for a number never used', () => {
    expect(followCitation(db, '100.1', { fromDate: '1999-01-01', context: '' })).toMatchObject({ readIn: '2003-03-15', number: '100.1' });
    expect(followCitation(db, '799.99', { fromDate: '2025-04-21', context: '' })).toBeNull();
  });
});

describe('followCitation with only the releases a judge imported (2023-04-14 to 2026-01-16)', () => {
  const judge = createTestDb(...JUDGE_RELEASES);

  it('reads MTR 2.3’s "103.4" as its neighbour 103.5 when no imported release had mulligans at 103.4 (regression: the button opened starting life)', () => {
    expect(followCitation(judge, '103.4', { fromDate: mtr2025.effectiveDate, context: contextIn(mtr2025, '2.3', '103.4') })).toMatchObject({
      cited: '103.4',
      asked: '103.5',
      number: '103.5',
      fit: 'neighbour',
    });
  });

  it('picks the neighbour holding the rarest of the words: 9.4’s "Two-Headed Giant mulligans" is 103.5c, not 103.4a (Two-Headed Giant starting life)', () => {
    expect(followCitation(judge, '103.4c', { fromDate: mtr2025.effectiveDate, context: contextIn(mtr2025, '9.4', '103.4c') })).toMatchObject({ number: '103.5c', fit: 'neighbour' });
  });

  it('keeps the number when its rule, or the rule it belongs to, fits the words: "Ward is a triggered ability (see rule 702.21b)"', () => {
    const text = 'Ward is a triggered ability (see rule 702.21b).';
    expect(followCitation(judge, '702.21b', { fromDate: '2021-09-24', context: citationContext(text, text.indexOf('702.21b')) })).toMatchObject({ number: '702.21b', fit: 'number' });
  });

  it('says it is unsure when neither the number’s rules nor its neighbours fit the words (the 2009 MTR’s "Section 101.4" for mulligans)', () => {
    expect(followCitation(judge, '101.4', { fromDate: '2009-07-01', context: 'Rules on mulligans can be found in the Magic Comprehensive rules, Section 101.4' })).toMatchObject({
      number: '101.4',
      fit: 'unsure',
    });
  });
});
