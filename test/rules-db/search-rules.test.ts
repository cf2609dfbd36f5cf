import { describe, expect, it } from 'vitest';
import { releaseAt } from '../../rules-db/release-queries.js';
import { searchRules } from '../../rules-db/search-rules.js';
import { createTestDb } from '../support/rules-db-fixture.js';

const db = createTestDb('cr-20240202.txt', 'cr-20260116.txt');
const search = (query: string, at?: string) => searchRules(db, releaseAt(db, at), query, 10);
const numbers = (query: string, at?: string) => search(query, at).map((hit) => hit.number);

describe('searchRules', () => {
  it('finds the legend rule', () => {
    expect(numbers('legend rule').slice(0, 3)).toContain('704.5j');
  });

  it('bolds the matched words in the snippet', () => {
    const hit = search('legend rule').find((candidate) => candidate.number === '704.5j')!;
    expect(hit.snippet).toContain('**legend** **rule**');
  });

  it('finds the same rules for can’t, can\'t and cant', () => {
    expect(numbers('can\'t block')).toEqual(numbers('can’t block'));
    expect(numbers('cant block')).toEqual(numbers('can’t block'));
    expect(numbers('cant block').length).toBeGreaterThan(0);
  });

  it('folds diacritics: dandan finds Dandân', () => {
    expect(numbers('dandan')).toContain('206.3a');
  });

  it.each(['"', 'NEAR(', '*', '-', 'AND', 'OR NOT', '(((', 'trample"', 'rule:1', '^first', '{}', "'", 'x AND ( OR'])(
    'never errors on FTS syntax in user input: %j',
    (query) => {
      expect(() => search(query)).not.toThrow();
    },
  );

  it('returns [] for an empty or punctuation-only query', () => {
    expect(search('')).toEqual([]);
    expect(search('   ?! ')).toEqual([]);
  });

  it('searches the release chosen by date only', () => {
    // Rule 701.10d (doubling a life total) was 701.9d in the 2024-02-02 release.
    expect(numbers('double life total')).toContain('701.10d');
    expect(numbers('double life total', '2024-06-01')).toContain('701.9d');
    expect(numbers('double life total', '2024-06-01')).not.toContain('701.10d');
  });
});
