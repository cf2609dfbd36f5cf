import { describe, expect, it } from 'vitest';
import { releaseAt } from '../../rules-db/store/release-queries.js';
import { explainMisses } from '../../bench/explain-misses.js';
import { createTestDb } from '../support/rules-db-fixture.js';

const db = createTestDb('cr-20260116.txt');

describe('explainMisses', () => {
  it('explains a missed CR question: how it was read, where the answer ranked, what stood above', () => {
    const lines = explainMisses(db, releaseAt(db), [{ query: 'trample damage to the player', doc: 'cr', relevant: ['100.1'] }]);
    expect(lines).toContain('  expected 100.1: rank over 100');
    expect(lines.find((line) => line.startsWith('  read as: '))).toContain('trample [trampl] ');
    expect(lines.some((line) => line.startsWith('  702.19'))).toBe(true);
    expect(lines.at(-1)).toMatch(/^ {2}\* 100\.1 –: These Magic rules apply/);
  });

  it('says nothing of questions answered in the top 5, nor of MTR or IPG questions', () => {
    expect(explainMisses(db, releaseAt(db), [{ query: 'trample', doc: 'cr', relevant: ['702.19b'] }])).toEqual([]);
    expect(explainMisses(db, releaseAt(db), [{ query: 'trample', doc: 'ipg', relevant: ['2.1'] }])).toEqual([]);
  });
});
