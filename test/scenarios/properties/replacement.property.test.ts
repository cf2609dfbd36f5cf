/**
 * Property tests of the replacement helper (issue 34): random well-formed scenarios give an answer
 * in which every order accounts for every effect (applied, or doing nothing), each with an outcome,
 * the chooser's best first where there is a preference; or, only when an effect says nothing of what
 * it does, a refusal naming it. Never an exception; the same input, the same answer.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerReplacement } from '../../../scenarios/replacement/replacement.js';
import { newestCitations } from '../../support/scenario-citations.js';

const citations = newestCitations();

const event = fc.oneof(
  fc.integer({ min: 0, max: 9 }).map((n) => `Goblin deals ${n} damage to B`),
  fc.constant('Bear would die'),
  fc.integer({ min: 1, max: 9 }).map((n) => `B would gain ${n} life`),
  fc.integer({ min: 1, max: 4 }).map((n) => `${n} +1/+1 counters would be put on Bear`),
  fc.constant('something unusual happens'),
);

const action = fc.constantFrom('plus 2', 'plus 1', 'minus 1', 'double', 'triple', 'prevent 1', 'prevent all', 'instead exile it', 'instead return it to its owner’s hand', 'modifies');
const category = fc.constantFrom('self', 'control', 'copy', 'back face', 'other');

/** An effect's tags: what it does (usually), where it belongs (sometimes), whose it is (sometimes). */
const tags = fc.record({ action: fc.option(action, { freq: 4 }), category: fc.option(category, { freq: 3 }), controller: fc.option(fc.constantFrom('A', 'B')) });

const scenario = fc.record({
  event,
  affected: fc.constantFrom('B', 'Bear (controller A)'),
  effects: fc.array(tags, { minLength: 1, maxLength: 4 }),
});

interface Scenario {
  event: string;
  affected: string;
  effects: { action: string | null; category: string | null; controller: string | null }[];
}

function text({ event: what, affected, effects }: Scenario): string {
  const listed = effects.map((effect, index) => {
    const written = [effect.action, effect.category, effect.controller === null ? null : `controller ${effect.controller}`].filter((tag) => tag !== null);
    return `Effect ${index + 1}${written.length > 0 ? ` (${written.join(', ')})` : ''}`;
  });
  return `event: ${what}; affected: ${affected}; effects: ${listed.join(', ')}`;
}

describe('the replacement helper, on random well-formed scenarios', () => {
  it('accounts for every effect in every order, with an outcome, or refuses naming an effect it can’t read', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const answer = answerReplacement(text(input), citations);
        const untold = input.effects.filter((effect) => effect.action === null && (effect.category === null || effect.category === 'other'));
        if (!answer.ok) {
          // Refused only when two effects or more compete and one of them says nothing of what it does.
          expect(input.effects.length).toBeGreaterThan(1);
          expect(untold.length).toBeGreaterThan(0);
          expect(answer.error).toMatch(/no tag says what it does/);
          return;
        }
        if (input.effects.length > 1) expect(untold).toEqual([]);
        const names = input.effects.map((_, index) => `Effect ${index + 1}`).sort();
        for (const chooser of answer.value.choosers) {
          expect(chooser.orders.length).toBeGreaterThan(0);
          for (const order of chooser.orders) {
            expect([...order.applied, ...order.notApplied].sort()).toEqual(names);
            expect(order.outcome).not.toMatch(/undefined|NaN|null/);
          }
        }
      }),
      { numRuns: 400 },
    );
  });

  it('puts the chooser’s best order first where there is a preference', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const answer = answerReplacement(text(input), citations);
        if (!answer.ok) return;
        for (const chooser of answer.value.choosers) {
          if (chooser.preference === null) continue;
          const known = chooser.orders.map((order) => order.value).filter((value): value is number => value !== null);
          const more = /\bmost\b/.test(chooser.preference);
          expect(known).toEqual([...known].sort((left, right) => (more ? right - left : left - right)));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same answer to the same input', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        expect(answerReplacement(text(input), citations)).toEqual(answerReplacement(text(input), citations));
      }),
      { numRuns: 100 },
    );
  });

  it('answers or refuses any text, never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (input) => {
        const answer = answerReplacement(input, citations);
        expect(answer.ok || answer.error.length > 0).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
