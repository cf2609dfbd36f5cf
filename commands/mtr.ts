/** `/mtr section:<number or words> [at:<date>]` — a section of the Magic Tournament Rules. */
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
  ],
} satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

export default defineDocCommand('mtr', definition, 'section', 'a section number such as 4.2 or a title such as Tournament Shortcuts');
