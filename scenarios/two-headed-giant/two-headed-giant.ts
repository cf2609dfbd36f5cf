/**
 * Two-Headed Giant life and poison (rule 810): applies events in order to the teams' shared life
 * totals and poison counters, checking state-based actions after each, and explains every step.
 * Pure: plain data in, plain data out.
 */
import type { CitationKey, CitationNumbers } from '../citations.js';
import type { Parsed } from '../scenario-input.js';
import { capitalise, citeRules, countOf, listNames, type ScenarioStep } from '../scenario-step.js';
import {
  parseTwoHeadedGiantEvents,
  parseTwoHeadedGiantSetup,
  playerNames,
  teamOf,
  TEAMS,
  type TeamName,
  type TwoHeadedGiantEvent,
  type TwoHeadedGiantOptions,
  type TwoHeadedGiantSetup,
  type Who,
} from './two-headed-giant-input.js';

/** `won` once the other team has lost (104.2a): the details then read "has won", never "still playing" beside "Team B wins". */
export type TeamStatus = 'playing' | 'won' | 'lost' | 'draw';

export interface TeamResult {
  life: number;
  poison: number;
  status: TeamStatus;
}

export interface TwoHeadedGiantStep extends ScenarioStep {
  /** The event as typed, or "start" / "state-based actions" / the events left unapplied. */
  event: string;
}

/** The `--json` shape: final life, poison and status per team, and every step with its rules. */
export interface TwoHeadedGiantResult {
  teams: Record<TeamName, TeamResult>;
  steps: TwoHeadedGiantStep[];
  /** The team that won, once the other has lost; null while both play or after a draw. */
  winner: TeamName | null;
  /** One line for the top of an embed or the end of the CLI output. */
  summary: string;
}

interface TeamState extends TeamResult {
  poisonToLose: number;
  /** The player whose "can't gain life" / "can't lose life" effect binds the team (810.9g, 810.9h). */
  cantGain: string | null;
  cantLose: string | null;
}

/** One event's explanation before it becomes a step. */
interface Outcome {
  text: string;
  keys: CitationKey[];
}

/** Parses the options and events and runs the scenario: the whole `/2hg` / `arbiter scenario 2hg` answer. */
export function answerTwoHeadedGiant(
  text: string,
  options: TwoHeadedGiantOptions,
  citations: CitationNumbers,
): Parsed<TwoHeadedGiantResult> {
  const setup = parseTwoHeadedGiantSetup(options);
  if (!setup.ok) return setup;
  const events = parseTwoHeadedGiantEvents(text, options);
  if (!events.ok) return events;
  return { ok: true, value: runTwoHeadedGiant(setup.value, events.value, citations) };
}

/** Applies the events in order, checking state-based actions after each, until the game ends. */
export function runTwoHeadedGiant(
  setup: TwoHeadedGiantSetup,
  events: readonly TwoHeadedGiantEvent[],
  citations: CitationNumbers,
): TwoHeadedGiantResult {
  const extraPlayers = setup.playersPerTeam - 2;
  const teams = {} as Record<TeamName, TeamState>;
  for (const team of TEAMS) {
    teams[team] = {
      life: setup.life[team],
      poison: setup.poison[team],
      status: 'playing',
      poisonToLose: 15 + 5 * extraPlayers,
      cantGain: null,
      cantLose: null,
    };
  }
  const steps: TwoHeadedGiantStep[] = [];
  const record = (event: string, outcome: Outcome) =>
    steps.push({ event, text: outcome.text, rules: citeRules(citations, outcome.keys) });

  const checkStateBasedActions = () => {
    const outcome = applyStateBasedActions(teams, extraPlayers);
    if (outcome) record('state-based actions', outcome);
    return outcome?.end ?? null;
  };
  record('start', describeStart(setup, teams));
  let end = checkStateBasedActions();
  for (const [index, event] of events.entries()) {
    if (end) {
      const rest = events.slice(index);
      record(rest.map((left) => left.text).join('; '), {
        text: `The game is over, so ${rest.length === 1 ? 'the last event is' : `the remaining ${rest.length} events are`} not applied.`,
        keys: ['game-ends'],
      });
      break;
    }
    record(event.text, applyEvent(event, teams, setup.playersPerTeam));
    end = checkStateBasedActions();
  }

  const result = Object.fromEntries(
    TEAMS.map((team) => [team, { life: teams[team].life, poison: teams[team].poison, status: teams[team].status }]),
  ) as Record<TeamName, TeamResult>;
  const winner = end?.winner ?? null;
  return { teams: result, steps, winner, summary: summarise(result, end) };
}

