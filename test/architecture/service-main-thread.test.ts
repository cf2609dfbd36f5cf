/**
 * What a service's main thread loads (docs/memory.md, fourth round). It routes interactions and
 * answers none: the handlers and their engines run on the pool's threads. A module it imports
 * statically stays in its heap for the life of the process, so what it needs only now and then
 * (node-postgres without DATABASE_URL, an HTTP replica's REST client before its first
 * announcement) is loaded when first needed, and what only handlers run is not imported at all.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/shared-data.js';

/** The project files and packages `file` imports for their values when it loads: no `import type`, no `import()`. */
function staticImports(file: string): { files: string[]; packages: string[] } {
  const source = ts.createSourceFile(file, readFileSync(path.join(REPO_ROOT, file), 'utf8'), ts.ScriptTarget.Latest);
  const files: string[] = [];
  const packages: string[] = [];
  for (const statement of source.statements) {
    let specifier: ts.Expression | undefined;
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
      const bindings = statement.importClause?.namedBindings;
      const onlyTypes = !statement.importClause?.name && bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
      if (!onlyTypes) specifier = statement.moduleSpecifier;
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    const name = specifier.text;
    if (name.startsWith('.')) {
      const base = path.normalize(path.join(path.dirname(file), name)).replace(/\.js$/, '');
      files.push(existsSync(path.join(REPO_ROOT, `${base}.tsx`)) ? `${base}.tsx` : `${base}.ts`);
    } else if (!name.startsWith('node:')) packages.push(name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!);
  }
  return { files, packages };
}

/** Every project file and package loaded with `entries`. */
function loadedWith(entries: string[]): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const imports = staticImports(file);
    for (const name of imports.packages) packages.add(name);
    for (const next of imports.files) visit(next);
  };
  for (const entry of entries) visit(entry);
  return { files, packages };
}

// What each service's main thread loads: the command line, the command, and what the command loads when it starts.
const gateway = loadedWith(['cli/main.ts', 'cli/start.ts', 'bot/run-bot.ts', 'http/http-server.ts']);
const replica = loadedWith(['cli/main.ts', 'cli/serve.ts', 'http/run-http-mode.ts']);

describe("a service's main thread", () => {
  it('loads the pool, the state store and its transport (the walk finds what it should)', () => {
    for (const loaded of [gateway, replica]) {
      expect(loaded.files).toContain('commands/framework/handler-pool.ts');
      expect(loaded.files).toContain('state/create-state-store.ts');
      expect(loaded.packages).toContain('kysely');
    }
    expect(gateway.packages).toContain('discord.js');
    expect(replica.packages).toContain('hono');
  });

  it('does not load the inline view, which only handler threads run (the rate-limit sentence is its own module)', () => {
    for (const loaded of [gateway, replica]) {
      expect(loaded.files).toContain('commands/views/inline-rate-limited-view.ts');
      expect(loaded.files).not.toContain('commands/views/inline-view.ts');
      expect(loaded.files).not.toContain('explain/inline/resolve-inline.ts');
    }
  });

  it('loads node-postgres only when the state store opens on PostgreSQL', () => {
    for (const loaded of [gateway, replica]) {
      expect(loaded.files).not.toContain('state/postgres-pool.ts');
      expect(loaded.packages).not.toContain('pg');
    }
  });

  it("of an HTTP replica loads neither discord.js nor, before its first announcement, the REST client", () => {
    expect(replica.packages).not.toContain('discord.js');
    expect(replica.packages).not.toContain('@discordjs/rest');
  });
});
