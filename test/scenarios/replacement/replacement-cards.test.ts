/** /replacement reading effects named after cards from their Oracle text (616.1f, 614.6), and saying when it can't. */
import { describe, expect, it } from 'vitest';
import type { CardFace, CardLookup } from '../../../scenarios/card-face.js';
import { answerReplacement, type ReplacementResult } from '../../../scenarios/replacement/replacement.js';
import { newestCitations } from '../../support/scenario-citations.js';
import { sampleCardLookup, sampleFaces } from '../../support/sample-cards.js';

const citations = newestCitations();

/** The sample by full name, or by the part before the comma ("Gisa"), as the card database's matcher finds them. */
const shortNames: CardLookup = (name) =>
  sampleCardLookup(name) ?? [...sampleFaces().values()].find((face) => face.name.toLowerCase().startsWith(`${name.trim().toLowerCase()},`)) ?? null;

function run(text: string, lookup: CardLookup = shortNames): ReplacementResult {
  const answer = answerReplacement(text, citations, lookup);
  if (!answer.ok) throw new Error(answer.error);
  return answer.value;
}

const orders = (result: ReplacementResult) => result.choosers[0]!.orders.map(({ applied, notApplied }) => ({ applied, notApplied }));

function refusal(text: string, lookup: CardLookup | null = shortNames): string {
  const answer = answerReplacement(text, citations, lookup);
  if (answer.ok) throw new Error('expected a refusal');
  return answer.error;
}

