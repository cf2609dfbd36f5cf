import { describe, expect, it } from 'vitest';
import { hammingDistance, similarityHash, textFingerprint } from '../../common/text-fingerprint.js';

describe('textFingerprint', () => {
  it('is the same for the same words, whatever their case, quotes, punctuation and line breaks', () => {
    expect(textFingerprint('A creature with flying can’t be blocked\r\nexcept by creatures with flying.')).toBe(
      textFingerprint("a creature with FLYING can't be blocked except by creatures with flying"),
    );
  });

  it('differs when a word differs', () => {
    expect(textFingerprint('The active player gets priority.')).not.toBe(textFingerprint('The nonactive player gets priority.'));
  });

  it('is 16 hex digits', () => {
    expect(textFingerprint('')).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe('similarityHash', () => {
  const words = (text: string) => text.toLowerCase().split(/\W+/).filter(Boolean);
  const rule = 'If a permanent has both a +1/+1 counter and a -1/-1 counter on it, N +1/+1 and N -1/-1 counters are removed from it';

  it('is the same for the same words in any order and number', () => {
    expect(similarityHash(words(rule))).toBe(similarityHash([...words(rule)].reverse().concat(words(rule))));
  });

  it('puts a text reworded in a word or two near the original, and an unrelated text far from it', () => {
    const reworded = similarityHash(words(rule.replace('permanent', 'creature').replace('removed', 'taken')));
    const unrelated = similarityHash(words('Whenever a player would get priority, the game checks for any of the listed conditions for state-based actions'));
    expect(hammingDistance(similarityHash(words(rule)), reworded)).toBeLessThanOrEqual(10);
    expect(hammingDistance(similarityHash(words(rule)), unrelated)).toBeGreaterThan(16);
  });
});

describe('hammingDistance', () => {
  it('counts differing bits in both halves', () => {
    expect(hammingDistance('0000000000000000', '0000000000000000')).toBe(0);
    expect(hammingDistance('0000000100000001', '0000000000000000')).toBe(2);
    expect(hammingDistance('ffffffffffffffff', '0000000000000000')).toBe(64);
  });
});
