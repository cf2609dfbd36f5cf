/**
 * Issue 36: old releases' indexes are built on first use and dropped once newer uses push them past
 * the byte budget (common/shared-memory/shared-indexes.ts), then built again when asked for. In a
 * file of its own: the budget counts every index this thread holds.
 */
import { describe, expect, it } from 'vitest';
import { buildsOf, heldIndexes, holdsIndex, setIndexBudget } from '../../../common/shared-memory/shared-indexes.js';
import { listReleases } from '../../../rules-db/store/release-queries.js';
import { searchLexicon } from '../../../rules-db/search/search-lexicon.js';
import { ruleIndex, ruleIndexKey } from '../../../rules-db/search/rule-index.js';
import { searchRules } from '../../../rules-db/search/search-rules.js';
import { createTestDb } from '../../support/rules-db-fixture.js';

const QUERY = 'can a tapped creature block';

describe('the byte budget', () => {
  it('drops the least recently used release beyond it, and builds it again on demand with the same results', () => {
    const db = createTestDb('cr-20251114.txt', 'cr-20260116.txt');
    const [older, newer] = listReleases(db).sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate));
    const olderKey = ruleIndexKey(db, searchLexicon(db, older!));
    const newerKey = ruleIndexKey(db, searchLexicon(db, newer!));
    const first = searchRules(db, older!, QUERY, 10);
    const builds = buildsOf(olderKey);
    expect(holdsIndex(olderKey)).toBe(true);
    expect(buildsOf(olderKey)).toBe(1);
    // A budget that holds what this thread holds now: the newer release's index pushes the older one's out.
    const oldBudget = setIndexBudget(heldIndexes().bytes);
    try {
      searchRules(db, newer!, QUERY, 10);
      expect(holdsIndex(newerKey)).toBe(true);
      expect(holdsIndex(olderKey)).toBe(false);
      const again = searchRules(db, older!, QUERY, 10);
      expect(buildsOf(olderKey)).toBe(builds + 1);
      // Compared as data: each hit makes its snippet when asked (a function of its own).
      const asData = (hits: typeof first) => hits.map((hit) => ({ ...hit, snippet: hit.snippet() }));
      expect(asData(again)).toEqual(asData(first));
      expect(ruleIndex(db, searchLexicon(db, older!)).documents.length).toBe(older!.rules);
    } finally {
      setIndexBudget(oldBudget);
      db.close();
    }
  });
});