describe('effects read from the card data', () => {
  it('Firestorm Phoenix and Gisa: whichever is applied first, the creature never dies, so the other does nothing', () => {
    const result = run(
      'event: Firestorm Phoenix would die; affected: Firestorm Phoenix (controller A); effects: Firestorm Phoenix (self), Gisa (controller B)',
    );
    // Its own "instead" is a self-replacement effect, so it goes first (616.1a) and Gisa is left nothing.
    expect(orders(result)).toEqual([{ applied: ['Firestorm Phoenix'], notApplied: ['Gisa'] }]);
    const read = result.steps.find((step) => step.text.startsWith('Gisa (Gisa, Glorious Resurrector), from the card data'))!;
    expect(read.text).toContain('“If a creature an opponent controls would die, exile it instead.”');
    const stops = result.steps.find((step) => step.text.startsWith('Once Firestorm Phoenix has been applied'))!;
    expect(stops.rules).toEqual(['614.6']);
    expect(result.summary).not.toContain('tags');
  });

  it('the issue’s example: Rest in Peace and Kalitas, typed by short name, are no longer offered one after the other', () => {
    // Neither card is in the shared sample; their Oracle text as Scryfall has it.
    const cards: Record<string, CardFace> = {
      'rest in peace': face('Rest in Peace', 'When Rest in Peace enters, exile all graveyards.\nIf a card or token would be put into a graveyard from anywhere, exile it instead.'),
      kalitas: face(
        'Kalitas, Traitor of Ghet',
        'Lifelink\nIf a nontoken creature an opponent controls would die, instead exile that card and create a tapped 2/2 black Zombie creature token.\n{2}{B}, Sacrifice another Vampire or Zombie: Put two +1/+1 counters on Kalitas.',
      ),
    };
    const result = run('event: Grizzly Bears would die; affected: Grizzly Bears (controller A); effects: Rest in Peace (controller B), Kalitas (controller B)', (name) => cards[name.toLowerCase()] ?? null);
    expect(orders(result)).toEqual([
      { applied: ['Rest in Peace'], notApplied: ['Kalitas'] },
      { applied: ['Kalitas'], notApplied: ['Rest in Peace'] },
    ]);
    expect(result.steps.some((step) => step.text.startsWith('Kalitas (Kalitas, Traitor of Ghet), from the card data'))).toBe(true);
  });

  it('Torbran adds damage that Jared Carthalion still prevents; once prevented, Torbran has nothing to add to', () => {
    const result = run(
      'event: a red source would deal 3 damage to Jared Carthalion; affected: Jared Carthalion (controller B); effects: Torbran (controller A), Jared Carthalion',
    );
    expect(orders(result)).toEqual([
      { applied: ['Torbran', 'Jared Carthalion'], notApplied: [] },
      { applied: ['Jared Carthalion'], notApplied: ['Torbran'] },
    ]);
  });

  it('says what a prevention effect does with the amount it prevents: Jared Carthalion’s counters after Torbran (judge review: the counters were left out)', () => {
    const result = run('event: Goblin deals 3 damage to Jared Carthalion; affected: Jared Carthalion (controller B); effects: Torbran (controller A), Jared Carthalion');
    expect(result.choosers[0]!.orders.map((order) => order.outcome)).toEqual([
      'all of it prevented by Jared Carthalion: no damage; with the 5 (3 + 2) prevented, Jared Carthalion also: put that many +1/+1 counters on it',
      'all of it prevented by Jared Carthalion: no damage; with the 3 prevented, Jared Carthalion also: put that many +1/+1 counters on it',
    ]);
  });

  it('refuses an effect that is not a card and says nothing of what it does, naming just that effect', () => {
    const refused = refusal('event: Firestorm Phoenix would die; affected: Firestorm Phoenix (controller A); effects: Gisa (controller B), Bears shuffle');
    expect(refused).toContain('this helper can\'t tell what one of them does');
    expect(refused).toContain('Bears shuffle: not a card in the card data in use, and no tag says what it does');
    expect(refused).not.toContain('Gisa:');
  });

  it('with no card data refuses effects it can’t read, and reads them once tagged with what they do', () => {
    const text = 'event: Bears would die; affected: Bears (controller A); effects: Rest in Peace (controller B), Kalitas (controller B)';
    expect(refusal(text, null)).toContain('Rest in Peace: no card data is imported to read it from');
    expect(refusal(text, () => null)).toContain('Rest in Peace: not a card in the card data in use');
    const tagged = run('event: Bears would die; affected: Bears (controller A); effects: Rest in Peace (controller B, instead exile it), Kalitas (controller B, instead exile it and create a 2/2 Zombie)', () => null);
    expect(tagged.choosers[0]!.orders.map((order) => order.outcome)).toEqual(['instead: exile it', 'instead: exile it and create a 2/2 Zombie']);
  });

  it('keeps a legend’s name whole when the card data has it (regression: "Gisa, Glorious Resurrector" made up an effect "Glorious Resurrector")', () => {
    const result = run(
      'event: Firestorm Phoenix would die; affected: Firestorm Phoenix (controller A); effects: Gisa, Glorious Resurrector (controller B), Firestorm Phoenix (controller A)',
      sampleCardLookup,
    );
    expect(result.choosers[0]!.orders).toEqual([
      { applied: ['Gisa, Glorious Resurrector'], notApplied: ['Firestorm Phoenix'], outcome: 'instead: exile', value: null },
      { applied: ['Firestorm Phoenix'], notApplied: ['Gisa, Glorious Resurrector'], outcome: 'instead: return it to its owner\'s hand', value: null },
    ]);
    expect(result.summary).toMatch(/^A chooses \(for Firestorm Phoenix\); which result is better depends on the game/);
  });

  it('refuses a card whose replacement is for another event, and one with two replacements for this event', () => {
    expect(refusal('event: Bears would die; affected: Bears (controller A); effects: Torbran (controller B), Gisa (controller B)')).toMatch(
      /^Torbran \(Torbran, Thane of Red Fell\) replaces damage, not Bears would die: leave it out, or tag what it does here/,
    );
    expect(refusal('event: Shock deals 2 damage to B; affected: B; effects: Rem Karolus, Torbran')).toMatch(
      /^Rem Karolus \(Rem Karolus, Stalwart Slayer\) has 2 replacements for this event/,
    );
  });

  it('a typed "stops" tag still counts beside what the cards say', () => {
    const result = run('event: Firestorm Phoenix would die; affected: Firestorm Phoenix (controller A); effects: Gisa (controller B, stops Bears shuffle), Bears shuffle');
    expect(orders(result)).toContainEqual({ applied: ['Gisa'], notApplied: ['Bears shuffle'] });
    // Bears shuffle says nothing of what it does: an order where it applies says so rather than guess a result.
    expect(result.choosers[0]!.orders.find((order) => order.applied[0] === 'Bears shuffle')?.outcome).toBe('instead: exile (after Bears shuffle, whose change this helper doesn’t know)');
  });
});

function face(name: string, oracleText: string): CardFace {
  return { name, manaCost: null, typeLine: '', oracleText, power: null, toughness: null };
}
