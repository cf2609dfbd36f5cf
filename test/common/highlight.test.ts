import { describe, expect, it } from 'vitest';
import { highlightSnippet, plainSnippet, type MatchedWords } from '../../common/highlight.js';

/** Each word its own concept of weight 1, unless a weight is given. */
const words = (entries: Record<string, number>): MatchedWords => new Map(Object.entries(entries).map(([word, weight], concept) => [word, { concept, weight }]));

// 702.19b of the CR of 2026-01-16, shortened: the planeswalker's controller is its third sentence.
const TRAMPLE =
  "The controller of an attacking creature with trample first assigns damage to the creature(s) blocking it. Once all those blocking creatures are assigned lethal damage, any excess damage is assigned as its controller chooses among those blocking creatures and the player, planeswalker, or battle the creature is attacking. When checking for assigned lethal damage, take into account damage already marked on the creature and damage from other creatures that's being assigned during the same combat damage step, but not any abilities or effects that might change the amount of damage that's actually dealt.";

describe('highlightSnippet', () => {
  it('opens on the sentence the matched words weigh most in, not the rule’s first', () => {
    const snippet = highlightSnippet(TRAMPLE, words({ excess: 3, planeswalker: 3, trample: 1 }), 220);
    expect(plainSnippet(snippet)).toMatch(/^…Once all those blocking creatures/);
    expect(snippet).toContain('**excess**');
    expect(snippet).toContain('**planeswalker**');
  });

  it('counts a concept once in a sentence however many of its words appear', () => {
    // "damage" (one concept, three times in the last sentence) weighs less than "excess" and "planeswalker" together.
    const matched: MatchedWords = new Map([
      ['damage', { concept: 0, weight: 2 }],
      ['excess', { concept: 1, weight: 1.5 }],
      ['planeswalker', { concept: 2, weight: 1.5 }],
    ]);
    expect(plainSnippet(highlightSnippet(TRAMPLE, matched, 220))).toMatch(/^…Once all those blocking creatures/);
  });

  it('opens on the first sentence when it weighs most, or when nothing matches', () => {
    expect(highlightSnippet(TRAMPLE, words({ attacking: 2, trample: 2 }), 220)).toMatch(/^The controller of an \*\*attacking\*\* creature with \*\*trample\*\*/);
    expect(highlightSnippet(TRAMPLE, new Map(), 220)).toMatch(/^The controller of an attacking creature/);
  });

  it('shows a short text whole', () => {
    expect(highlightSnippet('Trample is a static ability.', words({ static: 1 }))).toBe('Trample is a **static** ability.');
  });
});
