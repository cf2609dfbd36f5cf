/** `/card name:<name>` — a card's Oracle text, faces, legality and keyword rules, found by any name a judge types. */
import { defineCardCommand } from './views/card-command.js';
import { cardView } from './views/card-view.js';

export default defineCardCommand('card', "Show a card's Oracle text, faces and legality, with its keywords linked to the rules", cardView);
