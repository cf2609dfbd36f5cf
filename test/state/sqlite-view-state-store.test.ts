import { describe, expect, it } from 'vitest';
import { SqliteViewStateStore, VIEW_STATE_MAX_AGE_MS } from '../../state/sqlite-view-state-store.js';
import { createTestDb } from '../support/rules-db-fixture.js';

describe('SqliteViewStateStore', () => {
  it('loads what was saved, by token, and leaves out unknown tokens', async () => {
    const store = new SqliteViewStateStore(createTestDb());
    await store.save({ '~aaaaaaaaaa': { query: 'legend rule', doc: 'cr' }, '~bbbbbbbbbb': [1, 2] });
    expect(await store.load(['~aaaaaaaaaa', '~cccccccccc', '~bbbbbbbbbb'])).toEqual({ '~aaaaaaaaaa': { query: 'legend rule', doc: 'cr' }, '~bbbbbbbbbb': [1, 2] });
  });

  it('forgets entries older than 30 days, and prunes them from the table', async () => {
    const db = createTestDb();
    let now = 1_000_000;
    const store = new SqliteViewStateStore(db, () => now);
    await store.save({ '~oldoldoldo': 'old' });
    now += VIEW_STATE_MAX_AGE_MS + 1;
    expect(await store.load(['~oldoldoldo'])).toEqual({});
    await store.save({ '~newnewnewn': 'new' });
    expect(db.prepare('SELECT token FROM view_state').pluck().all()).toEqual(['~newnewnewn']);
  });
});
