import { describe, expect, it } from 'vitest';
import { compareRuleNumbers, parentRuleNumber, parseRuleNumber } from '../../rules-db/rule-number.js';
import { normalizeRuleNumber } from '../../rules-db/rule-number.js';

describe('compareRuleNumbers', () => {
  it('sorts numerically, then by subrule letter, whatever the input order', () => {
    const numbers = ['702.10', '701.49a', '702.9', '701.4a', '100.1', '702.9a', '701.4', '702.124h', '702.12'];
    expect([...numbers].sort(compareRuleNumbers)).toEqual([
      '100.1', '701.4', '701.4a', '701.49a', '702.9', '702.9a', '702.10', '702.12', '702.124h',
    ]);
  });
});

describe('rule number parts', () => {
  it('splits numbers with up to three digits after the point', () => {
    expect(parseRuleNumber('702.124h')).toEqual({ section: 702, rule: 124, letter: 'h' });
    expect(parseRuleNumber('702')).toBeNull();
  });

  it('finds the parent of subrules only', () => {
    expect(parentRuleNumber('702.19b')).toBe('702.19');
    expect(parentRuleNumber('702.19')).toBeNull();
  });
});

describe('normalizeRuleNumber', () => {
  it.each([
    ['616.1', '616.1'],
    ['616.1.', '616.1'],
    ['rule 616.1', '616.1'],
    ['CR 616.1E', '616.1e'],
    ['  702.019b ', '702.19b'],
  ])('reads %j as %s', (input, expected) => {
    expect(normalizeRuleNumber(input)).toBe(expected);
  });

  it('returns null for what is not a rule number', () => {
    expect(normalizeRuleNumber('616')).toBeNull();
    expect(normalizeRuleNumber('trample')).toBeNull();
  });
});
