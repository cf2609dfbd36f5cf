import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContentDb } from '../../../database/open-database.js';
import { wordDiffPlain } from '../../../rules-db/diff/word-diff.js';
import { importReleaseFile } from '../../../rules-db/store/import-release.js';
import { findCitations } from '../../../rulings/cite/find-citations.js';
import { checkCitations } from '../../../rulings/review/check-citation.js';
import { restampCitations } from '../../../rulings/review/restamp-citations.js';
import { citationLabel, type Citation } from '../../../rulings/ruling.js';
import { createCardsTestDb } from '../../support/cards-db-fixture.js';
import { importErrata } from '../../support/changed-cards.js';
import { crPath } from '../../support/shared-data.js';

describe('the staleness check across a real release change (2024-02-02 → 2025-06-06) and an errata', () => {
  let db: ContentDb;
  let doubling: Citation[];
  let trample: Citation[];
  let gryff: Citation[];

  beforeAll(async () => {
    db = await createCardsTestDb('cr-20240202.txt');
    doubling = findCitations(db, ['How does doubling life work?', 'See 701.9d.']).citations;
    trample = findCitations(db, ['Does trample damage go over a chump blocker?', 'Yes: 702.19b.']).citations;
    gryff = findCitations(db, ['What does [[Soul-Guide Gryff]] exile?', 'Up to one card.']).citations;
    importReleaseFile(db, readFileSync(crPath('cr-20250606.txt')), { source: 'cr-20250606.txt' });
    await importErrata(db, 'Soul-Guide Gryff', (text) => text.replace('up to one target card', 'up to two target cards'), '2025-12-01T00:00:00.000Z');
  }, 60_000);

  it('stamps citations with the release and the card data they were made against', () => {
    expect(doubling).toEqual([
      {
        kind: 'rule',
        number: '701.9d',
        release: '2024-02-02',
        text: 'To double a player’s life total, the player gains or loses an amount of life such that their new life total is twice its current value.',
        examples: [],
      },
    ]);
    expect(gryff.map((citation) => [citation.kind, citationLabel(citation), 'dataDate' in citation && citation.dataDate])).toEqual([
      ['card', 'Soul-Guide Gryff', '2025-11-01'],
    ]);
  });

  it('flags 701.9d as renumbered to 701.10d when 2025-06-06 arrives, its words unchanged', () => {
    expect(checkCitations(db, doubling)).toEqual([{ citation: doubling[0], kind: 'renumbered', now: '701.10d', version: '2025-06-06', diff: [] }]);
  });

  it('does not flag a rule that did not change (702.19b)', () => {
    expect(trample.map(citationLabel)).toContain('CR 702.19b');
    expect(checkCitations(db, trample.filter((citation) => citation.kind === 'rule' && citation.number === '702.19b'))).toEqual([]);
  });

  it('flags a card whose Oracle text changed, with the word diff', () => {
    const [change] = checkCitations(db, gryff);
    expect(change).toMatchObject({ kind: 'changed', now: 'Soul-Guide Gryff', version: '2025-12-01' });
    expect(wordDiffPlain(change!.diff)).toBe('Flying\nWhen this creature enters, exile up to [-one-]{+two+} target [-card-]{+cards+} from a graveyard.');
  });

  it('re-stamps confirmed citations to the new versions, so the check finds nothing more', () => {
    const { citations, dropped } = restampCitations(db, [...doubling, ...gryff]);
    expect(dropped).toEqual([]);
    expect(citations.map((citation) => [citationLabel(citation), 'release' in citation ? citation.release : citation.kind === 'card' && citation.dataDate])).toEqual([
      ['CR 701.10d', '2025-06-06'],
      ['Soul-Guide Gryff', '2025-12-01'],
    ]);
    expect(checkCitations(db, citations)).toEqual([]);
  });
});
