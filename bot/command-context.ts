/** The context handlers run with, the same for the Discord bot and the terminal. */
import { readFileSync } from 'node:fs';
import type { CommandContext, CommandSettings } from '../commands/framework/command-module.js';
import { InteractionMemory, type ViewMemory } from '../commands/framework/view-memory.js';
import type { ContentDb } from '../database/open-database.js';
import { projectPath } from '../common/project-path.js';
import { DEFAULT_RULE_LINK_TEMPLATE, type Config } from './config.js';
import { crPath, webUrl } from '../common/web-paths.js';

/** The version in package.json. */
export const VERSION: string = (JSON.parse(readFileSync(projectPath('package.json'), 'utf8')) as { version: string }).version;

/** The settings handlers read, from the validated configuration. */
export function commandSettings(config: Config): CommandSettings {
  // Rule titles link where RULE_LINK_TEMPLATE says; without it, to the web view when it is public.
  const ruleLinkTemplate = config.RULE_LINK_TEMPLATE ?? (config.PUBLIC_URL ? webUrl(config.PUBLIC_URL, crPath('{date}', '{rule}')).replace(/%7B(\w+)%7D/g, '{$1}') : DEFAULT_RULE_LINK_TEMPLATE);
  return { ruleLinkTemplate, docsPageUrl: config.DOCS_PAGE_URL, changelogChannelId: config.CHANGELOG_CHANNEL_ID, ...(config.PUBLIC_URL ? { publicUrl: config.PUBLIC_URL } : {}) };
}

/**
 * The context for running handlers in this thread (the console, `arbiter ask`). `memory` holds the
 * view state the interaction's buttons name: one interaction's by default (`arbiter ask` shows one
 * reply and exits); the console gives each interaction the state of the reply on screen.
 */
export function createCommandContext(db: ContentDb, config: Config, memory: ViewMemory = new InteractionMemory()): CommandContext {
  return {
    db,
    settings: commandSettings(config),
    memory,
    startedAt: new Date(),
    version: VERSION,
  };
}
