/**
 * Property tests of the damage-prevention helper (issue 34): random well-formed shields and damage
 * give an answer that accounts for every shield and every damage item, never an exception; the
 * choice shown first is the affected player's best (no other choice deals them less damage); the
 * same input gives the same answer; random text is answered or refused, never thrown on.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerPrevention } from '../../../scenarios/prevention/prevention.js';
import { newestCitations } from '../../support/scenario-citations.js';

const citations = newestCitations();

const recipient = fc.constantFrom('me', 'Bear');
const quality = fc.constantFrom('red', 'green', 'creature');
const source = fc.constantFrom('Goblin', 'Ogre', 'Shock', 'Dragon');
const amount = fc.integer({ min: 0, max: 8 });

const shield = fc
  .tuple(
    recipient,
    fc.oneof(
      amount.map((n) => `prevent ${n}`),
      fc.tuple(amount, quality).map(([n, from]) => `prevent ${n} from ${from}`),
      fc.tuple(source, quality).map(([name, from]) => `prevent next from ${name}[${from}]`),
      quality.map((from) => `prevent all from ${from}`),
      quality.map((from) => `protection from ${from}`),
      fc.integer({ min: 1, max: 3 }).map((n) => `prevent ${n} each`),
    ),
    fc.boolean(),
  )
  .map(([to, effect, gain]) => `${to}: ${effect}${gain ? ' and gain that much life' : ''}`);

const item = fc
  .tuple(source, fc.subarray(['red', 'green', 'creature', 'lifelink', 'unpreventable']), amount, recipient)
  .map(([name, properties, n, to]) => `${name}[${properties.join(' ')}] deals ${n} to ${to}`);

/** Simultaneous damage from distinct sources: the helper asks a source to be named once an event. */
const simultaneous = fc.uniqueArray(item, { minLength: 1, maxLength: 3, selector: (text) => text.split('[')[0] });

const scenario = fc.record({
  shields: fc.array(shield, { minLength: 1, maxLength: 4 }),
  events: fc.array(simultaneous, { minLength: 1, maxLength: 3 }),
});

describe('the prevention helper, on random well-formed shields and damage', () => {
  it('accounts for every shield and every damage item, each prevented or dealt in full', () => {
    fc.assert(
      fc.property(scenario, ({ shields, events }) => {
        const answer = answerPrevention(shields.join('; '), events.map((event) => event.join(', ')).join('; '), citations);
        if (!answer.ok) throw new Error(answer.error);
        expect(answer.value.shields.map((line) => line.shield)).toEqual(shields);
        expect(answer.value.damage).toHaveLength(events.flat().length);
        for (const line of answer.value.damage) {
          expect(line.prevented + line.dealt).toBe(line.amount);
          expect(Math.min(line.prevented, line.dealt)).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('shows the affected player’s best choice first: no alternative deals them less damage', () => {
    fc.assert(
      fc.property(scenario, ({ shields, events }) => {
        const answer = answerPrevention(shields.join('; '), events.map((event) => event.join(', ')).join('; '), citations);
        if (!answer.ok) throw new Error(answer.error);
        for (const choice of answer.value.choices) {
          const shown = answer.value.damage.filter((line) => line.event === choice.event && line.to === choice.recipient).reduce((sum, line) => sum + line.dealt, 0);
          for (const alternative of choice.alternatives) expect(alternative.damage.reduce((sum, line) => sum + line.dealt, 0)).toBeGreaterThanOrEqual(shown);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same answer to the same input', () => {
    fc.assert(
      fc.property(scenario, ({ shields, events }) => {
        const run = () => answerPrevention(shields.join('; '), events.map((event) => event.join(', ')).join('; '), citations);
        expect(run()).toEqual(run());
      }),
      { numRuns: 100 },
    );
  });

  it('answers or refuses any text, never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), fc.string({ maxLength: 120 }), (shields, damage) => {
        const answer = answerPrevention(shields, damage, citations);
        expect(answer.ok || answer.error.length > 0).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
