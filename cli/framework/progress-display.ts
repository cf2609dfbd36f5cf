/**
 * Showing how far a download has come: a live bar on a terminal (cli-progress), and on anything
 * else — a log file, a container's output, a test — a line now and then, never a flood.
 *
 * cli-progress rather than our own bar: it redraws in place, handles several bars at once and
 * terminals that resize, and stops cleanly when the command ends; it is widely used and has no
 * dependency but string-width.
 */
import { createRequire } from 'node:module';
import type CliProgress from 'cli-progress';

/** cli-progress, loaded when a bar is first drawn: most runs draw none, and it costs 40–80 ms to load. */
function loadCliProgress(): typeof CliProgress {
  return createRequire(import.meta.url)('cli-progress') as typeof CliProgress;
}

/** One file's progress: bytes so far (and the total when known), and objects read where they are counted. */
export interface ProgressTask {
  update(receivedBytes: number, totalBytes: number | null, items?: number): void;
  /** The file is done (or failed): its bar or line stops. */
  finish(): void;
}

export interface ProgressDisplay {
  /** A new file to follow; `itemUnit` names what its objects are ("cards"). */
  task(label: string, itemUnit?: string): ProgressTask;
  /** Every task is done: the bars leave the screen as they ended. */
  stop(): void;
}

const MB = 1024 * 1024;

/** "12.3 of 160.0 MB" or "12.3 MB" when the size is unknown. */
export function describeBytes(receivedBytes: number, totalBytes: number | null): string {
  const received = (receivedBytes / MB).toFixed(1);
  return totalBytes ? `${received} of ${(totalBytes / MB).toFixed(1)} MB` : `${received} MB`;
}

function describeItems(items: number | undefined, itemUnit: string | undefined): string {
  return itemUnit && items !== undefined ? `, ${items.toLocaleString('en-US')} ${itemUnit}` : '';
}

/** Bars redrawn in place on `stream`, a terminal. */
export function terminalProgress(stream: NodeJS.WriteStream): ProgressDisplay {
  const cliProgress = loadCliProgress();
  const bars = new cliProgress.MultiBar(
    {
      stream,
      format: '{label} [{bar}] {percentage}% | {amount}{items}',
      barsize: 24,
      hideCursor: true,
      clearOnComplete: false,
      stopOnComplete: false,
      // cli-progress draws only on a TTY unless told otherwise; this display is only made for one.
      noTTYOutput: false,
    },
    cliProgress.Presets.shades_classic,
  );
  const width = (label: string) => label.padEnd(22);
  return {
    task(label, itemUnit) {
      const bar = bars.create(1, 0, { label: width(label), amount: describeBytes(0, null), items: describeItems(itemUnit ? 0 : undefined, itemUnit) });
      return {
        update(receivedBytes, totalBytes, items) {
          // An unknown size shows an empty bar with the bytes counted beside it.
          bar.setTotal(totalBytes ?? Math.max(receivedBytes * 2, 1));
          bar.update(receivedBytes, { label: width(label), amount: describeBytes(receivedBytes, totalBytes), items: describeItems(items, itemUnit) });
        },
        finish: () => bar.stop(),
      };
    },
    stop: () => bars.stop(),
  };
}

/** At most one line per file every `everyMs` (and one at each quarter of a known size), then one when it is done. */
export function lineProgress(write: (line: string) => void, { everyMs = 5_000, now = Date.now } = {}): ProgressDisplay {
  return {
    task(label, itemUnit) {
      let last = { at: now(), quarter: 0, receivedBytes: 0, totalBytes: null as number | null, items: undefined as number | undefined };
      let finished = false;
      const line = () => `${label}: ${describeBytes(last.receivedBytes, last.totalBytes)}${describeItems(last.items, itemUnit)}`;
      return {
        update(receivedBytes, totalBytes, items) {
          const quarter = totalBytes ? Math.floor((receivedBytes / totalBytes) * 4) : 0;
          const due = now() - last.at >= everyMs || (quarter > last.quarter && quarter < 4);
          last = { ...last, receivedBytes, totalBytes, items };
          if (!due) return;
          last = { ...last, at: now(), quarter };
          write(`${line()} …`);
        },
        finish() {
          if (finished) return;
          finished = true;
          // A file that stopped short (a failed download) is not said to be done.
          const complete = last.totalBytes === null || last.receivedBytes >= last.totalBytes;
          write(`${line()}, ${complete ? 'done' : 'stopped'}`);
        },
      };
    },
    stop: () => {},
  };
}
