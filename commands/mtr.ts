/** `/mtr section:<number or words> [at:<date>] [digital:true]` — a section of the Magic Tournament Rules (or the Digital MTR). */
import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import { defineDocCommand } from './views/doc-command.js';

const definition = {
  name: 'mtr',
  description: 'Show a section of the Magic Tournament Rules, by number or title',
  options: [
    {
      type: ApplicationCommandOptionType.String,
      name: 'section',
      description: 'A number (4.2, Appendix B), a title (Tournament Shortcuts) or shorthand',
      required: true,
      autocomplete: true,
      max_length: 100,
    },
    { type: ApplicationCommandOptionType.String, name: 'at', description: 'The MTR in effect on this date (YYYY-MM-DD)', max_length: 10 },
    { type: ApplicationCommandOptionType.Boolean, name: 'digital', description: 'The Digital MTR (MTG Arena and MTGO events) instead' },
  ],
} satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

export default defineDocCommand(definition, {
  kind: 'mtr',
  digitalKind: 'dmtr',
  optionName: 'section',
  what: 'a section number such as 4.2 or a title such as Tournament Shortcuts',
});
