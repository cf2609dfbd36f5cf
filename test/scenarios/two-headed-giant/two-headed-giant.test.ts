import { describe, expect, it } from 'vitest';
import { answerTwoHeadedGiant, type TwoHeadedGiantResult } from '../../../scenarios/two-headed-giant/two-headed-giant.js';
import type { TwoHeadedGiantOptions } from '../../../scenarios/two-headed-giant/two-headed-giant-input.js';
import { examplesOf, newestCitations } from '../../support/scenario-citations.js';

const citations = newestCitations();

function run(events: string, options: TwoHeadedGiantOptions = {}): TwoHeadedGiantResult {
  const answer = answerTwoHeadedGiant(events, options, citations);
  if (!answer.ok) throw new Error(answer.error);
  return answer.value;
}

/** The step for the event typed as `event` (the first one, if typed twice). */
function stepFor(result: TwoHeadedGiantResult, event: string) {
  const step = result.steps.find((candidate) => candidate.event === event);
  if (!step) throw new Error(`No step for "${event}" in ${JSON.stringify(result.steps)}`);
  return step;
}

describe('the examples of rules 810.9–810.9d', () => {
  it('Flame Rift: 4 damage to each player deals each team a total of 8 (810.9)', () => {
    expect(examplesOf(citations['life-changes-individually'])).toContain('Each team is dealt a total of 8 damage');
    const result = run('damage each 4');
    expect(result.teams).toEqual({
      A: { life: 22, poison: 0, status: 'playing' },
      B: { life: 22, poison: 0, status: 'playing' },
    });
    const step = stepFor(result, 'damage each 4');
    expect(step.text).toContain('team A loses 8 life (30 → 22) and team B loses 8 life (30 → 22)');
    expect(step.rules).toEqual(['120.3a', '810.9']);
  });

  it('Beacon of Immortality: a player on a team at 17 gains 17, so the team ends at 34 (810.9a)', () => {
    expect(examplesOf(citations['team-life-as-player-life'])).toContain('That player gains 17 life, so the team winds up at 34 life');
    const result = run('double A1', { a: 17 });
    expect(result.teams.A).toEqual({ life: 34, poison: 0, status: 'playing' });
    const step = stepFor(result, 'double A1');
    expect(step.text).toContain('A1 gains 17 life (team A: 17 → 34)');
    expect(step.rules).toEqual(['701.10d', '810.9a']);
  });

  it('Lurking Evil: a player on a team at 11 pays half their life rounded up, 6, leaving 5 (810.9a)', () => {
    expect(examplesOf(citations['team-life-as-player-life'])).toContain('that player must pay 6 life. The team winds up at 5 life');
    const result = run('payhalf A2', { a: 11 });
    expect(result.teams.A.life).toBe(5);
    const step = stepFor(result, 'payhalf A2');
    expect(step.text).toContain('half of it, rounded up, is 6: A2 pays 6 life');
    expect(step.rules).toEqual(['810.9a', '119.4a']);
  });

  it('a player on a team at 25 whose life total becomes 10 loses 15 (810.9c)', () => {
    expect(examplesOf(citations['set-player-life'])).toContain('That player’s life total is considered to be 25, so that player loses 15 life');
    const result = run('set B1 10', { b: 25 });
    expect(result.teams.B.life).toBe(10);
    const step = stepFor(result, 'set B1 10');
    expect(step.text).toContain('B1 loses 15 life (team B: 25 → 10)');
    expect(step.rules).toEqual(['810.9c', '810.9a']);
  });

  it('Repay in Kind at 7 and 13: the chosen player on the team at 13 loses 6, so both teams end at 7 (810.9d)', () => {
    expect(examplesOf(citations['set-team-life'])).toContain('the chosen player on the team that has 13 life loses 6 life');
    const result = run('lowest', { a: 7, b: 13 });
    expect(result.teams.A.life).toBe(7);
    expect(result.teams.B.life).toBe(7);
    const step = stepFor(result, 'lowest');
    expect(step.text).toContain('the lowest life total among all players is 7');
    expect(step.text).toContain('on team A the chosen player’s life total is already 7, so nothing changes');
    expect(step.text).toContain('on team B the chosen player loses 6 life (team B: 13 → 7)');
    expect(step.rules).toEqual(['810.9d', '810.9a']);
  });
});

