/**
 * The template table against real Oracle text: the cards of the shared Scryfall sample that the
 * issue names (Kenrith's Transformation, Harmonious Archon, Oko's +1, Sludge Monster) and anthems,
 * read and then applied by name through a lookup shaped like the card database's.
 */
import { describe, expect, it } from 'vitest';
import { answerLayers, type LayersAnswer } from '../../../scenarios/layers/layers.js';
import { normaliseLine, readCard, type CardReading } from '../../../scenarios/layers/oracle-text.js';
import { newestCitations } from '../../support/scenario-citations.js';
import { sampleCard, sampleCardLookup, sampleFaces } from '../../support/sample-cards.js';

const citations = newestCitations();
const context = { objectNames: [], subtypes: [] };

function read(name: string): CardReading {
  return readCard(sampleCard(name), context, null);
}

/** "6 remove-all-abilities, 4 types, …": the parts of each static effect of a card. */
function staticParts(reading: CardReading): string[][] {
  return reading.abilities.flatMap((ability) => ability.effects).map((effect) => effect.parts.map((part) => `${part.layer} ${part.kind}`));
}

function runWithCards(text: string): LayersAnswer {
  const answer = answerLayers(text, citations, sampleCardLookup);
  if (!answer.ok) throw new Error(answer.error);
  return answer.value;
}

describe('readCard on the shared sample', () => {
  it('Kenrith’s Transformation: an Aura whose effect has parts in layers 6, 4, 5 and 7b', () => {
    const reading = read("Kenrith's Transformation");
    expect(reading.printed).toEqual({ name: "Kenrith's Transformation", manaValue: 2, colors: ['green'], types: ['enchantment'], subtypes: ['Aura'], supertypes: [], power: null, toughness: null });
    expect(reading.abilities.map((ability) => ability.text)).toEqual([
      'enchant creature',
      "When Kenrith's Transformation enters the battlefield, draw a card.",
      'Enchanted creature loses all abilities and is a green Elk creature with base power and toughness 3/3. (It loses all other card types and creature types.)',
    ]);
    expect(staticParts(reading)).toEqual([['6 remove-all-abilities', '4 types', '5 colors', '7b set-pt']]);
    expect(reading.notes).toEqual([]);
  });

  it('Harmonious Archon and Sludge Monster: base power and toughness for a class of creatures', () => {
    expect(staticParts(read('Harmonious Archon'))).toEqual([['7b set-pt']]);
    const sludge = read('Sludge Monster').abilities.flatMap((ability) => ability.effects)[0]!;
    expect(sludge.subjectText).toBe('Non-Horror creatures with slime counters on them');
    expect(sludge.parts.map((part) => part.layer)).toEqual(['6', '7b']);
  });

  it('Oko, Thief of Crowns: its +1 is read as the effect of a resolved ability; what isn’t an effect is said so only if asked for', () => {
    const reading = read('Oko, Thief of Crowns');
    expect(reading.activated.map((ability) => ability.cost)).toEqual(['+2', '+1', '-5']);
    const plusOne = reading.activated[1]!;
    expect(plusOne.effects[0]!.text).toBe('Target artifact or creature loses all abilities and becomes a green Elk creature with base power and toughness 3/3.');
    expect(plusOne.notes).toEqual([]);
    expect(reading.activated[2]!.notes[0]).toMatch(/^Oko, Thief of Crowns: not understood, so not applied: “Exchange control of target artifact/);
    expect(reading.notes).toEqual([]);
  });

  it('anthems: "Creatures you control get", "Other Xs you control get", colours, several subtypes', () => {
    const anthems: Record<string, string> = {
      'The Circle of Loyalty': 'Creatures you control',
      'Patrician Geist': 'Other Spirits you control',
      'Lord of the Ulvenwald': 'Other Wolves and Werewolves you control',
      'Jacques le Vert': 'Green creatures you control',
      'Sulfur Elemental': 'White creatures',
      'Battle Sliver': 'Sliver creatures you control',
    };
    for (const [name, subject] of Object.entries(anthems)) {
      const effects = read(name).abilities.flatMap((ability) => ability.effects);
      expect(effects.map((effect) => [effect.subjectText, effect.parts.map((part) => part.layer)]), name).toEqual([[subject, ['7c']]]);
    }
  });

  it('a characteristic-defining power and toughness printed on the card goes to 7a (604.3)', () => {
    const giant = read('Beanstalk Giant').abilities.flatMap((ability) => ability.effects)[0]!;
    expect(giant.cda).toBe(true);
    expect(giant.parts.map((part) => part.layer)).toEqual(['7a']);
  });

  it('reports what it doesn’t understand, and rules effects it doesn’t show, instead of guessing', () => {
    expect(read('Old Stickfingers').notes).toEqual([
      "Old Stickfingers: not understood, so not applied: “Old Stickfingers's power and toughness are each equal to the number of creature cards in your graveyard.” — type that effect instead if it matters.",
    ]);
    expect(read('Angelic Enforcer').notes[0]).toBe(
      "Angelic Enforcer: “You have hexproof.” — Affects a player, not an object: applied after the objects' characteristics (613.10), or changes a game rule (613.11), so this helper doesn't show it.",
    );
    expect(read('The Circle of Loyalty').notes[0]).toMatch(/“This spell costs \{1\} less to cast for each Knight you control\.” — A cost change applies as a spell is cast \(601\.2f\)/);
  });

  it('reads every card of the sample without throwing, and finds continuous effects in many', () => {
    let withEffects = 0;
    for (const face of sampleFaces().values()) {
      const reading = readCard(face, context, null);
      if (reading.abilities.some((ability) => ability.effects.length > 0) || reading.spellEffects.length > 0) withEffects++;
    }
    expect(withEffects).toBeGreaterThan(60);
  });
});

