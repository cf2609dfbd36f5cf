import { describe, expect, it } from 'vitest';
import { searchTokens } from '../../common/search-words.js';
import { plainSnippet } from '../../common/highlight.js';
import { isEnglishWord } from '../../common/english-words.js';

describe('searchTokens', () => {
  it('keeps counters, P/T and cost symbols whole, and every minus sign the same', () => {
    expect(searchTokens('Put a +1/+1 counter on it; remove a −1/−1 counter. {T}: Add {G}. A 2/2 Bear.')).toEqual([
      'put', 'a', '+1/+1', 'counter', 'on', 'it', 'remove', 'a', '-1/-1', 'counter', '{t}', 'add', '{g}', 'a', '2/2', 'bear',
    ]);
  });

  it('folds words as searchWords does', () => {
    expect(searchTokens('Can’t Dandân')).toEqual(['cant', 'dandan']);
  });

  it('returns [] for a whitespace-only text', () => {
    expect(searchTokens('  \n ')).toEqual([]);
  });
});

describe('plainSnippet', () => {
  it('drops bold marks and undoes markdown escapes', () => {
    expect(plainSnippet('**Mana Burn** \\(Obsolete\\) \\[see\\] \\*this\\* a\\_b')).toBe('Mana Burn \\(Obsolete\\) [see] *this* a_b');
  });
});

describe('isEnglishWord', () => {
  it('knows English words and not typos', () => {
    expect(isEnglishWord('gone')).toBe(true);
    expect(isEnglishWord('burn')).toBe(true);
    expect(isEnglishWord('tramlpe')).toBe(false);
  });
});
