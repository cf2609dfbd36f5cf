/**
 * The layer engine, layer by layer and rule by rule, with the Comprehensive Rules' own examples
 * (613.4d, 613.5, 613.6, 613.9, 707.2) as test cases.
 */
import { describe, expect, it } from 'vitest';
import { answerLayers, type LayersAnswer, type LayersObject, type LayersStep } from '../../../scenarios/layers/layers.js';
import { examplesOf, newestCitations } from '../../support/scenario-citations.js';

const citations = newestCitations();

function run(text: string): LayersAnswer {
  const answer = answerLayers(text, citations);
  if (!answer.ok) throw new Error(answer.error);
  return answer.value;
}

function nth(answer: LayersAnswer, index: number): LayersObject {
  return answer.result.objects[index]!;
}

function pt(object: LayersObject): string {
  return `${object.power}/${object.toughness}`;
}

function stepsIn(answer: LayersAnswer, layer: string): LayersStep[] {
  return answer.result.steps.filter((step) => step.layer === layer);
}

describe('layer 1a: copy effects take copiable values only (707.2)', () => {
  it('707.2’s example: a Clone of an animated Chimeric Staff is an artifact, not a 5/5 Construct creature', () => {
    expect(examplesOf(citations['copiable-values'])).toContain('The Clone is an artifact, not a 5/5 Construct artifact creature');
    const answer = run('Chimeric Staff @1: artifact {4}, becomes a 5/5 Construct artifact creature until end of turn @2; Clone @3: creature — Shapeshifter {3}{U} 0/0, copy of Chimeric Staff');
    expect(nth(answer, 0)).toMatchObject({ types: ['Artifact', 'Creature'], subtypes: ['Construct'], power: 5, toughness: 5 });
    expect(nth(answer, 1)).toMatchObject({ name: 'Chimeric Staff', types: ['Artifact'], subtypes: [], power: null, colors: [] });
    expect(stepsIn(answer, '1a')[0]!.rules).toEqual(['613.1a', '613.2a', '613.2c', '707.2']);
  });

  it('a copy of a copy waits for the copy it copies, whatever the timestamps (613.8a)', () => {
    const answer = run('Grizzly Bears @1: creature — Bear {1}{G} 2/2; Clone @3: creature — Shapeshifter 0/0, copy of Grizzly Bears; Clone #2 @2: creature — Shapeshifter 0/0, copy of Clone');
    expect(nth(answer, 2)).toMatchObject({ name: 'Grizzly Bears', subtypes: ['Bear'], power: 2, toughness: 2 });
    const [first, second] = stepsIn(answer, '1a');
    expect(first!.effect).toBe('Clone: copy of Grizzly Bears');
    expect(first!.reason).toContain('Clone #2’s effect depends on this one: applying it would change what Clone #2’s effect does to Clone #2');
    expect(second!.reason).toBe('It depended on Clone’s effect, which has now applied, so it applies now.');
  });

  it('an exception becomes part of the copiable values (707.9b)', () => {
    const answer = run('Juggernaut @1: artifact creature — Juggernaut {4} 5/3; Copy Artifact @2: enchantment {1}{U}, copy of Juggernaut, except it’s an enchantment in addition to its other types');
    expect(nth(answer, 1)).toMatchObject({ name: 'Juggernaut', types: ['Enchantment', 'Artifact', 'Creature'], power: 5, toughness: 3 });
    expect(stepsIn(answer, '1a')[0]!.rules).toEqual(['613.1a', '613.2a', '613.2c', '707.2', '707.9b']);
  });
});

describe('layer 1b: face down (708.2a)', () => {
  it('a face-down permanent is a nameless, colorless 2/2 creature with no abilities', () => {
    const answer = run('Morph @1: creature — Beast {4}{G}{G} 5/5, trample, face down');
    expect(nth(answer, 0)).toEqual({ name: '', types: ['Creature'], subtypes: [], supertypes: [], colors: [], power: 2, toughness: 2, abilities: [], controller: 'you' });
    expect(stepsIn(answer, '1b')[0]!.rules).toEqual(['613.1a', '613.2b', '708.2a']);
  });
});

