/**
 * Issue 36: each handler thread built its own copy of every search index (0.7 s and tens of MB a
 * thread). Now one thread builds each index once per process and every thread reads that copy.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { buildsOf, holdsIndex } from '../../../common/shared-memory/shared-indexes.js';
import { releaseAt } from '../../../rules-db/store/release-queries.js';
import { searchLexicon } from '../../../rules-db/search/search-lexicon.js';
import { ruleIndexKey } from '../../../rules-db/search/rule-index.js';
import { searchRules } from '../../../rules-db/search/search-rules.js';
import { openContentDb } from '../../../rules-db/store/open-content-db.js';
import { createTestDb } from '../../support/rules-db-fixture.js';
import { describeHits } from '../../support/shared-index-commands.js';
import { indexStatusPool } from '../../support/index-status-pool.js';

const created = createTestDb('cr-20260116.txt');
const dbPath = created.name;
created.close();
const QUERIES = ['can a tapped creature block', 'trample deathtouch', 'legend rule', 'what happens when my commander dies', 'mana burn', 'hexproof vs shroud', 'double strike first strike damage', 'does ward trigger on copies'];
// The same release in a database of its own: this thread builds its index, the threads read the shared copy of the other's.
const twin = createTestDb('cr-20260116.txt');

describe('shared indexes across handler threads', () => {
  const { pool, status: statusOf } = indexStatusPool(dbPath, { threads: 2, allThreadsAtStart: true });
  afterAll(() => pool.destroy());

  const status = (holdMs: number) => statusOf({ queries: QUERIES, holdMs });

  it('builds the newest release once, in the pool\'s builder: both threads read that copy from shared memory and build nothing', async () => {
    await pool.ready();
    // Sent together and held a while, they run on the two threads.
    const statuses = await Promise.all([status(500), status(500)]);
    expect(new Set(statuses.map((entry) => entry.threadId)).size).toBe(2);
    for (const entry of statuses) {
      expect(entry).toMatchObject({ heldBefore: true, buildsBefore: 0, buildsAfter: 0, sharedPostings: true });
    }
    // The pool's thread holds the copy (it hands it to threads started later) and did not build it either.
    const db = openContentDb(dbPath, { readonly: true });
    const key = ruleIndexKey(db, searchLexicon(db, releaseAt(db)));
    expect(holdsIndex(key)).toBe(true);
    expect(buildsOf(key)).toBe(0);
    // This thread opens the same copy instead of building it.
    searchRules(db, releaseAt(db), QUERIES[0]!, 5);
    expect(buildsOf(key)).toBe(0);
    db.close();
    // Read from shared memory, the index answers exactly as one built in place.
    const built = QUERIES.map((query) => describeHits(searchRules(twin, releaseAt(twin), query, 10)));
    expect(buildsOf(ruleIndexKey(twin, searchLexicon(twin, releaseAt(twin))))).toBe(1);
    expect(statuses[0]!.hits).toEqual(built);
    expect(statuses[1]!.hits).toEqual(built);
  });
});
