/**
 * Issue 36: an old release's index, built on first use, is dropped once nobody has used it for a
 * while (common/shared-memory/shared-indexes.ts, dropIdleIndexes) — by the pool's thread, which
 * holds the process's copies, and by every handler thread it tells — while the release searched
 * last and the pinned dictionaries stay, however quiet. Asked for again, it is built again and
 * answers the same. The idle time is the test's (no waiting): dropIdleIndexes is given a later "now".
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { dropIdleIndexes, holdsIndex, indexUsedAt, INDEX_IDLE_MS, setIndexIdleTime } from '../../../common/shared-memory/shared-indexes.js';
import { listReleases } from '../../../rules-db/store/release-queries.js';
import { searchLexicon } from '../../../rules-db/search/search-lexicon.js';
import { ruleIndexKey } from '../../../rules-db/search/rule-index.js';
import { openContentDb } from '../../../rules-db/store/open-content-db.js';
import { isEnglishWord } from '../../../common/english-words.js';
import { createTestDb } from '../../support/rules-db-fixture.js';
import { indexStatusPool } from '../../support/index-status-pool.js';

const created = createTestDb('cr-20251114.txt', 'cr-20260116.txt');
const dbPath = created.name;
created.close();
const QUERY = 'can a tapped creature block';
/** Longer than the test takes: nothing it uses is idle until dropIdleIndexes is given a later now. */
const IDLE_MS = 60_000;

describe('indexes nobody uses', () => {
  const { pool, status: statusOf } = indexStatusPool(dbPath, { threads: 1 });
  const oldIdle = setIndexIdleTime(IDLE_MS);
  afterAll(async () => {
    setIndexIdleTime(oldIdle);
    await pool.destroy();
  });

  const status = (at?: string) => statusOf({ queries: [QUERY], ...(at ? { at } : {}) });

  it('are dropped by the holder and its threads, all but the release searched last; built again when asked for, with the same answers', async () => {
    expect(INDEX_IDLE_MS).toBeGreaterThan(IDLE_MS);
    await pool.ready();
    const db = openContentDb(dbPath, { readonly: true });
    const [older, newer] = listReleases(db).sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate));
    const olderKey = ruleIndexKey(db, searchLexicon(db, older!));
    const newerKey = ruleIndexKey(db, searchLexicon(db, newer!));
    db.close();

    // The old release, searched once: its handler thread builds it, and the pool's thread holds it.
    const first = await status(older!.effectiveDate);
    expect(first).toMatchObject({ heldBefore: false, buildsAfter: 1 });
    expect(holdsIndex(olderKey)).toBe(true);
    // Then the newest (the pool's index builder built it at start): the old one is now the family's older.
    expect(await status()).toMatchObject({ heldBefore: true, buildsAfter: 0 });
    // The thread tells the pool's thread of the use on their channel, which may arrive after the answer.
    await vi.waitFor(() => expect(indexUsedAt(newerKey)).toBeGreaterThanOrEqual(indexUsedAt(olderKey)!), { interval: 10 });

    // The dictionary, read here (pinned: kept for the life of the process).
    expect(isEnglishWord('gone')).toBe(true);

    // Not yet idle: nothing is dropped.
    expect(dropIdleIndexes()).toEqual([]);
    // Idle: the old release goes; the newest, searched last, and the pinned dictionaries stay.
    const dropped = dropIdleIndexes(Date.now() + IDLE_MS * 2);
    expect(dropped).toEqual([olderKey]);
    expect(holdsIndex(olderKey)).toBe(false);
    expect(holdsIndex(newerKey)).toBe(true);
    expect(holdsIndex('english-words')).toBe(true);

    // The handler thread was told: it no longer holds it, builds it again, and answers the same.
    const again = await status(older!.effectiveDate);
    expect(again).toMatchObject({ heldBefore: false, buildsBefore: 1, buildsAfter: 2 });
    expect(again.hits).toEqual(first.hits);
    // The newest it still reads from its copy.
    expect(await status()).toMatchObject({ heldBefore: true, buildsAfter: 0 });
    await vi.waitFor(() => expect(indexUsedAt(newerKey)).toBeGreaterThanOrEqual(indexUsedAt(olderKey)!), { interval: 10 });

    // Idle again, and the newest too: each family keeps only the one used last.
    expect(dropIdleIndexes(Date.now() + IDLE_MS * 2)).toEqual([olderKey]);
    expect(holdsIndex(newerKey)).toBe(true);
  });
});
