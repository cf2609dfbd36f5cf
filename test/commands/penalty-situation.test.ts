/**
 * `/penalty situation:` — the help desk taking a situation. The situations here were written for
 * these tests, apart from every search evaluation set.
 */
import { describe, expect, it } from 'vitest';
import { limitViolations } from '../../commands/payload/discord-limits.js';
import { createDocsTestDb } from '../support/docs-db-fixture.js';
import { buttons, slashHarness } from '../support/run-slash.js';

const db = await createDocsTestDb(['ipg2024Pdf', 'jar2024Html', 'mtr2025Pdf']);
const bot = slashHarness(db);

describe('/penalty situation:', () => {
  it('names the infraction a situation reads as, with its penalty, what decides between it and its neighbours, and a button into the walker', async () => {
    const reply = await bot.slash('/penalty situation:RCQ round 4: she resolved Brainstorm, then found nine cards in her hand and cannot tell which three came off the library');
    const embed = reply.embeds[0]!;
    expect(embed.title).toBe('What this reads as, at Competitive REL');
    expect(embed.description).toMatch(/Reads as \*\*IPG 2\.3 Game Play Error — Hidden Card Error\*\* — penalty: \*\*Warning\*\*/);
    // The neighbours the IPG sets apart from Hidden Card Error, each with the IPG's words.
    expect(embed.fields!.map((field) => field.name)).toEqual(expect.arrayContaining(['Hidden Card Error or Looking at Extra Cards?', 'Hidden Card Error or Game Rule Violation?']));
    expect(embed.footer!.text).toMatch(/^A reading of the situation, not a ruling/);
    const walker = await bot.press(buttons(reply)['IPG 2.3 Hidden Card Error']!);
    expect(walker.payload.embeds[0]!.title).toBe('IPG 2.3 · Game Play Error — Hidden Card Error');
    expect(limitViolations(reply)).toEqual([]);
  });

  it('at Regular REL, says what Judging at Regular REL answers instead of the penalty', async () => {
    const reply = await bot.slash('/penalty situation:FNM: my opponent forgot the upkeep trigger of his Phyrexian Arena and we are already in combat rel:regular');
    expect(reply.embeds[0]!.description).toMatch(/Reads as \*\*IPG 2\.1 Game Play Error — Missed Trigger\*\* — at Regular REL, the JAR's \*A player forgets a triggered ability/);
  });

  it('says when an MTR section reads closer than any infraction: not every situation is one', async () => {
    const reply = await bot.slash('/penalty situation:Can spectators watch a feature match and can they talk to the players between games?');
    expect(reply.embeds[0]!.description).toMatch(/Perhaps no infraction at all: \*\*MTR 1\.11 Spectators\*\* reads closer\./);
    expect(buttons(reply)['MTR 1.11 Spectators']).toBeDefined();
  });

  it('refuses an infraction and a situation together, and words that read as no infraction, saying what works', async () => {
    const both = await bot.slash('/penalty infraction:GRV situation:he drew an extra card');
    expect(both.embeds[0]!.description).toMatch(/Give an infraction or a situation, not both/);
    const nothing = await bot.slash('/penalty situation:zzzz qqqq');
    expect(nothing.embeds[0]!.description).toMatch(/Nothing in that reads as an infraction\. Say what happened/);
    expect(bot.logged).toEqual([]);
  });
});
