/** `/card name:<name>` — a card's Oracle text, faces, legality and keyword rules, found by any name a judge types. */
import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import { defineCardCommand } from './views/card-command.js';
import { cardView } from './views/card-view.js';

const definition = {
  name: 'card',
  description: "Show a card's Oracle text, faces and legality, with its keywords linked to the rules",
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

export default defineCardCommand('card', definition, cardView);
