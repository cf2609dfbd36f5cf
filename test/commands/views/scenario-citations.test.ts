import { describe, expect, it } from 'vitest';
import { citationsFor, followMissing } from '../../../commands/views/scenario-citations.js';
import { releaseAt } from '../../../rules-db/store/release-queries.js';
import { createTestDb } from '../../support/rules-db-fixture.js';

const db = createTestDb('cr-20251114.txt', 'cr-20260116.txt');

describe('scenario citations', () => {
  it('finds every cited rule by its phrase in the newest release', () => {
    expect(citationsFor(db, releaseAt(db))['doubling-life']).toBe('701.10d');
  });

  it('follows a citation whose phrase a release no longer has by its 2026-01-16 number through the lineage', () => {
    const { 'doubling-life': _, ...found } = citationsFor(db, releaseAt(db));
    expect(followMissing(db, releaseAt(db), found, ['doubling-life'])?.['doubling-life']).toBe('701.10d');
  });

  it('does not follow numbers back into releases older than the one they were recorded in', () => {
    expect(followMissing(db, releaseAt(db, '2025-11-14'), {}, ['doubling-life'])).toBeNull();
  });
});