function describeStart(setup: TwoHeadedGiantSetup, teams: Record<TeamName, TeamState>): Outcome {
  const totals = TEAMS.map(
    (team) => `team ${team} starts at ${setup.life[team]} life and ${countOf(setup.poison[team], 'poison counter')}`,
  );
  const heads =
    setup.playersPerTeam > 2
      ? ` With ${setup.playersPerTeam} players a team, the starting life total is 15 higher for each player beyond the second, and a team needs ${teams.A.poisonToLose} poison counters rather than 15 to lose.`
      : '';
  return {
    text: `${capitalise(listNames(totals))}: each team’s life total and poison counters are shared by its players.${heads}`,
    keys: setup.playersPerTeam > 2 ? ['shared-life', 'shared-poison', 'more-heads'] : ['shared-life', 'shared-poison'],
  };
}

function applyEvent(event: TwoHeadedGiantEvent, teams: Record<TeamName, TeamState>, playersPerTeam: number): Outcome {
  const affected = (who: Who) => affectedPlayers(who, playersPerTeam);
  switch (event.action) {
    case 'damage':
      return event.infect
        ? addPoison(affected(event.who), event.amount, teams, 'dealt', ['infect-damage-to-player', 'shared-poison'])
        : changeLife(affected(event.who), -event.amount, teams, 'dealt', ['damage-causes-life-loss', 'life-changes-individually']);
    case 'lose':
      return changeLife(affected(event.who), -event.amount, teams, 'lose', ['life-changes-individually']);
    case 'gain':
      return changeLife(affected(event.who), event.amount, teams, 'gain', ['life-changes-individually']);
    case 'poison':
      return addPoison(affected(event.who), event.amount, teams, 'get', ['shared-poison']);
    case 'losepoison':
      return removePoison(affected(event.who), event.amount, teams);
    case 'pay':
      return payLife(event.players, event.amount, teams);
    case 'payhalf':
      return payHalf(event.player, teams);
    case 'set':
      return event.who.kind === 'player'
        ? setPlayerLife(event.who.player, event.amount, teams)
        : setTeamsLife(teamsOf(affected(event.who)), event.amount, teams, null);
    case 'lowest':
      return setTeamsLife(TEAMS, Math.min(...TEAMS.map((team) => teams[team].life)), teams, 'lowest');
    case 'double':
      return doubleLife(event.player, teams);
    case 'exchange':
      return exchangeLife(event.players, teams);
    case 'cantgain':
    case 'cantlose':
      return forbidChange(event.player, event.action, teams);
  }
}

function affectedPlayers(who: Who, playersPerTeam: number): string[] {
  const all = playerNames(playersPerTeam);
  if (who.kind === 'each') return all;
  if (who.kind === 'team') return all.filter((player) => teamOf(player) === who.team);
  return [who.player];
}

function teamsOf(players: readonly string[]): TeamName[] {
  return TEAMS.filter((team) => players.some((player) => teamOf(player) === team));
}

function playersOn(team: TeamName, players: readonly string[]): string[] {
  return players.filter((player) => teamOf(player) === team);
}

/** "A1 is dealt" / "A1 and A2 are each dealt". */
function subjectOf(players: readonly string[], one: string, several: string): string {
  return players.length === 1 ? `${players[0]} ${one}` : `${listNames(players)} ${several}`;
}

/** The effect that stops a team's life from changing by `delta` (810.9g, 810.9h), if any. */
function blockerOf(state: TeamState, delta: number): { player: string; key: CitationKey; verb: string } | null {
  if (delta < 0 && state.cantLose) return { player: state.cantLose, key: 'team-cant-lose', verb: 'lose' };
  if (delta > 0 && state.cantGain) return { player: state.cantGain, key: 'team-cant-gain', verb: 'gain' };
  return null;
}

/**
 * Changes a team's life by `delta` unless an effect forbids it; says what happened to `subject`
 * ("team A" or a player of it) and pushes the deciding rule when the change is forbidden.
 */
