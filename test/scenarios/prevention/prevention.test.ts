import { describe, expect, it } from 'vitest';
import { answerPrevention, type PreventionResult } from '../../../scenarios/prevention/prevention.js';
import { examplesOf, newestCitations } from '../../support/scenario-citations.js';

const citations = newestCitations();

function run(shields: string, damage: string): PreventionResult {
  const answer = answerPrevention(shields, damage, citations);
  if (!answer.ok) throw new Error(answer.error);
  return answer.value;
}

/** [source, to, amount, prevented, dealt] per damage line: the numbers a judge checks. */
function numbers(result: PreventionResult) {
  return result.damage.map((line) => [line.source, line.to, line.amount, line.prevented, line.dealt]);
}

function stepContaining(result: PreventionResult, fragment: string) {
  const step = result.steps.find((candidate) => candidate.text.includes(fragment));
  if (!step) throw new Error(`No step contains "${fragment}":\n${result.steps.map((candidate) => candidate.text).join('\n')}`);
  return step;
}

describe('the rules’ own examples', () => {
  it('Daunting Defender: Pyroclasm deals 1 to the Cleric and 2 to each other creature (615.10)', () => {
    expect(examplesOf(citations['static-prevent-amount'])).toContain('Pyroclasm will deal 1 damage to each Cleric creature');
    const result = run('Cleric: prevent 1 each', 'Pyroclasm[red sorcery] deals 2 to Cleric, Pyroclasm[red sorcery] deals 2 to Bear');
    expect(numbers(result)).toEqual([
      ['Pyroclasm', 'Cleric', 2, 1, 1],
      ['Pyroclasm', 'Bear', 2, 0, 2],
    ]);
    expect(stepContaining(result, 'prevents 1 of the 2 damage Pyroclasm would deal to Cleric').rules).toEqual(['615.10']);
    expect(result.shields).toEqual([{ shield: 'Cleric: prevent 1 each', remaining: null, state: 'never used up' }]);
  });

  it('Wojek Apothecary: a shield on each creature counts only that creature’s damage (615.11)', () => {
    const result = run('Bear: prevent 1; Elf: prevent 1', 'Pyroclasm[red] deals 2 to Bear, Pyroclasm[red] deals 2 to Elf');
    expect(numbers(result)).toEqual([
      ['Pyroclasm', 'Bear', 2, 1, 1],
      ['Pyroclasm', 'Elf', 2, 1, 1],
    ]);
    expect(result.choices).toEqual([]);
  });
});

