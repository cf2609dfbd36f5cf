import { describe, expect, it } from 'vitest';
import { editDistance } from '../../common/edit-distance.js';

describe('editDistance', () => {
  it.each([
    ['trample', 'trample', 0],
    ['tramlpe', 'trample', 1], // two letters swapped
    ['deathtuch', 'deathtouch', 1], // a letter missing
    ['vigilence', 'vigilance', 1], // a letter wrong
    ['flyng', 'flying', 1],
    ['hexprooof', 'hexproof', 1],
    ['protetcion', 'protection', 1],
    ['vigliancr', 'vigilance', 2], // two letters swapped and one wrong: three edits for Levenshtein
    ['edathtuoch', 'deathtouch', 2], // two swaps: four edits for Levenshtein
  ])('%s → %s takes %i edits', (a, b, edits) => {
    expect(editDistance(a, b, 2)).toBe(edits);
  });

  it('stops at max + 1 once the words are further apart', () => {
    expect(editDistance('trample', 'deathtouch', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 1)).toBe(2);
  });
});
