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
    expect(description).toContain('Lisea: not a card in the card data in use, and no tag says what it does');
  });

  it('gives each order of Torbran and Calamity Bearer its damage, the damaged player’s best first (regression: no totals, the worst first)', async () => {
    const reply = await bot.slash('/replacement scenario:event: Calamity Bearer deals 3 damage to B; affected: B; effects: Torbran (controller A), Calamity Bearer (controller A)');
    const description = reply.embeds[0]!.description!;
    expect(description).toMatch(
      /^B chooses \(the affected player\)\. Best for B \(the least damage dealt to B or their permanent\): Calamity Bearer, then Torbran — 8 damage \(3 × 2 \+ 2\)\. Also possible: Torbran, then Calamity Bearer — 10 damage \(\(3 \+ 2\) × 2\)\./,
    );
    expect(description).toContain('1. Calamity Bearer → Torbran — **8 damage (3 × 2 + 2)** ← best');
  });

  it('reads Gisa, Glorious Resurrector whole and says where Firestorm Phoenix ends up in each order, and who chooses (regression: an effect "Glorious Resurrector" was made up)', async () => {
    const reply = await bot.slash(
      '/replacement scenario:event: Firestorm Phoenix would die; affected: Firestorm Phoenix (controller A); effects: Gisa, Glorious Resurrector (controller B), Firestorm Phoenix (controller A)',
    );
    const description = reply.embeds[0]!.description!;
    expect(description).not.toMatch(/(?<!Gisa, )Glorious Resurrector(?! \()/);
    expect(description).toContain(
      'A chooses (for Firestorm Phoenix); which result is better depends on the game: (1) Gisa, Glorious Resurrector (Firestorm Phoenix does nothing) — instead: exile; (2) Firestorm Phoenix (Gisa, Glorious Resurrector does nothing) — instead: return it to its owner\'s hand.',
    );
  });

  it('refuses Rest in Peace and Kalitas, Traitor of Ghet when the card data lacks them, rather than apply either (regression: "Kalitas is applied" after a caveat)', async () => {
    const reply = await bot.slash('/replacement scenario:event: Bears would die; affected: Bears (controller A); effects: Rest in Peace (controller B), Kalitas, Traitor of Ghet (controller B)');
    expect(reply.flags).toBe(64);
    const description = reply.embeds[0]!.description!;
    expect(description).toContain('Rest in Peace: not a card in the card data in use, and no tag says what it does');
    expect(description).toContain('if “Kalitas, Traitor of Ghet” is one card’s name, that card is not in the card data in use');
    expect(description).not.toMatch(/(?:Kalitas|Rest in Peace) is applied/);
  });
});
