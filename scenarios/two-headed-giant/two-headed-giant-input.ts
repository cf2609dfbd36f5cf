/**
 * Input syntax of the Two-Headed Giant helper (`/2hg`, `arbiter scenario 2hg`): the starting
 * options and the one-line list of life and poison events, parsed into plain data.
 */
import { z } from 'zod';
import { parseAmount, splitList, syntaxError, listSizeProblem, type Parsed } from '../scenario-input.js';
import { listNames } from '../scenario-step.js';

export type TeamName = 'A' | 'B';
export const TEAMS: readonly TeamName[] = ['A', 'B'];

/** Whom an event affects: one player (`A1`), each player of a team (`A`), or each player (`each`). */
export type Who = { kind: 'player'; player: string } | { kind: 'team'; team: TeamName } | { kind: 'each' };

/** One event, applied in order; `text` is the event as the user typed it. */
export type TwoHeadedGiantEvent = { text: string } & (
  | { action: 'damage'; who: Who; amount: number; infect: boolean }
  | { action: 'lose' | 'gain' | 'poison' | 'losepoison' | 'set'; who: Who; amount: number }
  /** Several players pay at once (810.9b); each pays `amount`. */
  | { action: 'pay'; players: string[]; amount: number }
  | { action: 'payhalf' | 'double' | 'cantgain' | 'cantlose'; player: string }
  | { action: 'lowest' }
  | { action: 'exchange'; players: [string, string] }
);

/** The options as the CLI flags or slash-command options give them: numbers or digit strings. */
export interface TwoHeadedGiantOptions {
  /** Team A's starting life (default 30, plus 15 per player beyond the second). */
  a?: number | string;
  b?: number | string;
  /** Team A's starting poison counters (default 0). */
  poisonA?: number | string;
  poisonB?: number | string;
  /** Players per team (default 2; 3 is Three-Headed Giant). */
  players?: number | string;
}

export interface TwoHeadedGiantSetup {
  playersPerTeam: number;
  life: Record<TeamName, number>;
  poison: Record<TeamName, number>;
}

export const MAX_PLAYERS_PER_TEAM = 10;

export const TWO_HEADED_GIANT_USAGE = [
  'Events, separated by ";" and applied in order (at most 50):',
  '  damage <who> <n>            damage: each player dealt it loses that much life',
  '  damage <who> <n> infect     damage from a source with infect: poison counters instead',
  '  lose <who> <n>    gain <who> <n>    poison <who> <n>    losepoison <who> <n>',
  '  pay <player> <n>  pay A1+A2 <n> (both pay n at once)  payhalf <player> (half their life, rounded up)',
  '  set <player> <n>  set <team|each> <n>  lowest (each life total becomes the lowest among all players)',
  '  double <player>   exchange <player> <player>',
  '  cantgain <player>  cantlose <player>   (from then on, for that player’s whole team)',
  '<who> is a player (A1, B2; A3 and B3 with 3 players a team), a team (A or B: each of its players) or each (every player);',
  '<n> is a whole number, 0 or more.',
  'Options: a, b = starting life of team A, B (default 30, +15 per player beyond two); poison-a, poison-b = starting',
  'poison counters (default 0); players = players per team (default 2).',
  'Example: damage each 4; pay A1 3; double B1; exchange A1 B1',
].join('\n');

const optionValue = z.union([z.number(), z.string().trim()]).optional();
const optionsSchema = z.object({ a: optionValue, b: optionValue, poisonA: optionValue, poisonB: optionValue, players: optionValue });

const OPTION_NAMES: Record<keyof TwoHeadedGiantOptions, string> = {
  a: 'Team A’s starting life (a)',
  b: 'Team B’s starting life (b)',
  poisonA: 'Team A’s starting poison counters (poison-a)',
  poisonB: 'Team B’s starting poison counters (poison-b)',
  players: 'The number of players a team (players)',
};

/** Checks the options and fills in the defaults of 810.4 and 810.11. */
export function parseTwoHeadedGiantSetup(options: TwoHeadedGiantOptions = {}): Parsed<TwoHeadedGiantSetup> {
  const shape = optionsSchema.safeParse(options);
  if (!shape.success) return syntaxError('The options must be numbers.', TWO_HEADED_GIANT_USAGE);
  const values: Partial<Record<keyof TwoHeadedGiantOptions, number>> = {};
  for (const key of Object.keys(OPTION_NAMES) as (keyof TwoHeadedGiantOptions)[]) {
    const raw = shape.data[key];
    if (raw === undefined || raw === '') continue;
    const parsed = parseAmount(String(raw), OPTION_NAMES[key]);
    if (!parsed.ok) return syntaxError(parsed.problem, TWO_HEADED_GIANT_USAGE);
    values[key] = parsed.amount;
  }
  const playersPerTeam = values.players ?? 2;
  if (playersPerTeam < 2 || playersPerTeam > MAX_PLAYERS_PER_TEAM) {
    return syntaxError(
      `The number of players a team must be from 2 to ${MAX_PLAYERS_PER_TEAM} (got ${playersPerTeam}).`,
      TWO_HEADED_GIANT_USAGE,
    );
  }
  const startingLife = 30 + 15 * (playersPerTeam - 2);
  return {
    ok: true,
    value: {
      playersPerTeam,
      life: { A: values.a ?? startingLife, B: values.b ?? startingLife },
      poison: { A: values.poisonA ?? 0, B: values.poisonB ?? 0 },
    },
  };
}

