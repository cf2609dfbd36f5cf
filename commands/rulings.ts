/** `/rulings name:<name>` — a card's rulings, oldest first, with the rules they cite as buttons. */
import { defineCardCommand } from './views/card-command.js';
import { rulingsView } from './views/rulings-view.js';

export default defineCardCommand('rulings', "Show a card's rulings (Wizards of the Coast and Scryfall), oldest first", rulingsView);
