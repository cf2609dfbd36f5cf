/**
 * The interactions judges argue about, with the answers the published rulings give, each in both
 * timestamp orders: the engine has no table of card pairs, so these check the rules it applies.
 */
import { describe, expect, it } from 'vitest';
import { answerLayers, type LayersAnswer, type LayersObject, type LayersStep } from '../../../scenarios/layers/layers.js';
import { newestCitations } from '../../support/scenario-citations.js';

const citations = newestCitations();

function run(text: string): LayersAnswer {
  const answer = answerLayers(text, citations);
  if (!answer.ok) throw new Error(answer.error);
  return answer.value;
}

/** The final characteristics of the nth permanent written (names can change, so by position). */
function nth(answer: LayersAnswer, index: number): LayersObject {
  return answer.result.objects[index]!;
}

function stepsIn(answer: LayersAnswer, layer: string): LayersStep[] {
  return answer.result.steps.filter((step) => step.layer === layer);
}

const OPALESCENCE = 'enchantment {2}{W}{W}, each other non-Aura enchantment is a creature in addition to its other types and has base power and toughness each equal to its mana value';
const HUMILITY = 'enchantment {2}{W}{W}, all creatures lose all abilities and have base power and toughness 1/1';
const BLOOD_MOON = 'enchantment {2}{R}, nonbasic lands are Mountains';
const URBORG = 'legendary land, each land is a Swamp in addition to its other land types';
const TOMB = 'land, "{T}: Add {C}.", "{2}, {T}: You gain 1 life for each colorless creature you control."';
const LATTICE = "artifact {6}, all permanents are artifacts in addition to their other types. All cards that aren't on the battlefield, spells, and permanents are colorless";
const MARCH = 'enchantment {3}{U}, each noncreature artifact is an artifact creature with power and toughness each equal to its mana value';
const CONSPIRACY = 'enchantment {3}{B}{B}, creatures you control are the chosen type';

describe('Humility and Opalescence', () => {
  it('Opalescence first: Humility is a 1/1 creature with no abilities, and so is every other creature (613.6, 613.7)', () => {
    const answer = run(`Opalescence @1: ${OPALESCENCE}; Humility @2: ${HUMILITY}; Grizzly Bears @3: creature — Bear {1}{G} 2/2, flying`);
    expect(nth(answer, 1)).toEqual({
      name: 'Humility',
      types: ['Enchantment', 'Creature'],
      subtypes: [],
      supertypes: [],
      colors: ['white'],
      power: 1,
      toughness: 1,
      abilities: [],
      controller: 'you',
    });
    expect(nth(answer, 2)).toMatchObject({ power: 1, toughness: 1, abilities: [] });
    // Opalescence affects only other enchantments: it stays a noncreature enchantment with its ability.
    expect(nth(answer, 0)).toMatchObject({ types: ['Enchantment'], power: null, abilities: [expect.stringContaining('Each other non-Aura enchantment')] });
    const humilitySetsPt = stepsIn(answer, '7b').find((step) => step.effect.startsWith('Humility'))!;
    expect(humilitySetsPt.reason).toContain('It started to apply in layer 6, so it keeps applying to the same objects, even though Humility no longer has the ability that generates it.');
    expect(humilitySetsPt.rules).toEqual(['613.1g', '613.4b', '613.7', '613.7a', '613.6']);
  });

  it('Humility first: Humility is a 4/4 creature with no abilities, other creatures 1/1', () => {
    const answer = run(`Humility @1: ${HUMILITY}; Opalescence @2: ${OPALESCENCE}; Grizzly Bears @3: creature — Bear {1}{G} 2/2`);
    expect(nth(answer, 0)).toMatchObject({ name: 'Humility', types: ['Enchantment', 'Creature'], power: 4, toughness: 4, abilities: [] });
    expect(nth(answer, 2)).toMatchObject({ power: 1, toughness: 1 });
    expect(stepsIn(answer, '7b').map((step) => step.effect.split(':')[0])).toEqual(['Humility', 'Opalescence']);
  });

  it('an anthem that Opalescence animates loses its ability to Humility before layer 7c, so it gives nothing', () => {
    const answer = run(`Opalescence @1: ${OPALESCENCE}; Humility @2: ${HUMILITY}; Glorious Anthem @3: enchantment {1}{W}{W}, creatures you control get +1/+1; Grizzly Bears @4: creature 2/2`);
    expect(nth(answer, 2)).toMatchObject({ name: 'Glorious Anthem', power: 1, toughness: 1, abilities: [] });
    expect(nth(answer, 3)).toMatchObject({ power: 1, toughness: 1 });
    const anthem = stepsIn(answer, '7c')[0]!;
    expect(anthem.reason).toBe('Doesn’t apply: Humility’s effect removed the ability that generates it in an earlier layer, before this effect began to apply, so nothing keeps it applying.');
    expect(anthem.appliesTo).toEqual([]);
  });

  it('with two Opalescences, each animates the other and their effects outlive their abilities (613.6)', () => {
    const earlier = run(`Humility @1: ${HUMILITY}; Opalescence @2: ${OPALESCENCE}; Opalescence #2 @3: ${OPALESCENCE}`);
    expect(earlier.result.objects.map((object) => `${object.power}/${object.toughness}`)).toEqual(['4/4', '4/4', '4/4']);
    const later = run(`Opalescence @1: ${OPALESCENCE}; Opalescence #2 @2: ${OPALESCENCE}; Humility @3: ${HUMILITY}`);
    expect(later.result.objects.map((object) => `${object.power}/${object.toughness}`)).toEqual(['1/1', '1/1', '1/1']);
    expect(later.result.objects.every((object) => object.abilities.length === 0)).toBe(true);
  });
});

