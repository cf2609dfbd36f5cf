/**
 * `arbiter console` (and `npm start` without a token): the bot's commands in a terminal. Type a
 * slash command; type a number to press one of the reply's buttons. On a terminal it is a line
 * editor (Node's readline): history kept across runs, Tab completion through the commands' own
 * autocomplete handlers, Ctrl-L to clear, replies styled and wrapped to the window's width.
 */
import { createInterface, type Interface } from 'node:readline';
import { createCommandContext } from '../../bot/command-context.js';
import { loadConfig } from '../../bot/config.js';
import type { CommandContext } from '../../commands/framework/command-module.js';
import { createRegistry, runAutocomplete, runCommand, runComponent, type ErrorLog } from '../../commands/framework/dispatch.js';
import { COMMANDS } from '../../commands/index.js';
import { InteractionMemory, viewTokensIn } from '../../commands/framework/view-memory.js';
import { toMessagePayload, type Reply } from '../../commands/payload/message-payload.js';
import { releaseAt } from '../../rules-db/store/release-queries.js';
import { isUserError } from '../../common/user-error.js';
import { TERMINAL_USER_ID } from './ask.js';
import type { CliCommand, CliContext } from '../framework/cli-context.js';
import { completeConsoleLine } from './console-completer.js';
import { commandHelp, commandListHelp } from './console-help.js';
import { HISTORY_SIZE, historyPath, openHistory } from './console-history.js';
import { parseSlashCommand } from './parse-slash-command.js';
import { renderReply, type RenderOptions, type TerminalChoice } from './render-reply.js';

const PROMPT = 'arbiter> ';

/** A line editor on the terminal, or a plain line reader for piped input (scripts, tests). */
function openLineReader(context: CliContext, complete: (line: string) => [string[], string]): { reader: Interface; terminal: NodeJS.WriteStream | null } {
  const input = context.terminal?.stdin;
  const output = context.terminal?.stdout;
  if (!input || !output) return { reader: createInterface({ input: context.stdin, crlfDelay: Infinity, terminal: false }), terminal: null };
  const history = openHistory(historyPath());
  const reader = createInterface({ input, output, terminal: true, prompt: PROMPT, history: history.lines, historySize: HISTORY_SIZE, removeHistoryDuplicates: true, completer: complete });
  let warned = false;
  reader.on('line', (line) => {
    if (!history.add(line) && !warned) {
      warned = true;
      context.stderr(`(The history cannot be saved to ${historyPath()}; it lasts until you leave.)\n`);
    }
  });
  // Ctrl-C leaves, as Ctrl-D does: there is no running command to interrupt between lines.
  reader.on('SIGINT', () => reader.close());
  return { reader, terminal: output };
}

/** Runs the interactive loop until quit, exit, Ctrl-D or the end of input. */
export async function runConsole(context: CliContext, intro = ''): Promise<number> {
  const registry = createRegistry(COMMANDS);
  const commandContext: CommandContext = createCommandContext(context.db(), loadConfig(context.env));
  const log: ErrorLog = (message, details) => context.stderr(`${message}: ${String(details.error)}\n`);
  const { reader, terminal } = openLineReader(context, (line) =>
    completeConsoleLine(line, registry, (command, focused) => runAutocomplete(registry, command, focused, commandContext, log)),
  );
  // wrap-ansi loads only for a terminal; its width is read for each reply, as the window may be resized.
  const renderOptions: RenderOptions = terminal ? (await import('./wrap-to-width.js')).terminalRendering(terminal, context.env) : {};
  const prompt = () => (terminal ? reader.prompt() : context.stdout(PROMPT));
  let release = '(no rules imported yet: run arbiter rules update, or arbiter rules import <file>)';
  try {
    release = `Comprehensive Rules effective ${releaseAt(context.db()).effectiveDate}`;
  } catch (error) {
    if (!isUserError(error)) throw error;
  }
  context.stdout(
    `${intro}Arbiter console — ${release}.\nType a command such as /rule 616.1, /search legend rule or /define trample; ` +
      `a number presses that button; "help" lists the commands${terminal ? ', Tab completes' : ''}; "quit" leaves.\n`,
  );
  prompt();
  let choices: TerminalChoice[] = [];
  // The view state the buttons on screen name: a terminal's buttons last as long as its reply is shown.
  let onScreen: Record<string, unknown> = {};
  /** Runs one interaction with the state of the buttons on screen, shows its reply, and keeps what its buttons name. */
  const answer = async (run: (interactionContext: CommandContext) => Promise<Reply>) => {
    const memory = new InteractionMemory(onScreen);
    const rendered = renderReply(toMessagePayload(await run({ ...commandContext, memory })), renderOptions);
    choices = rendered.choices;
    const known = { ...onScreen, ...memory.remembered };
    onScreen = Object.fromEntries(choices.flatMap((choice) => viewTokensIn(choice.customId)).filter((token) => token in known).map((token) => [token, known[token]]));
    context.stdout(rendered.text);
  };
  for await (const rawLine of reader) {
    const line = rawLine.trim();
    if (/^\/?(quit|exit)$/i.test(line)) break;
    try {
      const help = /^\/?help(?:\s+(.*))?$/i.exec(line);
      if (help) context.stdout(help[1] ? commandHelp(registry, help[1].trim()) : commandListHelp(registry));
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
    prompt();
  }
  reader.close();
  // Leaving with `quit` while the input stays open (a pipe still held by its writer) must still end the process.
  context.stdin.destroy();
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