function adjustLife(subject: string, team: TeamName, delta: number, teams: Record<TeamName, TeamState>, keys: CitationKey[]): string {
  const state = teams[team];
  const before = state.life;
  const where = subject === `team ${team}` ? '' : `team ${team}: `;
  if (delta === 0) return `${subject === `team ${team}` ? `team ${team}’s` : `${subject}’s`} life total doesn’t change (${where}${before})`;
  const blocker = blockerOf(state, delta);
  if (blocker) {
    keys.push(blocker.key);
    return `${subject} would ${blocker.verb} ${Math.abs(delta)} life, but because of ${blocker.player}’s effect no player on team ${team} can ${blocker.verb} life, so team ${team} stays at ${before}`;
  }
  state.life += delta;
  return `${subject} ${delta < 0 ? 'loses' : 'gains'} ${Math.abs(delta)} life (${where}${before} → ${state.life})`;
}

function changeLife(
  players: readonly string[],
  perPlayer: number,
  teams: Record<TeamName, TeamState>,
  verb: 'dealt' | 'lose' | 'gain',
  baseKeys: CitationKey[],
): Outcome {
  const amount = Math.abs(perPlayer);
  const opener =
    verb === 'dealt'
      ? `${subjectOf(players, 'is', 'are each')} dealt ${amount} damage, which causes a loss of that much life`
      : subjectOf(players, `${verb}s ${amount} life`, `each ${verb} ${amount} life`);
  const keys = [...baseKeys];
  const affected = teamsOf(players);
  const clauses = affected.map((team) =>
    adjustLife(`team ${team}`, team, perPlayer * playersOn(team, players).length, teams, keys),
  );
  const whose = affected.length > 1 ? 'each team’s' : 'the team’s';
  return { text: `${opener}; ${whose} shared life total takes the result: ${listNames(clauses)}.`, keys };
}

function addPoison(
  players: readonly string[],
  perPlayer: number,
  teams: Record<TeamName, TeamState>,
  verb: 'dealt' | 'get',
  keys: CitationKey[],
): Outcome {
  const opener =
    verb === 'dealt'
      ? `${subjectOf(players, 'is', 'are each')} dealt ${perPlayer} damage by a source with infect, which gives that many poison counters instead of a loss of life`
      : subjectOf(players, `gets ${countOf(perPlayer, 'poison counter')}`, `each get ${countOf(perPlayer, 'poison counter')}`);
  const clauses = teamsOf(players).map((team) => {
    const state = teams[team];
    const before = state.poison;
    state.poison += perPlayer * playersOn(team, players).length;
    return `team ${team} gets ${state.poison - before} (${before} → ${state.poison})`;
  });
  return { text: `${opener}; poison counters are shared by the team: ${listNames(clauses)}.`, keys };
}

function removePoison(players: readonly string[], perPlayer: number, teams: Record<TeamName, TeamState>): Outcome {
  const opener = subjectOf(players, `loses ${countOf(perPlayer, 'poison counter')}`, `each lose ${countOf(perPlayer, 'poison counter')}`);
  const clauses = teamsOf(players).map((team) => {
    const state = teams[team];
    const before = state.poison;
    const wanted = perPlayer * playersOn(team, players).length;
    state.poison = Math.max(0, before - wanted);
    const all = wanted > before ? ', all it had' : '';
    return `team ${team} loses ${before - state.poison}${all} (${before} → ${state.poison})`;
  });
  return {
    text: `${opener}, so the team loses that many: ${listNames(clauses)}.`,
    keys: ['team-loses-poison-counters'],
  };
}

function payLife(payers: readonly string[], amount: number, teams: Record<TeamName, TeamState>): Outcome {
  const keys: CitationKey[] = [];
  const clauses = teamsOf(payers).map((team) => {
    const state = teams[team];
    const mates = playersOn(team, payers);
    const together = mates.length > 1;
    const pays = subjectOf(mates, `pays ${amount} life`, `each pay ${amount} life at once`);
    const cannotPay = subjectOf(mates, `can’t pay ${amount} life`, `can’t each pay ${amount} life at once`);
    const total = amount * mates.length;
    if (amount === 0) {
      keys.push('pay-zero-life');
      return `${pays}: paying 0 life is always possible, and team ${team} stays at ${state.life}`;
    }
    if (state.cantLose) {
      keys.push('team-cant-lose');
      return `${cannotPay}: because of ${state.cantLose}’s effect no player on team ${team} can pay any amount of life other than 0, so team ${team} stays at ${state.life}`;
    }
    keys.push('pay-life-two-headed-giant', ...(together ? (['team-pays-life'] as const) : []));
    if (total > state.life) {
      return `${cannotPay}: ${together ? `together ${total} is` : 'that is'} more than team ${team}’s ${state.life} life, so team ${team} stays at ${state.life}`;
    }
    const before = state.life;
    state.life -= total;
    const check = together ? `together ${total}, no more than team ${team}’s ${before} life` : `no more than team ${team}’s ${before} life`;
    return `${pays}: ${check}, so it is subtracted from the team’s life total (${before} → ${state.life})`;
  });
  return { text: `${capitalise(clauses.join('. '))}.`, keys };
}