describe('Blood Moon and Urborg, Tomb of Yawgmoth', () => {
  const lands = `Forest @3: basic land — Forest; Tomb of the Spirit Dragon @4: ${TOMB}`;
  for (const [order, text] of [
    ['Blood Moon first', `Blood Moon @1: ${BLOOD_MOON}; Urborg, Tomb of Yawgmoth @2: ${URBORG}; ${lands}`],
    ['Urborg first', `Blood Moon @2: ${BLOOD_MOON}; Urborg, Tomb of Yawgmoth @1: ${URBORG}; ${lands}`],
  ] as const) {
    it(`${order}: Urborg's effect depends on Blood Moon's, so no land is a Swamp (613.8a, 305.7)`, () => {
      const answer = run(text);
      expect(nth(answer, 1)).toMatchObject({ name: 'Urborg, Tomb of Yawgmoth', types: ['Land'], subtypes: ['Mountain'], supertypes: ['Legendary'], abilities: ['{T}: Add {R}.'] });
      expect(nth(answer, 2)).toMatchObject({ name: 'Forest', subtypes: ['Forest'], abilities: ['{T}: Add {G}.'] });
      // 305.7: the nonbasic Tomb loses its rules text and gains the Mountain's mana ability.
      expect(nth(answer, 3)).toMatchObject({ subtypes: ['Mountain'], abilities: ['{T}: Add {R}.'] });
      const [moon, urborg] = stepsIn(answer, '4');
      expect(moon!.effect).toBe('Blood Moon: nonbasic lands are Mountains');
      expect(moon!.reason).toContain('Urborg, Tomb of Yawgmoth’s effect depends on this one: applying it would remove the ability that generates Urborg, Tomb of Yawgmoth’s effect.');
      expect(moon!.rules).toEqual(['613.1d', '613.8a', '613.8b', '305.7']);
      expect(urborg!.reason).toMatch(/^No longer exists: Blood Moon’s effect removed the ability that generates it/);
      expect(urborg!.rules).toEqual(['613.1d', '613.8c']);
    });
  }

  it('says "although … the earlier timestamp" only when dependency overrides timestamps', () => {
    const urborgFirst = run(`Blood Moon @2: ${BLOOD_MOON}; Urborg, Tomb of Yawgmoth @1: ${URBORG}`);
    expect(stepsIn(urborgFirst, '4')[0]!.reason).toContain('So it applies first, although Urborg, Tomb of Yawgmoth’s effect has the earlier timestamp.');
    const moonFirst = run(`Blood Moon @1: ${BLOOD_MOON}; Urborg, Tomb of Yawgmoth @2: ${URBORG}`);
    expect(stepsIn(moonFirst, '4')[0]!.reason).toContain('So it applies first.');
  });

  it('without Blood Moon, Urborg makes every land a Swamp and a land keeps its rules text (305.7, "in addition")', () => {
    const answer = run(`Urborg, Tomb of Yawgmoth @1: ${URBORG}; Forest @2: basic land — Forest; Tomb of the Spirit Dragon @3: ${TOMB}`);
    expect(nth(answer, 0)).toMatchObject({ subtypes: ['Swamp'], abilities: ['Each land is a Swamp in addition to its other land types', '{T}: Add {B}.'] });
    expect(nth(answer, 1)).toMatchObject({ subtypes: ['Forest', 'Swamp'], abilities: ['{T}: Add {G}.', '{T}: Add {B}.'] });
    expect(nth(answer, 2).abilities).toEqual(['{T}: Add {C}.', '{2}, {T}: You gain 1 life for each colorless creature you control.', '{T}: Add {B}.']);
  });
});

