/**
 * `arbiter console` (and `npm start` without a token): the bot's commands in a terminal. Type a
 * slash command; type a number to press one of the reply's buttons.
 */
import { createInterface } from 'node:readline';
import { createCommandContext } from '../../bot/command-context.js';
import { loadConfig } from '../../bot/config.js';
import type { CommandContext } from '../../commands/framework/command-module.js';
import { createRegistry, runCommand, runComponent, type CommandRegistry, type ErrorLog } from '../../commands/framework/dispatch.js';
import { COMMANDS } from '../../commands/index.js';
import { InteractionMemory, viewTokensIn } from '../../commands/framework/view-memory.js';
import { toMessagePayload, type Reply } from '../../commands/payload/message-payload.js';
import { releaseAt } from '../../rules-db/store/release-queries.js';
import { isUserError } from '../../common/user-error.js';
import { TERMINAL_USER_ID } from './ask.js';
import type { CliCommand, CliContext } from '../framework/cli-context.js';
import { parseSlashCommand } from './parse-slash-command.js';
import { renderReply, type TerminalChoice } from './render-reply.js';

const PROMPT = 'arbiter> ';

function commandList(registry: CommandRegistry): string {
  return [...registry.values()].map((module) => `  /${module.definition.name.padEnd(12)} ${module.definition.description}`).join('\n');
}

/** Runs the interactive loop until "quit" or the end of input. */
export async function runConsole(context: CliContext, intro = ''): Promise<number> {
  const registry = createRegistry(COMMANDS);
  const commandContext: CommandContext = createCommandContext(context.db(), loadConfig(context.env));
  const log: ErrorLog = (message, details) => context.stderr(`${message}: ${String(details.error)}\n`);
  let release = '(no rules imported yet: run arbiter rules import <file> or arbiter rules update)';
  try {
    release = `Comprehensive Rules effective ${releaseAt(context.db()).effectiveDate}`;
  } catch (error) {
    if (!isUserError(error)) throw error;
  }
  context.stdout(
    `${intro}Arbiter console — ${release}.\nType a command such as /rule 616.1, /search legend rule or /define trample; ` +
      'a number presses that button; "help" lists the commands; "quit" leaves.\n' + PROMPT,
  );
  let choices: TerminalChoice[] = [];
  // The view state the buttons on screen name: a terminal's buttons last as long as its reply is shown.
  let onScreen: Record<string, unknown> = {};
  /** Runs one interaction with the state of the buttons on screen, shows its reply, and keeps what its buttons name. */
  const answer = async (run: (interactionContext: CommandContext) => Promise<Reply>) => {
    const memory = new InteractionMemory(onScreen);
    const rendered = renderReply(toMessagePayload(await run({ ...commandContext, memory })));
    choices = rendered.choices;
    const known = { ...onScreen, ...memory.remembered };
    onScreen = Object.fromEntries(choices.flatMap((choice) => viewTokensIn(choice.customId)).filter((token) => token in known).map((token) => [token, known[token]]));
    context.stdout(rendered.text);
  };
  for await (const rawLine of createInterface({ input: context.stdin, crlfDelay: Infinity, terminal: false })) {
    const line = rawLine.trim();
    if (line === 'quit' || line === 'exit') break;
    try {
      if (line === 'help') context.stdout(`${commandList(registry)}\n`);
      else if (/^\d+$/.test(line)) {
        const choice = choices[Number(line) - 1];
        if (!choice) context.stdout(choices.length > 0 ? `Pick a number from 1 to ${choices.length}.\n` : 'There is nothing to press.\n');
        else await answer(async (interactionContext) => (await runComponent(registry, choice.customId, choice.values, TERMINAL_USER_ID, interactionContext, log)).reply);
      } else if (line !== '') {
        const { name, options } = parseSlashCommand(line, registry);
        await answer((interactionContext) => runCommand(registry, name, options, TERMINAL_USER_ID, interactionContext, log));
      }
    } catch (error) {
      if (!isUserError(error)) throw error;
      context.stdout(`${error.message}\n`);
    }
    context.stdout(PROMPT);
  }
  context.stdout('\n');
  return 0;
}

export const consoleCommand: CliCommand = {
  name: 'console',
  summary: "Use the bot's commands in this terminal, without Discord.",
  usage: 'arbiter console',
  writes: false,
  options: {},
  run: (_positionals, _values, context) => runConsole(context),
};
