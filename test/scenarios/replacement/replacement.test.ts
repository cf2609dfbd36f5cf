import { describe, expect, it } from 'vitest';
import { answerReplacement, type ReplacementOrder, type ReplacementResult } from '../../../scenarios/replacement/replacement.js';
import { examplesOf, newestCitations } from '../../support/scenario-citations.js';

const citations = newestCitations();

function run(text: string): ReplacementResult {
  const answer = answerReplacement(text, citations);
  if (!answer.ok) throw new Error(answer.error);
  return answer.value;
}

/** The orders as sequences only: which effects applied, and which did nothing. */
const sequences = (orders: ReplacementOrder[]) => orders.map(({ applied, notApplied }) => ({ applied, notApplied }));

function refusal(text: string): string {
  const answer = answerReplacement(text, citations);
  if (answer.ok) throw new Error('expected a refusal');
  return answer.error;
}

function stepContaining(result: ReplacementResult, fragment: string) {
  const step = result.steps.find((candidate) => candidate.text.includes(fragment));
  if (!step) throw new Error(`No step contains "${fragment}":\n${result.steps.map((candidate) => candidate.text).join('\n')}`);
  return step;
}

describe('the examples under 616.1f, 616.1g and 616.2', () => {
  it('“exile instead” and “shuffle instead”: the creature’s controller picks one, and the other does nothing (616.1f)', () => {
    expect(examplesOf(citations['process-repeats'])).toContain('its controller decides which replacement to apply first; the other does nothing');
    const result = run(
      'event: the creature is destroyed; affected: creature (controller A); effects: Rest in Peace (controller B, instead exile it), Shuffle (instead shuffle it into its owner’s library)',
    );
    expect(result.choosers).toEqual([
      {
        affected: 'creature',
        chooser: 'A',
        preference: null,
        orders: [
          { applied: ['Rest in Peace'], notApplied: ['Shuffle'], outcome: 'instead: exile it', value: null },
          { applied: ['Shuffle'], notApplied: ['Rest in Peace'], outcome: 'instead: shuffle it into its owner’s library', value: null },
        ],
        truncated: false,
      },
    ]);
    // Where the creature ends up is A's call: no order is "best" for them in general.
    expect(result.summary).toBe(
      'A chooses (for creature); which result is better depends on the game: (1) Rest in Peace (Shuffle does nothing) — instead: exile it; (2) Shuffle (Rest in Peace does nothing) — instead: shuffle it into its owner’s library.',
    );
    expect(stepContaining(result, 'so A chooses the order').text).toContain('It doesn’t matter that Rest in Peace is B’s');
    expect(stepContaining(result, 'Any of Rest in Peace and Shuffle may be chosen').rules).toEqual(['616.1e']);
    expect(stepContaining(result, 'Shuffle no longer applies to the modified event, so it does nothing').rules).toEqual(['616.1f']);
  });

  it('Essence of the Wild’s copy effect applies first, so Rusted Sentinel no longer enters tapped (616.1c, 616.1f)', () => {
    expect(examplesOf(citations['process-repeats'])).toContain('the copy effect from Essence of the Wild is applied first');
    const result = run(
      'event: Rusted Sentinel enters the battlefield; affected: Rusted Sentinel (controller A); effects: Rusted Sentinel enters tapped, Essence of the Wild (copy, controller A, stops Rusted Sentinel enters tapped)',
    );
    expect(sequences(result.choosers[0]!.orders)).toEqual([{ applied: ['Essence of the Wild'], notApplied: ['Rusted Sentinel enters tapped'] }]);
    const first = stepContaining(result, 'Essence of the Wild is an effect that would make it enter the battlefield as a copy');
    expect(first.text).toBe(
      'Essence of the Wild is an effect that would make it enter the battlefield as a copy of another object, so it must be chosen before Rusted Sentinel enters tapped. Essence of the Wild is applied.',
    );
    expect(first.rules).toEqual(['616.1c']);
    expect(stepContaining(result, 'This is the only order the rules allow').rules).toEqual(['616.1f']);
  });

  it('Doubling Season applies before the Voice of All tokens’ entering effects, which then go in either order (616.1g)', () => {
    expect(examplesOf(citations['contained-event-waits'])).toContain('the effect of Doubling Season must be applied first');
    const result = run(
      'event: A creates a token that’s a copy of Voice of All; affected: token (controller A); effects: Voice of All token 1 (inner), Doubling Season (controller A), Voice of All token 2 (inner, after Doubling Season)',
    );
    const waits = stepContaining(result, 'modifies an event contained within this one');
    expect(waits.text).toBe(
      'Voice of All token 1 modifies an event contained within this one, so it can’t be chosen until Doubling Season has been. Only Doubling Season can be chosen now. Doubling Season is applied.',
    );
    expect(waits.rules).toEqual(['616.1g', '616.1e']);
    expect(result.choosers[0]!.orders.map((order) => order.applied)).toEqual([
      ['Doubling Season', 'Voice of All token 1', 'Voice of All token 2'],
      ['Doubling Season', 'Voice of All token 2', 'Voice of All token 1'],
    ]);
  });

  it('“draw instead of gaining life” makes “return instead of drawing” applicable, and both combine (616.2)', () => {
    expect(examplesOf(citations['becomes-applicable'])).toContain('Both effects combine');
    const result = run(
      'event: A would gain 1 life; affected: A; effects: Return instead of drawing (after Draw instead of gaining), Draw instead of gaining',
    );
    expect(sequences(result.choosers[0]!.orders)).toEqual([{ applied: ['Draw instead of gaining', 'Return instead of drawing'], notApplied: [] }]);
    expect(stepContaining(result, 'now applies to it').text).toBe(
      'Draw instead of gaining changes the event so that Return instead of drawing now applies to it.',
    );
    expect(stepContaining(result, 'now applies to it').rules).toEqual(['616.2']);
  });
});