describe('layer 2: control', () => {
  it('Control Magic changes whose creatures a stolen lord pumps ("you" is its new controller)', () => {
    const answer = run(
      'Lord @1: creature — Human 2/2, controller B, creatures you control get +1/+1; Control Magic @2 on Lord: enchantment — Aura {2}{U}{U}, enchant creature, you control enchanted creature; Mine @3: creature 1/1; Theirs @4: creature 1/1, controller B',
    );
    expect(nth(answer, 0)).toMatchObject({ controller: 'you', power: 3, toughness: 3 });
    expect(pt(nth(answer, 2))).toBe('2/2');
    expect(pt(nth(answer, 3))).toBe('1/1');
    expect(stepsIn(answer, '2')[0]!.rules).toEqual(['613.1b']);
  });
});

describe('layer 3: text', () => {
  it('a changed creature type in a lord’s text changes what its effect applies to (612.1)', () => {
    const answer = run(
      'Lord of Atlantis @1: creature — Merfolk {U}{U} 2/2, other Merfolk get +1/+1; Artificial Evolution @2 on Lord of Atlantis: Lord of Atlantis’s text: Merfolk becomes Goblin; Goblin Guide @3: creature — Goblin 2/2; Merfolk Looter @4: creature — Merfolk 1/1',
    );
    // Artificial Evolution is a resolved spell, not a permanent: the permanents are Lord, Goblin Guide, Merfolk Looter.
    expect(nth(answer, 0)).toMatchObject({ subtypes: ['Goblin'], abilities: ['Other Goblin get +1/+1'] });
    expect(pt(nth(answer, 1))).toBe('3/3');
    expect(pt(nth(answer, 2))).toBe('1/1');
  });
});

describe('layer 4: types set (205.1a) or kept (205.1b), land types (305.7)', () => {
  it('"becomes a creature" sets the card type; "artifact creature" and "still a land" keep the others', () => {
    const answer = run(
      'Relic @1: artifact {2}; Bauble @2: artifact {1}; Ground @3: land — Desert; Zap @4: Relic becomes a 3/3 creature until end of turn; Animate @5: Bauble becomes a 1/1 Construct artifact creature until end of turn; Awaken @6: Ground becomes a 0/0 Elemental creature until end of turn. It is still a land',
    );
    expect(nth(answer, 0)).toMatchObject({ types: ['Creature'], power: 3 });
    expect(nth(answer, 1)).toMatchObject({ types: ['Artifact', 'Creature'], subtypes: ['Construct'] });
    expect(nth(answer, 2)).toMatchObject({ types: ['Land', 'Creature'], subtypes: ['Desert', 'Elemental'] });
    const rules = stepsIn(answer, '4').map((step) => step.rules);
    expect(rules[0]).toEqual(['613.1d', '613.7', '613.7b', '205.1a']);
    expect(rules[1]).toContain('205.1b');
    expect(rules[2]).toContain('205.1b');
  });

  it('205.1b’s example: "artifact creatures" added to an artifact enchantment make it an artifact enchantment creature', () => {
    expect(examplesOf(citations['type-kept'])).toContain('it will become an artifact enchantment creature');
    const answer = run('Relic @1: enchantment artifact {3}; March @2: enchantment, all artifacts are 1/1 artifact creatures');
    expect(nth(answer, 0)).toMatchObject({ types: ['Enchantment', 'Artifact', 'Creature'], power: 1, toughness: 1 });
  });

  it('setting a basic land type removes the land’s rules-text abilities but not granted ones, nor its supertypes (305.7)', () => {
    const answer = run(
      'Dryad Arbor @1: land creature — Forest Dryad 1/1; Blood Moon @2: enchantment, nonbasic lands are Mountains; Wastes @3: basic land; Sacred Peaks @4: legendary land, "{T}: Add {C}."; Gift @5: enchantment, lands have hexproof',
    );
    expect(nth(answer, 0)).toMatchObject({ types: ['Land', 'Creature'], subtypes: ['Dryad', 'Mountain'], abilities: ['{T}: Add {R}.', 'Hexproof'] });
    expect(nth(answer, 2)).toMatchObject({ supertypes: ['Basic'], subtypes: [] });
    expect(nth(answer, 3)).toMatchObject({ supertypes: ['Legendary'], subtypes: ['Mountain'], abilities: ['{T}: Add {R}.', 'Hexproof'] });
    expect(answer.result.steps.find((step) => step.effect.startsWith('Rule 305.6'))!.rules).toEqual(['305.6']);
  });

  it('an object can’t gain a subtype that doesn’t go with its types (205.3d)', () => {
    const answer = run('Rock @1: artifact {1}; Bless @2: Rock becomes an Elk in addition to its other types until end of turn');
    expect(nth(answer, 0)).toMatchObject({ subtypes: [] });
    expect(stepsIn(answer, '4')[0]!.rules).toContain('205.3d');
  });
});

