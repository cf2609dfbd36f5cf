/** JSON data files shipped with the project that may be absent (predicted questions, stories, situations). */
import { readFileSync } from 'node:fs';
import { projectPath } from './project-path.js';

const parsed = new Map<string, unknown>();

/**
 * The JSON file at `relative` (from the project root), parsed and validated by `parse` once per
 * process; null when there is none, so what it would add is simply left out (a document without
 * predicted questions is searched by its text alone). Any other read error is thrown.
 */
export function optionalShippedJson<T>(relative: string, parse: (value: unknown) => T): T | null {
  if (!parsed.has(relative)) {
    let text: string | null = null;
    try {
      text = readFileSync(projectPath(relative), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    parsed.set(relative, text === null ? null : parse(JSON.parse(text)));
  }
  return parsed.get(relative) as T | null;
}
