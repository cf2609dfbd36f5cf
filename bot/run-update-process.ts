/**
 * Runs `arbiter rules update --json` or `arbiter cards update --json` as a child process:
 * parsing and importing a release takes half a second of CPU, and card data twenty, which would
 * otherwise stall every reply. The child writes to the same database (WAL lets the bot keep
 * reading); its one transaction makes the switch atomic.
 */
import { DOC_KINDS } from '../docs-db/tournament-document.js';
import { spawn } from 'node:child_process';
import { projectPath } from '../common/project-path.js';
import { z } from 'zod';
import type { CitationChange } from '../rulings/ruling.js';
import { STOP_WITH_PARENT } from '../common/stop-with-parent.js';
import { keepEndOf } from '../common/stream-end.js';

const ARBITER_BIN = projectPath('bin/arbiter.js');
/** A CR download plus an import rarely takes more than a few seconds; a stuck child is killed. */
const RULES_TIMEOUT_MS = 5 * 60_000;
/** Card data is two files of about 190 MB together, then half a minute of import. */
const CARDS_TIMEOUT_MS = 20 * 60_000;

const outcomeSchema = z.object({
  status: z.enum(['imported', 'unchanged', 'replaced']),
  effectiveDate: z.string(),
  url: z.string(),
});

export type UpdateOutcome = z.infer<typeof outcomeSchema>;

const cardOutcomeSchema = z.object({
  status: z.enum(['imported', 'unchanged']),
  dataDate: z.string(),
  cards: z.number(),
  rulings: z.number(),
});

export type CardUpdateOutcome = z.infer<typeof cardOutcomeSchema>;

const docsOutcomeSchema = z.object({
  documents: z.array(
    z.union([
      z.object({ doc: z.enum(DOC_KINDS), effectiveDate: z.string(), status: z.enum(['imported', 'unchanged', 'replaced', 'restored']), url: z.string() }),
      z.object({ doc: z.string(), url: z.string(), error: z.string() }),
    ]),
  ),
});

export type DocsUpdateOutcome = z.infer<typeof docsOutcomeSchema>;

/**
 * The bot's imports leave the ruling logs to its own `rulings check` afterwards, whose outcome says
 * which rulings the import newly made stale (the changelog posts them); an import that checked
 * them itself would leave nothing newly stale to post.
 */
const SKIP_RULINGS_CHECK = '--skip-rulings-check';

/** A child asked to stop (SIGTERM) that has not exited after this is killed (SIGKILL). */
export const CHILD_KILL_GRACE_MS = 2000;
/** What is kept of a child's output: its JSON outcome is small, and its error one line. */
const MAX_OUTPUT_CHARS = 1024 * 1024;

/**
 * Runs `arbiter <args> --json --db <dbPath>`; resolves with its output read by `schema`, rejects with
 * the child's error message. With `partial`, a child that failed but printed its outcome (docs update
 * with one document refused, the other imported) resolves with it.
 *
 * The child never outlives its purpose: past `timeoutMs`, or once `signal` aborts (the bot is
 * stopping), it gets SIGTERM — its import is one transaction, so it leaves the database as it was —
 * and SIGKILL CHILD_KILL_GRACE_MS later. And it ends with its parent: it is started with an IPC
 * channel and ARBITER_STOP_WITH_PARENT, and stops when the channel closes, however the parent died
 * (common/stop-with-parent.ts).
 */