describe('layer 5: colour', () => {
  it('613.5’s first example: a black creature turned white gets Honor of the Pure’s bonus', () => {
    expect(examplesOf(citations['layer-7c'])).toBe('');
    const answer = run('Honor of the Pure @1: enchantment {1}{W}, white creatures you control get +1/+1; Bear @2: creature {1}{B} 2/2; Paint @3: Bear is white until end of turn');
    expect(nth(answer, 1)).toMatchObject({ colors: ['white'], power: 3, toughness: 3 });
    const later = run('Honor of the Pure @1: enchantment {1}{W}, white creatures you control get +1/+1; Bear @2: creature {1}{B} 2/2; Paint @3: Bear is white until end of turn; Repaint @4: Bear is red until end of turn');
    expect(nth(later, 1)).toMatchObject({ colors: ['red'], power: 2, toughness: 2 });
  });

  it('"in addition to its other colors" adds a colour; a colour word sets it', () => {
    const answer = run('Bear @1: creature {1}{G} 2/2; Tint @2: Bear is blue in addition to its other colors until end of turn');
    expect(nth(answer, 0).colors).toEqual(['blue', 'green']);
  });
});

describe('layer 6: abilities', () => {
  it('613.9’s example: "has flying" and "loses flying" apply in timestamp order, the later wins', () => {
    expect(examplesOf('613.9')).toContain('Applying them in timestamp order means the one that was generated last “wins.”');
    const gains = 'enchantment — Aura, enchant creature, enchanted creature has flying';
    const loses = 'enchantment — Aura, enchant creature, enchanted creature loses flying';
    expect(nth(run(`Bird @1: creature 1/1; Wings @2 on Bird: ${gains}; Clip @3 on Bird: ${loses}`), 0).abilities).toEqual([]);
    expect(nth(run(`Bird @1: creature 1/1; Wings @3 on Bird: ${gains}; Clip @2 on Bird: ${loses}`), 0).abilities).toEqual(['Flying']);
  });

  it('613.7a’s example: the ability Rune of Flight grants Colossus Hammer takes Rune of Flight’s later timestamp, so the creature flies', () => {
    expect(examplesOf(citations['static-timestamp'])).toContain('The ability granted by Rune of Flight shares Rune of Flight’s timestamp');
    const answer = run(
      'Bear @1: creature 2/2, flying; Colossus Hammer @2 on Bear: artifact — Equipment {1}, equipped creature gets +10/+10 and loses flying; Rune of Flight @3 on Colossus Hammer: enchantment — Aura {1}{U}, enchant Equipment, enchanted Equipment has "Equipped creature has flying."',
    );
    expect(nth(answer, 0)).toMatchObject({ power: 12, toughness: 12, abilities: ['Flying'] });
    const granted = stepsIn(answer, '6').at(-1)!;
    expect(granted.effect).toBe('Colossus Hammer: Equipped creature has flying.');
    expect(granted.rules).toEqual(['613.1f', '613.7', '613.7a']);
  });

  it('Darksteel Mutation: "has indestructible, and it loses all other abilities" removes before it grants', () => {
    const answer = run(
      'Bear @1: creature — Bear 2/2, flying, a +1/+1 counter; Darksteel Mutation @2 on Bear: enchantment — Aura {1}{W}, enchant creature, enchanted creature is an Insect artifact creature with base power and toughness 0/1 and has indestructible, and it loses all other abilities',
    );
    expect(nth(answer, 0)).toMatchObject({ types: ['Artifact', 'Creature'], subtypes: ['Insect'], abilities: ['Indestructible'], power: 1, toughness: 2 });
  });

  it('an object that can’t have an ability doesn’t get it from a later effect (113.11)', () => {
    const answer = run('Bird @1: creature 1/1; Grounding @2: enchantment, creatures can’t have flying; Wings @3: Bird gains flying until end of turn');
    expect(nth(answer, 0).abilities).toEqual([]);
    expect(stepsIn(answer, '6')[1]!.rules).toContain('113.11');
  });

  it('keyword counters grant their keyword in layer 6 with their own timestamp (122.1b, 613.7c)', () => {
    const later = run('Bear @1: creature 2/2, a flying counter @3; Humble @2: Bear loses all abilities until end of turn');
    expect(nth(later, 0).abilities).toEqual(['Flying']);
    const earlier = run('Bear @1: creature 2/2, a flying counter @1; Humble @2: Bear loses all abilities until end of turn');
    expect(nth(earlier, 0).abilities).toEqual([]);
    expect(stepsIn(later, '6').find((step) => step.effect.includes('counter'))!.rules).toContain('122.1b');
  });
});

