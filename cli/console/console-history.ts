/**
 * The console's line history, kept across runs in the user's data directory
 * (env-paths: ~/.local/share/arbiter on Linux, honouring XDG_DATA_HOME; the platform's own
 * folder on macOS and Windows), one line per entered command, newest last.
 */
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import envPaths from 'env-paths';

/** As many lines as the up arrow reaches back; the file is cut back to them when it opens. */
export const HISTORY_SIZE = 1000;

/** Where the history is kept. */
export function historyPath(): string {
  return path.join(envPaths('arbiter', { suffix: '' }).data, 'console-history');
}

export interface ConsoleHistory {
  /** Newest first, as readline takes it. */
  lines: string[];
  /** Records an entered line; false when the file cannot be written (the history then lasts this run only). */
  add(line: string): boolean;
}

/** Opens the history at `file`; one that cannot be read starts empty. */
export function openHistory(file: string): ConsoleHistory {
  let lines: string[] = [];
  try {
    lines = readFileSync(file, 'utf8').split('\n').filter((line) => line.trim() !== '');
    if (lines.length > HISTORY_SIZE) {
      lines = lines.slice(-HISTORY_SIZE);
      writeFileSync(file, lines.join('\n') + '\n');
    }
  } catch {
    // No history yet (or none readable): this run starts one.
  }
  let previous = lines.at(-1);
  return {
    lines: lines.reverse(),
    add(line) {
      if (line.trim() === '' || line === previous) return true;
      previous = line;
      try {
        mkdirSync(path.dirname(file), { recursive: true });
        appendFileSync(file, line.replace(/\n/g, ' ') + '\n');
        return true;
      } catch {
        return false;
      }
    },
  };
}
