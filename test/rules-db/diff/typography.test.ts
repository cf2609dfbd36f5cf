import { describe, expect, it } from 'vitest';
import { ruleTypographyOnly, typographyKey, typographyOnly } from '../../../rules-db/diff/typography.js';

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
    expect(typographyKey('  “A” – ‘b’ … ')).toBe('"A"-\'b\' ...');
  });
});
