/** `/jar [topic:<words or shorthand>] [at:<date>]` — a section of Judging at Regular REL, or the list of its sections. */
import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import { defineDocCommand } from './views/doc-command.js';

const definition = {
  name: 'jar',
  description: 'Show a section of Judging at Regular REL (how Regular REL fixes errors), or the list of its sections',
  options: [
    {
      type: ApplicationCommandOptionType.String,
      name: 'topic',
      description: 'Words (sees a card in a library) or shorthand (missed trigger, HCE, cheating); leave out for the list',
      autocomplete: true,
      max_length: 100,
    },
    { type: ApplicationCommandOptionType.String, name: 'at', description: 'The JAR in effect on this date (YYYY-MM-DD)', max_length: 10 },
  ],
} satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

export default defineDocCommand(definition, {
  kind: 'jar',
  optionName: 'topic',
  what: 'a topic such as "missed trigger" or "serious problems"',
  listWithout: true,
});
