/** Processes as Linux lists them in /proc: a process's children, and whether one still runs. */
import { readdirSync, readFileSync } from 'node:fs';

/** /proc/<pid>/stat's fields after the command name (which may hold spaces): state, ppid, …; null when the process is gone. */
function statFields(pid: number | string): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  } catch {
    return null;
  }
}

/** The processes whose parent is `pid`. */
export function childPids(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry) && Number(statFields(entry)?.[1]) === pid)
    .map(Number);
}

/** The command line `pid` runs, its arguments joined by spaces; '' when it is gone. */
export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}

/** Whether `pid` still runs (an exited process nobody has reaped yet, a zombie, does not). */
export function isRunning(pid: number): boolean {
  const state = statFields(pid)?.[0];
  return state !== undefined && state !== 'Z' && state !== 'X';
}

/** Resolves once `pid` no longer runs, or rejects after `timeoutMs`. */
export async function processEnded(pid: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (isRunning(pid)) {
    if (Date.now() > until) throw new Error(`process ${pid} (${commandLine(pid)}) still runs after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
