/** The `arbiter` command line: finds the command, parses its options, reports errors plainly. */
import { parseArgs } from 'node:util';
import { isUserError } from '../common/user-error.js';
import { environmentWithDotEnv } from './framework/env-file.js';
import { createCliContext, type CliCommand, type CliIo } from './framework/cli-context.js';
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

/** This process's streams and environment, for a command run from a shell. */
function processIo(): CliIo {
  exitQuietlyOnClosedPipe(process.stdout);
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
  const context = createCliContext(io, dbFlag);
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
    if (isUserError(error)) {
      io.stderr(`Error: ${error.message}\n`);
      return 1;
    }
    io.stderr(`Error: an unexpected problem stopped "arbiter ${command.name}". Details:\n${(error as Error).stack}\n`);
    return 2;
  } finally {
    context.close();
  }
}
