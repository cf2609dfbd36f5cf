/** The context handlers run with, the same for the Discord bot and the terminal. */
import { readFileSync } from 'node:fs';
import type { CommandContext } from '../commands/framework/command-module.js';
import { InProcessViewMemory } from '../commands/framework/view-memory.js';
import type { ContentDb } from '../database/open-database.js';
import { projectPath } from '../common/project-path.js';
import type { Config } from './config.js';

/** The version in package.json. */
export const VERSION: string = (JSON.parse(readFileSync(projectPath('package.json'), 'utf8')) as { version: string }).version;

export function createCommandContext(db: ContentDb, config: Config): CommandContext {
  return {
    db,
    settings: { ruleLinkTemplate: config.RULE_LINK_TEMPLATE, docsPageUrl: config.DOCS_PAGE_URL },
    memory: new InProcessViewMemory(),
    startedAt: new Date(),
    version: VERSION,
  };
}
