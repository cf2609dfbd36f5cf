/** Runs slash commands and presses through the real handlers on a test database, as the bot would. */
import { createCommandContext } from '../../bot/command-context.js';
import { loadConfig } from '../../bot/config.js';
import { parseSlashCommand } from '../../cli/console/parse-slash-command.js';
import type { CommandContext } from '../../commands/framework/command-module.js';
import { createRegistry, runCommand, runComponent, type ErrorLog } from '../../commands/framework/dispatch.js';
import { COMMANDS } from '../../commands/index.js';
import { toMessagePayload, type MessagePayload } from '../../commands/payload/message-payload.js';
import type { ContentDb } from '../../database/open-database.js';
import { newViewToken, type ViewMemory } from '../../commands/framework/view-memory.js';

export const registry = createRegistry(COMMANDS);

export interface SlashHarness {
  context: CommandContext;
  /** Errors the handlers logged (should stay empty). */
  logged: unknown[];
  slash(text: string, userId?: string): Promise<MessagePayload>;
  press(customId: string, options?: { userId?: string; values?: string[] }): Promise<{ payload: MessagePayload; edit: boolean }>;
}

/** Every value remembered so far stays recallable: a test may press a button of any earlier reply, as a judge may scroll up. */
class HarnessMemory implements ViewMemory {
  private readonly values: Record<string, unknown> = {};
  remember(value: unknown): string {
    const token = newViewToken();
    this.values[token] = value;
    return token;
  }
  recall(token: string): unknown {
    return this.values[token];
  }
}

/** `env`: configuration the handlers read (PUBLIC_URL, RULE_LINK_TEMPLATE), as the bot would be started with. */
export function slashHarness(db: ContentDb, env: NodeJS.ProcessEnv = {}): SlashHarness {
  const context = createCommandContext(db, loadConfig(env), new HarnessMemory());
  const logged: unknown[] = [];
  const log: ErrorLog = (_message, details) => logged.push(details.error);
  return {
    context,
    logged,
    async slash(text, userId = '111') {
      const { name, options } = parseSlashCommand(text, registry);
      return toMessagePayload(await runCommand(registry, name, options, userId, context, log));
    },
    async press(customId, { userId = '111', values = [] } = {}) {
      const { reply, edit } = await runComponent(registry, customId, values, userId, context, log);
      return { payload: toMessagePayload(reply), edit };
    },
  };
}

/** Every custom id of the payload's enabled buttons, by label. */
export function buttons(payload: MessagePayload): Record<string, string> {
  const found: Record<string, string> = {};
  for (const row of payload.components) {
    for (const component of row.components) {
      if ('custom_id' in component && 'label' in component && component.label && !component.disabled) found[component.label] = component.custom_id;
    }
  }
  return found;
}

/** The select menu of the payload, if any. */
export function selectMenu(payload: MessagePayload): { custom_id: string; options: { value: string }[] } | undefined {
  for (const row of payload.components) {
    for (const component of row.components) if ('options' in component) return component as never;
  }
  return undefined;
}
