/**
 * Starts the index builder (index-builder.ts), a child process, and holds the indexes it hands
 * back as if a thread had offered them (common/shared-memory/shared-indexes.ts): each buffer's
 * bytes are read straight into a SharedArrayBuffer allocated here
 * (common/shared-memory/shared-snapshot.ts).
 *
 * A process rather than a thread (as until the fifth round, docs/memory.md): a thread that built
 * the indexes and exited left its malloc arena behind — the indexes' 22 MB and about 10 MB of
 * freed build-time memory around them that glibc keeps — while an exited process returns all of
 * it. The price is the child's start (node and the build's modules), run while the handler
 * threads load their own; a service starts it sooner still, as soon as its content is in place
 * (cli/service-process.ts), so that it also runs while the service loads its transport.
 *
 * How it ended is told (`done`): held, or why not, in a sentence a service logs — its exit code or
 * signal and the last line it wrote to stderr, which is read to its end as it comes.
 *
 * The child writes to a temporary file, not a pipe: read from a pipe, the indexes arrived in 64 KB
 * chunks of this process's memory before they were copied, and left it 15 MB larger than read
 * from a file straight into their buffers (docs/memory.md, fifth round). The file is removed from
 * its folder before the child starts, its descriptor handed to the child: nothing is ever left on
 * disk, whether the build succeeds, fails or this process is killed; its space is freed once both
 * processes have closed it.
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { holdIndexes, type HeldIndex } from '../../common/shared-memory/shared-indexes.js';
import { readSharedSnapshot } from '../../common/shared-memory/shared-snapshot.js';
import { keepEndOf } from '../../common/stream-end.js';
import { exitReason } from './child-exit-reason.js';
import { entryModule } from './entry-module.js';

/** The file the builder writes its indexes to, as the child sees it (stdin, stdout and stderr are 0–2). */
export const INDEX_SNAPSHOT_FD = 3;
/** How much of the child's stderr is kept for the reason a failure gives: its end, never all of a long output. */
const STDERR_KEPT_CHARS = 4_096;

/**
 * How the builder ended: its indexes held here, `ms` after it was started; or why not, as a
 * sentence (then each handler thread builds what it lacks as it starts).
 */
export type IndexBuildOutcome = { built: true; ms: number } | { built: false; reason: string };

export interface IndexBuilderProcess {
  /** The child's process id (tests look for it). */
  pid: number | undefined;
  /** Settles once the indexes are held here, or the builder failed (then the handler threads build what they need). Never rejects. */
  done: Promise<IndexBuildOutcome>;
  /** Ends the child now if it still runs. */
  stop(): void;
}

/** A new file open for reading and writing, already removed from its folder. */
function unnamedFile(): number {
  const folder = mkdtempSync(path.join(tmpdir(), 'arbiter-indexes-'));
  try {
    return openSync(path.join(folder, 'indexes'), 'w+');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Starts the builder on `dbPath`. The child never outlives this process by more than its build:
 * it is killed when this process exits (normally, or on an uncaught error), or when `stop` is
 * called; if this process is killed outright, the child writes its file as its build ends, and exits.
 */
export function startIndexBuilder(dbPath: string): IndexBuilderProcess {
  const startedAt = performance.now();
  let file: number;
  try {
    file = unnamedFile();
  } catch (error) {
    // As a builder that failed: the handler threads build what they need.
    const reason = `not started: no temporary folder to write the indexes to (${(error as Error).message})`;
    return { pid: undefined, done: Promise.resolve({ built: false, reason }), stop: () => undefined };
  }
  // Its stderr is read to its end, its last line kept for the reason a failure gives.
  const child = spawn(process.execPath, [fileURLToPath(entryModule('index-builder')), path.resolve(dbPath)], { stdio: ['ignore', 'ignore', 'pipe', file] });
  const stderr = keepEndOf(child.stderr!, STDERR_KEPT_CHARS);
  let stopped = false;
  const stop = () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    stopped = true;
    child.kill('SIGKILL');
  };
  process.once('exit', stop);
  const done = new Promise<IndexBuildOutcome>((resolve) => {
    let settled = false;
    // Once: a child that fails to start may report both an error and a close.
    const finish = (outcome: IndexBuildOutcome) => {
      if (settled) return;
      settled = true;
      process.off('exit', stop);
      closeSync(file);
      resolve(outcome);
    };
    // A child that could not start (no node binary to run: a broken install).
    child.once('error', (error) => finish({ built: false, reason: `could not start: ${error.message}` }));
    // 'close', not 'exit': its stderr has been read to the end.
    child.once('close', (code, signal) => {
      if (stopped) return finish({ built: false, reason: 'stopped before it finished' });
      if (code !== 0) return finish({ built: false, reason: exitReason(code, signal, stderr()) });
      readSharedSnapshot(file).then(
        (indexes) => {
          holdIndexes(indexes as HeldIndex[]);
          finish({ built: true, ms: Math.round(performance.now() - startedAt) });
        },
        // A file cut short: built on first use, as when the child fails.
        (error: unknown) => finish({ built: false, reason: `its indexes could not be read back: ${(error as Error).message}` }),
      );
    });
  });
  return { pid: child.pid, done, stop };
}
