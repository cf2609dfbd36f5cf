/** `/replacement scenario:<…>` — who chooses the order of replacement and prevention effects, and what must come first. */
import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import { z } from 'zod';
import { escapeMarkdown } from '../common/markdown.js';
import { answerReplacement, type ReplacementResult } from '../scenarios/replacement/replacement.js';
import { textOption } from './framework/option-schemas.js';
import { oracleCardLookup } from './views/oracle-card-lookup.js';
import { defineScenarioCommand, type ScenarioSpec } from './views/scenario-command.js';

const definition = {
  name: 'replacement',
  description: 'Order of replacement and prevention effects: who chooses, what must be applied first',
  options: [
    {
      type: ApplicationCommandOptionType.String,
      name: 'scenario',
      description: 'e.g. "event: Bears would die; affected: Bears (controller A); effects: Rest in Peace (controller B)"',
      required: true,
      max_length: 2000,
    },
  ],
} satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

const options = z.object({ scenario: textOption('the scenario: event: …; affected: …; effects: …', 2000) });

function detailBlocks(result: ReplacementResult): string[] {
  return result.choosers.map((chooser) => {
    const orders = chooser.orders.map(
      (order, index) =>
        `${index + 1}. ${order.applied.map(escapeMarkdown).join(' → ') || 'nothing applies'}` +
        (order.notApplied.length > 0 ? ` *(not applied: ${order.notApplied.map(escapeMarkdown).join(', ')})*` : ''),
    );
    const more = chooser.truncated ? '\n…and more orders.' : '';
    return `**${escapeMarkdown(chooser.affected)}** — ${escapeMarkdown(chooser.chooser)} chooses. Possible orders:\n${orders.join('\n')}${more}`;
  });
}

export const replacementSpec: ScenarioSpec<typeof options> = {
  definition,
  options,
  title: 'Replacement and prevention effects',
  answer(values, citations, db) {
    // Effects named after cards are read from their Oracle text; a typo match would read another card's.
    const result = answerReplacement(values.scenario, citations, oracleCardLookup(db));
    if (!result.ok) return result;
    return { ok: true, value: { summary: result.value.summary, details: detailBlocks(result.value), steps: result.value.steps, result: result.value } };
  },
};

export default defineScenarioCommand(replacementSpec);
