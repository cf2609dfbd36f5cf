/** The replacement templates on real Oracle text from the shared Scryfall sample. */
import { describe, expect, it } from 'vitest';
import { readReplacements, replacementStops } from '../../../scenarios/replacement/oracle-replacements.js';
import { sampleCard } from '../../support/sample-cards.js';

const read = (name: string) => readReplacements(sampleCard(name)).map(({ event, outcome }) => `${event}:${outcome}`);

describe('readReplacements', () => {
  it('reads "would die … instead" as dying replaced by another destination', () => {
    expect(read('Gisa, Glorious Resurrector')).toEqual(['dies:changed']);
    expect(read('Liesa, Forgotten Archangel')).toEqual(['dies:changed']);
    expect(read('Firestorm Phoenix')).toEqual(['dies:changed']);
    expect(readReplacements(sampleCard('Firestorm Phoenix'))[0]!.reading).toContain('return it to its owner');
  });

  it('reads a disturb face’s "put into a graveyard from anywhere, exile it instead", ignoring reminder text', () => {
    expect(read('Generous Soul')).toEqual(['to-graveyard:changed']);
    expect(read('Beloved Beggar')).toEqual([]);
  });

  it('tells prevention of all the damage from damage that is only changed', () => {
    expect(read('Jared Carthalion, True Heir')).toEqual(['damage:prevented']);
    expect(read('Oathsworn Knight')).toEqual(['damage:prevented']);
    expect(read('Tajic, Legion’s Edge'.replace('’', "'"))).toEqual(['damage:prevented']);
    expect(read('Torbran, Thane of Red Fell')).toEqual(['damage:modified']);
    expect(read('Calamity Bearer')).toEqual(['damage:modified']);
    expect(read('Rem Karolus, Stalwart Slayer')).toEqual(['damage:prevented', 'damage:modified']);
  });

  it('reads more tokens as a modified event, and text with no replacement as nothing', () => {
    expect(read('Xorn')).toEqual(['token-creation:modified']);
    expect(read('Steamflogger Boss')).toEqual([]);
  });
});

describe('replacementStops', () => {
  const card = (name: string) => readReplacements(sampleCard(name));

  it('an effect that sends the creature elsewhere stops any other that replaces its dying (616.1f, 614.6)', () => {
    expect(replacementStops(card('Gisa, Glorious Resurrector'), card('Firestorm Phoenix'))).toBe(true);
    expect(replacementStops(card('Firestorm Phoenix'), card('Gisa, Glorious Resurrector'))).toBe(true);
    // Going to a graveyard from anywhere includes dying.
    expect(replacementStops(card('Generous Soul'), card('Liesa, Forgotten Archangel'))).toBe(true);
  });

  it('prevented damage stops a damage modifier; a modifier leaves the damage, so prevention still applies', () => {
    expect(replacementStops(card('Jared Carthalion, True Heir'), card('Torbran, Thane of Red Fell'))).toBe(true);
    expect(replacementStops(card('Torbran, Thane of Red Fell'), card('Jared Carthalion, True Heir'))).toBe(false);
    expect(replacementStops(card('Torbran, Thane of Red Fell'), card('Calamity Bearer'))).toBe(false);
  });

  it('effects on different events never stop each other', () => {
    expect(replacementStops(card('Gisa, Glorious Resurrector'), card('Torbran, Thane of Red Fell'))).toBe(false);
  });
});
