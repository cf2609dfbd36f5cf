/** `/layers scenario:<…>` — continuous effects applied layer by layer (rule 613), final state first, each step with its rules. */
import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import { z } from 'zod';
import { escapeMarkdown } from '../common/markdown.js';
import { answerLayers, type LayersAnswer } from '../scenarios/layers/layers.js';
import { oracleCardLookup } from './views/oracle-card-lookup.js';
import { textOption } from './framework/option-schemas.js';
import { defineScenarioCommand, type ScenarioSpec } from './views/scenario-command.js';

/** Longer than the other helpers' 2000: a board with a few cards typed out in full runs past it. */
const MAX_SCENARIO = 4000;

const definition = {
  name: 'layers',
  description: 'Continuous effects (rule 613): each layer applied in order, with dependencies and the rules',
  options: [
    {
      type: ApplicationCommandOptionType.String,
      name: 'scenario',
      description: 'e.g. "Blood Moon @1: enchantment, nonbasic lands are Mountains; Forest: basic land — Forest"',
      required: true,
      max_length: MAX_SCENARIO,
    },
  ],
} satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

const options = z.object({ scenario: textOption('the objects and their effects, e.g. Humility @2: enchantment, …', MAX_SCENARIO) });

/** The notes, each with its rules in italics: the state-based consequences come right after the final state. */
function notesBlock(answer: LayersAnswer): string[] {
  if (answer.notes.length === 0) return [];
  const lines = answer.notes.map((note) => `• ${escapeMarkdown(note.text)}${note.rules.length > 0 ? ` *(${note.rules.join(', ')})*` : ''}`);
  return [`**Notes**\n${lines.join('\n')}`];
}

export const layersSpec: ScenarioSpec<typeof options> = {
  definition,
  options,
  title: 'Layers (rule 613)',
  answer(values, citations, db) {
    // A card named without its effects ("Humility @2") is read from its Oracle text.
    const answer = answerLayers(values.scenario, citations, oracleCardLookup(db));
    if (!answer.ok) return answer;
    const { value } = answer;
    return {
      ok: true,
      value: { summary: value.summary, details: notesBlock(value), steps: value.steps, detailRules: value.notes.flatMap((note) => note.rules), result: value.result },
    };
  },
};

export default defineScenarioCommand(layersSpec);
