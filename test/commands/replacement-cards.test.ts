/** /replacement reads effects named after cards from the card database, through /card's matcher without typo matches. */
import { describe, expect, it } from 'vitest';
import { createCardsTestDb } from '../support/cards-db-fixture.js';
import { slashHarness } from '../support/run-slash.js';

const bot = slashHarness(await createCardsTestDb('cr-20260116.txt'));

describe('/replacement with the card database', () => {
  it('reads Liesa and Firestorm Phoenix by short name: one order, and the rule that ends the other', async () => {
    const reply = await bot.slash(
      '/replacement scenario:event: Firestorm Phoenix would die; affected: Firestorm Phoenix (controller A); effects: Liesa (controller B), Firestorm Phoenix (self)',
    );
    const description = reply.embeds[0]!.description!;
    expect(description).toContain('Liesa (Liesa, Forgotten Archangel), from the card data');
    expect(description).toContain('Once Firestorm Phoenix has been applied');
    expect(description).not.toContain('only the tags');
    expect(JSON.stringify(reply.components)).toContain('614.6');
  });

  it('does not read a misspelt or made-up effect name as some other card', async () => {
    const reply = await bot.slash('/replacement scenario:event: Bears would die; affected: Bears (controller A); effects: Lisea (controller B), Bears shufle');
    const description = reply.embeds[0]!.description!;
    expect(description).not.toContain('Liesa, Forgotten Archangel');
    expect(description).toContain('This helper read none of these effects from the card data');
  });
});
