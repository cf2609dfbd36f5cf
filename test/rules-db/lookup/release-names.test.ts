import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importReleaseFile } from '../../../rules-db/store/import-release.js';
import { releaseAt } from '../../../rules-db/store/release-queries.js';
import { releaseNames } from '../../../rules-db/lookup/release-names.js';
import { findRuleByName, ruleAutocomplete } from '../../../rules-db/lookup/rule-names.js';
import { createTestDb } from '../../support/rules-db-fixture.js';
import { crPath } from '../../support/shared-data.js';

describe('releaseNames', () => {
  it('indexes every name of every glossary entry and the keyword and section titles', () => {
    const db = createTestDb('cr-20260116.txt');
    const { lexicon, glossary, titles } = releaseNames(db, releaseAt(db));
    expect(glossary.owners.length).toBe(lexicon.glossary.reduce((count, entry) => count + entry.terms.length, 0));
    expect(new Set(titles.owners.map((title) => title.kind))).toEqual(new Set(['keyword', 'section']));
  });

  it('keeps one index per release while it is unchanged', () => {
    const db = createTestDb('cr-20260116.txt');
    expect(releaseNames(db, releaseAt(db))).toBe(releaseNames(db, releaseAt(db)));
  });

  // Regression: an index cached by release id alone would keep answering with a replaced release's names.
  it('builds new indexes when a release is replaced by new bytes for the same date', () => {
    const db = createTestDb('cr-20260116.txt');
    expect(findRuleByName(db, releaseAt(db), 'trample')?.number).toBe('702.19');
    const renamed = Buffer.from(readFileSync(crPath('cr-20260116.txt')).toString('utf8').replace('Trample\r', 'Stampede\r'), 'utf8');
    expect(importReleaseFile(db, renamed, { source: 'renamed.txt' }).status).toBe('replaced');
    expect(findRuleByName(db, releaseAt(db), 'stampede')?.number).toBe('702.19');
    expect(ruleAutocomplete(db, releaseAt(db), 'stamp')[0]).toEqual({ name: '702.19 Stampede', value: '702.19' });
  });
});
