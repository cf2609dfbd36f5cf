/** `/2hg events:<…> [a] [b] [poison-a] [poison-b] [players]` — Two-Headed Giant life and poison, step by step. */
import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import { z } from 'zod';
import { answerTwoHeadedGiant } from '../scenarios/two-headed-giant/two-headed-giant.js';
import { textOption } from './framework/option-schemas.js';
import { defineScenarioCommand, type ScenarioSpec } from './views/scenario-command.js';

const count = (name: string, description: string) => ({ type: ApplicationCommandOptionType.Integer, name, description, min_value: 0 }) as const;

const definition = {
  name: '2hg',
  description: 'Two-Headed Giant life and poison: apply events in order, each step with its rules',
  options: [
    {
      type: ApplicationCommandOptionType.String,
      name: 'events',
      description: 'e.g. "damage each 4; pay A1 3; double B1" (damage, lose, gain, pay, set, double, exchange…)',
      required: true,
      max_length: 2000,
    },
    count('a', 'Team A’s starting life (default 30)'),
    count('b', 'Team B’s starting life (default 30)'),
    count('poison-a', 'Team A’s starting poison counters (default 0)'),
    count('poison-b', 'Team B’s starting poison counters (default 0)'),
    { ...count('players', 'Players per team (default 2; 3 for Three-Headed Giant)'), min_value: 2, max_value: 10 },
  ],
} satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

const integer = z.number().int().optional();
const options = z.object({
  events: textOption('the events, e.g. damage each 4; pay A1 3', 2000),
  a: integer,
  b: integer,
  'poison-a': integer,
  'poison-b': integer,
  players: integer,
});

const STATUS = { playing: 'still playing', won: 'has won', lost: 'has lost', draw: 'draw' } as const;

export const twoHeadedGiantSpec: ScenarioSpec<typeof options> = {
  definition,
  options,
  title: 'Two-Headed Giant',
  answer(values, citations) {
    const result = answerTwoHeadedGiant(
      values.events,
      { a: values.a, b: values.b, poisonA: values['poison-a'], poisonB: values['poison-b'], players: values.players },
      citations,
    );
    if (!result.ok) return result;
    const { teams, steps, summary } = result.value;
    const details = (['A', 'B'] as const).map(
      (team) => `**Team ${team}:** ${teams[team].life} life, ${teams[team].poison} poison — ${STATUS[teams[team].status]}`,
    );
    return { ok: true, value: { summary, details: [details.join('\n')], steps, result: result.value } };
  },
};

export default defineScenarioCommand(twoHeadedGiantSpec);