function payHalf(player: string, teams: Record<TeamName, TeamState>): Outcome {
  const team = teamOf(player);
  const state = teams[team];
  const life = state.life;
  const half = Math.max(0, Math.ceil(life / 2));
  const opener = `${player}’s life total is considered to be team ${team}’s, ${life}, so half of it, rounded up, is ${half}`;
  if (half > 0 && state.cantLose) {
    return {
      text: `${opener}; but because of ${state.cantLose}’s effect no player on team ${team} can pay any amount of life other than 0, so ${player} can’t pay it and team ${team} stays at ${life}.`,
      keys: ['team-life-as-player-life', 'team-cant-lose'],
    };
  }
  state.life -= half;
  return {
    text: `${opener}: ${player} pays ${half} life, subtracted from team ${team}’s life total (${life} → ${state.life}).`,
    keys: ['team-life-as-player-life', 'pay-life-two-headed-giant'],
  };
}

function setPlayerLife(player: string, amount: number, teams: Record<TeamName, TeamState>): Outcome {
  const team = teamOf(player);
  const life = teams[team].life;
  const keys: CitationKey[] = ['set-player-life', 'team-life-as-player-life'];
  const opener = `${player}’s life total is considered to be team ${team}’s, ${life}`;
  if (amount === life) return { text: `${opener}, already ${amount}, so nothing changes.`, keys };
  const change = adjustLife(player, team, amount - life, teams, keys);
  return {
    text: `${opener}. To end up at ${amount}, ${change}; the team’s life total is adjusted by the amount ${player} gained or lost.`,
    keys,
  };
}

/** 810.9d: on each team only the member it chooses is affected (Repay in Kind when `lowest`). */
function setTeamsLife(
  affected: readonly TeamName[],
  amount: number,
  teams: Record<TeamName, TeamState>,
  mode: 'lowest' | null,
): Outcome {
  const keys: CitationKey[] = ['set-team-life', 'team-life-as-player-life'];
  const chooser = affected.length > 1 ? 'Each team chooses' : `Team ${affected[0]} chooses`;
  const opener =
    mode === 'lowest'
      ? `Each player’s life total is considered to be their team’s, so the lowest life total among all players is ${amount}. ${chooser} one of its members to be affected, and only that player is`
      : `${chooser} one of its members to have their life total become ${amount}, and only that player is affected; their life total is considered to be their team’s`;
  const clauses = affected.map((team) => {
    const life = teams[team].life;
    if (life === amount) return `on team ${team} the chosen player’s life total is already ${amount}, so nothing changes`;
    return `on team ${team} ${adjustLife('the chosen player', team, amount - life, teams, keys)}`;
  });
  return { text: `${opener}: ${clauses.join('; ')}.`, keys };
}

function doubleLife(player: string, teams: Record<TeamName, TeamState>): Outcome {
  const team = teamOf(player);
  const life = teams[team].life;
  const keys: CitationKey[] = ['doubling-life', 'team-life-as-player-life'];
  const opener = `${player}’s life total is considered to be team ${team}’s, ${life}; to double it, ${player} gains or loses the life needed to make it ${2 * life}`;
  if (life === 0) return { text: `${opener}, so nothing changes.`, keys };
  return { text: `${opener}: ${adjustLife(player, team, life, teams, keys)}.`, keys };
}

