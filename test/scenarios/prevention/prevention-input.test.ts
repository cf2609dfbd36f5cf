import { describe, expect, it } from 'vitest';
import { parseDamageEvents, parseShields, PREVENTION_USAGE } from '../../../scenarios/prevention/prevention-input.js';

function errorOf(result: { ok: true } | { ok: false; error: string }): string {
  if (result.ok) throw new Error('expected a parse error');
  return result.error;
}

describe('parseShields', () => {
  it('parses every kind of shield', () => {
    const parsed = parseShields(
      'me: prevent 3; Bear: prevent next from Dragon[red]; me: protection from red; me: prevent all from black; Cleric: prevent 1 each; me: prevent the next 2 damage from Goblin Guide and gain that much life',
    );
    expect(parsed).toEqual({
      ok: true,
      value: [
        { text: 'me: prevent 3', recipient: 'me', gainsLife: false, from: null, kind: 'amount', amount: 3 },
        {
          text: 'Bear: prevent next from Dragon[red]',
          recipient: 'Bear',
          gainsLife: false,
          from: { text: 'Dragon[red]', source: 'Dragon', qualities: ['red'] },
          kind: 'next-time',
        },
        { text: 'me: protection from red', recipient: 'me', gainsLife: false, from: { text: 'red', source: null, qualities: ['red'] }, kind: 'all', protection: true },
        { text: 'me: prevent all from black', recipient: 'me', gainsLife: false, from: { text: 'black', source: null, qualities: ['black'] }, kind: 'all', protection: false },
        { text: 'Cleric: prevent 1 each', recipient: 'Cleric', gainsLife: false, from: null, kind: 'each-time', amount: 1 },
        {
          text: 'me: prevent the next 2 damage from Goblin Guide and gain that much life',
          recipient: 'me',
          gainsLife: true,
          from: { text: 'Goblin Guide', source: null, qualities: ['goblin', 'guide'] },
          kind: 'amount',
          amount: 2,
        },
      ],
    });
  });

  it('asks for the recipient when the colon is missing', () => {
    expect(errorOf(parseShields('prevent 3'))).toBe(
      `Shield 1 ("prevent 3"): start with the recipient and a colon, e.g. "me: prevent 3".\n\n${PREVENTION_USAGE}`,
    );
  });

  it('refuses an unknown effect and negative amounts, with the syntax and an example', () => {
    const unknown = errorOf(parseShields('me: prevent 2; me: redirect 3 to Bear'));
    expect(unknown).toMatch(/^Shield 2 \("me: redirect 3 to Bear"\): "redirect 3 to Bear" is not a shield this helper knows\./);
    expect(unknown).toContain('Example: shields "me: prevent 3; me: protection from red"');
    expect(errorOf(parseShields('me: prevent -2'))).toMatch(/can't be negative \(got -2\)/);
    expect(errorOf(parseShields('me: prevent all'))).toMatch(/must be a whole number \(got "all"\)/);
  });

  it('refuses no shields and more than 50', () => {
    expect(errorOf(parseShields(''))).toMatch(/^No shields given\./);
    expect(errorOf(parseShields(Array.from({ length: 51 }, () => 'me: prevent 1').join(';')))).toMatch(/^51 shields given; at most 50/);
  });
});

describe('parseDamageEvents', () => {
  it('reads "," as simultaneous and ";" as successive, with properties in brackets', () => {
    expect(parseDamageEvents('Goblin Guide[Red Creature] deals 2 to me, Ogre deals 3 damage to Grizzly Bears; Shock[red] deals 2 to me')).toEqual({
      ok: true,
      value: [
        [
          { source: 'Goblin Guide', properties: ['red', 'creature'], amount: 2, to: 'me' },
          { source: 'Ogre', properties: [], amount: 3, to: 'Grizzly Bears' },
        ],
        [{ source: 'Shock', properties: ['red'], amount: 2, to: 'me' }],
      ],
    });
  });

  it('shows the damage syntax for an event it can’t read, and refuses negative damage', () => {
    expect(errorOf(parseDamageEvents('Goblin hits me for 2'))).toMatch(
      /^Damage event 1 \("Goblin hits me for 2"\): write "<source>\[<properties>\] deals <n> to <recipient>"; /,
    );
    expect(errorOf(parseDamageEvents('Ant deals 1 to me; Bee deals -1 to me'))).toMatch(/^Damage event 2 \("Bee deals -1 to me"\): the amount of damage can't be negative/);
  });

  it('keeps card names whole, commas and all, as sources and recipients (names before splitting)', () => {
    const cards = new Set(['Gisa, Glorious Resurrector', 'Torbran, Thane of Red Fell']);
    const parsed = parseDamageEvents('Kiki[red] deals 3 to Gisa, Glorious Resurrector, Torbran, Thane of Red Fell[red] deals 1 to me', (name) => cards.has(name));
    expect(parsed.ok && parsed.value[0]!.map((item) => `${item.source} → ${item.to}`)).toEqual(['Kiki → Gisa, Glorious Resurrector', 'Torbran, Thane of Red Fell → me']);
  });

  it('refuses a comma that splits a name the card data doesn’t have, rather than make up a source', () => {
    expect(errorOf(parseDamageEvents('Kalitas, Traitor of Ghet[black] deals 3 to me'))).toMatch(
      /^Damage event 1 \("Kalitas"\): write "<source>\[<properties>\] deals <n> to <recipient>"; a name with a comma is read whole only when it is a card of the card data in use\./,
    );
  });

  it('counts every damage item toward the limit of 50', () => {
    const items = Array.from({ length: 51 }, () => 'Ant deals 1 to me');
    expect(errorOf(parseDamageEvents(items.join(', ')))).toMatch(/^51 damage events given; at most 50/);
    expect(parseDamageEvents(items.slice(1).join('; ')).ok).toBe(true);
  });
});
