/**
 * A handler pool whose threads run only `/index-status` and `/card-words-status`
 * (shared-index-commands.ts), for the tests of the shared indexes, and a way to ask one of its threads what it holds.
 */
import { HandlerPool, type HandlerPoolOptions } from '../../commands/framework/handler-pool.js';
import { loadConfig } from '../../bot/config.js';
import { commandSettings } from '../../bot/command-context.js';
import type { CardWordsStatus, IndexStatus } from './shared-index-commands.js';

export function indexStatusPool(dbPath: string, threads: Pick<HandlerPoolOptions, 'allThreadsAtStart' | 'indexBuilder'> & { threads: number }) {
  const pool = new HandlerPool({
    dbPath,
    commandsModule: new URL('./shared-index-commands.ts', import.meta.url).href,
    settings: commandSettings(loadConfig({})),
    version: 'test',
    startedAt: new Date().toISOString(),
    ...threads,
  });
  /** `queries` searched on whichever thread takes the task, held `holdMs` (so tasks sent together run on different threads), in the release in force `at`. */
  const status = async ({ queries, holdMs = 0, at }: { queries: string[]; holdMs?: number; at?: string }): Promise<IndexStatus> => {
    const outcome = await pool.run({ kind: 'command', name: 'index-status', options: { queries: queries.join('|'), holdMs, ...(at ? { at } : {}) }, userId: '1', memory: {} });
    return JSON.parse(outcome.reply!.embeds[0]!.description!) as IndexStatus;
  };
  /** `queries` looked up through /card's matcher on whichever thread takes the task, held `holdMs`. */
  const cardWordsStatus = async ({ queries, holdMs = 0 }: { queries: string[]; holdMs?: number }): Promise<CardWordsStatus> => {
    const outcome = await pool.run({ kind: 'command', name: 'card-words-status', options: { queries: queries.join('|'), holdMs }, userId: '1', memory: {} });
    return JSON.parse(outcome.reply!.embeds[0]!.description!) as CardWordsStatus;
  };
  return { pool, status, cardWordsStatus };
}
