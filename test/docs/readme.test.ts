/**
 * Keeps the README, docs/ and .env.example honest about what the program offers. The README is
 * what a newcomer reads through (short, every command at a glance with its example); docs/ holds
 * the depth (every option, every setting, the folders, the dependencies).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from '../../bot/config.js';
import { COMMAND_EXAMPLES } from '../../cli/console/command-examples.js';
import { GROUPS } from '../../cli/framework/cli-program.js';
import { CLI_COMMANDS, loadAllCommands } from '../../cli/commands.js';
import { COMMANDS } from '../../commands/index.js';
import { REPO_ROOT } from '../support/shared-data.js';

const cliCommands = await loadAllCommands();
const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');
const readme = read('README.md');
const envExample = read('.env.example');
const docs = readdirSync(path.join(REPO_ROOT, 'docs')).filter((name) => name.endsWith('.md'));
const commandsDoc = read('docs/commands.md');
const configurationDoc = read('docs/configuration.md');
const architectureDoc = read('docs/architecture.md');

describe('the README', () => {
  it('is short enough to read through: at most 300 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(300);
  });

  it('gives the quick start in order: install, start, test', () => {
    const order = ['npm install', 'npm start', 'npm test'].map((command) => readme.indexOf(command));
    expect(order.every((position, index) => position >= 0 && (index === 0 || position > order[index - 1]!))).toBe(true);
  });

  it('says what the first start downloads and how to import instead when offline', () => {
    const quickStart = readme.slice(readme.indexOf('## Quick start'), readme.indexOf('## Running it in Discord'));
    for (const text of ['Comprehensive Rules', 'MTR, IPG and JAR', "Scryfall's card data", 'npx arbiter rules import', 'npx arbiter docs import', 'npx arbiter cards import', 'RULES_AUTO_UPDATE=false']) {
      expect(quickStart).toContain(text);
    }
  });

  it.each(COMMANDS.map((module) => module.definition))('gives /$name a line with its example, and it has a description', (definition) => {
    const line = readme.split('\n').find((candidate) => candidate.startsWith(`| \`/${definition.name}\` |`));
    expect(line, `a line for /${definition.name} in "Commands at a glance"`).toBeDefined();
    expect(line).toContain(`\`${COMMAND_EXAMPLES[definition.name]}\``);
    expect(definition.description.length).toBeGreaterThan(10);
  });

  it.each([...new Set(CLI_COMMANDS.map((entry) => entry.name.split(' ')[0]!))])('has a line for `arbiter %s`', (word) => {
    expect(readme).toMatch(new RegExp(`^\\| \`arbiter ${word}( …)?\` \\|`, 'm'));
  });

  it('links the glossary, and the glossary explains the terms a newcomer meets', () => {
    expect(readme).toContain('(docs/glossary.md)');
    const glossary = read('docs/glossary.md');
    for (const term of ['REL', 'JAR', 'APNAP', 'LKI', 'CDA', 'State store', 'Oracle text', 'Gateway mode', 'HTTP mode']) expect(glossary).toContain(`**${term}**`);
  });

  it('links every page of docs/', () => {
    for (const doc of docs) expect(readme).toContain(`(docs/${doc})`);
  });
});

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

describe('links in the README and docs/', () => {
  const pages = ['README.md', ...docs.map((doc) => `docs/${doc}`)];
  const links = pages.flatMap((page) =>
    [...read(page).matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!).filter((target) => !/^[a-z]+:/.test(target)).map((target) => ({ page, target })),
  );

  it.each(links.map((link) => [`${link.page} → ${link.target}`, link] as const))('%s leads somewhere', (_name, { page, target }) => {
    const [file, fragment] = target.split('#') as [string, string | undefined];
    const resolved = file === '' ? path.join(REPO_ROOT, page) : path.resolve(path.dirname(path.join(REPO_ROOT, page)), file);
    expect(existsSync(resolved), `${target} in ${page}`).toBe(true);
    if (fragment) {
      const headings = [...readFileSync(resolved, 'utf8').matchAll(/^#+ (.*)$/gm)].map((match) => anchor(match[1]!));
      expect(headings).toContain(fragment);
    }
  });
});

describe('docs/commands.md', () => {
  it.each(cliCommands)('documents `arbiter $name`, which has a summary', (command) => {
    expect(commandsDoc).toContain(`\`arbiter ${command.name}`);
    expect(command.summary.length).toBeGreaterThan(10);
  });

  it.each(COMMANDS.map((module) => module.definition))('documents /$name in full', (definition) => {
    expect(commandsDoc).toContain(`\`/${definition.name}`);
  });

  it('lists each CLI command under the name its module gives it, in a known group', () => {
    expect(cliCommands.map((command) => command.name)).toEqual(CLI_COMMANDS.map((entry) => entry.name));
    for (const entry of CLI_COMMANDS.filter((command) => command.name.includes(' '))) expect(Object.keys(GROUPS)).toContain(entry.name.split(' ')[0]);
  });
});

describe('configuration', () => {
  it.each(CONFIG_VARIABLES)('.env.example and docs/configuration.md list %s', (variable) => {
    expect(envExample).toMatch(new RegExp(`^${variable}=`, 'm'));
    expect(configurationDoc).toContain(`| \`${variable}\` |`);
  });

  it('the README\'s essentials are real settings', () => {
    const essentials = readme.slice(readme.indexOf('## Configuration essentials'), readme.indexOf('## How it is built'));
    const named = [...essentials.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((match) => match[1]!);
    expect(named.length).toBeGreaterThan(4);
    for (const variable of named) expect(CONFIG_VARIABLES).toContain(variable);
  });
});

describe('docs/architecture.md: the tree', () => {
  const tree = architectureDoc.slice(0, architectureDoc.indexOf('## Content and state'));
  const folders = ['common', 'database', 'rules-db', 'docs-db', 'cards-db', 'search', 'explain', 'scenarios', 'state', 'rulings', 'commands', 'interactions', 'bot', 'http', 'web', 'cli', 'migrations', 'bench', 'test'];

  it.each(folders)('shows the folder %s/ and each of its subfolders', (folder) => {
    const subfolders = readdirSync(path.join(REPO_ROOT, folder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && folder !== 'test')
      .map((entry) => `${entry.name}/`);
    expect(tree).toContain(`${folder}/`);
    for (const subfolder of subfolders) expect(tree).toContain(subfolder);
  });

  it.each(folders)('the README\'s short tree names %s/ too', (folder) => {
    expect(readme.slice(readme.indexOf('## How it is built'))).toContain(`${folder}/`);
  });
});

describe('docs/architecture.md: the dependencies', () => {
  const manifest = JSON.parse(read('package.json')) as { license: string; dependencies: Record<string, string>; devDependencies: Record<string, string> };
  const table = architectureDoc.slice(architectureDoc.indexOf('## Dependencies, and why each is there'));

  it.each(Object.keys(manifest.dependencies))('says why %s is a dependency', (name) => {
    expect(table).toMatch(new RegExp(`\\| \`${name}\`[^|]*\\| \\S`));
  });

  it.each(Object.keys(manifest.devDependencies).filter((name) => !name.startsWith('@types/')))('says why %s is a dev dependency', (name) => {
    expect(table).toContain(`\`${name}\``);
  });

  it('LICENSE holds the license package.json names', () => {
    expect(manifest.license).toBe('MIT');
    expect(read('LICENSE')).toMatch(/^MIT License\n/);
  });
});
