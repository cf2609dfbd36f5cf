import { describe, expect, it } from 'vitest';
import { findRulings } from '../../rulings/find-rulings.js';
import type { Ruling } from '../../rulings/ruling.js';

function ruling(number: number, question: string, text: string, citations: Ruling['citations'] = []): Ruling {
  return { guildId: 'g', number, authorId: 'u', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: null, updatedBy: null, question, ruling: text, citations, changes: [] };
}

const log = [
  ruling(1, 'Does trample assign lethal damage to a deathtouch blocker?', 'One damage is lethal from a source with deathtouch.'),
  ruling(2, 'My opponent doubled their life total at 7', 'They gain 7 life.', [{ kind: 'rule', number: '701.9d', release: '2024-02-02', text: '', examples: [] }]),
  ruling(3, 'Can a player concede during a draft?', 'Yes, at any time.'),
];

describe('findRulings', () => {
  it('finds rulings holding every word, question words first', () => {
    expect(findRulings(log, 'deathtouch trample').map((found) => found.number)).toEqual([1]);
  });

  it('forgives prefixes and a typo', () => {
    expect(findRulings(log, 'doubl totl').map((found) => found.number)).toEqual([2]);
  });

  it('finds a ruling by what it cites', () => {
    expect(findRulings(log, '701.9d').map((found) => found.number)).toEqual([2]);
  });

  it('returns [] for whitespace or words in no ruling', () => {
    expect(findRulings(log, '   ')).toEqual([]);
    expect(findRulings(log, 'mulligan')).toEqual([]);
  });
});
