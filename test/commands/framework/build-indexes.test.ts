import { describe, expect, it } from 'vitest';
import { buildIndexes } from '../../../commands/framework/build-indexes.js';
import { createCardsTestDb } from '../../support/cards-db-fixture.js';
import { createTestDb } from '../../support/rules-db-fixture.js';

describe('buildIndexes', () => {
  it('builds what is imported and skips what is not (a thread starts before the first import)', async () => {
    expect(() => buildIndexes(createTestDb())).not.toThrow();
    expect(() => buildIndexes(createTestDb('cr-20260116.txt'))).not.toThrow();
    const withCards = await createCardsTestDb('cr-20260116.txt');
    expect(() => buildIndexes(withCards)).not.toThrow();
  });

  it('lets a real failure through: only "not imported" is skipped', () => {
    const db = createTestDb('cr-20260116.txt');
    db.close();
    expect(() => buildIndexes(db)).toThrow(/not open/);
  });
});
