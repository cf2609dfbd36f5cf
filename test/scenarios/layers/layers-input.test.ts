import { describe, expect, it } from 'vitest';
import { LAYERS_USAGE, parseLayersScenario } from '../../../scenarios/layers/layers-input.js';
import type { LayersScenario, ScenarioObject } from '../../../scenarios/layers/layers-scenario.js';

function parse(text: string): LayersScenario {
  const parsed = parseLayersScenario(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

function errorOf(text: string): string {
  const parsed = parseLayersScenario(text);
  if (parsed.ok) throw new Error('expected a parse error');
  return parsed.error;
}

function object(scenario: LayersScenario, name: string): ScenarioObject {
  return scenario.objects.find((candidate) => candidate.name === name)!;
}

describe('parseLayersScenario: objects and their characteristics', () => {
  it('reads a header’s name, timestamp, what it is on and its choice, in any order', () => {
    const scenario = parse('Bear @1: creature 2/2; Rancor on Bear @4: enchantment — Aura {G}, enchant creature; Conspiracy @2 choosing Elf: enchantment, creatures you control are the chosen type');
    expect(scenario.objects.map(({ name, timestamp, on, choice }) => ({ name, timestamp, on, choice }))).toEqual([
      { name: 'Bear', timestamp: 1, on: null, choice: null },
      { name: 'Rancor', timestamp: 4, on: 'Bear', choice: null },
      { name: 'Conspiracy', timestamp: 2, on: null, choice: 'Elf' },
    ]);
    expect(scenario.timestampsGiven).toBe(true);
    expect(object(scenario, 'Conspiracy').abilities[0]!.effects[0]!.parts[0]).toMatchObject({ layer: '4', kind: 'types', setSubtypes: ['elf'] });
  });

  it('reads type lines, mana costs, power and toughness, and the other characteristics', () => {
    const scenario = parse(
      'Thalia @1: legendary creature — Human Soldier {1}{W} 2/1, first strike, two +1/+1 counters, a flying counter @5, 1 damage, controller B, tapped; Wall @2: artifact creature 0/4, token, defender, "{T}: Add {C}."; Spirit @3: emblem, creatures you control get +1/+1',
    );
    const thalia = object(scenario, 'Thalia');
    expect(thalia.printed).toEqual({ name: 'Thalia', manaValue: 2, colors: ['white'], types: ['creature'], subtypes: ['Human', 'Soldier'], supertypes: ['legendary'], power: 2, toughness: 1 });
    expect(thalia.abilities.map((ability) => ability.text)).toEqual(['first strike']);
    expect(thalia.counters).toEqual([
      { kind: '+1/+1', count: 2, timestamp: 1 },
      { kind: 'flying', count: 1, timestamp: 5 },
    ]);
    expect([thalia.damage, thalia.controller, thalia.status]).toEqual([1, 'B', ['tapped']]);
    expect(object(scenario, 'Wall')).toMatchObject({ kind: 'permanent', token: true, abilities: [{ text: 'defender' }, { text: '{T}: Add {C}.' }] });
    expect(object(scenario, 'Spirit')).toMatchObject({ kind: 'emblem' });
  });

  it('takes a hybrid, Phyrexian or X cost’s mana value as 202.3 says', () => {
    const scenario = parse('A @1: creature {X}{R} 1/1; B @2: creature {2/W}{2/W} 1/1; C @3: creature {G/P}{G} 1/1');
    expect(scenario.objects.map((candidate) => candidate.printed.manaValue)).toEqual([1, 4, 2]);
  });

  it('a second copy of a card is written "#2" and keeps the card’s name', () => {
    const scenario = parse('Opalescence @1: enchantment; Opalescence #2 @2: enchantment');
    expect(scenario.objects.map((candidate) => [candidate.name, candidate.printed.name])).toEqual([
      ['Opalescence', 'Opalescence'],
      ['Opalescence #2', 'Opalescence'],
    ]);
  });

  it('a name ending in a number is a name, not a loyalty ability, unless a card lookup says so', () => {
    // Regression: "Anthem 0" was read as the 0 ability of a card named Anthem, so its effects were refused.
    expect(object(parse('Anthem 0 @1: enchantment, creatures you control get +1/+1'), 'Anthem 0')).toMatchObject({ kind: 'permanent' });
  });

  it('without timestamps, takes the order written', () => {
    const scenario = parse('Bear: creature 2/2; Anthem: enchantment, creatures you control get +1/+1');
    expect(scenario.timestampsGiven).toBe(false);
    expect(scenario.objects.map((candidate) => candidate.timestamp)).toEqual([1, 2]);
  });
});

describe('parseLayersScenario: effects', () => {
  it('a permanent’s effect is a static ability; with a duration it is a resolved effect; a spell’s is resolved', () => {
    const scenario = parse('Bear @1: creature 2/2, creatures you control get +1/+1. Bear gets +2/+2 until end of turn @3; Giant Growth @2: Bear gets +3/+3 until end of turn');
    const bear = object(scenario, 'Bear');
    expect(bear.abilities.map((ability) => ability.text)).toEqual(['creatures you control get +1/+1']);
    expect(bear.resolvedEffects.map((effect) => [effect.text, effect.duration, effect.timestamp])).toEqual([['Bear gets +2/+2 until end of turn', 'until end of turn', 3]]);
    expect(object(scenario, 'Giant Growth')).toMatchObject({ kind: 'resolved', abilities: [] });
  });

  it('a sentence without a subject continues the one before: one effect, parts in several layers (613.6)', () => {
    const scenario = parse('Opalescence @1: enchantment {2}{W}{W}, other non-Aura enchantments are creatures in addition to their other types [L4], base P/T = mana value [L7b]');
    const effects = object(scenario, 'Opalescence').abilities.flatMap((ability) => ability.effects);
    expect(effects).toHaveLength(1);
    expect(effects[0]!.text).toBe('other non-Aura enchantments are creatures in addition to their other types, base P/T = mana value');
    expect(effects[0]!.parts.map((part) => part.layer)).toEqual(['4', '7b']);
  });

  it('marks [CDA] and a printed "P/T = …" as characteristic-defining, in layer 7a', () => {
    const effect = object(parse('Goyf @1: creature */*, P/T = number of lands you control [CDA]'), 'Goyf').abilities[0]!.effects[0]!;
    expect(effect.cda).toBe(true);
    expect(effect.parts.map((part) => part.layer)).toEqual(['7a']);
  });

  it('a copy effect is how the object entered, not an ability it can lose', () => {
    const clone = object(parse('Bear @1: creature 2/2; Clone @2: creature 0/0, copy of Bear'), 'Clone');
    expect(clone.abilities).toEqual([]);
    expect(clone.resolvedEffects[0]!.parts[0]).toMatchObject({ layer: '1a', kind: 'copy', of: 'Bear' });
  });
});

describe('parseLayersScenario: what it refuses, with the syntax and an example', () => {
  it('refuses a layer tag that doesn’t match the effect', () => {
    expect(errorOf('Anthem @1: enchantment, creatures get +1/+1 [L6]')).toBe(`Anthem: "creatures get +1/+1 [L6]" is tagged [L6], but it reads as a layer 7c effect.\n\n${LAYERS_USAGE}`);
    expect(errorOf('Anthem @1: enchantment, creatures get +1/+1 [L9]')).toMatch(/^Anthem: "\[L9\]" is not a layer: write \[L1a\], \[L1b\], \[L2\] … \[L6\], \[L7a\] … \[L7d\] or \[CDA\]\./);
  });

  it('refuses words it can’t read instead of guessing', () => {
    expect(errorOf('Anthem @1: enchantment, creatres you control get +1/+1')).toMatch(/^Anthem: "creatres" is not a card type, colour, supertype or subtype of anything here \(write subtypes with a capital letter: "Goblins"\)\./);
    expect(errorOf('Bear @1: creature 2/2, gets bigger')).toMatch(/^Bear: "gets bigger" is not an effect this helper can read\./);
  });

  it('asks what an object is when nothing says so', () => {
    expect(errorOf('Humility @2')).toMatch(/^Nothing says what "Humility" is, and this helper has no card database to look it up: type it/);
    expect(errorOf('Humility @2: creatures lose all abilities')).toMatch(/^Humility: is it a permanent\? Give its type/);
  });

  it('asks for timestamps on every object with effects, or none', () => {
    expect(errorOf('Bear @1: creature 2/2; Anthem: enchantment, creatures you control get +1/+1')).toMatch(/^Anthem has effects but no timestamp: give every object with effects a timestamp/);
  });

  it('asks what "enchanted creature" and "the chosen type" are', () => {
    expect(errorOf('Aura @1: enchantment — Aura, enchanted creature gets +1/+1')).toMatch(/^Aura says "enchanted creature": say which object with "on", e\.g\. "Aura @3 on Grizzly Bears"\./);
    expect(errorOf('Conspiracy @1: enchantment, creatures you control are the chosen type')).toMatch(/^Conspiracy: "creatures you control are the chosen type" says "the chosen …": add the choice after the name/);
  });

  it('refuses two objects with one name, "on" an object that isn’t there, no objects and more than 50', () => {
    expect(errorOf('Bear: creature 2/2; bear: creature 2/2')).toMatch(/^Two objects are named "bear"; write "bear #2" for the second\./);
    expect(errorOf('Aura @1 on Nobody: enchantment — Aura')).toMatch(/^Aura is "on Nobody", but there is no object named Nobody \(objects: Aura\)\./);
    expect(errorOf(' ; ')).toMatch(/^No objects given\./);
    expect(errorOf(Array.from({ length: 51 }, (_, index) => `Bear ${index}: creature 2/2`).join('; '))).toMatch(/^51 objects given; at most 50/);
  });

  it('shows an example in every refusal', () => {
    expect(LAYERS_USAGE).toContain('Example: Opalescence @1: enchantment {2}{W}{W}');
    expect(parseLayersScenario(LAYERS_USAGE.split('Example: ')[1]!).ok).toBe(true);
  });
});
