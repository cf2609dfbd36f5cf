/**
 * Every slash command the bot offers: the bot, `deploy-commands` and the console all use this list.
 * Beside it, the reply to inline lookups in channel messages, which the same handler threads build.
 */
import type { CommandModule } from './framework/command-module.js';
import about from './about.js';
import card from './card.js';
import changes from './changes.js';
import define from './define.js';
import diff from './diff.js';
import explain from './explain.js';
import history from './history.js';
import ipg from './ipg.js';
import jar from './jar.js';
import layers from './layers.js';
import mtr from './mtr.js';
import penalty from './penalty.js';
import prevent from './prevent.js';
import replacement from './replacement.js';
import ruling from './ruling.js';
import rulings from './rulings.js';
import rule from './rule.js';
import search from './search.js';
import settings from './settings.js';
import twoHeadedGiant from './two-headed-giant.js';

export { inlineReply } from './views/inline-view.js';

export const COMMANDS: CommandModule[] = [
  rule, define, search, changes, diff, history, mtr, ipg, jar, penalty, card, rulings, twoHeadedGiant, prevent, replacement, layers, explain, about, settings, ruling,
];
