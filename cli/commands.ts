/** Every `arbiter` command, in the order help lists them. */
import type { CliCommand } from './cli-context.js';
import { rulesExport } from './rules-export.js';
import { rulesImport } from './rules-import.js';
import { rulesList } from './rules-list.js';
import { rulesSearch } from './rules-search.js';
import { rulesShow } from './rules-show.js';
import { rulesUpdate } from './rules-update.js';

export const CLI_COMMANDS: CliCommand[] = [rulesImport, rulesUpdate, rulesList, rulesShow, rulesSearch, rulesExport];