describe('layer 7: power and toughness', () => {
  it('7a before 7b: a characteristic-defining P/T, then Humility’s 1/1, then an anthem (613.4a–c)', () => {
    const answer = run('Tarmogoyf @1: creature — Lhurgoyf {1}{G} */*, P/T = number of lands you control [CDA]; Forest @2: basic land — Forest; Swamp @3: basic land — Swamp; Anthem @4: enchantment, creatures you control get +1/+1');
    expect(pt(nth(answer, 0))).toBe('3/3');
    expect(stepsIn(answer, '7a')[0]!.rules).toEqual(['613.1g', '613.4a']);
    const humbled = run('Tarmogoyf @1: creature — Lhurgoyf {1}{G} */*, P/T = number of lands you control [CDA]; Forest @2: basic land — Forest; Trick @3: Tarmogoyf loses all abilities until end of turn');
    // Its characteristic-defining ability is gone by layer 7a, so nothing sets its power and toughness.
    expect(pt(nth(humbled, 0))).toBe('0/0');
  });

  it('613.5’s second example: Gray Ogre with a counter, +4/+4, an anthem +0/+2, then "becomes 0/1" is 5/8', () => {
    expect(examplesOf('613.5')).toContain('making it 5/8');
    const answer = run('Gray Ogre @1: creature — Ogre {2}{R} 2/2, a +1/+1 counter @2; Giant Growth @3: Gray Ogre gets +4/+4 until end of turn; Anthem @4: enchantment, creatures you control get +0/+2; Sap @5: Gray Ogre becomes 0/1 until end of turn');
    expect(pt(nth(answer, 0))).toBe('5/8');
    expect(stepsIn(answer, '7c')[0]!.rules).toEqual(['613.1g', '613.4c', '613.7', '613.7c']);
  });

  it('613.4d’s examples: switching after modifying (4/6), and two switches cancel (1/4)', () => {
    const examples = examplesOf(citations['layer-7d']);
    expect(examples).toContain('so its actual power and toughness is 4/6');
    expect(examples).toContain('the creature becomes 1/4');
    const once = run('Bear @1: creature 1/3; Pump @2: Bear gets +0/+1 until end of turn; Twist @3: switch Bear’s power and toughness until end of turn; Boost @4: Bear gets +5/+0 until end of turn');
    expect(pt(nth(once, 0))).toBe('4/6');
    const twice = run('Bear @1: creature 1/3; Pump @2: Bear gets +0/+1 until end of turn; Twist @3: switch Bear’s power and toughness until end of turn; Twist #2 @4: switch Bear’s power and toughness until end of turn');
    expect(pt(nth(twice, 0))).toBe('1/4');
  });

  it('"for each" counts when the effect applies', () => {
    const answer = run('Elvish Archdruid @1: creature — Elf 2/2, other Elves you control get +1/+1 for each Elf you control; Llanowar Elves @2: creature — Elf 1/1');
    expect(pt(nth(answer, 1))).toBe('3/3');
  });
});