describe('Mycosynth Lattice and March of the Machines', () => {
  for (const [order, text] of [
    ['Lattice first', `Mycosynth Lattice @1: ${LATTICE}; March of the Machines @2: ${MARCH}`],
    ['March first', `Mycosynth Lattice @2: ${LATTICE}; March of the Machines @1: ${MARCH}`],
  ] as const) {
    it(`${order}: March depends on the Lattice, so lands become 0/0 artifact creatures and die (613.8a, 704.5f)`, () => {
      const answer = run(`${text}; Island @3: basic land — Island; Grizzly Bears @4: creature — Bear {1}{G} 2/2; Pacifism @5 on Grizzly Bears: enchantment — Aura {1}{W}, enchant creature`);
      expect(nth(answer, 0)).toMatchObject({ name: 'Mycosynth Lattice', types: ['Artifact', 'Creature'], power: 6, toughness: 6, colors: [] });
      expect(nth(answer, 1)).toMatchObject({ types: ['Enchantment', 'Artifact', 'Creature'], power: 4, toughness: 4 });
      expect(nth(answer, 2)).toMatchObject({ types: ['Artifact', 'Land', 'Creature'], supertypes: ['Basic'], power: 0, toughness: 0 });
      // A creature already: March doesn't apply to it, and Lattice leaves its power and toughness alone.
      expect(nth(answer, 3)).toMatchObject({ types: ['Artifact', 'Creature'], power: 2, toughness: 2, colors: [] });
      const march = stepsIn(answer, '4').find((step) => step.effect.startsWith('March'))!;
      expect(march.appliesTo).toEqual(['Mycosynth Lattice', 'March of the Machines', 'Island', 'Pacifism']);
      expect(answer.result.notes).toContainEqual({ text: 'Island is a creature with toughness 0: it is put into its owner’s graveyard when state-based actions are next checked.', rules: ['704.5f'] });
      expect(answer.result.notes).toContainEqual({
        text: 'Pacifism is an Aura that is also a creature, so it can’t enchant anything: it becomes unattached and is put into its owner’s graveyard.',
        rules: ['303.4d', '704.5m'],
      });
      // 613.6: in 7b March still sets the objects it started with, though they are creatures now.
      expect(stepsIn(answer, '7b')[0]!.rules).toContain('613.6');
    });
  }
});

describe('Conspiracy and Opalescence', () => {
  for (const [order, text] of [
    ['Conspiracy first', `Conspiracy @1 choosing Elf: ${CONSPIRACY}; Opalescence @2: ${OPALESCENCE}`],
    ['Opalescence first', `Conspiracy @2 choosing Elf: ${CONSPIRACY}; Opalescence @1: ${OPALESCENCE}`],
  ] as const) {
    it(`${order}: Conspiracy depends on Opalescence, so it is itself a 5/5 creature of the chosen type`, () => {
      const answer = run(`${text}; Grizzly Bears @3: creature — Bear {1}{G} 2/2`);
      expect(nth(answer, 0)).toMatchObject({ name: 'Conspiracy', types: ['Enchantment', 'Creature'], subtypes: ['Elf'], power: 5, toughness: 5 });
      expect(nth(answer, 1)).toMatchObject({ types: ['Enchantment'], subtypes: [] });
      expect(nth(answer, 2)).toMatchObject({ subtypes: ['Elf'] });
      expect(stepsIn(answer, '4').map((step) => step.effect.split(':')[0])).toEqual(['Opalescence', 'Conspiracy']);
      expect(stepsIn(answer, '4')[0]!.reason).toContain('applying it would change what Conspiracy’s effect applies to (adding Conspiracy)');
    });
  }
});

