/**
 * Property tests of the Two-Headed Giant helper (issue 34): random well-formed events give an
 * answer that accounts for every event, never an exception; the same input gives the same answer;
 * random text gives an answer or a refusal, never an exception.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerTwoHeadedGiant } from '../../../scenarios/two-headed-giant/two-headed-giant.js';
import { playerNames } from '../../../scenarios/two-headed-giant/two-headed-giant-input.js';
import { newestCitations } from '../../support/scenario-citations.js';

const citations = newestCitations();

/** One event of the syntax, for a game of `perTeam` players a team. */
function event(perTeam: number): fc.Arbitrary<string> {
  const players = playerNames(perTeam);
  const player = fc.constantFrom(...players);
  const who = fc.oneof(fc.constantFrom('each', 'A', 'B'), player);
  const amount = fc.integer({ min: 0, max: 40 });
  return fc.oneof(
    fc.tuple(who, amount, fc.boolean()).map(([target, n, infect]) => `damage ${target} ${n}${infect ? ' infect' : ''}`),
    fc.tuple(fc.constantFrom('lose', 'gain', 'poison', 'losepoison', 'set'), who, amount).map(([verb, target, n]) => `${verb} ${target} ${n}`),
    fc.tuple(fc.uniqueArray(player, { minLength: 1, maxLength: 2 }), amount).map(([payers, n]) => `pay ${payers.join('+')} ${n}`),
    fc.tuple(fc.constantFrom('payhalf', 'double', 'cantgain', 'cantlose'), player).map(([verb, target]) => `${verb} ${target}`),
    fc.constant('lowest'),
    fc.uniqueArray(player, { minLength: 2, maxLength: 2 }).map(([first, second]) => `exchange ${first} ${second}`),
  );
}

const scenario = fc.integer({ min: 2, max: 3 }).chain((players) =>
  fc.record({
    players: fc.constant(players),
    events: fc.array(event(players), { minLength: 1, maxLength: 12 }),
    a: fc.option(fc.integer({ min: 0, max: 60 }), { nil: undefined }),
    b: fc.option(fc.integer({ min: 0, max: 60 }), { nil: undefined }),
    poisonA: fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined }),
  }),
);

describe('the Two-Headed Giant helper, on random well-formed events', () => {
  it('answers, and accounts for every event in a step: applied, or not applied because the game is over', () => {
    fc.assert(
      fc.property(scenario, ({ events, ...options }) => {
        const answer = answerTwoHeadedGiant(events.join('; '), options, citations);
        if (!answer.ok) throw new Error(answer.error);
        const stepped = answer.value.steps.flatMap((step) => step.event.split('; '));
        for (const typed of events) expect(stepped).toContain(typed);
        for (const team of ['A', 'B'] as const) expect(Number.isInteger(answer.value.teams[team].life)).toBe(true);
        if (answer.value.winner) expect(answer.value.teams[answer.value.winner === 'A' ? 'B' : 'A'].status).toBe('lost');
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same answer to the same input', () => {
    fc.assert(
      fc.property(scenario, ({ events, ...options }) => {
        expect(answerTwoHeadedGiant(events.join('; '), options, citations)).toEqual(answerTwoHeadedGiant(events.join('; '), options, citations));
      }),
      { numRuns: 100 },
    );
  });

  it('answers or refuses any text, never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.string({ maxLength: 5 }), (text, players) => {
        const answer = answerTwoHeadedGiant(text, { players }, citations);
        expect(answer.ok || answer.error.length > 0).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
