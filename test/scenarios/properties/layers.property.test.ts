/**
 * Property tests of the layers helper (issue 34): random well-formed boards — creatures, anthems,
 * ability-removing and P/T-setting enchantments, spells that resolved on a creature — give an answer
 * that accounts for every effect typed in a step (applied, or why it doesn't apply), never an
 * exception; with timestamps given, the final board doesn't depend on the order the objects are
 * written in; the same input gives the same answer; random text is answered or refused.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerLayers, type LayersAnswer } from '../../../scenarios/layers/layers.js';
import { newestCitations } from '../../support/scenario-citations.js';

const citations = newestCitations();
const CREATURES = ['Bear', 'Elf', 'Wolf'];

/** A creature's characteristics: type line with P/T, perhaps a keyword, perhaps counters, a controller. */
const creature = fc
  .record({
    power: fc.integer({ min: 0, max: 5 }),
    toughness: fc.integer({ min: 1, max: 5 }),
    keyword: fc.option(fc.constantFrom('flying', 'trample', 'deathtouch')),
    counters: fc.option(fc.constantFrom('two +1/+1 counters', 'a -1/-1 counter')),
    controller: fc.constantFrom('A', 'B'),
  })
  .map(({ power, toughness, keyword, counters, controller }) =>
    [`creature — Bear {1}{G} ${power}/${toughness}`, keyword, counters, `controller ${controller}`].filter((item) => item !== null).join(', '),
  );

/** Static effects of an enchantment, each one a sentence the helper reads. */
const STATIC_EFFECTS = [
  'creatures you control get +1/+1',
  'all creatures get -1/-1',
  'all creatures lose all abilities',
  'all creatures lose all abilities and have base power and toughness 1/1',
  'creatures you control have flying',
  'all creatures are green',
];

/** Effects of a spell that resolved on one creature. */
const SPELL_EFFECTS = [
  'target creature has base power and toughness 0/1 until end of turn',
  'target creature gets +3/+3 until end of turn',
  'switch P/T',
  'target creature loses all abilities until end of turn',
];

interface Board {
  creatures: string[];
  enchantments: string[];
  spells: { effect: string; on: number }[];
  /** A timestamp for each object, all different: creatures, then enchantments, then spells. */
  timestamps: number[];
}

const board: fc.Arbitrary<Board> = fc
  .record({
    creatures: fc.array(creature, { minLength: 1, maxLength: 3 }),
    enchantments: fc.array(fc.constantFrom(...STATIC_EFFECTS), { maxLength: 3 }),
    spells: fc.array(fc.record({ effect: fc.constantFrom(...SPELL_EFFECTS), on: fc.nat() }), { maxLength: 2 }),
  })
  .chain((parts) => {
    const count = parts.creatures.length + parts.enchantments.length + parts.spells.length;
    const stamps = Array.from({ length: count }, (_, index) => index + 1);
    return fc.shuffledSubarray(stamps, { minLength: count, maxLength: count }).map((timestamps) => ({ ...parts, timestamps }));
  });

/** The objects as written, each "<name> @<timestamp>[ on X]: …". */
function objects({ creatures, enchantments, spells, timestamps }: Board): string[] {
  const stamp = (index: number) => `@${timestamps[index]}`;
  const names = creatures.map((_, index) => `${CREATURES[index]}`);
  return [
    ...creatures.map((traits, index) => `${names[index]} ${stamp(index)}: ${traits}`),
    ...enchantments.map((effect, index) => `Anthem ${index + 1} ${stamp(creatures.length + index)}: enchantment {2}{W}, controller A, ${effect}`),
    ...spells.map((spell, index) => `Spell ${index + 1} ${stamp(creatures.length + enchantments.length + index)} on ${names[spell.on % names.length]}: ${spell.effect}`),
  ];
}

function answer(written: readonly string[]): LayersAnswer {
  const result = answerLayers(written.join('; '), citations);
  if (!result.ok) throw new Error(`${written.join('; ')}\n${result.error}`);
  return result.value;
}

/** The final board, by object name: what doesn't depend on how the input was written. */
function finalBoard(result: LayersAnswer) {
  return [...result.result.objects].sort((left, right) => left.name.localeCompare(right.name));
}

describe('the layers helper, on random well-formed boards', () => {
  it('accounts for every effect typed in a step, and answers every creature', () => {
    fc.assert(
      fc.property(board, (input) => {
        const result = answer(objects(input));
        const labels = result.result.steps.map((step) => step.effect).join('\n');
        input.enchantments.forEach((effect, index) => expect(labels).toContain(`Anthem ${index + 1}: ${effect}`));
        input.spells.forEach((spell, index) => expect(labels).toContain(`Spell ${index + 1}: ${spell.effect}`));
        expect(result.result.objects.map((object) => object.name)).toEqual(expect.arrayContaining(input.creatures.map((_, index) => CREATURES[index]!)));
        expect(result.steps.map((step) => step.text).join('\n')).not.toMatch(/→ nothing|undefined|NaN/);
      }),
      { numRuns: 200 },
    );
  });

  it('gives the same final board whatever order the objects are written in, when timestamps are given', () => {
    fc.assert(
      fc.property(
        board.chain((input) => {
          const written = objects(input);
          return fc.tuple(fc.constant(written), fc.shuffledSubarray(written, { minLength: written.length, maxLength: written.length }));
        }),
        ([written, shuffled]) => {
          expect(finalBoard(answer(shuffled))).toEqual(finalBoard(answer(written)));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('gives the same answer to the same input', () => {
    fc.assert(
      fc.property(board, (input) => {
        expect(answer(objects(input))).toEqual(answer(objects(input)));
      }),
      { numRuns: 50 },
    );
  });

  it('answers or refuses any text, never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (input) => {
        const result = answerLayers(input, citations);
        expect(result.ok || result.error.length > 0).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
