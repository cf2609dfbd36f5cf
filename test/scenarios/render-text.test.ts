import { describe, expect, it } from 'vitest';
import { renderScenarioText } from '../../scenarios/render-text.js';
import { answerTwoHeadedGiant } from '../../scenarios/two-headed-giant/two-headed-giant.js';
import { newestCitations } from '../support/scenario-citations.js';

describe('renderScenarioText', () => {
  it('prints the summary, then numbered steps with their rules', () => {
    const answer = answerTwoHeadedGiant('damage each 4', {}, newestCitations());
    if (!answer.ok) throw new Error(answer.error);
    expect(renderScenarioText(answer.value).split('\n')).toEqual([
      'Team A: 22 life, 0 poison counters. Team B: 22 life, 0 poison counters. Both teams are still in the game.',
      '',
      '1. Team A starts at 30 life and 0 poison counters and team B starts at 30 life and 0 poison counters: each team’s life total and poison counters are shared by its players. [810.4, 810.10]',
      '2. A1, A2, B1 and B2 are each dealt 4 damage, which causes a loss of that much life; each team’s shared life total takes the result: team A loses 8 life (30 → 22) and team B loses 8 life (30 → 22). [120.3a, 810.9]',
    ]);
  });

  it('leaves the brackets out of a step that cites nothing', () => {
    expect(renderScenarioText({ summary: 'S', steps: [{ text: 'T', rules: [] }] })).toBe('S\n\n1. T');
  });
});
