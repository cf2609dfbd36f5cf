/**
 * The folder tree is the architecture: data flows one way (file → parser → store → query →
 * reply payload → transport), so no folder may import, even indirectly, a folder that imports it,
 * and the domain folders know nothing of Discord or of the front ends.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/shared-data.js';

const RUNTIME_FOLDERS = ['common', 'database', 'rules-db', 'docs-db', 'cards-db', 'search', 'explain', 'scenarios', 'state', 'rulings', 'commands', 'interactions', 'bot', 'http', 'web', 'cli'];
/** Folders that hold the pure core: no transport, no front end. */
const DOMAIN_FOLDERS = ['common', 'database', 'rules-db', 'docs-db', 'cards-db', 'search', 'explain', 'scenarios', 'state', 'rulings'];

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(REPO_ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => (file.endsWith('.ts') || file.endsWith('.tsx')) && !file.endsWith('.d.ts'))
    .map((file) => path.join(folder, file));
}

interface Imports {
  /** Project files this file imports (type-only imports too: they tie the folders together as much). */
  files: string[];
  /** Package names it imports. */
  packages: string[];
}

/** The source file an import's `.js` names: `.ts`, or `.tsx` for the web view's pages. */
function sourceOf(imported: string): string {
  const base = imported.replace(/\.js$/, '');
  return existsSync(path.join(REPO_ROOT, `${base}.tsx`)) ? `${base}.tsx` : `${base}.ts`;
}

/** Every import of `file`, read by TypeScript's own pre-processor. */
function importsOf(file: string): Imports {
  const { importedFiles } = ts.preProcessFile(readFileSync(path.join(REPO_ROOT, file), 'utf8'), true, true);
  const files: string[] = [];
  const packages: string[] = [];
  for (const { fileName } of importedFiles) {
    if (fileName.startsWith('.')) files.push(sourceOf(path.normalize(path.join(path.dirname(file), fileName))));
    else if (!fileName.startsWith('node:')) packages.push(fileName.startsWith('@') ? fileName.split('/').slice(0, 2).join('/') : fileName.split('/')[0]!);
  }
  return { files, packages };
}

const graph = new Map(RUNTIME_FOLDERS.flatMap(sourceFiles).map((file) => [file, importsOf(file)]));

/** Strongly connected groups of more than one node (Tarjan): the cycles of a graph. */
function cycles(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const group = stack.splice(stack.indexOf(node));
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('the import graph', () => {
  it('resolves every relative import to a file of the project', () => {
    const missing = [...graph].flatMap(([file, { files }]) => files.filter((target) => !graph.has(target)).map((target) => `${file} → ${target}`));
    expect(missing).toEqual([]);
  });

  it('has no cycle between files', () => {
    expect(cycles(new Map([...graph].map(([file, { files }]) => [file, new Set(files)])))).toEqual([]);
  });

  it('has no cycle between folders', () => {
    const folders = new Map<string, Set<string>>();
    for (const [file, { files }] of graph) {
      const from = path.dirname(file);
      if (!folders.has(from)) folders.set(from, new Set());
      for (const target of files) if (path.dirname(target) !== from) folders.get(from)!.add(path.dirname(target));
    }
    expect(cycles(folders)).toEqual([]);
  });

  it('keeps the domain folders free of Discord and of the front ends', () => {
    const offending = [...graph]
      .filter(([file]) => DOMAIN_FOLDERS.includes(file.split(path.sep)[0]!))
      .flatMap(([file, { files, packages }]) => [
        ...files.filter((target) => ['commands', 'interactions', 'bot', 'http', 'web', 'cli'].includes(target.split(path.sep)[0]!)).map((target) => `${file} → ${target}`),
        ...packages.filter((name) => name.startsWith('discord')).map((name) => `${file} → ${name}`),
      ]);
    expect(offending).toEqual([]);
  });

  it('lets only bot/ use discord.js; commands build plain payloads', () => {
    const users = [...graph].filter(([, { packages }]) => packages.includes('discord.js')).map(([file]) => file.split(path.sep)[0]);
    expect(new Set(users)).toEqual(new Set(['bot']));
  });

  it('keeps interactions/ transport-neutral: the gateway (bot/) and the HTTP endpoint (http/) both use it, it uses neither', () => {
    const offending = [...graph]
      .filter(([file]) => file.startsWith(`interactions${path.sep}`))
      .flatMap(([file, { files, packages }]) => [
        ...packages.filter((name) => name === 'discord.js' || name === 'hono' || name.startsWith('@hono')),
        ...files.filter((target) => ['bot', 'http', 'cli'].includes(target.split(path.sep)[0]!)),
      ].map((target) => `${file} → ${target}`));
    expect(offending).toEqual([]);
  });

  it('keeps the HTTP front end (http/) to hono: no discord.js is loaded in HTTP mode', () => {
    const reachable = new Set<string>();
    const visit = (file: string) => {
      if (reachable.has(file)) return;
      reachable.add(file);
      for (const target of graph.get(file)?.files ?? []) visit(target);
    };
    for (const file of graph.keys()) if (file.startsWith(`http${path.sep}`)) visit(file);
    const offending = [...reachable].filter((file) => graph.get(file)!.packages.includes('discord.js'));
    expect(offending).toEqual([]);
  });

  it('keeps the scenario engines pure: no database, no Discord', () => {
    const offending = [...graph]
      .filter(([file]) => file.startsWith(`scenarios${path.sep}`))
      .flatMap(([file, { files, packages }]) => [
        ...packages.filter((name) => name === 'better-sqlite3' || name.startsWith('discord')),
        ...files.filter((target) => target.startsWith('database') || target.includes(`${path.sep}store${path.sep}`)),
      ].map((target) => `${file} → ${target}`));
    expect(offending).toEqual([]);
  });

  it('keeps common/ free of every domain', () => {
    const offending = [...graph]
      .filter(([file]) => file.startsWith(`common${path.sep}`))
      .flatMap(([file, { files }]) => files.filter((target) => !target.startsWith(`common${path.sep}`)).map((target) => `${file} → ${target}`));
    expect(offending).toEqual([]);
  });
});