describe('ordering within a layer', () => {
  it('a characteristic-defining ability applies first in its layer, whatever the timestamps (613.3)', () => {
    const answer = run('Conspiracy @1 choosing Elf: enchantment, creatures you control are the chosen type; Shapeshifter @2: creature — Shapeshifter 1/1, changeling');
    expect(nth(answer, 1).subtypes).toEqual(['Elf']);
    const [changeling, conspiracy] = stepsIn(answer, '4');
    expect(changeling!.effect).toBe('Shapeshifter: Changeling (this object is every creature type)');
    expect(changeling!.reason).toContain('A characteristic-defining ability: it applies before the other effects in this layer.');
    expect(changeling!.rules).toEqual(['613.1d', '604.3', '613.3']);
    expect(conspiracy!.reason).toMatch(/^Timestamp order/);
  });

  it('a characteristic-defining ability and another effect never depend on each other (613.8a (c))', () => {
    const answer = run('Shapeshifter @2: creature 1/1, changeling; Bless @1: Goblins get +1/+1 until end of turn');
    expect(pt(nth(answer, 0))).toBe('2/2');
  });

  it('timestamps decide when nothing depends on anything (613.7), and say so', () => {
    const answer = run('Bear @1: creature 2/2; Small @2: Bear becomes 1/1 until end of turn; Big @3: Bear has base power and toughness 4/4 until end of turn');
    expect(pt(nth(answer, 0))).toBe('4/4');
    expect(stepsIn(answer, '7b')[0]!.reason).toBe('Timestamp order: @2 is the earliest of the effects left in this layer (then Big @3).');
  });

  it('a dependency loop applies in timestamp order (613.8b), in both orders', () => {
    const flyers = 'enchantment, creatures with flying lose trample';
    const tramplers = 'enchantment, creatures with trample lose flying';
    const first = run(`A @1: ${flyers}; B @2: ${tramplers}; Bird @3: creature 1/1, flying, trample`);
    expect(nth(first, 2).abilities).toEqual(['Flying']);
    const loop = stepsIn(first, '6')[0]!;
    expect(loop.reason).toContain('A’s effect and B’s effect depend on each other');
    expect(loop.reason).toContain('a dependency loop, so they apply in timestamp order');
    expect(loop.rules).toEqual(['613.1f', '613.8a', '613.8b', '613.7', '613.7a']);
    expect(stepsIn(first, '6')[1]!.reason).toBe('It is part of the dependency loop found above, which applies in timestamp order: next is this one (@2).');
    const second = run(`A @2: ${flyers}; B @1: ${tramplers}; Bird @3: creature 1/1, flying, trample`);
    expect(nth(second, 2).abilities).toEqual(['Trample']);
  });

  it('an effect whose condition another effect makes true waits for it (existence, 613.8a)', () => {
    const answer = run(
      'Starfield @1: enchantment, as long as you control three or more enchantments, each other non-Aura enchantment you control is a creature in addition to its other types and has base power and toughness each equal to its mana value; Crown @2: artifact {2}; Mycosynth Lattice @3: artifact {6}, all permanents are enchantments in addition to their other types',
    );
    expect(nth(answer, 1)).toMatchObject({ types: ['Enchantment', 'Artifact', 'Creature'], power: 2 });
    expect(stepsIn(answer, '4')[0]!.reason).toContain('Starfield’s effect depends on this one: applying it would change whether Starfield’s effect exists.');
  });

  it('without timestamps, the order written stands in for them, and a note says so', () => {
    const answer = run('Bear: creature 2/2; Small: Bear becomes 1/1 until end of turn; Big: Bear becomes 4/4 until end of turn');
    expect(pt(nth(answer, 0))).toBe('4/4');
    expect(answer.result.notes[0]).toEqual({ text: 'No timestamps were given, so the order written is taken as timestamp order. Add "@N" to each object with effects if that is wrong.', rules: ['613.7'] });
    expect(stepsIn(answer, '7b')[0]!.reason).toContain('written 2nd');
  });
});

