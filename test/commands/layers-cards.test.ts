/** /layers reads a card named without its effects from the card database, through /card's matcher. */
import { describe, expect, it } from 'vitest';
import { createCardsTestDb } from '../support/cards-db-fixture.js';
import { slashHarness } from '../support/run-slash.js';

const bot = slashHarness(await createCardsTestDb('cr-20260116.txt'));

describe('/layers with the card database', () => {
  it("reads Sludge Monster and Harmonious Archon by name: the later timestamp's base power and toughness wins", async () => {
    const reply = await bot.slash('/layers scenario:Sludge Monster @1; Harmonious Archon @2; Grizzly Bears @3: creature — Bear 2/2, a slime counter');
    const description = reply.embeds[0]!.description!;
    expect(description).toContain('Sludge Monster');
    expect(description).toMatch(/Harmonious Archon — .*4\/5/);
    expect(description).toMatch(/Grizzly Bears — .*3\/3/);
  });

  it('says a name the card database does not know is not a card, with what to type instead', async () => {
    const reply = await bot.slash('/layers scenario:Grizzly Bearz @1');
    expect(reply.flags).toBe(64);
    expect(reply.embeds[0]!.description).toContain("\"Grizzly Bearz\" isn't a card the card database knows");
  });
});

describe('/layers cases a judge found wrong (issue 34)', () => {
  it('applies Oko, Thief of Crowns +1 from the README’s own example: a 3/3 green Elk with no abilities (regression: the +1 was never applied)', async () => {
    const reply = await bot.slash('/layers scenario:Grizzly Bears @1: creature — Bear {1}{G} 2/2, flying; Oko, Thief of Crowns +1 @2 on Grizzly Bears');
    const description = reply.embeds[0]!.description!;
    expect(description).toMatch(/^Final characteristics:\n• Grizzly Bears — Creature — Elk 3\/3, green, no abilities\n/);
    expect(description).not.toContain('Legendary Planeswalker');
    expect(description).toContain('Layer 6 (abilities): Oko, Thief of Crowns +1: Target artifact or creature loses all abilities');
  });

  it('reads a typo’d card name as no card, never as a near card’s Oracle text', async () => {
    const reply = await bot.slash('/layers scenario:Sludge Monstr @1');
    expect(reply.embeds[0]!.description).toContain("\"Sludge Monstr\" isn't a card the card database knows");
  });
});
