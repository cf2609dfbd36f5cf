/** The `arbiter` command line: finds the command, parses its options, reports errors plainly. */
import { parseArgs } from 'node:util';
import { isUserError } from '../common/user-error.js';
import { describeDatabaseError } from '../database/describe-database-error.js';
import { environmentWithDotEnv } from './framework/env-file.js';
import { createCliContext, type CliCommand, type CliIo } from './framework/cli-context.js';
import { stopWithParent } from '../common/stop-with-parent.js';
import { CLI_COMMANDS, loadAllCommands, type CliCommandEntry } from './commands.js';

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

export async function helpText(): Promise<string> {
  const commands = await loadAllCommands();
  const width = Math.max(...commands.map((command) => command.usage.length));
  const lines = commands.map((command) => `  ${command.usage.padEnd(width)}  ${command.summary}`);
  return `Usage: arbiter <command> [options]   (every command accepts --db PATH)\n\n${lines.join('\n')}\n`;
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

/** Runs one command line; returns the exit code (0 success, 1 user error, 2 bug). */
export async function runCli(argv: string[], io: CliIo = processIo()): Promise<number> {
  const { dbFlag, rest } = extractDbFlag(argv);
  if (argv.includes('--db') && dbFlag === undefined) {
    io.stderr('Error: --db needs a path, e.g. --db data/rules.sqlite\n');
    return 1;
  }
  if (rest.length === 0 || rest[0] === 'help' || rest[0] === '--help' || rest[0] === '-h') {
    io.stdout(await helpText());
    return 0;
  }
  const entry = findCommand(rest);
  if (!entry) {
    io.stderr(`Error: unknown command "${rest.slice(0, 2).join(' ')}".\n\n${await helpText()}`);
    return 1;
  }
  const command = await entry.load();
  const context = createCliContext(io, dbFlag, command.writes);
  try {
    const args = rest.slice(command.name.split(' ').length);
    if (args.includes('--help')) {
      io.stdout(`Usage: ${command.usage}\n${command.summary}\n`);
      return 0;
    }
    let parsed;
    try {
      parsed = parseArgs({ args, options: command.options, allowPositionals: true, strict: true });
    } catch (error) {
      io.stderr(`Error: ${(error as Error).message}\nUsage: ${command.usage}\n`);
      return 1;
    }
    return await command.run(parsed.positionals, parsed.values, context);
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
