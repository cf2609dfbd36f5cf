import { describe, expect, it } from 'vitest';
import { limitViolations } from '../../commands/payload/discord-limits.js';
import { createTestDb } from '../support/rules-db-fixture.js';
import { buttons, slashHarness } from '../support/run-slash.js';

const db = createTestDb('cr-20240202.txt', 'cr-20260116.txt');
const bot = slashHarness(db);

describe('/2hg', () => {
  it('shows the final team totals and each step with its rules', async () => {
    const reply = await bot.slash('/2hg events:damage each 8; pay A1 6');
    const embed = reply.embeds[0]!;
    expect(embed.title).toBe('Two-Headed Giant');
    expect(embed.description).toContain('**Team A:** 8 life, 0 poison — still playing');
    expect(embed.description).toContain('**Team B:** 14 life, 0 poison — still playing');
    expect(embed.description).toMatch(/\*\*2\.\*\* A1, A2, B1 and B2 are each dealt 8 damage.*\*\(120\.3a, 810\.9\)\*/);
    expect(embed.footer!.text).toBe('Comprehensive Rules, effective 2026-01-16');
  });

  it('says the team left has won, not that it is still playing, once the other has lost', async () => {
    const description = (await bot.slash('/2hg events:damage A1 30')).embeds[0]!.description!;
    expect(description).toContain('**Team A:** 0 life, 0 poison — has lost');
    expect(description).toContain('**Team B:** 30 life, 0 poison — has won');
    expect(description).not.toContain('still playing');
  });

  it('makes every cited rule a button that opens it as a new message', async () => {
    const reply = await bot.slash('/2hg events:double A1');
    expect(Object.keys(buttons(reply))).toEqual(expect.arrayContaining(['810.4', '701.10d']));
    const opened = await bot.press(buttons(reply)['701.10d']!);
    expect(opened.edit).toBe(false);
    expect(opened.payload.embeds[0]!.title).toBe('701.10d · Double');
  });

  it('cites the rules as numbered in the release in use', async () => {
    // 2024-02-02 numbered doubling 701.9d; the engines find rules by their text, not their number.
    const old = createTestDb('cr-20240202.txt');
    const reply = await slashHarness(old).slash('/2hg events:double A1');
    expect(Object.keys(buttons(reply))).toContain('701.9d');
  });

  it('pages a long scenario within Discord limits', async () => {
    const events = Array.from({ length: 50 }, (_, index) => `gain ${index % 2 ? 'A1' : 'B2'} 1`).join('; ');
    const reply = await bot.slash(`/2hg events:${events}`);
    expect(reply.embeds[0]!.footer!.text).toMatch(/Page 1\/\d/);
    expect(limitViolations(reply)).toEqual([]);
    const next = await bot.press(buttons(reply)['Page ▶']!);
    expect(next.edit).toBe(true);
    expect(next.payload.embeds[0]!.footer!.text).toMatch(/Page 2\//);
  });

  it('answers bad input ephemerally with the accepted syntax and an example', async () => {
    for (const events of ['damage Z9 3', 'damage A1 -3', 'frobnicate A1', Array(51).fill('gain A1 1').join(';')]) {
      const reply = await bot.slash(`/2hg events:${events}`);
      expect(reply.flags, events).toBe(64);
      expect(reply.embeds[0]!.description).toContain('Example: damage each 4; pay A1 3');
    }
    expect(bot.logged).toEqual([]);
  });
});

describe('/prevent', () => {
  it('reports damage per source, shield remainders and the other choices', async () => {
    const reply = await bot.slash(
      '/prevent shields:me: prevent 3 damage:Goblin[red creature] deals 2 to me, Ogre[green creature lifelink] deals 3 to me',
    );
    const description = reply.embeds[0]!.description!;
    // Both ways 2 damage gets through; preventing Ogre's keeps its lifelink from gaining life: shown first.
    expect(description).toContain('Event 1: **Goblin → me** — 2 would be dealt, 0 prevented, **2 dealt**');
    expect(description).toContain('Event 1: **Ogre → me** — 3 would be dealt, 3 prevented, **0 dealt**');
    expect(description).toContain('`me: prevent 3` — 0 of 3 left');
    expect(description).toContain('**Other choices**');
    expect(Object.keys(buttons(reply))).toContain('615.7');
  });
});

describe('/replacement', () => {
  it('names the chooser and the possible orders', async () => {
    const reply = await bot.slash(
      '/replacement scenario:event: Bears would die; affected: Bears (controller A); effects: Rest in Peace (controller B, stops Bears shuffle), Bears shuffle (stops Rest in Peace)',
    );
    const description = reply.embeds[0]!.description!;
    expect(description).toMatch(/\*\*Bears\*\* — .*A.* chooses/);
    expect(description).toContain('Rest in Peace');
    expect(Object.keys(buttons(reply))).toContain('616.1');
  });
});

describe('/layers', () => {
  it('shows the final state first, then the notes and the steps, with every cited rule a button', async () => {
    const reply = await bot.slash(
      '/layers scenario:Mycosynth Lattice @1: artifact {6}, all permanents are artifacts in addition to their other types; March of the Machines @2: enchantment {3}{U}, each noncreature artifact is an artifact creature with power and toughness each equal to its mana value; Island @3: basic land — Island',
    );
    const embed = reply.embeds[0]!;
    expect(embed.title).toBe('Layers (rule 613)');
    const description = embed.description!;
    expect(description.indexOf('Final characteristics:')).toBe(0);
    expect(description).toContain('• Island — Basic Artifact Land Creature — Island 0/0');
    expect(description.indexOf('**Notes**')).toBeLessThan(description.indexOf('**1.**'));
    expect(description).toContain('Island is a creature with toughness 0');
    expect(description).toMatch(/\*\*1\.\*\* Layer 4 \(types\): Mycosynth Lattice: .*\*\(613\.1d, 613\.8a, 613\.8b, 205\.1b\)\*/);
    expect(Object.keys(buttons(reply))).toEqual(expect.arrayContaining(['613.1d', '613.8a', '613.8b', '205.1b', '613.4b', '613.6', '704.5f']));
    const opened = await bot.press(buttons(reply)['613.8a']!);
    expect(opened.payload.embeds[0]!.title).toMatch(/^613\.8a/);
    expect(limitViolations(reply)).toEqual([]);
  });

  it('pages a long scenario within Discord limits', async () => {
    const objects = Array.from({ length: 30 }, (_, index) => `Anthem ${index} @${index + 1}: enchantment, creatures you control get +1/+1`);
    const reply = await bot.slash(`/layers scenario:Bear @0: creature 2/2; ${objects.join('; ')}`);
    expect(reply.embeds[0]!.footer!.text).toMatch(/Page 1\/\d/);
    expect(limitViolations(reply)).toEqual([]);
    const next = await bot.press(buttons(reply)['Page ▶']!);
    expect(next.payload.embeds[0]!.footer!.text).toMatch(/Page 2\//);
    expect(limitViolations(next.payload)).toEqual([]);
  });

  it('answers bad input ephemerally with the syntax and an example, never a guess', async () => {
    for (const scenario of ['Humility @2', 'Anthem @1: enchantment, creatures get +1/+1 [L6]', 'Bear @1: creature 2/2, gets bigger']) {
      const reply = await bot.slash(`/layers scenario:${scenario}`);
      expect(reply.flags, scenario).toBe(64);
      expect(reply.embeds[0]!.description).toContain('Example: Opalescence @1: enchantment');
    }
    expect(bot.logged).toEqual([]);
  });
});
