/** The command line's own help and mistakes (cli/framework/cli-program.ts, on commander). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GROUPS } from '../../cli/framework/cli-program.js';
import { CLI_COMMANDS } from '../../cli/commands.js';
import { runArbiter } from '../support/run-cli.js';
import { REPO_ROOT } from '../support/shared-data.js';

const version = (JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const widest = (text: string) => Math.max(...text.split('\n').map((line) => line.length));

describe('arbiter --help, <group> --help, <command> --help', () => {
  it('--version prints the version', async () => {
    expect(await runArbiter(['--version'])).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
  });

  it('with nothing, and with --help, lists the commands and the groups', async () => {
    const bare = await runArbiter([]);
    expect(bare.code).toBe(0);
    expect(bare.stdout).toMatch(/^ {2}rules +The Comprehensive Rules/m);
    expect(bare.stdout).toMatch(/^ {2}console +Use the bot's commands/m);
    expect((await runArbiter(['--help'])).stdout).toBe(bare.stdout);
  });

  it('a group lists its own commands', async () => {
    const run = await runArbiter(['rules', '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Usage: arbiter rules [options] [command]');
    for (const entry of CLI_COMMANDS.filter((command) => command.name.startsWith('rules '))) expect(run.stdout).toMatch(new RegExp(`^ {2}${entry.name.split(' ')[1]} `, 'm'));
    expect(run.stdout).not.toContain('cards');
  });

  it('a command shows its usage and what each option means', async () => {
    const run = await runArbiter(['rules', 'import', '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Usage: arbiter rules import <file|url>... [--effective YYYY-MM-DD] [--replace]\n');
    expect(run.stdout).toMatch(/--effective <YYYY-MM-DD> +the effective date of dataset rows/);
  });

  const everyHelp = [[], ...Object.keys(GROUPS).map((group) => [group]), ...CLI_COMMANDS.map((entry) => entry.name.split(' '))];
  it.each(everyHelp.map((words) => [words.join(' ') || '(the program)', words] as const))('help of %s fits 80 columns', async (_name, words) => {
    const run = await runArbiter([...words, '--help']);
    expect(run.code).toBe(0);
    expect(widest(run.stdout)).toBeLessThanOrEqual(80);
  });
});

describe('mistakes on the command line', () => {
  it("an unknown option shows the command's own usage", async () => {
    const run = await runArbiter(['rules', 'show', '100.1', '--bogus']);
    expect(run).toEqual({
      code: 1,
      stdout: '',
      stderr: "Error: unknown option '--bogus'\nUsage: arbiter rules show <number> [--at YYYY-MM-DD] [--json]\n(arbiter rules show --help explains each option)\n",
    });
  });

  it('an unknown command names the nearest', async () => {
    expect(await runArbiter(['rulez'])).toEqual({ code: 1, stdout: '', stderr: "Error: unknown command 'rulez'\n(Did you mean rules?)\n" });
    expect((await runArbiter(['rules', 'shwo'])).stderr).toContain('(Did you mean show?)');
  });

  it('a group without a command shows what it offers, on stderr, exit 1', async () => {
    const run = await runArbiter(['cards']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("Scryfall's card data");
    expect(run.stderr).toMatch(/^ {2}update +/m);
  });
});
