/** The bot's command modules plus /spin and /quick (test/support/timing-commands.ts), for npm run bench:pool. */
import { COMMANDS as BOT_COMMANDS } from '../commands/index.js';
import { COMMANDS as TIMING_COMMANDS } from '../test/support/timing-commands.js';

export const COMMANDS = [...BOT_COMMANDS, ...TIMING_COMMANDS];
