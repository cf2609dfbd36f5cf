/**
 * Runs `arbiter` in a real pseudo-terminal, as a person at a keyboard does: util-linux's `script`
 * gives the process a terminal of a set size (stty), the test types keys into it and reads the
 * screen's byte stream, escape sequences included. No native module needed (node-pty).
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './shared-data.js';

export interface TerminalSession {
  child: ChildProcessWithoutNullStreams;
  /** Everything the terminal showed so far. */
  screen(): string;
  /** Types `keys` (use KEYS for Enter, arrows, Ctrl-…). */
  type(keys: string): void;
  /** Resolves once the screen, after `from` (a screen().length taken earlier), matches `pattern`. */
  waitFor(pattern: string | RegExp, from?: number, timeoutMs?: number): Promise<void>;
  exited: Promise<number | null>;
}

export const KEYS = { enter: '\r', tab: '\t', up: '\x1b[A', ctrlL: '\x0c', ctrlD: '\x04', ctrlU: '\x15' } as const;

/** Removes ANSI escape sequences, for reading the text on screen. */
export function stripAnsi(text: string): string {
  return text.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '');
}

function shellQuote(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

const running = new Set<ChildProcessWithoutNullStreams>();

/**
 * Ends every session still running (a test that failed before it quit): `script` closes the
 * terminal, and the terminal's hang-up ends the program in it. For afterEach.
 */
export async function closeTerminals(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
}

/** Starts `arbiter <args>` in a terminal `columns` wide, with only `env` (and PATH) set. */
export function startInTerminal(args: string[], env: Record<string, string>, columns = 60): TerminalSession {
  const command = `stty cols ${columns} rows 50 && exec ${[process.execPath, path.join(REPO_ROOT, 'bin/arbiter.js'), ...args].map(shellQuote).join(' ')}`;
  const child = spawn('script', ['--quiet', '--return', '--command', command, '/dev/null'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', TERM: 'xterm-256color', HANDLER_WARM_UP: 'off', ...env },
  });
  let screen = '';
  const waiters = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    screen += chunk.toString('utf8');
    for (const check of waiters) check();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  running.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return {
    child,
    screen: () => screen,
    type: (keys) => child.stdin.write(keys),
    exited,
    waitFor(pattern, from = 0, timeoutMs = 20_000) {
      const matches = () => (typeof pattern === 'string' ? screen.slice(from).includes(pattern) : pattern.test(screen.slice(from)));
      if (matches()) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${String(pattern)} did not appear; the screen since then:\n${JSON.stringify(screen.slice(from))}`));
        }, timeoutMs);
        const check = () => {
          if (!matches()) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
      });
    },
  };
}
