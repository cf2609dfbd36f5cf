/** `/ipg infraction:<number, name or shorthand> [at:<date>] [digital:true]` — a section of the Infraction Procedure Guide (or the Digital IPG). */
import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import { defineDocCommand } from './views/doc-command.js';

const definition = {
  name: 'ipg',
  description: 'Show an infraction or section of the Infraction Procedure Guide, with its penalty',
  options: [
    {
      type: ApplicationCommandOptionType.String,
      name: 'infraction',
      description: 'A number (2.5), a name (Game Rule Violation) or shorthand (GRV)',
      required: true,
      autocomplete: true,
      max_length: 100,
    },
    { type: ApplicationCommandOptionType.String, name: 'at', description: 'The IPG in effect on this date (YYYY-MM-DD)', max_length: 10 },
    { type: ApplicationCommandOptionType.Boolean, name: 'digital', description: 'The Digital IPG (MTG Arena and MTGO events) instead' },
  ],
} satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

export default defineDocCommand(definition, {
  kind: 'ipg',
  digitalKind: 'dipg',
  optionName: 'infraction',
  what: 'an infraction number such as 2.5, a name such as Game Rule Violation, or shorthand such as GRV',
});
