/** Keeps the README and .env.example honest about what the program offers. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from '../../bot/config.js';
import { CLI_COMMANDS, loadAllCommands } from '../../cli/commands.js';
import { COMMANDS } from '../../commands/index.js';
import { REPO_ROOT } from '../support/shared-data.js';

const cliCommands = await loadAllCommands();
const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
const envExample = readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8');

describe('documentation', () => {
  it.each(COMMANDS.map((module) => module.definition))('README documents /$name, which has a description', (definition) => {
    expect(readme).toContain(`\`/${definition.name}`);
    expect(definition.description.length).toBeGreaterThan(10);
  });

  it.each(cliCommands)('README documents `arbiter $name`, which has a summary', (command) => {
    expect(readme).toContain(`\`arbiter ${command.name}`);
    expect(command.summary.length).toBeGreaterThan(10);
  });

  it.each(CONFIG_VARIABLES)('.env.example and the README list %s', (variable) => {
    expect(envExample).toMatch(new RegExp(`^${variable}=`, 'm'));
    expect(readme).toContain(`\`${variable}\``);
  });

  it('lists each CLI command under the name its module gives it', () => {
    expect(cliCommands.map((command) => command.name)).toEqual(CLI_COMMANDS.map((entry) => entry.name));
  });

  it('gives the quick start in order: install, start, test', () => {
    const order = ['npm install', 'npm start', 'npm test'].map((command) => readme.indexOf(command));
    expect(order.every((position, index) => position >= 0 && (index === 0 || position > order[index - 1]!))).toBe(true);
  });
});

describe('the README\'s tree', () => {
  const tree = readme.slice(readme.indexOf('## How it is built'));
  const folders = ['common', 'database', 'rules-db', 'docs-db', 'cards-db', 'search', 'explain', 'scenarios', 'state', 'rulings', 'commands', 'interactions', 'bot', 'http', 'web', 'cli', 'migrations', 'bench', 'test'];

  it.each(folders)('shows the folder %s/ and each of its subfolders', (folder) => {
    const subfolders = readdirSync(path.join(REPO_ROOT, folder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && folder !== 'test')
      .map((entry) => `${entry.name}/`);
    expect(tree).toContain(`${folder}/`);
    for (const subfolder of subfolders) expect(tree).toContain(subfolder);
  });
});

describe("the README's dependencies", () => {
  const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
  const table = readme.slice(readme.indexOf('### Dependencies, and why each is there'));

  it.each(Object.keys(manifest.dependencies))('says why %s is a dependency', (name) => {
    expect(table).toMatch(new RegExp(`\\| \`${name}\`[^|]*\\| \\S`));
  });

  it.each(Object.keys(manifest.devDependencies).filter((name) => !name.startsWith('@types/')))('says why %s is a dev dependency', (name) => {
    expect(table).toContain(`\`${name}\``);
  });
});
