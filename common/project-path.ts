/**
 * Files shipped beside the code (migrations, data files, package.json) are read from the
 * project's own tree, whether a module runs from its TypeScript source (tests, tsx) or compiled
 * into dist/: the project root is the nearest folder above this module holding package.json.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findProjectRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${start}`);
  }
}

const PROJECT_ROOT = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));

/**
 * The absolute path of a file shipped with the project.
 * @example projectPath('migrations') // '/srv/arbiter/migrations'
 */
export function projectPath(relative: string): string {
  return path.join(PROJECT_ROOT, relative);
}