describe('cases a judge meets at the table', () => {
  it('infect damage to both players of a team adds up to the shared poison count, and 15 loses (120.3b, 810.10, 810.8d)', () => {
    const result = run('damage B1 9 infect; damage B2 6 infect');
    expect(result.teams.B).toEqual({ life: 30, poison: 15, status: 'lost' });
    // Regression: the winner was left 'playing', so /2hg printed "still playing" beside "Team A wins".
    expect(result.teams.A).toEqual({ life: 30, poison: 0, status: 'won' });
    expect(result.winner).toBe('A');
    const infect = stepFor(result, 'damage B2 6 infect');
    expect(infect.text).toContain('team B gets 6 (9 → 15)');
    expect(infect.rules).toEqual(['120.3b', '810.10']);
    const end = stepFor(result, 'state-based actions');
    expect(end.text).toBe('Team B has 15 or more poison counters (15), so team B loses the game. Team A, the only team left, wins.');
    expect(end.rules).toEqual(['810.8d', '104.2a']);
  });

  it('a team at 3 may pay 3 life, and then loses with 0 life (119.4a, 810.8c)', () => {
    const result = run('pay A1 3', { a: 3 });
    expect(result.teams.A).toEqual({ life: 0, poison: 0, status: 'lost' });
    expect(stepFor(result, 'pay A1 3').rules).toEqual(['119.4a']);
    expect(stepFor(result, 'state-based actions').rules).toEqual(['810.8c', '104.2a']);
    expect(result.summary).toBe('Team A: 0 life, 0 poison counters. Team B: 30 life, 0 poison counters. Team B wins.');
  });

  it('both players of a team at 5 can’t each pay 3 at once, but can each pay 2 (810.9b)', () => {
    const result = run('pay A1+A2 3; pay A1 + A2 2', { a: 5 });
    const refused = stepFor(result, 'pay A1+A2 3');
    expect(refused.text).toBe('A1 and A2 can’t each pay 3 life at once: together 6 is more than team A’s 5 life, so team A stays at 5.');
    expect(refused.rules).toEqual(['119.4a', '810.9b']);
    expect(result.teams.A.life).toBe(1);
  });

  it('after cantlose, no player of that team can pay life, yet paying 0 is still possible (810.9h, 119.4b)', () => {
    const result = run('cantlose A2; pay A1 3; payhalf A1; pay A1 0');
    expect(result.teams.A.life).toBe(30);
    expect(stepFor(result, 'cantlose A2').rules).toEqual(['810.9h']);
    expect(stepFor(result, 'pay A1 3').text).toBe(
      'A1 can’t pay 3 life: because of A2’s effect no player on team A can pay any amount of life other than 0, so team A stays at 30.',
    );
    expect(stepFor(result, 'pay A1 3').rules).toEqual(['810.9h']);
    expect(stepFor(result, 'payhalf A1').rules).toEqual(['810.9a', '810.9h']);
    expect(stepFor(result, 'pay A1 0').rules).toEqual(['119.4b']);
  });

  it('damage to a team that can’t lose life is dealt but changes no life total (810.9h)', () => {
    const result = run('cantlose A1; damage A 5; lose A2 2', { b: 20 });
    expect(result.teams.A.life).toBe(30);
    expect(stepFor(result, 'damage A 5').text).toContain('team A would lose 10 life, but because of A1’s effect no player on team A can lose life');
    expect(stepFor(result, 'damage A 5').rules).toEqual(['120.3a', '810.9', '810.9h']);
  });

  it('one player’s “can’t gain life” stops the whole team gaining, doubling included (810.9g)', () => {
    const result = run('cantgain B2; gain B1 5; double B1', { b: 12 });
    expect(result.teams.B.life).toBe(12);
    expect(stepFor(result, 'gain B1 5').rules).toEqual(['810.9', '810.9g']);
    expect(stepFor(result, 'double B1').rules).toEqual(['701.10d', '810.9a', '810.9g']);
  });

  it('teammates can’t exchange life totals (810.9e)', () => {
    const result = run('exchange A1 A2', { a: 10 });
    expect(result.teams.A.life).toBe(10);
    expect(stepFor(result, 'exchange A1 A2')).toEqual({
      event: 'exchange A1 A2',
      text: 'A1 and A2 are teammates, and a player can’t exchange life totals with their teammate, so the exchange doesn’t happen.',
      rules: ['810.9e'],
    });
  });

  it('opponents exchange their teams’ life totals (701.12c, 810.9a)', () => {
    const result = run('exchange A1 B2', { a: 20, b: 8 });
    expect([result.teams.A.life, result.teams.B.life]).toEqual([8, 20]);
    const step = stepFor(result, 'exchange A1 B2');
    expect(step.text).toContain('A1 loses 12 life (team A: 20 → 8) and B2 gains 12 life (team B: 8 → 20)');
    expect(step.rules).toEqual(['701.12c', '810.9a']);
  });

  it('an exchange that would raise the life of a team that can’t gain life doesn’t happen at all (119.7, 701.12c)', () => {
    const result = run('cantgain B1; exchange A1 B2', { a: 20, b: 8 });
    expect([result.teams.A.life, result.teams.B.life]).toEqual([20, 8]);
    const step = stepFor(result, 'exchange A1 B2');
    expect(step.text).toContain('so the exchange doesn’t happen at all');
    expect(step.rules).toEqual(['701.12c', '810.9a', '119.7', '810.9g']);
  });

  it('Three-Headed Giant starts at 45 life and loses at 20 poison counters, not 15 (810.11)', () => {
    const result = run('poison A3 15; damage A2 1; poison A1 5', { players: 3 });
    expect(stepFor(result, 'start').text).toContain('Team A starts at 45 life');
    expect(stepFor(result, 'start').rules).toEqual(['810.4', '810.10', '810.11']);
    expect(result.teams.A).toEqual({ life: 44, poison: 20, status: 'lost' });
    expect(stepFor(result, 'state-based actions').rules).toEqual(['810.8d', '810.11', '104.2a']);
  });

  it('both teams at 0 or less life at once make the game a draw (104.4a, 104.4d)', () => {
    const result = run('damage each 2', { a: 4, b: 3 });
    expect(result.teams).toEqual({
      A: { life: 0, poison: 0, status: 'draw' },
      B: { life: -1, poison: 0, status: 'draw' },
    });
    expect(result.winner).toBeNull();
    expect(stepFor(result, 'state-based actions').rules).toEqual(['810.8c', '104.4a', '104.4d']);
  });

  it('a player losing poison counters takes them off the team, never below 0 (810.10b)', () => {
    const result = run('losepoison A1 2; losepoison A 4', { poisonA: 5 });
    expect(stepFor(result, 'losepoison A1 2').text).toBe('A1 loses 2 poison counters, so the team loses that many: team A loses 2 (5 → 3).');
    expect(stepFor(result, 'losepoison A 4').text).toContain('team A loses 3, all it had (3 → 0)');
    expect(result.teams.A.poison).toBe(0);
    expect(stepFor(result, 'losepoison A 4').rules).toEqual(['810.10b']);
  });

  it('setting a team’s life total affects only the member the team chooses (810.9d)', () => {
    const result = run('set B 12');
    expect(result.teams.B.life).toBe(12);
    expect(stepFor(result, 'set B 12').text).toContain('Team B chooses one of its members');
    expect(stepFor(result, 'set B 12').rules).toEqual(['810.9d', '810.9a']);
  });

  it('stops at the end of the game and says the later events are not applied (104.1)', () => {
    const result = run('damage B1 5; gain B 10; damage A1 1', { b: 5 });
    expect(result.teams.B).toEqual({ life: 0, poison: 0, status: 'lost' });
    expect(result.steps.at(-1)).toEqual({
      event: 'gain B 10; damage A1 1',
      text: 'The game is over, so the remaining 2 events are not applied.',
      rules: ['104.1'],
    });
  });

  it('a team that starts with 0 life loses before any event (810.8c)', () => {
    const result = run('gain A1 5', { a: 0 });
    expect(result.steps.map((step) => step.event)).toEqual(['start', 'state-based actions', 'gain A1 5']);
    expect(result.teams.A.status).toBe('lost');
  });
});

describe('the --json shape', () => {
  it('has teams with life, poison and status, and steps with event, text and rules', () => {
    const result = run('damage A1 2');
    expect(Object.keys(result)).toEqual(['teams', 'steps', 'winner', 'summary']);
    expect(result.steps[0]).toEqual({
      event: 'start',
      text: 'Team A starts at 30 life and 0 poison counters and team B starts at 30 life and 0 poison counters: each team’s life total and poison counters are shared by its players.',
      rules: ['810.4', '810.10'],
    });
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });
});