describe('Sludge Monster and Harmonious Archon (cards of the shared sample, typed)', () => {
  const sludge = 'creature — Horror {3}{U}{U} 5/5, non-Horror creatures with slime counters on them lose all abilities and have base power and toughness 2/2';
  const archon = 'creature — Archon {4}{W}{W} 4/5, flying, non-Archon creatures have base power and toughness 3/3';
  it('the later base power and toughness wins (613.7); counters still count (7c)', () => {
    const archonLater = run(`Sludge Monster @1: ${sludge}; Harmonious Archon @2: ${archon}; Grizzly Bears @3: creature — Bear 2/2, a slime counter, a +1/+1 counter, flying`);
    expect(nth(archonLater, 2)).toMatchObject({ power: 4, toughness: 4, abilities: [] });
    expect(nth(archonLater, 0)).toMatchObject({ power: 3, toughness: 3 });
    const sludgeLater = run(`Sludge Monster @2: ${sludge}; Harmonious Archon @1: ${archon}; Grizzly Bears @3: creature — Bear 2/2, a slime counter, a +1/+1 counter`);
    expect(nth(sludgeLater, 2)).toMatchObject({ power: 3, toughness: 3 });
  });
});

describe('more land-type interactions', () => {
  it('Ashaya under Blood Moon: it becomes a Mountain, loses every ability including its characteristic-defining P/T, and dies as a 0/0', () => {
    const answer = run(
      `Ashaya, Soul of the Wild @1: legendary creature — Elemental {3}{G}{G} */*, P/T = number of lands you control [CDA], nontoken creatures you control are Forest lands in addition to their other types; Blood Moon @2: ${BLOOD_MOON}; Grizzly Bears @3: creature — Bear 2/2`,
    );
    expect(nth(answer, 0)).toMatchObject({ types: ['Land', 'Creature'], subtypes: ['Elemental', 'Mountain'], power: 0, toughness: 0, abilities: ['{T}: Add {R}.'] });
    expect(nth(answer, 2)).toMatchObject({ types: ['Land', 'Creature'], subtypes: ['Bear', 'Mountain'], power: 2 });
    expect(stepsIn(answer, '4')[0]!.reason).toContain('Blood Moon’s effect depends on this one: applying it would change what Blood Moon’s effect applies to (adding Ashaya, Soul of the Wild and Grizzly Bears).');
    expect(answer.result.notes.map((note) => note.rules)).toContainEqual(['704.5f']);
  });

  it('Life and Limb and Blood Moon depend on each other: a loop, applied in timestamp order (613.8b)', () => {
    const lifeAndLimb = 'enchantment {3}{G}, all Forests and all Saprolings are 1/1 green Saproling creatures and Forest lands in addition to their other types';
    // Blood Moon takes Forest from Breeding Pool; Life and Limb makes the Saproling token a (nonbasic) land.
    const board = 'Breeding Pool @3: land — Forest Island; Saproling @4: creature — Saproling 1/1, token';
    const answer = run(`Life and Limb @1: ${lifeAndLimb}; Blood Moon @2: ${BLOOD_MOON}; ${board}`);
    expect(stepsIn(answer, '4')[0]!.reason).toContain('Life and Limb’s effect and Blood Moon’s effect depend on each other');
    expect(nth(answer, 2)).toMatchObject({ types: ['Land', 'Creature'], subtypes: ['Saproling', 'Mountain'], power: 1, toughness: 1 });
    expect(nth(answer, 3)).toMatchObject({ types: ['Land', 'Creature'], subtypes: ['Saproling', 'Mountain'] });
    const moonFirst = run(`Life and Limb @2: ${lifeAndLimb}; Blood Moon @1: ${BLOOD_MOON}; ${board}`);
    expect(nth(moonFirst, 2)).toMatchObject({ types: ['Land'], subtypes: ['Mountain'], power: null });
    expect(nth(moonFirst, 3)).toMatchObject({ types: ['Land', 'Creature'], subtypes: ['Saproling', 'Forest'] });
  });

  it('Prismatic Omen and Blood Moon don’t depend on each other: the later one wins', () => {
    const omen = 'enchantment {1}{G}, lands you control are every basic land type in addition to their other types';
    expect(nth(run(`Prismatic Omen @1: ${omen}; Blood Moon @2: ${BLOOD_MOON}; Breeding Pool @3: land — Forest Island`), 2).subtypes).toEqual(['Mountain']);
    expect(nth(run(`Prismatic Omen @2: ${omen}; Blood Moon @1: ${BLOOD_MOON}; Breeding Pool @3: land — Forest Island`), 2).subtypes).toEqual(['Mountain', 'Plains', 'Island', 'Swamp', 'Forest']);
  });
});