describe('normaliseLine', () => {
  it('drops reminder text and ability words, and names the card "this object"', () => {
    expect(normaliseLine('Threshold — As long as seven or more cards are in your graveyard, Possessed Barbarian gets +1/+1 (This is reminder text.)', 'Possessed Barbarian')).toBe(
      'As long as seven or more cards are in your graveyard, this object gets +1/+1',
    );
    expect(normaliseLine('+1: Oko gets +1/+1. It’s still a land.', 'Oko, Thief of Crowns')).toBe('+1: this object gets +1/+1. it is still a land.');
  });
});

describe('cards by name (with a card lookup)', () => {
  it('"Kenrith’s Transformation @2 on Grizzly Bears" alone reads the card and applies its four parts', () => {
    const answer = runWithCards("Grizzly Bears @1: creature — Bear {1}{G} 2/2, flying; Kenrith's Transformation @2 on Grizzly Bears");
    expect(answer.result.objects[0]).toEqual({ name: 'Grizzly Bears', types: ['Creature'], subtypes: ['Elk'], supertypes: [], colors: ['green'], power: 3, toughness: 3, abilities: [], controller: 'you' });
    expect(answer.result.notes).toContainEqual({ text: "Kenrith's Transformation: read from its Oracle text.", rules: [] });
  });

  it('"Oko, Thief of Crowns +1" is the effect of the resolved +1 on its target', () => {
    const answer = runWithCards('Sol Ring @1: artifact {1}, "{T}: Add {C}{C}."; Oko, Thief of Crowns +1 @2 on Sol Ring');
    expect(answer.result.objects).toEqual([
      { name: 'Sol Ring', types: ['Creature'], subtypes: ['Elk'], supertypes: [], colors: ['green'], power: 3, toughness: 3, abilities: [], controller: 'you' },
    ]);
  });

  it('Sludge Monster and Harmonious Archon by name: the later timestamp sets base power and toughness', () => {
    const answer = runWithCards('Sludge Monster @1; Harmonious Archon @2; Grizzly Bears @3: creature — Bear 2/2, a slime counter');
    expect(answer.result.objects.map((object) => `${object.name} ${object.power}/${object.toughness}`)).toEqual(['Sludge Monster 3/3', 'Harmonious Archon 4/5', 'Grizzly Bears 3/3']);
  });

  it('typed effects replace the card’s, and an unknown name is refused with what to type', () => {
    const typed = runWithCards('Harmonious Archon @1: non-Archon creatures have base power and toughness 1/1; Bear @2: creature 2/2');
    expect(typed.result.objects[1]).toMatchObject({ power: 1, toughness: 1 });
    expect(typed.result.objects[0]).toMatchObject({ types: ['Creature'], subtypes: ['Archon'], power: 4, toughness: 5, abilities: ['Flying', 'When Harmonious Archon enters the battlefield, create two 1/1 white Human creature tokens.', 'Non-Archon creatures have base power and toughness 1/1'] });
    const unknown = answerLayers('Grizzly Bearz @1', citations, sampleCardLookup);
    expect(unknown.ok).toBe(false);
    expect(!unknown.ok && unknown.error).toMatch(/^"Grizzly Bearz" isn't a card the card database knows, and nothing says what it is: type it/);
  });
});
