/**
 * The `arbiter` command line as a commander program: groups (`arbiter rules …`), each command's
 * usage and options in its --help, --version, unknown commands answered with the nearest one.
 *
 * commander rather than our own routing: it is the most used Node argument parser, maintained,
 * without dependencies, and gives nested `--help`, suggestions and option parsing that our router
 * had to hand-write (and lacked). Each command module still declares itself (cli-context.ts); this
 * file only turns those declarations into commander's.
 */
import { Command, CommanderError, Option } from 'commander';
import type { CliCommand, CliIo, OptionValues } from './cli-context.js';
import { OPTION_HELP } from './option-help.js';

/** What each group of commands is for, shown in `arbiter --help` and `arbiter <group> --help`. */
export const GROUPS: Record<string, string> = {
  rules: 'The Comprehensive Rules: import, update, show, search, diff, history',
  docs: 'The MTR, IPG, JAR and Digital MTR and IPG: import, update, show, search',
  cards: "Scryfall's card data: update, import, show, status, restore",
  rulings: "Servers' ruling logs: export, check",
  scenario: 'The scenario helpers for scripts: 2hg, prevent, replacement, layers',
};

/** Help fits a terminal of 80 columns, the narrowest anyone still uses. */
const HELP_WIDTH = 80;

/** The value name a usage string gives an option (`--at YYYY-MM-DD` → YYYY-MM-DD), else VALUE. */
function valueName(usage: string, option: string): string {
  return new RegExp(`--${option}[ =]([^\\s\\]]+)`).exec(usage)?.[1] ?? 'VALUE';
}

/**
 * `usage` without the leading `arbiter <name>`, for commander's Usage line, broken between its
 * parts (never inside `[--at DATE]` or a quoted argument) so that the line fits HELP_WIDTH.
 */
export function usageTail(command: CliCommand): string {
  const tail = command.usage.replace(`arbiter ${command.name}`, '').trim();
  const parts = tail.match(/\[[^\]]*\]|"[^"]*"|\S+/g) ?? [];
  const fill = (indent: number): string[] => {
    const lines: string[] = [''];
    for (const part of parts) {
      const line = lines.at(-1)!;
      if (line !== '' && indent + line.length + 1 + part.length > HELP_WIDTH) lines.push(part);
      else lines[lines.length - 1] = line === '' ? part : `${line} ${part}`;
    }
    return lines;
  };
  // Continuation lines under the first part; or, when a part is too long for that, all on lines of their own.
  const indent = `Usage: arbiter ${command.name} `.length;
  const aligned = fill(indent);
  if (aligned.every((line) => indent + line.length <= HELP_WIDTH)) return aligned.join(`\n${' '.repeat(indent)}`);
  return `\n${fill(2).map((line) => `  ${line}`).join('\n')}`;
}

/** A command ran: its exit code. */
export type Run = (command: CliCommand, positionals: string[], values: OptionValues) => Promise<number>;

/**
 * The program for `commands` (all of them for help, or just the one a command line names, so a
 * command loads only its own module). `run` is called with what the chosen command was given.
 */
export function buildProgram(commands: CliCommand[], io: CliIo, version: string, run: Run, setExitCode: (code: number) => void): Command {
  const program = new Command('arbiter')
    .description('Magic: The Gathering rules for judges, cited by number: a Discord bot and this command line.')
    .version(version, '-v, --version', 'print the version')
    .option('--db <PATH>', 'the database (default: RULES_DB, else data/rules.sqlite); accepted anywhere')
    .helpCommand('help [command]', 'show help for a command');
  configure(program, io);
  const groups = new Map<string, Command>();
  for (const command of commands) {
    const words = command.name.split(' ');
    let parent = program;
    if (words.length === 2) {
      const group = words[0]!;
      if (!groups.has(group)) {
        const created = program.command(group).description(GROUPS[group] ?? '');
        configure(created, io);
        groups.set(group, created);
      }
      parent = groups.get(group)!;
    }
    const leaf = parent.command(words.at(-1)!).description(command.summary).usage(usageTail(command)).argument('[arguments...]');
    configure(leaf, io);
    leaf.showHelpAfterError(`Usage: arbiter ${command.name} ${usageTail(command)}\n(arbiter ${command.name} --help explains each option)`);
    for (const [name, spec] of Object.entries(command.options)) {
      const flags = spec.type === 'boolean' ? `--${name}` : `--${name} <${valueName(command.usage, name)}>`;
      leaf.addOption(new Option(flags, OPTION_HELP[name] ?? ''));
    }
    leaf.action(async (positionals: string[], options: Record<string, string | boolean>) => {
      // commander names options in camelCase (poisonA); the commands read them as written (poison-a).
      const values: OptionValues = {};
      for (const option of leaf.options) {
        const value = options[option.attributeName()];
        if (value !== undefined) values[option.long!.slice(2)] = value;
      }
      setExitCode(await run(command, positionals, values));
    });
  }
  return program;
}

function configure(command: Command, io: CliIo): void {
  command
    .configureHelp({ helpWidth: HELP_WIDTH, sortSubcommands: false, subcommandTerm: (command) => command.name() })
    .configureOutput({
      writeOut: io.stdout,
      writeErr: io.stderr,
      // "error: …" → "Error: …", as every other message of Arbiter's reads.
      outputError: (text, write) => write(text.replace(/^error: /, 'Error: ')),
    })
    .showSuggestionAfterError(true)
    .exitOverride();
}

/** The exit code commander meant by a CommanderError: 0 for --help and --version, else 1. */
export function commanderExitCode(error: CommanderError): number {
  return error.exitCode === 0 ? 0 : 1;
}

export { CommanderError };
