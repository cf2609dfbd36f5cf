/** `/rulings name:<name>` — a card's rulings, oldest first, with the rules they cite as buttons. */
import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import { defineCardCommand } from './views/card-command.js';
import { rulingsView } from './views/rulings-view.js';

const definition = {
  name: 'rulings',
  description: "Show a card's rulings (Wizards of the Coast and Scryfall), oldest first",
  options: [
    {
      type: ApplicationCommandOptionType.String,
      name: 'name',
      description: 'A card name, part of one, a misspelling or a nickname (bob, jtms)',
      required: true,
      autocomplete: true,
      max_length: 200,
    },
  ],
} satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

export default defineCardCommand('rulings', definition, rulingsView);
