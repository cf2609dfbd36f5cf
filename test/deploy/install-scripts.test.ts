/**
 * npm 11 reads an `allowScripts` list in package.json and warns of every dependency whose install
 * script it does not name; its documentation says such scripts are skipped. `npm ci` without
 * better-sqlite3's script leaves no SQLite binding: a newcomer's clone would install cleanly and
 * then fail on its first command. So every dependency in the lockfile that has an install script
 * is named there, one way or the other.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { REPO_ROOT } from '../support/shared-data.js';

const packageJson = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { allowScripts?: Record<string, boolean> };
const lock = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { hasInstallScript?: boolean }> };

it('names every dependency with an install script in allowScripts, and allows the SQLite binding', () => {
  const withScripts = Object.entries(lock.packages)
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([location]) => location.replace(/^.*node_modules\//, ''));
  expect(withScripts).toContain('better-sqlite3');
  const unnamed = withScripts.filter((name) => packageJson.allowScripts?.[name] === undefined);
  expect(unnamed).toEqual([]);
  expect(packageJson.allowScripts?.['better-sqlite3']).toBe(true);
});
