/** Starts `arbiter start` as its own process, exactly as `npm start` does (with the service's node options), for end-to-end tests. */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { SERVICE_NODE_FLAGS } from '../../common/service-node-flags.js';
import { REPO_ROOT } from './shared-data.js';

export interface ArbiterProcess {
  child: ChildProcessWithoutNullStreams;
  /** Everything printed so far on stdout and stderr. */
  output(): string;
  /** The JSON log lines printed so far, parsed. */
  logLines(): Record<string, unknown>[];
  /** Resolves once the output contains `text`. */
  waitForOutput(text: string, timeoutMs?: number): Promise<void>;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

/** Starts `arbiter <args>`; `cwd` is where it runs (where it reads .env and its relative paths), the checkout by default. */
export function spawnArbiter(args: string[], env: Record<string, string>, cwd = REPO_ROOT): ArbiterProcess {
  const child = spawn(process.execPath, [...SERVICE_NODE_FLAGS, path.join(REPO_ROOT, 'bin/arbiter.js'), ...args], {
    cwd,
    // Only what the bot needs: no developer .env values leak in (the repository has none in CI).
    // No handler warm-up unless a test asks: the suite starts many bots, and warm-up has its own tests.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', HANDLER_WARM_UP: 'off', ...env },
  });
  let output = '';
  const waiters: { text: string; resolve: () => void }[] = [];
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const waiter of waiters.filter((candidate) => output.includes(candidate.text))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    logLines: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    exited,
    waitForOutput(text, timeoutMs = 20_000) {
      if (output.includes(text)) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`"${text}" did not appear; output so far:\n${output}`)), timeoutMs);
        waiters.push({ text, resolve: () => (clearTimeout(timer), resolve()) });
      });
    },
  };
}