function runArbiterJson<T>(args: string[], dbPath: string, schema: z.ZodType<T>, timeoutMs: number, signal?: AbortSignal, partial = false): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new Error('the bot is stopping'));
    const child = spawn(process.execPath, [ARBITER_BIN, ...args, '--json', '--db', dbPath], {
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      env: { ...process.env, [STOP_WITH_PARENT]: '1' },
    });
    const stdout = keepEndOf(child.stdout!, MAX_OUTPUT_CHARS);
    const stderr = keepEndOf(child.stderr!, MAX_OUTPUT_CHARS);
    let stoppedBecause: string | undefined;
    let killTimer: NodeJS.Timeout | undefined;
    const stop = (why: string) => {
      if (stoppedBecause || child.exitCode !== null) return;
      stoppedBecause = why;
      child.kill('SIGTERM');
      killTimer = setTimeout(() => child.kill('SIGKILL'), CHILD_KILL_GRACE_MS);
    };
    const timer = setTimeout(() => stop(`it ran longer than ${timeoutMs / 60_000} minutes`), timeoutMs);
    const onAbort = () => stop('the bot is stopping');
    signal?.addEventListener('abort', onAbort, { once: true });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code, exitSignal) => {
      clearTimeout(timer);
      clearTimeout(killTimer);
      signal?.removeEventListener('abort', onAbort);
      let json: unknown;
      try {
        json = JSON.parse(stdout());
      } catch {
        json = undefined;
      }
      const parsed = schema.safeParse(json);
      const failed = code !== 0;
      if (failed && !(partial && parsed.success)) {
        const message = stoppedBecause
          ? `arbiter ${args.slice(0, 2).join(' ')} was stopped: ${stoppedBecause}`
          : stderr().trim().replace(/^Error: /, '') || `arbiter ${args.slice(0, 2).join(' ')} exited with ${code ?? exitSignal}`;
        reject(new Error(message));
        return;
      }
      if (parsed.success) resolve(parsed.data);
      else reject(new Error(`${args.slice(0, 2).join(' ')} printed something unexpected: ${stdout().slice(0, 200)}`));
    });
  });
}

/** Checks `pageUrl` for a new release and imports it into `dbPath`; rejects with the child's error message. */
export function runUpdateProcess(dbPath: string, pageUrl: string, signal?: AbortSignal): Promise<UpdateOutcome> {
  return runArbiterJson(['rules', 'update', '--page', pageUrl, SKIP_RULINGS_CHECK], dbPath, outcomeSchema, RULES_TIMEOUT_MS, signal);
}

/**
 * Checks Scryfall's listing at `bulkUrl` for newer card data and imports it into `dbPath`, never
 * with --replace: data that would lose stored cards is refused and the data in use stays.
 */
export function runCardsUpdateProcess(dbPath: string, bulkUrl: string, signal?: AbortSignal): Promise<CardUpdateOutcome> {
  return runArbiterJson(['cards', 'update', '--url', bulkUrl, SKIP_RULINGS_CHECK], dbPath, cardOutcomeSchema, CARDS_TIMEOUT_MS, signal);
}

/** Checks `pageUrl` for new MTR and IPG versions and imports them into `dbPath`; rejects with the child's error message. */
export function runDocsUpdateProcess(dbPath: string, pageUrl: string, signal?: AbortSignal): Promise<DocsUpdateOutcome> {
  return runArbiterJson(['docs', 'update', '--page', pageUrl, SKIP_RULINGS_CHECK], dbPath, docsOutcomeSchema, RULES_TIMEOUT_MS, signal, true);
}

/** The staleness sweep runs through a server's whole log once per ruling: a minute covers hundreds of thousands. */
const RULINGS_TIMEOUT_MS = 10 * 60_000;

const rulingsCheckSchema = z.object({
  checked: z.number(),
  guilds: z.array(
    z.object({
      guildId: z.string(),
      newlyFlagged: z.array(z.number()),
      // The changes as rulings/ records them; they go back into the view that renders them.
      needsReview: z.array(z.object({ number: z.number(), question: z.string(), changes: z.array(z.custom<CitationChange>()) })),
    }),
  ),
});

export type RulingsCheckOutcome = z.infer<typeof rulingsCheckSchema>;

/** Checks every logged ruling against the data now in `dbPath` (`arbiter rulings check --json`), marking the stale. */
export function runRulingsCheckProcess(dbPath: string, signal?: AbortSignal): Promise<RulingsCheckOutcome> {
  return runArbiterJson(['rulings', 'check'], dbPath, rulingsCheckSchema, RULINGS_TIMEOUT_MS, signal);
}
