import { describe, expect, it } from 'vitest';
import { extractReferences } from '../../../rules-db/parse/extract-references.js';

const existing = ['601.2', '601.2a', '601.2b', '601.2c', '601.2d', '601.2e', '704.5j', '702.19b', '702.19c', '510', '8'];
const targets = {
  has: (number: string) => existing.includes(number),
  subrulesOf: (rule: string) => existing.filter((number) => number.startsWith(rule) && /[a-z]$/.test(number)),
};

describe('extractReferences', () => {
  it('finds single rules, sections and parts in order of mention', () => {
    expect(extractReferences('See rule 704.5j and rule 510, “Combat Damage Step.” See section 8.', '100.1', targets)).toEqual([
      '704.5j', '510', '8',
    ]);
  });

  it('expands letter ranges with en dash or hyphen to the subrules that exist', () => {
    expect(extractReferences('Follow rules 601.2a–d.', '601.3', targets)).toEqual(['601.2a', '601.2b', '601.2c', '601.2d']);
    expect(extractReferences('Follow rules 601.2b-c.', '601.3', targets)).toEqual(['601.2b', '601.2c']);
  });

  it('reads lists joined by "and", drops self-references and numbers that do not exist', () => {
    expect(extractReferences('See rules 702.19b and 702.19c, and rule 999.9.', '702.19b', targets)).toEqual(['702.19c']);
  });
});