function exchangeLife([first, second]: readonly [string, string], teams: Record<TeamName, TeamState>): Outcome {
  const [firstTeam, secondTeam] = [teamOf(first), teamOf(second)];
  if (firstTeam === secondTeam) {
    return {
      text: `${first} and ${second} are teammates, and a player can’t exchange life totals with their teammate, so the exchange doesn’t happen.`,
      keys: ['no-teammate-exchange'],
    };
  }
  const [firstLife, secondLife] = [teams[firstTeam].life, teams[secondTeam].life];
  const keys: CitationKey[] = ['exchange-life', 'team-life-as-player-life'];
  const opener = `${first}’s life total is considered to be team ${firstTeam}’s, ${firstLife}, and ${second}’s to be team ${secondTeam}’s, ${secondLife}`;
  if (firstLife === secondLife) return { text: `${opener}; they are equal, so nothing changes.`, keys };
  const changes = [
    { player: first, team: firstTeam, delta: secondLife - firstLife },
    { player: second, team: secondTeam, delta: firstLife - secondLife },
  ];
  for (const change of changes) {
    const blocker = blockerOf(teams[change.team], change.delta);
    if (!blocker) continue;
    const higher = change.delta > 0 ? 'higher' : 'lower';
    keys.push(change.delta > 0 ? 'cant-gain-exchange' : 'cant-lose-exchange', blocker.key);
    return {
      text: `${opener}. The exchange would make ${change.player}’s life total ${higher}, but because of ${blocker.player}’s effect no player on team ${change.team} can ${blocker.verb} life, so the exchange doesn’t happen at all and nothing changes.`,
      keys,
    };
  }
  const clauses = changes.map((change) => adjustLife(change.player, change.team, change.delta, teams, keys));
  return {
    text: `${opener}. In the exchange each gains or loses the life needed to equal the other’s previous total: ${listNames(clauses)}.`,
    keys,
  };
}

function forbidChange(player: string, action: 'cantgain' | 'cantlose', teams: Record<TeamName, TeamState>): Outcome {
  const team = teamOf(player);
  const state = teams[team];
  if (action === 'cantgain') {
    state.cantGain ??= player;
    return {
      text: `From now on ${player} can’t gain life, so no player on team ${team} can gain life.`,
      keys: ['team-cant-gain'],
    };
  }
  state.cantLose ??= player;
  return {
    text: `From now on ${player} can’t lose life, so no player on team ${team} can lose life or pay any amount of life other than 0.`,
    keys: ['team-cant-lose'],
  };
}

/** How the game ended: the winner, or null for a draw. */
interface GameEnd {
  winner: TeamName | null;
}

/** 810.8c, 810.8d: a team at 0 or less life or with too many poison counters loses; both at once is a draw. */
function applyStateBasedActions(teams: Record<TeamName, TeamState>, extraPlayers: number): (Outcome & { end: GameEnd }) | null {
  const keys: CitationKey[] = [];
  const reasons: string[] = [];
  const losers = TEAMS.filter((team) => {
    const state = teams[team];
    const noLife = state.life <= 0;
    const poisoned = state.poison >= state.poisonToLose;
    if (noLife) {
      keys.push('team-loses-at-zero-life');
      reasons.push(`team ${team}’s life total is 0 or less (${state.life})`);
    }
    if (poisoned) {
      keys.push('team-loses-to-poison', ...(extraPlayers > 0 ? (['more-heads'] as const) : []));
      reasons.push(`team ${team} has ${state.poisonToLose} or more poison counters (${state.poison})`);
    }
    return noLife || poisoned;
  });
  if (losers.length === 0) return null;
  const because = capitalise(listNames(reasons));
  if (losers.length === TEAMS.length) {
    for (const team of TEAMS) teams[team].status = 'draw';
    return {
      text: `${because}: both teams lose the game at the same time, so the game is a draw.`,
      keys: [...keys, 'all-lose-draw', 'teams-all-lose-draw'],
      end: { winner: null },
    };
  }
  const loser = losers[0]!;
  const winner = TEAMS.find((team) => team !== loser)!;
  teams[loser].status = 'lost';
  teams[winner].status = 'won';
  return {
    text: `${because}, so team ${loser} loses the game. Team ${winner}, the only team left, wins.`,
    keys: [...keys, 'win-opponents-left'],
    end: { winner },
  };
}

function summarise(teams: Record<TeamName, TeamResult>, end: GameEnd | null): string {
  const totals = TEAMS.map(
    (team) => `Team ${team}: ${teams[team].life} life, ${countOf(teams[team].poison, 'poison counter')}.`,
  ).join(' ');
  if (!end) return `${totals} Both teams are still in the game.`;
  return `${totals} ${end.winner ? `Team ${end.winner} wins.` : 'The game is a draw.'}`;
}
