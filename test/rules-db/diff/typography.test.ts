import { describe, expect, it } from 'vitest';
import { foldTypographySegments, ruleTypographyOnly, typographyKey, typographyOnly } from '../../../rules-db/diff/typography.js';
import { diffWords } from '../../../rules-db/diff/word-diff.js';

describe('typographyOnly', () => {
  it('takes straight and curly apostrophes and quotes for the same text', () => {
    expect(typographyOnly("a player's life total", 'a player’s life total')).toBe(true);
    expect(typographyOnly('"Flying"', '“Flying”')).toBe(true);
  });

  it('takes dash styles and spacing for the same text', () => {
    expect(typographyOnly('Partner -- [text]', 'Partner—[text]')).toBe(false); // two hyphens are not one dash
    expect(typographyOnly('Partner - [text]', 'Partner—[text]')).toBe(true);
    expect(typographyOnly('gets -1/-1', 'gets −1/−1')).toBe(true);
    expect(typographyOnly('two  spaces\n', 'two spaces')).toBe(true);
  });

  it('is false for identical texts and for a change of words', () => {
    expect(typographyOnly('same', 'same')).toBe(false);
    expect(typographyOnly("a player's hand", 'a player’s library')).toBe(false);
  });

  it('compares examples too', () => {
    expect(ruleTypographyOnly({ text: 'x', examples: ["it's"] }, { text: 'x', examples: ['it’s'] })).toBe(true);
    expect(ruleTypographyOnly({ text: 'x', examples: ["it's"] }, { text: 'x', examples: [] })).toBe(false);
  });

  it('folds to one key', () => {
    expect(typographyKey('  “A” – ‘b’ … ')).toBe('A-\'b\' ...');
  });
});

describe('trademark signs and quote marks are typography (regression: /diff rule:107.10 and rule:111.10i counted them as rules changes)', () => {
  it('takes ® → ™ and dropped quote marks for the same text', () => {
    expect(typographyOnly('the Future Sight® set', 'the Future Sight™ set')).toBe(true);
    expect(typographyOnly('named “Phyrexian Token.”', 'named Phyrexian Token.')).toBe(true);
  });

  it('leaves them unmarked beside a real change of words', () => {
    const segments = foldTypographySegments(diffWords('a transforming token named “Phyrexian Token.”', 'a double-faced token named Phyrexian Token.'));
    expect(segments).toEqual([
      { kind: 'same', text: 'a ' },
      { kind: 'removed', text: 'transforming' },
      { kind: 'added', text: 'double-faced' },
      { kind: 'same', text: ' token named Phyrexian Token.' },
    ]);
  });
});
