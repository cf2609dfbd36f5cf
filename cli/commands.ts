/** Every `arbiter` command, in the order help lists them. */
import { ask } from './ask.js';
import type { CliCommand } from './cli-context.js';
import { consoleCommand } from './console.js';
import { deployCommandsCommand } from './deploy-commands.js';
import { rulesDiff } from './rules-diff.js';
import { docsImport } from './docs-import.js';
import { docsList } from './docs-list.js';
import { docsSearch } from './docs-search.js';
import { docsShow } from './docs-show.js';
import { docsUpdate } from './docs-update.js';
import { rulesExport } from './rules-export.js';
import { rulesHistory } from './rules-history.js';
import { rulesImport } from './rules-import.js';
import { rulesList } from './rules-list.js';
import { rulesSearch } from './rules-search.js';
import { rulesShow } from './rules-show.js';
import { rulesUpdate } from './rules-update.js';
import { scenarioPrevent, scenarioReplacement, scenarioTwoHeadedGiant } from './scenario.js';
import { start } from './start.js';

export const CLI_COMMANDS: CliCommand[] = [
  start, consoleCommand, ask, deployCommandsCommand,
  rulesImport, rulesUpdate, rulesList, rulesShow, rulesSearch, rulesExport, rulesDiff, rulesHistory,
  docsImport, docsUpdate, docsList, docsShow, docsSearch,
  scenarioTwoHeadedGiant, scenarioPrevent, scenarioReplacement,
];
