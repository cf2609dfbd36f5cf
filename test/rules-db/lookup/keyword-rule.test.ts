import { describe, expect, it } from 'vitest';
import { keywordRule } from '../../../rules-db/lookup/keyword-rule.js';
import { releaseAt } from '../../../rules-db/store/release-queries.js';
import { createTestDb } from '../../support/rules-db-fixture.js';
import { readShared } from '../../support/shared-data.js';

const db = createTestDb('cr-20260116.txt');
const release = releaseAt(db);
const rule = (keyword: string) => keywordRule(db, release, keyword);

describe('keywordRule (a card keyword → the rule defining it)', () => {
  it.each([
    ['Trample', '702.19'],
    ['Ward', '702.21'],
    ['Transform', '701.27'],
    ['First strike', '702.7'],
    ['Mill', '701.17'],
    ['Level Up', '702.87'],
  ])('finds %s by its rule title', (keyword, number) => {
    expect(rule(keyword)).toBe(number);
  });

  it.each([
    ['Swampwalk', '702.14'],
    ['Forestcycling', '702.29'],
    ['Choose a background', '702.124'],
  ])('finds %s through the glossary entry of that name', (keyword, number) => {
    expect(rule(keyword)).toBe(number);
  });

  it('finds a variant spelled out in one keyword rule’s subrules', () => {
    expect(rule('Hexproof from')).toBe('702.11');
    expect(rule('Partner with')).toBe('702.124');
  });

  it.each(['Landfall', 'Threshold', 'Coven', 'Channel', 'Hellbent', 'Raid'])('gives no rule for the ability word %s rather than a near one', (word) => {
    expect(rule(word)).toBeNull();
  });

  it('links more than nine in ten of the keyword abilities Scryfall lists (its 2025 catalog)', () => {
    const keywords = (JSON.parse(readShared('data/cards/keyword-abilities-2025.json').toString('utf8')) as { data: string[] }).data;
    const linked = keywords.filter((keyword) => rule(keyword) !== null);
    expect(linked.length / keywords.length).toBeGreaterThan(0.9);
  });
});