describe('cases a judge meets at the table', () => {
  it('dredge against Notion Thief: the drawing player chooses, not Notion Thief’s controller (616.1)', () => {
    const result = run(
      'event: A would draw a card; affected: A; effects: Dredge (stops Notion Thief), Notion Thief (controller B, stops Dredge)',
    );
    const chooser = result.steps[0]!;
    expect(chooser.text).toBe(
      'A is the affected player, so A chooses the order of the replacement effects that would modify how the event affects them: Dredge and Notion Thief. It doesn’t matter that Notion Thief is B’s: the affected object’s controller or the affected player chooses.',
    );
    expect(chooser.rules).toEqual(['616.1']);
    expect(result.choosers[0]!.orders).toHaveLength(2);
  });

  it('a kicked Burst Lightning’s own “instead” applies before Torbran, and the damaged player chooses (616.1a)', () => {
    const result = run(
      'event: kicked Burst Lightning would deal 2 damage to B; affected: B; effects: Torbran (controller A, plus 2), Burst Lightning kicker (self, controller A, plus 2)',
    );
    expect(result.choosers[0]!.chooser).toBe('B');
    expect(result.choosers[0]!.orders).toEqual([{ applied: ['Burst Lightning kicker', 'Torbran'], notApplied: [], outcome: '6 damage (2 + 2 + 2)', value: 6 }]);
    expect(stepContaining(result, 'is a self-replacement effect').rules).toEqual(['616.1a', '614.15']);
    expect(stepContaining(result, 'It doesn’t matter that').text).toContain('Torbran and Burst Lightning kicker are A’s');
  });

  it('Gather Specimens changes who controls the entering creature, first, so Authority of the Consuls no longer applies (616.1b)', () => {
    const result = run(
      'event: Grizzly Bears would enter the battlefield under B’s control; affected: Grizzly Bears (controller B); effects: Authority of the Consuls (controller A), Gather Specimens (control, controller A, stops Authority of the Consuls)',
    );
    expect(sequences(result.choosers[0]!.orders)).toEqual([{ applied: ['Gather Specimens'], notApplied: ['Authority of the Consuls'] }]);
    expect(stepContaining(result, 'would change under whose control it enters the battlefield').rules).toEqual(['616.1b']);
  });

  it('a daybound permanent entering at night enters transformed before “enters tapped” is chosen (616.1d)', () => {
    const result = run(
      'event: Brutal Cathar enters the battlefield at night; affected: Brutal Cathar (controller A); effects: Authority of the Consuls (controller B, modifies), Daybound (back face)',
    );
    expect(result.choosers[0]!.orders.map((order) => order.applied)).toEqual([['Daybound', 'Authority of the Consuls']]);
    expect(stepContaining(result, 'with its back face up').rules).toEqual(['616.1d']);
  });

  it('a copy effect goes before a back-face effect (616.1c before 616.1d)', () => {
    const result = run(
      'event: a daybound creature enters at night; affected: creature (controller A); effects: Daybound (back face), Essence of the Wild (copy, stops Daybound)',
    );
    expect(sequences(result.choosers[0]!.orders)).toEqual([{ applied: ['Essence of the Wild'], notApplied: ['Daybound'] }]);
  });

  it('a milled card has no controller, so its owner chooses between Rest in Peace and Leyline of the Void (616.1)', () => {
    const result = run(
      'event: a card would be milled; affected: card (owner B); effects: Rest in Peace (controller A, stops Leyline of the Void), Leyline of the Void (controller A, stops Rest in Peace)',
    );
    expect(result.choosers[0]!.chooser).toBe('B');
    expect(result.steps[0]!.text).toMatch(/^Card has no controller, and B owns it, so B chooses/);
  });

  it('Phytohydra and a prevention shield: its controller picks; each stops the other (616.1)', () => {
    const result = run(
      'event: Shock would deal 2 damage to Phytohydra; affected: Phytohydra (controller A); effects: Phytohydra counters (stops Healing Salve), Healing Salve (prevention, controller B, stops Phytohydra counters)',
    );
    expect(result.steps[0]!.text).toContain('chooses the order of the replacement and prevention effects');
    expect(result.choosers[0]!.orders.map((order) => order.applied)).toEqual([['Phytohydra counters'], ['Healing Salve']]);
  });

  it('Hardened Scales and Doubling Season may go in either order, the most +1/+1 counters first (616.1e)', () => {
    const result = run('event: a +1/+1 counter would be put on Bear; affected: Bear (controller A); effects: Hardened Scales (plus 1), Doubling Season (double)');
    expect(result.choosers[0]!.orders).toEqual([
      { applied: ['Hardened Scales', 'Doubling Season'], notApplied: [], outcome: '4 +1/+1 counters ((1 + 1) × 2)', value: 4 },
      { applied: ['Doubling Season', 'Hardened Scales'], notApplied: [], outcome: '3 +1/+1 counters (1 × 2 + 1)', value: 3 },
    ]);
    expect(result.summary).toBe(
      'A chooses (for Bear). Best for A (the most +1/+1 counters): Hardened Scales, then Doubling Season — 4 +1/+1 counters ((1 + 1) × 2). Also possible: Doubling Season, then Hardened Scales — 3 +1/+1 counters (1 × 2 + 1).',
    );
  });

  it('refuses effects it can’t read rather than order them blind (regression: "Rest in Peace, then Kalitas" was offered after a caveat)', () => {
    expect(refusal('event: Bears would die; affected: Bears (controller A); effects: Rest in Peace (controller B), Kalitas (controller B)')).toMatch(
      /^Rest in Peace and Kalitas would each modify the event for Bears, but this helper can't tell what some of them do, so it can't say which orders the rules allow or what each gives\. Rest in Peace: no card data is imported to read it from, and no tag says what it does; Kalitas: no card data is imported to read it from, and no tag says what it does\. Tag what each does/,
    );
    const tagged = run('event: Bears would die; affected: Bears (controller A); effects: Rest in Peace (controller B, stops Kalitas), Kalitas (controller B, stops Rest in Peace)');
    expect(tagged.choosers[0]!.orders).toHaveLength(2);
    const single = run('event: Bears would die; affected: Bears (controller A); effects: Rest in Peace');
    expect(single.choosers[0]!.orders).toHaveLength(1);
  });

  it('says what each order gives and leads with the damaged player’s best: Torbran and Calamity Bearer (regression: orders without totals, the worst first)', () => {
    const result = run('event: Calamity Bearer deals 3 damage to B; affected: B; effects: Torbran (controller A, plus 2), Calamity Bearer (controller A, double)');
    expect(result.choosers[0]).toMatchObject({ chooser: 'B', preference: 'the least damage dealt to B or their permanent' });
    expect(result.choosers[0]!.orders.map((order) => `${order.applied.join(', then ')}: ${order.outcome}`)).toEqual([
      'Calamity Bearer, then Torbran: 8 damage (3 × 2 + 2)',
      'Torbran, then Calamity Bearer: 10 damage ((3 + 2) × 2)',
    ]);
    expect(stepContaining(result, 'B chooses; shown: Calamity Bearer, as in the order best for B').rules).toEqual(['616.1e']);
  });

  it('two players whose creatures are damaged at once choose in APNAP order by the turn order (616.1, 101.4)', () => {
    const result = run(
      'event: Pyroclasm deals 2 damage to each creature; affected: Bear (controller A), Wolf (controller B); turn: B, A; effects: Bear shield (prevent 1, on Bear), Wolf shield (prevent 2, on Wolf), Wolf doubler (double, on Wolf)',
    );
    expect(result.choosers.map((chooser) => chooser.chooser)).toEqual(['B', 'A']);
    // Prevent first, then double: (2 − 2) × 2 = 0, B's best; the other way, 2 × 2 − 2 = 2.
    expect(result.choosers[0]!.orders.map((order) => order.outcome)).toEqual(['0 damage ((2 − 2) × 2)', '2 damage (2 × 2 − 2)']);
    const apnap = result.steps[0]!;
    expect(apnap.text).toBe('B and A each choose for what affects them at the same time, so they choose in APNAP order: B, the active player, first, then A.');
    expect(apnap.rules).toEqual(['616.1', '101.4']);
  });

  it('without a turn order it assumes the first chooser is the active player, and says so', () => {
    const result = run('affected: Bear (controller A), Wolf (controller B); effects: Bear shield (on Bear), Wolf shield (on Wolf)');
    expect(result.steps[0]!.text).toContain('This assumes A is the active player');
    expect(stepContaining(result, 'Only Wolf shield would modify').text).toBe(
      'Wolf is controlled by B. Only Wolf shield would modify how the event affects it, so there is no order to choose.',
    );
  });

  it('two self-replacement effects: one of them must be chosen first, then the other (616.1a)', () => {
    const result = run('affected: A; effects: Other effect (modifies), First self (self), Second self (self)');
    expect(result.choosers[0]!.orders.map((order) => order.applied)).toEqual([
      ['First self', 'Second self', 'Other effect'],
      ['Second self', 'First self', 'Other effect'],
    ]);
    expect(stepContaining(result, 'are each a self-replacement effect').text).toContain('so one of them must be chosen before Other effect. A chooses; shown: First self, as in the first order listed.');
  });
});

describe('an event without its amount (judge review: the first order was called best with no number to judge by)', () => {
  it('calls an order best only when it is best whatever the amount, and says so', () => {
    const result = run('event: Shock would deal damage to B; affected: B; effects: Torbran (plus 2), Calamity Bearer (double)');
    expect(result.choosers[0]!.preference).toBe('the least damage dealt to B or their permanent, whatever the amount');
    expect(result.choosers[0]!.orders.map((order) => order.outcome)).toEqual([
      'N × 2 + 2 (give the amount in the event to see the total)',
      '(N + 2) × 2 (give the amount in the event to see the total)',
    ]);
  });

  it('calls no order best when an effect’s change isn’t known', () => {
    const result = run('event: Shock would deal damage to B; affected: B; effects: Torbran (plus 2), Odd effect (modifies)');
    expect(result.choosers[0]!.preference).toBeNull();
    expect(result.summary).toContain('which result is better depends on the game');
  });
});

describe('the --json shape', () => {
  it('has event, choosers, steps and summary, and survives JSON', () => {
    const result = run('event: A would gain 1 life; affected: A; effects: Boon Reflection');
    expect(Object.keys(result)).toEqual(['event', 'choosers', 'steps', 'summary']);
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });
});
