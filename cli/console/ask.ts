/** `arbiter ask "<slash command>" [--json]` — one command through the bot's own handlers. */
import { loadConfig } from '../../bot/config.js';
import { createCommandContext } from '../../bot/command-context.js';
import { createRegistry, runCommand } from '../../commands/framework/dispatch.js';
import { COMMANDS } from '../../commands/index.js';
import { toMessagePayload } from '../../commands/payload/message-payload.js';
import { isErrorReply } from '../../commands/payload/reply-helpers.js';
import { UserError } from '../../common/user-error.js';
import type { CliCommand, CliContext } from '../framework/cli-context.js';
import type { CommandRegistry } from '../../commands/framework/dispatch.js';
import type { OptionValue } from '../../commands/framework/command-module.js';
import { parseSlashCommand } from './parse-slash-command.js';
import { renderReply } from './render-reply.js';

const USAGE = 'arbiter ask "<slash command>" [--json]';

/** The user id the terminal acts as (owner of every message it gets). */
export const TERMINAL_USER_ID = '0';

export const ask: CliCommand = {
  name: 'ask',
  summary: 'Run one slash command and print the reply (--json: the exact Discord payload).',
  usage: USAGE,
  writes: false,
  options: { json: { type: 'boolean' } },
  async run(positionals, values, context) {
    const input = positionals.join(' ');
    if (input.trim() === '') throw new UserError('usage', `Give a slash command, e.g. arbiter ask "/rule 616.1". Usage: ${USAGE}`);
    const registry = createRegistry(COMMANDS);
    const { name, options } = parseSlashCommand(input, registry);
    await printCommandReply(context, registry, name, options, values.json === true);
    return 0;
  },
};

/**
 * Runs one slash command through the bot's handlers and prints its reply: rendered for the
 * terminal, or as Discord's payload. True when the reply is a refusal (isErrorReply), for a
 * command line that exits 1 on one.
 */
export async function printCommandReply(context: CliContext, registry: CommandRegistry, name: string, options: Record<string, OptionValue>, json: boolean): Promise<boolean> {
  const commandContext = createCommandContext(context.db(), loadConfig(context.env));
  const log = (message: string, details: Record<string, unknown>) => context.stderr(`${message} ${JSON.stringify({ ...details, error: String(details.error) })}\n`);
  const reply = await runCommand(registry, name, options, TERMINAL_USER_ID, commandContext, log);
  const payload = toMessagePayload(reply);
  context.stdout(json ? JSON.stringify(payload, null, 2) + '\n' : renderReply(payload, context.terminal?.stdout ? (await import('./wrap-to-width.js')).terminalRendering(context.terminal.stdout, context.env) : {}).text);
  return isErrorReply(reply);
}
