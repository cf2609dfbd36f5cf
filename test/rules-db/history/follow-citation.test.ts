import { describe, expect, it } from 'vitest';
import { citationContext, followCitation } from '../../../rules-db/history/follow-citation.js';
import { createTestDb } from '../../support/rules-db-fixture.js';
import { crFileNames } from '../../support/shared-data.js';
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
