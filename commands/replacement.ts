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

/** Per affected object or player: who chooses, and each order with what it gives, the chooser's best first where it is plain. */
function detailBlocks(result: ReplacementResult): string[] {
  return result.choosers.map((chooser) => {
    const orders = chooser.orders.map(
      (order, index) =>
        `${index + 1}. ${order.applied.map(escapeMarkdown).join(' → ') || 'nothing applies'}` +
        (order.notApplied.length > 0 ? ` *(not applied: ${order.notApplied.map(escapeMarkdown).join(', ')})*` : '') +
        ` — **${escapeMarkdown(order.outcome)}**${index === 0 && chooser.preference && chooser.orders.length > 1 ? ' ← best' : ''}`,
    );
    const more = chooser.truncated ? '\n…and more orders.' : '';
    const ranked = chooser.preference ? `, best for them first (${escapeMarkdown(chooser.preference)})` : '; which is better depends on the game';
    return `**${escapeMarkdown(chooser.affected)}** — ${escapeMarkdown(chooser.chooser)} chooses. Possible orders${chooser.orders.length > 1 ? ranked : ''}:\n${orders.join('\n')}${more}`;
  });
}

export const replacementSpec: ScenarioSpec<typeof options> = {
  definition,
  options,
  title: 'Replacement and prevention effects',
  answer(values, citations, db) {
    // Effects named after cards are read from their Oracle text; names are matched as written (oracle-card-lookup.ts).
    const result = answerReplacement(values.scenario, citations, oracleCardLookup(db));
    if (!result.ok) return result;
    return { ok: true, value: { summary: result.value.summary, details: detailBlocks(result.value), steps: result.value.steps, result: result.value } };
  },
};

export default defineScenarioCommand(replacementSpec);