describe('cases a judge meets at the table', () => {
  it('combat damage from three attackers into one shield: it counts damage, and the player chooses whose (615.7)', () => {
    const result = run(
      'me: prevent 3',
      'Goblin[red creature] deals 2 to me, Ogre[creature] deals 2 to me, Elf[green creature] deals 1 to me',
    );
    expect(numbers(result)).toEqual([
      ['Goblin', 'me', 2, 2, 0],
      ['Ogre', 'me', 2, 1, 1],
      ['Elf', 'me', 1, 0, 1],
    ]);
    expect(result.shields[0]).toEqual({ shield: 'me: prevent 3', remaining: 0, state: '0 of 3 left' });
    const [choice] = result.choices;
    expect(choice!.rules).toEqual(['615.7']);
    expect(choice!.text).toContain('chooses which damage shield 1 (me: prevent 3) prevents');
    expect(choice!.alternatives.map((alternative) => alternative.damage.map((line) => line.dealt))).toEqual([
      [0, 2, 0],
      [1, 0, 1],
      [2, 0, 0],
    ]);
  });

  it('which source’s damage a shield prevents decides whether lifelink gains life (615.7, 702.15b)', () => {
    const result = run('me: prevent 3', 'Vampire[black creature lifelink] deals 3 to me, Zombie[black creature] deals 3 to me');
    expect(result.damage.map((line) => [line.source, line.dealt, line.lifelinkGain])).toEqual([
      ['Vampire', 0, 0],
      ['Zombie', 3, 0],
    ]);
    expect(stepContaining(result, 'Vampire has lifelink, but no damage is dealt').rules).toEqual(['615.6', '702.15b']);
    const [choice] = result.choices;
    expect(choice!.alternatives).toHaveLength(1);
    expect(choice!.alternatives[0]!.text).toBe(
      'Prevent Zombie’s damage before Vampire’s: Vampire deals 3 (its controller gains 3 life by lifelink), Zombie deals 0 and shield 1 has 0 left.',
    );
    expect(choice!.alternatives[0]!.damage.map((line) => line.lifelinkGain)).toEqual([3, 0]);
  });

  it('protection plus a numeric shield: protection first keeps the shield, the best choice shown first; the order written uses it up (616.1, 702.16e)', () => {
    const result = run('Bear: prevent 2; Bear: protection from red', 'Dragon[red creature] deals 5 to Bear');
    expect(numbers(result)).toEqual([['Dragon', 'Bear', 5, 5, 0]]);
    expect(result.shields.map((shield) => shield.remaining)).toEqual([2, null]);
    expect(stepContaining(result, 'protection from red prevents all 5 damage Dragon would deal to Bear (Dragon is red)').rules).toEqual(['702.16e']);
    const [choice] = result.choices;
    expect(choice!.rules).toEqual(['616.1']);
    expect(choice!.text).toContain('Shown first: their best choice (the least damage dealt to them, then the most prevention left for later), apply shield 2 before shield 1, in which Dragon deals 0 and shield 1 has 2 left.');
    expect(choice!.alternatives.map((alternative) => alternative.text)).toEqual(['The order written: Dragon deals 0 and shield 1 has 0 left.']);
    expect(choice!.alternatives[0]!.shields).toEqual([
      { shield: 'Bear: prevent 2', remaining: 0, state: '0 of 2 left' },
      { shield: 'Bear: protection from red', remaining: null, state: 'never used up' },
    ]);
  });

  it('leads with the affected player’s best choice, not the order typed (regression: "2 dealt, +2 life" first, when 0 was possible)', () => {
    const result = run('me: prevent 3; me: protection from red', 'Goblin[red creature] deals 2 to me, Ogre[green lifelink] deals 3 to me');
    expect(numbers(result)).toEqual([
      ['Goblin', 'me', 2, 2, 0],
      ['Ogre', 'me', 3, 3, 0],
    ]);
    expect(result.summary).toMatch(/^All 5 damage that would be dealt to me is prevented\./);
    expect(result.choices[0]!.alternatives.map((alternative) => alternative.text)).toEqual([
      'The order written: Goblin deals 0, Ogre deals 2 (its controller gains 2 life by lifelink) and shield 1 has 0 left.',
    ]);
  });

  it('unpreventable damage with a “prevent and gain that much life” shield: dealt in full, shield kept, life gained once (615.12, 615.12a)', () => {
    const result = run('me: prevent 3 and gain that much life', 'Fireball[red sorcery unpreventable] deals 5 to me; Shock[red instant] deals 2 to me');
    expect(numbers(result)).toEqual([
      ['Fireball', 'me', 5, 0, 5],
      ['Shock', 'me', 2, 2, 0],
    ]);
    const unpreventable = stepContaining(result, 'can’t be prevented: shield 1');
    expect(unpreventable.text).toBe(
      'The 5 damage Fireball would deal to me can’t be prevented: shield 1 (me: prevent 3 and gain that much life) still applies to it but prevents none of it, and it stays at 3. Its additional effect still happens, once: its controller gains 3 life, the damage it would have prevented.',
    );
    expect(unpreventable.rules).toEqual(['615.7', '615.12', '615.5', '615.12a']);
    expect(stepContaining(result, 'Fireball deals all 5 damage to me').rules).toEqual(['615.12']);
    expect(result.shields[0]!.remaining).toBe(1);
  });

  it('unpreventable damage from a source with lifelink gains the full amount and leaves the shield whole', () => {
    const result = run('me: prevent 3', 'Vampire[creature lifelink unpreventable] deals 3 to me');
    expect(result.damage).toEqual([{ event: 1, source: 'Vampire', to: 'me', amount: 3, prevented: 0, dealt: 3, lifelinkGain: 3 }]);
    expect(result.shields[0]!.remaining).toBe(3);
  });

  it('says in the summary what a "prevent and gain" shield gives against unpreventable lifelink damage, citing 615.12', () => {
    // Regression: 3 life from the shield and 5 by lifelink were only in the steps; the summary said "Me is dealt 5 of 5 damage".
    const result = run('me: prevent 3 and gain that much life', 'Ogre[creature lifelink unpreventable] deals 5 to me');
    expect(result.summary).toBe(
      'All 5 damage that would be dealt to me is dealt; none of it is prevented. Ogre’s controller gains 5 life by lifelink. ' +
        'Shield 1’s controller gains 3 life although the damage can’t be prevented: the shield prevents none of it, but its additional effect still happens (rule 615.12).',
    );
  });

  it('says "the 1 damage", never "all 1 damage"', () => {
    const result = run('me: prevent 3', 'Ant deals 1 to me');
    expect(result.summary).toBe('The 1 damage that would be dealt to me is prevented.');
    expect(result.steps.map((step) => step.text).join(' ')).not.toContain('all 1 ');
    expect(stepContaining(result, 'prevents the 1 damage Ant would deal to me').rules).toEqual(['615.7']);
  });

  it('protection doesn’t stop damage that can’t be prevented (615.12, 702.16e)', () => {
    const result = run('me: protection from red', 'Dragon[red creature unpreventable] deals 4 to me');
    expect(numbers(result)).toEqual([['Dragon', 'me', 4, 0, 4]]);
    expect(stepContaining(result, 'can’t be prevented: shield 1 (me: protection from red) still applies').rules).toEqual(['702.16e', '615.12']);
  });

  it('“the next time” a source would deal damage prevents all of that one instance, then is used up (615.8)', () => {
    const result = run('me: prevent next from Goblin', 'Goblin deals 5 to me; Goblin deals 3 to me');
    expect(numbers(result)).toEqual([
      ['Goblin', 'me', 5, 5, 0],
      ['Goblin', 'me', 3, 0, 3],
    ]);
    expect(stepContaining(result, 'prevents the next time Goblin would deal damage to me: all 5 of it').rules).toEqual(['615.8']);
    expect(result.shields[0]).toEqual({ shield: 'me: prevent next from Goblin', remaining: 0, state: 'used up' });
  });

  it('a chosen red source that is no longer red isn’t prevented and doesn’t use up the shield (615.9, 609.7b)', () => {
    const result = run('me: prevent next from Dragon[red]', 'Dragon[blue creature] deals 4 to me; Dragon[red creature] deals 4 to me');
    expect(numbers(result)).toEqual([
      ['Dragon', 'me', 4, 0, 4],
      ['Dragon', 'me', 4, 4, 0],
    ]);
    const recheck = stepContaining(result, 'rechecks Dragon');
    expect(recheck.text).toBe(
      'Shield 1 (me: prevent next from Dragon[red]) rechecks Dragon as it would deal damage to me: it no longer has red, so the shield doesn’t prevent that damage and isn’t used up.',
    );
    expect(recheck.rules).toEqual(['615.9', '609.7b']);
  });

  it('a static “prevent all damage from red sources” stops red damage only, and is never used up (609.7c)', () => {
    const result = run('me: prevent all from red', 'Bolt[red instant] deals 3 to me, Bear[green creature] deals 2 to me; Bolt[red instant] deals 3 to me');
    expect(numbers(result)).toEqual([
      ['Bolt', 'me', 3, 3, 0],
      ['Bear', 'me', 2, 0, 2],
      ['Bolt', 'me', 3, 3, 0],
    ]);
    expect(stepContaining(result, 'prevents all 3 damage Bolt would deal to me (Bolt is red)').rules).toEqual(['609.7c']);
    expect(stepContaining(result, 'Bear deals 2 damage to me; no prevention effect applies to it').rules).toEqual(['120.3']);
  });

  it('a shield counts damage across successive events, not events (615.7)', () => {
    const result = run('me: prevent 4', 'Ant deals 1 to me; Bee deals 1 to me; Cat deals 3 to me');
    expect(result.damage.map((line) => [line.event, line.prevented, line.dealt])).toEqual([
      [1, 1, 0],
      [2, 1, 0],
      [3, 2, 1],
    ]);
    expect(stepContaining(result, 'Cat deals the other 1 damage to me; the 2 prevented is never dealt').rules).toEqual(['615.6']);
  });

  it('“prevent 1 of each source’s damage” applies to every attacker separately (615.10)', () => {
    const result = run('me: prevent 1 each', 'Ant deals 2 to me, Bee deals 2 to me, Cat deals 2 to me');
    expect(result.damage.map((line) => line.dealt)).toEqual([1, 1, 1]);
    expect(result.choices).toEqual([]);
  });

  it('a resolved “prevent 3 from red sources” shield ignores a green source and checks red as damage comes (615.7, 609.7b)', () => {
    const result = run('me: prevent 3 from red', 'Bear[green creature] deals 2 to me, Goblin[red creature] deals 2 to me');
    expect(numbers(result)).toEqual([
      ['Bear', 'me', 2, 0, 2],
      ['Goblin', 'me', 2, 2, 0],
    ]);
    expect(stepContaining(result, 'prevents all 2 damage Goblin would deal to me (Goblin is red)').rules).toEqual(['615.7', '609.7b']);
    expect(result.shields[0]!.remaining).toBe(1);
  });

  it('lists the shields with the rules that make them what they are', () => {
    const result = run('me: prevent 2; me: prevent next from Dragon[red]; me: protection from black; me: prevent 1 each from red', 'Rat[black] deals 1 to me');
    expect(result.steps.slice(0, 4).map((step) => step.rules)).toEqual([
      ['615.7'],
      ['615.8', '615.9', '609.7b'],
      ['702.16e'],
      ['615.10', '609.7c'],
    ]);
  });
});

describe('the --json shape', () => {
  it('has damage, shields, steps and choices, and survives JSON', () => {
    const result = run('me: prevent 1', 'Ant deals 2 to me');
    expect(Object.keys(result)).toEqual(['damage', 'shields', 'steps', 'choices', 'summary']);
    // Regression: the summary read "Me is dealt 1 of 2 damage".
    expect(result.summary).toBe('Of the 2 damage that would be dealt to me, 1 is prevented and 1 is dealt.');
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });
});
