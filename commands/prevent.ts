/** `/prevent shields:<…> damage:<…>` — damage-prevention shields applied to damage events, with the rules. */
import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import { z } from 'zod';
import { escapeMarkdown } from '../common/markdown.js';
import { answerPrevention, type PreventionResult } from '../scenarios/prevention/prevention.js';
import { oracleCardLookup } from './views/oracle-card-lookup.js';
import { textOption } from './framework/option-schemas.js';
import { defineScenarioCommand, type ScenarioSpec } from './views/scenario-command.js';

const definition = {
  name: 'prevent',
  description: 'Damage prevention: what each shield prevents, what is dealt, and the choices a player has',
  options: [
    { type: ApplicationCommandOptionType.String, name: 'shields', description: 'e.g. "me: prevent 3; me: protection from red"', required: true, max_length: 2000 },
    {
      type: ApplicationCommandOptionType.String,
      name: 'damage',
      description: 'e.g. "Goblin[red creature] deals 2 to me, Ogre[green lifelink] deals 3 to me"',
      required: true,
      max_length: 2000,
    },
  ],
} satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

const options = z.object({
  shields: textOption('the shields, e.g. me: prevent 3', 2000),
  damage: textOption('the damage, e.g. Goblin[red] deals 2 to me', 2000),
});

function detailBlocks(result: PreventionResult): string[] {
  const damage = result.damage.map(
    (line) =>
      `Event ${line.event}: **${escapeMarkdown(line.source)} → ${escapeMarkdown(line.to)}** — ${line.amount} would be dealt, ` +
      `${line.prevented} prevented, **${line.dealt} dealt**${line.lifelinkGain > 0 ? ` (lifelink: +${line.lifelinkGain} life)` : ''}`,
  );
  const shields = result.shields.map((line) => `\`${line.shield.replace(/`/g, "'")}\` — ${line.state}`);
  // The choice itself is explained in its step; here only the outcomes a different choice gives.
  const choices = result.choices
    .filter((choice) => choice.alternatives.length > 0)
    .map((choice) =>
      [
        `**Other choices** (event ${choice.event}, ${escapeMarkdown(choice.recipient)}):`,
        ...choice.alternatives.map((alternative) => `• ${escapeMarkdown(alternative.text)}`),
      ].join('\n'),
    );
  return [damage.join('\n'), `**Shields afterwards**\n${shields.join('\n')}`, ...choices];
}

export const preventSpec: ScenarioSpec<typeof options> = {
  definition,
  options,
  title: 'Damage prevention',
  answer(values, citations, db) {
    // A source or recipient named after a card keeps its commas ("Gisa, Glorious Resurrector").
    const lookup = oracleCardLookup(db);
    const result = answerPrevention(values.shields, values.damage, citations, (name) => lookup(name) !== null);
    if (!result.ok) return result;
    return { ok: true, value: { summary: result.value.summary, details: detailBlocks(result.value), steps: result.value.steps, result: result.value } };
  },
};

export default defineScenarioCommand(preventSpec);
