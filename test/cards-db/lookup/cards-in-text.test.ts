import { describe, expect, it } from 'vitest';
import { cardsNamedIn } from '../../../cards-db/lookup/cards-in-text.js';
import { createCardsTestDb } from '../../support/cards-db-fixture.js';
import { createTestDb } from '../../support/rules-db-fixture.js';

const db = await createCardsTestDb();
const named = (text: string) => cardsNamedIn(db, text).map((card) => card.words.join(' '));

describe('cards a question names', () => {
  it('finds whole names typed in lower case, with what each card says, its own name left out', () => {
    const cards = cardsNamedIn(db, 'pithing needle naming my castle garenbrig, can it still tap for mana?');
    expect(cards.map((card) => card.words)).toEqual([
      ['pithing', 'needle'],
      ['castle', 'garenbrig'],
    ]);
    expect(cards[0]!.text).toContain("Activated abilities of sources with the chosen name can't be activated unless they're mana abilities.");
    expect(cards[0]!.text).toContain('Artifact');
    expect(cards[1]!.text).not.toMatch(/Castle Garenbrig/);
  });

  it('takes a leading "The" as optional and a legendary card by its first name', () => {
    expect(named('great henge with a 12 power guy out, do i still pay GG')).toEqual(['great henge']);
    expect(cardsNamedIn(db, 'gisa out and i wrath the board')[0]!.text).toContain('If a creature an opponent controls would die, exile it instead.');
  });

  it('reads every face of a card with several', () => {
    const [card] = cardsNamedIn(db, 'is murderous rider still on an adventure after it dies');
    expect(card!.words).toEqual(['murderous', 'rider']);
    // Murderous Rider // Swift End: the creature's lifelink and the instant's destroy alike.
    expect(card!.text).toMatch(/Lifelink[\s\S]*Destroy target creature or planeswalker/);
  });

  it('leaves out one-word names that are English words and names made of everyday words only', () => {
    // Fury is a card, and so is the adventure Bring Back (Oakhame Ranger); neither is meant here.
    expect(named('fury of the storm, can i bring back my creature')).toEqual([]);
  });

  it('looks up a name in [[…]] as /card does, typos and all', () => {
    expect(cardsNamedIn(db, 'does [[pithing neddle]] stop fetchlands')[0]!.text).toContain('choose a card name');
  });

  it('knows a card called again by a word of its name: capitalised in running text, or no English word', () => {
    const [card] = cardsNamedIn(db, 'Sigarda, Champion of Light is on the battlefield. Can my opponent target Sigarda? I attack with the Champion.');
    expect(card!.mentions).toEqual(expect.arrayContaining(['sigarda', 'champion']));
    // "light" is never written as the card's name here, so it stays a word of the question.
    expect(cardsNamedIn(db, 'liesa, forgotten archangel died, does the light matter')[0]!.mentions).toEqual(['liesa']);
  });

  it("reads a creature's type line without its creature types, which name the art, not the rules", () => {
    const [angel] = cardsNamedIn(db, 'liesa, forgotten archangel');
    expect(angel!.text).toMatch(/^Legendary Creature\n/);
    expect(angel!.text).not.toContain('Angel\n');
    // An Aura's subtype is what its rules turn on: kept.
    expect(cardsNamedIn(db, 'does [[candletrap]] fall off')[0]!.text).toMatch(/^Enchantment — Aura\n/);
  });

  it('finds nothing without card data', () => {
    expect(cardsNamedIn(createTestDb(), 'pithing needle on a fetchland')).toEqual([]);
  });
});
