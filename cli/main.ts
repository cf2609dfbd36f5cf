/** The `arbiter` command line: finds the command, parses its options (commander), reports errors plainly. */
import { readFileSync } from 'node:fs';
import { projectPath } from '../common/project-path.js';
import { isUserError } from '../common/user-error.js';
import { describeDatabaseError } from '../database/describe-database-error.js';
import { environmentWithDotEnv } from './framework/env-file.js';
import { createCliContext, type CliCommand, type CliIo, type OptionValues } from './framework/cli-context.js';
import { buildProgram, commanderExitCode, CommanderError } from './framework/cli-program.js';
import { stopWithParent } from '../common/stop-with-parent.js';
import { CLI_COMMANDS, loadAllCommands, type CliCommandEntry } from './commands.js';
import { fixYoungGenerations } from '../commands/framework/young-generation.js';

/**
 * `arbiter rules list | head` closes the pipe early: the reader has what it wanted, so EPIPE on
 * stdout ends the command quietly instead of as an unhandled error with a stack trace.
 */
function exitQuietlyOnClosedPipe(stream: NodeJS.WriteStream): void {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
}

/** This process's streams and environment, for a command run from a shell (or as the bot's child). */
function processIo(): CliIo {
  exitQuietlyOnClosedPipe(process.stdout);
  stopWithParent(process.env);
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    stdin: process.stdin,
    env: environmentWithDotEnv(process.env),
    terminal: {
      ...(process.stdin.isTTY ? { stdin: process.stdin } : {}),
      ...(process.stdout.isTTY ? { stdout: process.stdout } : {}),
      ...(process.stderr.isTTY ? { stderr: process.stderr } : {}),
    },
  };
}

/** `--db PATH` / `--db=PATH` is accepted anywhere on the line, so it is taken out first. */
function extractDbFlag(argv: string[]): { dbFlag: string | undefined; rest: string[] } {
  const rest: string[] = [];
  let dbFlag: string | undefined;
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if (arg === '--db') dbFlag = argv[++index];
    else if (arg.startsWith('--db=')) dbFlag = arg.slice('--db='.length);
    else rest.push(arg);
  }
  return { dbFlag, rest };
}

/** The command whose name matches the most leading words ("rules show" before "rules"). */
function findCommand(words: string[]): CliCommandEntry | undefined {
  return CLI_COMMANDS.filter((command) => {
    const name = command.name.split(' ');
    return name.every((word, index) => words[index] === word);
  }).sort((a, b) => b.name.length - a.name.length)[0];
}

/** This package's version, from package.json. */
function packageVersion(): string {
  return (JSON.parse(readFileSync(projectPath('package.json'), 'utf8')) as { version: string }).version;
}

/** An SQLite error, or the disk filling up under it: conditions, not bugs (describe-database-error.ts). */
function isDatabaseFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('SQLITE_') || code === 'ENOSPC');
}

/** A bug: one line by default, the stack trace only with DEBUG=1 (a user's terminal is no place for one). */
export function describeUnexpected(command: string, error: unknown, debug: boolean): string {
  const summary = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  if (debug) return `Error: an unexpected problem stopped "arbiter ${command}". Details:\n${(error as Error)?.stack ?? summary}\n`;
  return `Error: an unexpected problem stopped "arbiter ${command}" (${summary}). This is a bug; run it again with DEBUG=1 to see the details to report.\n`;
}

/**
 * Runs the command line this process was started for (bin/arbiter.js): as runCli, and a service's
 * process (start, serve) first fixes its threads' young generations (commands/framework/young-generation.ts).
 * Not in runCli: tests run commands in their own process.
 */
export function runCliProcess(argv: string[]): Promise<number> {
  if (findCommand(extractDbFlag(argv).rest)?.service) fixYoungGenerations();
  return runCli(argv);
}

/** Runs one command line; returns the exit code (0 success, 1 user error, 2 bug). */
export async function runCli(argv: string[], io: CliIo = processIo()): Promise<number> {
  const { dbFlag, rest } = extractDbFlag(argv);
  if (argv.includes('--db') && dbFlag === undefined) {
    io.stderr('Error: --db needs a path, e.g. --db data/rules.sqlite\n');
    return 1;
  }
  // A command line naming a command loads only that command's module; help, --version and mistakes load them all, to list them.
  const entry = findCommand(rest);
  const commands = entry ? [await entry.load()] : await loadAllCommands();
  let exitCode = 0;
  const program = buildProgram(commands, io, packageVersion(), (command, positionals, values) => runCommand(command, positionals, values, io, dbFlag), (code) => (exitCode = code));
  if (rest.length === 0) {
    program.outputHelp();
    return 0;
  }
  try {
    await program.parseAsync(rest, { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) return commanderExitCode(error);
    throw error;
  }
  return exitCode;
}

/** Runs `command` with its database opened as it needs; user errors become one sentence and exit 1. */
async function runCommand(command: CliCommand, positionals: string[], values: OptionValues, io: CliIo, dbFlag: string | undefined): Promise<number> {
  const context = createCliContext(io, dbFlag, command.writes);
  try {
    return await command.run(positionals, values, context);
  } catch (error) {
    const expected = isUserError(error) ? error : isDatabaseFailure(error) ? describeDatabaseError(error, context.dbPath) : null;
    if (expected) {
      io.stderr(`Error: ${expected.message}\n`);
      return 1;
    }
    io.stderr(describeUnexpected(command.name, error, io.env.DEBUG === '1'));
    return 2;
  } finally {
    context.close();
  }
}
