/**
 * Starts the index builder (index-builder.ts), a child process, and holds the indexes it hands
 * back as if a thread had offered them (common/shared-memory/shared-indexes.ts): each buffer's
 * bytes are read from its pipe straight into a SharedArrayBuffer allocated here
 * (common/shared-memory/shared-snapshot.ts).
 *
 * A process rather than a thread (as until the fifth round, docs/memory.md): a thread that built
 * the indexes and exited left its malloc arena behind — the indexes' 20 MB and about 10 MB of
 * freed build-time memory around them that glibc keeps — while an exited process returns all of
 * it. Gateway bot, resident after login: about 10–15 MB less. The price is the child's start
 * (node and the build's modules), run while the handler threads load their own.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { holdIndexes, type HeldIndex } from '../../common/shared-memory/shared-indexes.js';
import { readSharedSnapshot } from '../../common/shared-memory/shared-snapshot.js';

/** The builder's pipe to its parent, as the child sees it (stdin, stdout and stderr are 0–2). */
export const INDEX_SNAPSHOT_FD = 3;

const fromSource = import.meta.url.endsWith('.ts');

export interface IndexBuilderProcess {
  /** The child's process id (tests look for it). */
  pid: number | undefined;
  /** Settles once the indexes are held here, or the builder failed (then the handler threads build what they need). Never rejects. */
  done: Promise<void>;
  /** Ends the child now if it still runs. */
  stop(): void;
}

/**
 * Starts the builder on `dbPath`. The child never outlives this process: it is killed when this
 * process exits (normally, or on an uncaught error), or when `stop` is called; if this process is
 * killed outright, the child's write to the pipe fails as its build ends, and the child ends with it.
 */
export function startIndexBuilder(dbPath: string): IndexBuilderProcess {
  const entry = fileURLToPath(new URL(fromSource ? './index-builder-from-source.mjs' : './index-builder.js', import.meta.url));
  // Its own output is nobody's: a failure is that of the builder thread before it, silent, and the handler threads build for themselves.
  const child = spawn(process.execPath, [entry, path.resolve(dbPath)], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', stop);
  child.once('exit', () => process.off('exit', stop));
  const done = new Promise<void>((resolve) => {
    // A child that could not start (no node binary to run: a broken install) ends here too.
    child.once('error', () => resolve());
    readSharedSnapshot(child.stdio[INDEX_SNAPSHOT_FD] as Readable).then(
      (indexes) => {
        holdIndexes(indexes as HeldIndex[]);
        resolve();
      },
      () => {
        stop();
        resolve();
      },
    );
  });
  return { pid: child.pid, done, stop };
}