describe('613.6: an effect keeps applying to the objects it started with', () => {
  it('613.6’s example: "noncreature artifacts become 2/2 artifact creatures" still sets them in 7b', () => {
    expect(examplesOf(citations['effect-keeps-applying'])).toContain('even though those permanents aren’t noncreature artifacts by then');
    const answer = run('Relic @1: artifact {3}; Animation @2: all noncreature artifacts become 2/2 artifact creatures until end of turn');
    expect(nth(answer, 0)).toMatchObject({ types: ['Artifact', 'Creature'], power: 2, toughness: 2 });
    expect(stepsIn(answer, '7b')[0]!.reason).toContain('It started to apply in layer 4, so it keeps applying to the same objects, even though its description would now pick other objects.');
    expect(answer.result.notes.map((note) => note.rules)).toContainEqual(['611.2c']);
  });
});

describe('notes: state-based consequences', () => {
  it('lethal damage after a 1/1 (704.5g), counters that cancel (704.5q), the legend rule (704.5j)', () => {
    const answer = run(
      'Humility @1: enchantment, all creatures lose all abilities and have base power and toughness 1/1; Giant @2: creature 4/4, 2 damage, a +1/+1 counter, a -1/-1 counter; Thalia @3: legendary creature — Human 2/1; Thalia #2 @4: legendary creature — Human 2/1',
    );
    expect(answer.result.notes.map((note) => note.rules)).toEqual([['704.5g'], ['704.5q'], ['704.5j']]);
    expect(answer.result.notes[0]!.text).toBe('Giant has 2 damage marked and toughness 1: it is destroyed when state-based actions are next checked.');
  });

  it('an Aura whose object no longer fits its enchant ability (303.4c, 704.5m)', () => {
    const answer = run('Tree @1: land — Forest; Spike @2 on Tree: enchantment — Aura, enchant creature; Awaken @3: Tree becomes a 2/2 creature that is still a land until end of turn');
    expect(answer.result.notes).toEqual([]);
    const unanimated = run('Tree @1: creature — Treefolk 2/2; Spike @2 on Tree: enchantment — Aura, enchant creature; Petrify @3: Tree becomes an artifact until end of turn');
    expect(unanimated.result.notes).toEqual([{ text: 'Spike says “Enchant creature”, but Tree no longer is one: Spike is put into its owner’s graveyard.', rules: ['303.4c', '704.5m'] }]);
  });
});

