import { describe, expect, it } from 'vitest';
import { answerLayers } from '../../scenarios/layers/layers.js';
import { answerPrevention } from '../../scenarios/prevention/prevention.js';
import { answerReplacement } from '../../scenarios/replacement/replacement.js';
import { answerTwoHeadedGiant } from '../../scenarios/two-headed-giant/two-headed-giant.js';
import { newestCitations } from '../support/scenario-citations.js';

const citations = newestCitations();

// Whatever a user pastes, the answer is a value: a result or a message with the syntax. Nothing throws.
const NASTY = ['', ' ', ';;;', ',,,', ':', '[[[', ']]', '(((', ')', 'deals deals to to', '99999999999999999999', '💥 deals 3 to 🙂', 'a'.repeat(5000), '\u0000', 'A1: prevent 3 from [', 'effects: (', 'affected: (controller)'];

describe('malformed input', () => {
  it.each(NASTY)('the Two-Headed Giant helper answers %j with a value', (text) => {
    const answer = answerTwoHeadedGiant(text, { a: text, players: text }, citations);
    expect(answer.ok || answer.error.includes('Example:')).toBe(true);
  });

  it.each(NASTY)('the prevention helper answers %j with a value', (text) => {
    for (const answer of [answerPrevention(text, 'Ant deals 1 to me', citations), answerPrevention('me: prevent 1', text, citations)]) {
      expect(answer.ok || answer.error.includes('Example:')).toBe(true);
    }
  });

  it.each(NASTY)('the replacement helper answers %j with a value', (text) => {
    for (const answer of [answerReplacement(text, citations), answerReplacement(`affected: A; effects: ${text}`, citations)]) {
      expect(answer.ok || answer.error.includes('Example:')).toBe(true);
    }
  });

  it.each(NASTY)('the layers helper answers %j with a value', (text) => {
    for (const answer of [answerLayers(text, citations), answerLayers(`Bear @1: creature 2/2, ${text}`, citations), answerLayers(`${text} @1: enchantment, creatures get +1/+1; Bear @2: creature 2/2`, citations)]) {
      expect(answer.ok || answer.error.includes('Example:')).toBe(true);
    }
  });

  it('refuses amounts beyond a million instead of computing with them', () => {
    const answer = answerTwoHeadedGiant('damage A1 99999999999999999999', {}, citations);
    expect(answer.ok).toBe(false);
    expect(!answer.ok && answer.error).toMatch(/^Event 1 \("damage A1 99999999999999999999"\): the amount of damage must be at most 1,000,000/);
  });
});