/**
 * Parses the events of a Two-Headed Giant scenario; `options.players` says which players exist.
 * @example parseTwoHeadedGiantEvents('damage each 4; pay A1+A2 3; double B1') // ok, 3 events
 */
export function parseTwoHeadedGiantEvents(text: string, options: TwoHeadedGiantOptions = {}): Parsed<TwoHeadedGiantEvent[]> {
  const setup = parseTwoHeadedGiantSetup(options);
  if (!setup.ok) return setup;
  const players = playerNames(setup.value.playersPerTeam);
  const parts = splitList(text, ';');
  const sizeProblem = listSizeProblem(parts.length, 'events');
  if (sizeProblem) return syntaxError(sizeProblem, TWO_HEADED_GIANT_USAGE);
  const events: TwoHeadedGiantEvent[] = [];
  for (const [index, part] of parts.entries()) {
    const event = parseEvent(part, players);
    if (isProblem(event)) {
      return syntaxError(`Event ${index + 1} ("${part}"): ${event.problem}`, TWO_HEADED_GIANT_USAGE);
    }
    events.push(event);
  }
  return { ok: true, value: events };
}

/** A1, A2, B1, B2 (and A3, B3… for more players a team). */
export function playerNames(playersPerTeam: number): string[] {
  return TEAMS.flatMap((team) => Array.from({ length: playersPerTeam }, (_, index) => `${team}${index + 1}`));
}

/** The team a player (`B2`) belongs to. */
export function teamOf(player: string): TeamName {
  return player[0] as TeamName;
}

/** Why a piece of input is not understood. */
interface Problem {
  problem: string;
}

function isProblem(value: object): value is Problem {
  return 'problem' in value;
}

/** One event, or the reason it is not understood. */
function parseEvent(text: string, players: string[]): TwoHeadedGiantEvent | Problem {
  const [word = '', ...args] = text.split(/\s+/);
  const action = word.toLowerCase();
  switch (action) {
    case 'damage': {
      const infect = args.length === 3 && args[2]!.toLowerCase() === 'infect';
      if (args.length !== 2 && !infect) return { problem: 'write "damage <who> <n>" or "damage <who> <n> infect".' };
      const who = parseWho(args[0]!, players);
      if (isProblem(who)) return who;
      const amount = parseAmount(args[1], 'the amount of damage');
      if (!amount.ok) return amount;
      return { text, action, who, amount: amount.amount, infect };
    }
    case 'lose':
    case 'gain':
    case 'poison':
    case 'losepoison':
    case 'set': {
      if (args.length !== 2) return { problem: `write "${action} <who> <n>".` };
      const who = parseWho(args[0]!, players);
      if (isProblem(who)) return who;
      const amount = parseAmount(args[1], action === 'set' ? 'the new life total' : 'the amount');
      if (!amount.ok) return amount;
      return { text, action, who, amount: amount.amount };
    }
    case 'pay': {
      if (args.length < 2) return { problem: 'write "pay <player> <n>" or "pay A1+A2 <n>".' };
      const payers: string[] = [];
      for (const name of args.slice(0, -1).join('').split('+')) {
        const player = parsePlayer(name, players);
        if (isProblem(player)) return player;
        payers.push(player.player);
      }
      if (new Set(payers).size !== payers.length) return { problem: 'each player can pay only once in one event.' };
      const amount = parseAmount(args.at(-1), 'the amount of life to pay');
      if (!amount.ok) return amount;
      return { text, action, players: payers, amount: amount.amount };
    }
    case 'payhalf':
    case 'double':
    case 'cantgain':
    case 'cantlose': {
      if (args.length !== 1) return { problem: `write "${action} <player>".` };
      const player = parsePlayer(args[0]!, players);
      if (isProblem(player)) return player;
      return { text, action, player: player.player };
    }
    case 'lowest':
      if (args.length !== 0) return { problem: 'write just "lowest".' };
      return { text, action };
    case 'exchange': {
      if (args.length !== 2) return { problem: 'write "exchange <player> <player>".' };
      const first = parsePlayer(args[0]!, players);
      if (isProblem(first)) return first;
      const second = parsePlayer(args[1]!, players);
      if (isProblem(second)) return second;
      if (first.player === second.player) return { problem: 'a player can’t exchange life totals with themselves; name two players.' };
      return { text, action, players: [first.player, second.player] };
    }
    default:
      return { problem: `unknown event "${word}".` };
  }
}

function parseWho(token: string, players: string[]): Who | Problem {
  const upper = token.toUpperCase();
  if (upper === 'EACH') return { kind: 'each' };
  if (upper === 'A' || upper === 'B') return { kind: 'team', team: upper };
  const player = parsePlayer(token, players);
  return isProblem(player) ? player : { kind: 'player', player: player.player };
}

function parsePlayer(token: string, players: string[]): { player: string } | Problem {
  const upper = token.toUpperCase();
  if (players.includes(upper)) return { player: upper };
  if (upper === 'A' || upper === 'B' || upper === 'EACH') return { problem: `this event needs one player such as A1, not "${token}".` };
  return { problem: `unknown player "${token}"; with ${players.length / 2} players a team the players are ${listNames(players)}.` };
}