describe('the --json shape', () => {
  it('has objects, steps and notes as the issue gives them, and survives JSON', () => {
    const answer = run('Bear @1: creature — Bear {1}{G} 2/2; Anthem @2: enchantment {2}{W}, creatures you control get +1/+1');
    expect(Object.keys(answer.result)).toEqual(['objects', 'steps', 'notes']);
    expect(Object.keys(answer.result.objects[0]!)).toEqual(['name', 'types', 'subtypes', 'supertypes', 'colors', 'power', 'toughness', 'abilities', 'controller']);
    expect(answer.result.steps).toEqual([
      { layer: '7c', effect: 'Anthem: creatures you control get +1/+1', appliesTo: ['Bear'], reason: 'The only effect in this layer.', rules: ['613.1g', '613.4c'] },
    ]);
    expect(JSON.parse(JSON.stringify(answer.result))).toEqual(answer.result);
  });

  it('shows the final state first, then each step with what changed', () => {
    const answer = run('Bear @1: creature — Bear {1}{G} 2/2; Anthem @2: enchantment {2}{W}, creatures you control get +1/+1');
    expect(answer.summary).toBe('Final characteristics:\n• Bear — Creature — Bear 3/3, green, no abilities\n• Anthem — Enchantment, white, abilities: Creatures you control get +1/+1');
    expect(answer.steps[0]!.text).toBe('Layer 7c (power and toughness modified): Anthem: creatures you control get +1/+1 → Bear. The only effect in this layer. Result: Bear: P/T 2/2 → 3/3.');
  });
});

describe('cases a judge found wrong (issue 34)', () => {
  it('Grizzly Bears with two +1/+1 counters, Diminish, then Twisted Image is 3/2: 7b, 7c, 7d (regression: 2/3, the switch "→ nothing")', () => {
    const answer = run(
      'Grizzly Bears @1: creature — Bear {1}{G} 2/2, two +1/+1 counters; Diminish @2 on Grizzly Bears: target creature has base power and toughness 0/1 until end of turn; Twisted Image @3 on Grizzly Bears: switch P/T',
    );
    expect(pt(nth(answer, 0))).toBe('3/2');
    expect(answer.result.steps.map((step) => `${step.layer} ${step.effect} → ${step.appliesTo.join(', ')}`)).toEqual([
      '7b Diminish: target creature has base power and toughness 0/1 until end of turn → Grizzly Bears',
      '7c Grizzly Bears’s +1/+1 counters: 2 +1/+1 counters → Grizzly Bears',
      '7d Twisted Image: switch P/T → Grizzly Bears',
    ]);
    expect(answer.steps.map((step) => step.text).join('\n')).not.toContain('nothing');
  });

  it('refuses a spell’s effect that says neither its subject nor its target', () => {
    const answer = answerLayers('Grizzly Bears: creature 2/2; Twisted Image: switch P/T', citations);
    expect(answer).toEqual({ ok: false, error: expect.stringMatching(/^Twisted Image: "switch P\/T" doesn't say what it applies to: add the object it targeted/) });
  });

  it('reads "controller B until end of turn @1" as a control change with its own timestamp (regression: a controller named "B until end of turn @1")', () => {
    const answer = run('Grizzly Bears: creature — Bear {1}{G} 2/2, controller A, controller B until end of turn @1; Glorious Anthem @2: enchantment, controller A, creatures you control get +1/+1');
    expect(nth(answer, 0)).toMatchObject({ controller: 'B', power: 2, toughness: 2 });
    expect(stepsIn(answer, '2')[0]!.effect).toBe('Grizzly Bears: controller B until end of turn');
    // The anthem's controller controls no creature now, and the answer says so rather than "→ nothing".
    expect(answer.steps.find((step) => step.text.startsWith('Layer 7c'))!.text).toContain('→ no object: no permanent matches “creatures you control” (“you” is A) now.');
  });

  it('refuses "controller A" written after an effect rather than read it as part of the effect', () => {
    const answer = answerLayers('Grizzly Bears: creature 2/2; Glorious Anthem @2: enchantment, creatures you control get +1/+1, controller A', citations);
    expect(answer).toEqual({ ok: false, error: expect.stringMatching(/^Glorious Anthem: "controller A" is a characteristic, but it follows an effect: write characteristics first/) });
  });
});
