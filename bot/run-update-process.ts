/**
 * Runs `arbiter rules update --json` as a child process: parsing and importing a release takes
 * half a second of CPU, which would otherwise stall every reply. The child writes to the same
 * database (WAL lets the bot keep reading); its one transaction makes the switch atomic.
 */
import { execFile } from 'node:child_process';
import { projectPath } from '../common/project-path.js';
import { z } from 'zod';

const ARBITER_BIN = projectPath('bin/arbiter.js');
/** A download plus an import rarely takes more than a few seconds; a stuck child is killed. */
const CHILD_TIMEOUT_MS = 5 * 60_000;

const outcomeSchema = z.object({
  status: z.enum(['imported', 'unchanged', 'replaced']),
  effectiveDate: z.string(),
  url: z.string(),
});

export type UpdateOutcome = z.infer<typeof outcomeSchema>;

/** Checks `pageUrl` for a new release and imports it into `dbPath`; rejects with the child's error message. */
export function runUpdateProcess(dbPath: string, pageUrl: string): Promise<UpdateOutcome> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [ARBITER_BIN, 'rules', 'update', '--json', '--page', pageUrl, '--db', dbPath],
      { timeout: CHILD_TIMEOUT_MS, env: process.env },
      (error, stdout, stderr) => {
        if (error) {
          reject(new Error(stderr.trim().replace(/^Error: /, '') || error.message));
          return;
        }
        const parsed = outcomeSchema.safeParse(JSON.parse(stdout));
        if (parsed.success) resolve(parsed.data);
        else reject(new Error(`rules update printed something unexpected: ${stdout.slice(0, 200)}`));
      },
    );
  });
}
