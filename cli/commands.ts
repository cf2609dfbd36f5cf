/**
 * Every `arbiter` command, in the order help lists them. Each module loads only when its command
 * runs: a command then pays for what it uses, not for every slash command and engine (a quarter
 * of a second saved on each run, and `rules update` runs in the bot's background every few hours).
 */
import type { CliCommand } from './framework/cli-context.js';

export interface CliCommandEntry {
  /** The words that select the command; equal to the loaded command's `name`. */
  name: string;
  /** Runs until stopped, answering interactions from a pool of handler threads (its young generations fixed: commands/framework/young-generation.ts). */
  service?: true;
  load(): Promise<CliCommand>;
}

export const CLI_COMMANDS: CliCommandEntry[] = [
  { name: 'start', service: true, load: async () => (await import('./start.js')).start },
  { name: 'serve', service: true, load: async () => (await import('./serve.js')).serve },
  { name: 'console', load: async () => (await import('./console/console.js')).consoleCommand },
  { name: 'ask', load: async () => (await import('./console/ask.js')).ask },
  { name: 'deploy-commands', load: async () => (await import('./deploy-commands.js')).deployCommandsCommand },
  { name: 'search', load: async () => (await import('./search.js')).search },
  { name: 'explain', load: async () => (await import('./explain.js')).explain },
  { name: 'penalty', load: async () => (await import('./penalty.js')).penalty },
  { name: 'rules import', load: async () => (await import('./rules/rules-import.js')).rulesImport },
  { name: 'rules update', load: async () => (await import('./rules/rules-update.js')).rulesUpdate },
  { name: 'rules restore', load: async () => (await import('./rules/rules-restore.js')).rulesRestore },
  { name: 'rules list', load: async () => (await import('./rules/rules-list.js')).rulesList },
  { name: 'rules show', load: async () => (await import('./rules/rules-show.js')).rulesShow },
  { name: 'rules search', load: async () => (await import('./rules/rules-search.js')).rulesSearch },
  { name: 'rules export', load: async () => (await import('./rules/rules-export.js')).rulesExport },
  { name: 'rules diff', load: async () => (await import('./rules/rules-diff.js')).rulesDiff },
  { name: 'rules history', load: async () => (await import('./rules/rules-history.js')).rulesHistory },
  { name: 'docs import', load: async () => (await import('./docs/docs-import.js')).docsImport },
  { name: 'docs update', load: async () => (await import('./docs/docs-update.js')).docsUpdate },
  { name: 'docs restore', load: async () => (await import('./docs/docs-restore.js')).docsRestore },
  { name: 'docs list', load: async () => (await import('./docs/docs-list.js')).docsList },
  { name: 'docs show', load: async () => (await import('./docs/docs-show.js')).docsShow },
  { name: 'docs search', load: async () => (await import('./docs/docs-search.js')).docsSearch },
  { name: 'cards update', load: async () => (await import('./cards/cards-update.js')).cardsUpdate },
  { name: 'cards import', load: async () => (await import('./cards/cards-import.js')).cardsImport },
  { name: 'cards show', load: async () => (await import('./cards/cards-show.js')).cardsShow },
  { name: 'cards status', load: async () => (await import('./cards/cards-status.js')).cardsStatus },
  { name: 'cards restore', load: async () => (await import('./cards/cards-restore.js')).cardsRestore },
  { name: 'rulings export', load: async () => (await import('./rulings/rulings-export.js')).rulingsExport },
  { name: 'rulings check', load: async () => (await import('./rulings/rulings-check.js')).rulingsCheck },
  { name: 'scenario 2hg', load: async () => (await import('./scenario.js')).scenarioTwoHeadedGiant },
  { name: 'scenario prevent', load: async () => (await import('./scenario.js')).scenarioPrevent },
  { name: 'scenario replacement', load: async () => (await import('./scenario.js')).scenarioReplacement },
  { name: 'scenario layers', load: async () => (await import('./scenario.js')).scenarioLayers },
];

/** Every command, loaded (for help and for tests that check the documentation). */
export function loadAllCommands(): Promise<CliCommand[]> {
  return Promise.all(CLI_COMMANDS.map((entry) => entry.load()));
}
