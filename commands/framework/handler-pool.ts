/**
 * Runs command, component and autocomplete handlers on a small pool of worker threads (piscina),
 * so the main thread's event loop stays free: it keeps routing and answering, and its 2-second
 * deferral timer fires while a slow handler works. Transport-neutral: tasks and outcomes are plain
 * data (handler-task.ts), no discord.js.
 *
 * Workers run the compiled JavaScript (dist/commands/framework/handler-worker.js, built by
 * `npm run build`), or the TypeScript source through tsx when this process runs from source
 * (vitest, tsx: entry-module.ts), so tests and benchmarks never run stale code.
 */
import { Piscina } from 'piscina';
import { holdSharedIndexes } from '../../common/shared-memory/shared-indexes.js';
import { entryModule } from './entry-module.js';
import { startIndexBuilder, type IndexBuilderProcess, type IndexBuildOutcome } from './index-builder-process.js';
import { HANDLER_YOUNG_GENERATION_MB, youngGenerationsFixed } from './young-generation.js';
import { apologyReply, errorReply } from '../payload/reply-helpers.js';
import type { PageResponse } from '../../web/page.js';
import { isThreadMemory, isThreadReady, type ThreadMemory, type HandlerOutcome, type HandlerTask, type LoggedError, type WarmUpResult, type WorkerSetup } from './handler-task.js';

/**
 * Three threads at most by default (HANDLER_THREADS): a /diff across two decades (0.8 s) and
 * another slow answer can each hold one while the third keeps every quick /rule waiting for
 * nobody (npm run bench:pool: /rule p99 1.2 s with two threads, 0.13 s with three). Each thread
 * holds its own modules, caches and connection (25–35 MB once warmed up: npm run bench:bot), which
 * an idle gateway bot does not pay for: only one stays up between bursts (allThreadsAtStart keeps
 * them all).
 */
export const DEFAULT_THREADS = 3;
/** A thread as piscina's load balancer sees it (the package does not export the type). */
type PiscinaWorker = Parameters<NonNullable<NonNullable<ConstructorParameters<typeof Piscina>[0]>['loadBalancer']>>[1][number];

/**
 * Whether piscina counts `worker` ready for tasks. Its balancer's view of a thread says only how busy
 * it is; its own record of the thread (under a symbol it does not export) says whether it has
 * started. A later piscina without it: every thread counts as ready, as piscina's own balancer has
 * it (the handler pool's test of a task queued behind a busy thread then fails, as it should).
 */
function isReady(worker: PiscinaWorker): boolean {
  const record = Object.getOwnPropertySymbols(worker).find((symbol) => symbol.description === 'Piscina.kWorkerData');
  const info = record ? (worker as unknown as Record<symbol, { isReady?: () => boolean } | undefined>)[record] : undefined;
  return info?.isReady?.() ?? true;
}

/** Threads started under load (beyond those started with the pool) stop after this long idle. */
const EXTRA_THREAD_IDLE_MS = 60_000;
/** A handler still running after this is cancelled (its thread is replaced) and answered with a sentence. */
export const HANDLER_TIMEOUT_MS = 15_000;
/** Discord drops an autocomplete not answered within 3 s; after this there is no point in finishing. */
export const AUTOCOMPLETE_TIMEOUT_MS = 2_500;

export interface HandlerPoolOptions extends WorkerSetup {
  threads?: number;
  /**
   * Start every thread now and keep them all (an HTTP replica, which exists to take load), rather
   * than one, with the others started under load and stopped when idle (the gateway bot).
   */
  allThreadsAtStart?: boolean;
  timeoutMs?: number;
  autocompleteTimeoutMs?: number;
  /**
   * How long each thread warms up (warm-up.ts) before it takes tasks; 0: none. Threads started with
   * the pool warm up for all of it before the pool is ready; threads started later, only while no task is in flight.
   */
  warmUpMs?: number;
  /**
   * The index builder, already started by the caller (a service starts it as soon as its content is
   * in place, before it loads its transport: docs/memory.md, sixth round); the pool starts one
   * itself when none is given. Either way the pool owns it from here: it stops it with its threads.
   */
  indexBuilder?: IndexBuilderProcess;
}

/** What the threads started with the pool did while warming up, and how the index builder ended. */
export type PoolReadiness = WarmUpResult & { threads: number; indexes: IndexBuildOutcome };

export class HandlerPool {
  private readonly piscina: Piscina<HandlerTask, HandlerOutcome>;
  private readonly timeoutMs: number;
  private readonly autocompleteTimeoutMs: number;
  private readonly threadsAtStart: number;
  private readyThreads = 0;
  private readonly readyWaiters: (() => void)[] = [];
  /** Why a thread failed outside any task (at start: a broken install), the first time. */
  private threadFailure: Error | undefined;
  /** What the threads started with the pool did while warming up, summed. */
  private readonly warmUp: WarmUpResult & { threads: number } = { threads: 0, answered: 0, failures: [] };
  /** 1 until the threads started with the pool are ready (or one failed): threads started later warm up only while `busy` is 0. */
  private readonly starting = new Int32Array(new SharedArrayBuffer(4)).fill(1);
  /** Tasks submitted and not yet answered (written by this thread only, read by threads warming up). */
  private readonly busy = new Int32Array(new SharedArrayBuffer(4));
  /** This thread holds the indexes the pool's threads build, one copy for all (shared-indexes.ts). */
  private readonly sharedIndexes = holdSharedIndexes();
  /** Each thread's memory as it last reported it, by thread id. */
  private readonly memory = new Map<number, ThreadMemory>();
  /** 0 while the index builder (index-builder.ts) works, then 1: the handler threads wait for it, then receive its indexes. */
  private readonly indexesBuilt = new Int32Array(new SharedArrayBuffer(4));
  /** The child process building the indexes, while it runs. */
  private readonly builder: IndexBuilderProcess;
  /** How it ended, once it has: set before the handler threads stop waiting for it. */
  private builderOutcome: IndexBuildOutcome | undefined;

  constructor(options: HandlerPoolOptions) {
    const { threads = DEFAULT_THREADS, timeoutMs = HANDLER_TIMEOUT_MS, autocompleteTimeoutMs = AUTOCOMPLETE_TIMEOUT_MS, allThreadsAtStart = false, warmUpMs = 0, indexBuilder, ...setup } = options;
    this.timeoutMs = timeoutMs;
    this.autocompleteTimeoutMs = autocompleteTimeoutMs;
    // At least one thread is always up (starting one loads the command modules, longer than most answers).
    this.threadsAtStart = allThreadsAtStart ? threads : 1;
    this.builder = this.threadsWaitFor(indexBuilder ?? startIndexBuilder(setup.dbPath));
    this.piscina = new Piscina({
      filename: entryModule('handler-worker').href,
      workerData: { ...setup, ...(youngGenerationsFixed() ? { holdYoungGenerations: true } : {}), sharedIndexes: this.sharedIndexes.channel, indexesBuilt: this.indexesBuilt.buffer, ...(warmUpMs > 0 ? { warmUp: { budgetMs: warmUpMs, starting: this.starting.buffer, busy: this.busy.buffer } } : {}) } satisfies WorkerSetup,
      minThreads: this.threadsAtStart,
      maxThreads: threads,
      idleTimeout: EXTRA_THREAD_IDLE_MS,
      resourceLimits: { maxYoungGenerationSizeMb: HANDLER_YOUNG_GENERATION_MB },
      loadBalancer: (_task, workers) => this.readyFirst(workers),
    });
    this.piscina.on('message', (message: unknown) => {
      if (isThreadMemory(message)) this.memory.set(message.threadId, message);
      if (!isThreadReady(message)) return;
      this.readyThreads++;
      if (message.warmUp) {
        this.warmUp.threads++;
        this.warmUp.answered += message.warmUp.answered;
        this.warmUp.failures.push(...message.warmUp.failures);
      }
      if (this.readyThreads < this.threadsAtStart) return;
      Atomics.store(this.starting, 0, 0);
      for (const wake of this.readyWaiters.splice(0)) wake();
    });
    // Always listened to: piscina replaces a thread that failed to start once it had loaded (our
    // start-up runs after piscina's own), the replacement fails the same way, and an 'error' event
    // nobody listens to is an uncaught exception. ready() reports the first. A thread that fails
    // during a task fails that task, which run() answers and logs; between tasks a thread runs
    // nothing (it waits for the next task synchronously), so there is no other failure to report.
    this.piscina.on('error', (error: unknown) => {
      this.threadFailure ??= error instanceof Error ? error : new Error(String(error));
      Atomics.store(this.starting, 0, 0);
      for (const wake of this.readyWaiters.splice(0)) wake();
    });
  }

  /**
   * Resolves once the threads started with the pool have loaded the command modules and built their
   * indexes (and warmed up): a process that accepts interactions only then answers its first ones
   * as fast as any. Resolves with what their warm-up did and how the index builder ended (the
   * threads wait for it before they build what they lack); rejects if a thread fails to start.
   */
  async ready(): Promise<PoolReadiness> {
    if (this.readyThreads < this.threadsAtStart && !this.threadFailure) await new Promise<void>((resolve) => this.readyWaiters.push(resolve));
    if (this.readyThreads < this.threadsAtStart && this.threadFailure) {
      throw new Error(`A handler thread failed to start: ${this.threadFailure.message}`, { cause: this.threadFailure });
    }
    // Not waited for here: threads that gave up waiting for it (handler-worker.ts's INDEX_BUILD_WAIT_MS) built their own.
    return { ...this.warmUp, indexes: this.builderOutcome ?? { built: false, reason: 'still building when the handler threads stopped waiting for it' } };
  }

  /**
   * Lets the handler threads go on once the child process that builds the indexes every handler
   * thread reads, once for the process (index-builder-process.ts), has ended; this thread holds them
   * before the handler threads stop waiting. However it ends — built, nothing imported, failed — the
   * handler threads go on: each builds what it lacks as it starts (build-indexes.ts), the rest on first use.
   */
  private threadsWaitFor(builder: IndexBuilderProcess): IndexBuilderProcess {
    void builder.done.then((outcome) => {
      this.builderOutcome = outcome;
      Atomics.store(this.indexesBuilt, 0, 1);
      Atomics.notify(this.indexesBuilt, 0);
    });
    return builder;
  }

  /**
   * Which thread a task goes to: a ready one with nothing to do, else none, and the task waits for
   * the first thread to be free — one running, or one starting once it is ready. Piscina's own
   * balancer handed a task queued behind a busy thread to a thread still starting, so it waited for
   * that start (module loading, indexes: 0.4–1 s) though the busy thread was free 5 ms later
   * (measured on this pool: a burst of two quick tasks, the second answered after 360–510 ms).
   */
  private readyFirst(workers: PiscinaWorker[]): PiscinaWorker | null {
    for (const worker of workers) if (worker.currentUsage === 0 && isReady(worker)) return worker;
    return null;
  }

  /** The memory of each running thread, as it last reported it (after starting, then after a task at most every 2 s). */
  threadMemory(): ThreadMemory[] {
    const running = new Set(this.piscina.threads.map((thread) => thread.threadId));
    for (const id of this.memory.keys()) if (!running.has(id)) this.memory.delete(id);
    return [...this.memory.values()];
  }

  /** How many threads are running. */
  get threadCount(): number {
    return this.piscina.threads.length;
  }

  /**
   * Runs `task` on a free thread (queueing while all are busy). Never rejects: a handler that runs
   * past the time limit is cancelled and answered with a sentence, a worker that fails is an apology.
   */
  async run(task: HandlerTask): Promise<HandlerOutcome> {
    const limitMs = task.kind === 'autocomplete' ? this.autocompleteTimeoutMs : this.timeoutMs;
    // A timer cleared when the task ends, not AbortSignal.timeout's, which lives out its 15 s: at
    // 400 interactions/s that is 6,000 live timers, and 20–30 µs more CPU per task (measured with
    // an echo task on this pool).
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), limitMs);
    Atomics.add(this.busy, 0, 1);
    try {
      return await this.piscina.run(task, { signal: controller.signal });
    } catch (error) {
      const timedOut = controller.signal.aborted;
      const logged: LoggedError[] = [
        {
          message: timedOut ? 'handler cancelled: too slow' : 'handler worker failed',
          details: { task: describeTask(task), limitMs, error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error) },
        },
      ];
      if (task.kind === 'autocomplete') return { choices: [], remembered: {}, logged };
      if (task.kind === 'page') return { page: failedPage(timedOut), remembered: {}, logged };
      // An inline lookup nobody asked the bot for directly gets no apology: it is simply not answered.
      if (task.kind === 'inline') return { remembered: {}, logged };
      const reply = timedOut
        ? errorReply(`That took longer than ${limitMs / 1000} seconds to work out, so it was stopped. Try a narrower question (fewer words, nearer dates).`)
        : apologyReply();
      return { reply, edit: false, remembered: {}, logged };
    } finally {
      clearTimeout(timer);
      Atomics.sub(this.busy, 0, 1);
    }
  }

  /** Stops the threads once the tasks in flight finish. */
  async destroy(): Promise<void> {
    this.builder.stop();
    await this.piscina.close();
    this.sharedIndexes.close();
  }

  /** Ends every thread now, tasks in flight or not (a stop whose deadline passed). */
  async terminate(): Promise<void> {
    this.builder.stop();
    await this.piscina.destroy();
  }
}

/** Which task it was, for the log (no option values: they are the user's words). */
function describeTask(task: HandlerTask): Record<string, unknown> {
  switch (task.kind) {
    case 'command':
    case 'message-command':
      return { kind: task.kind, name: task.name, userId: task.userId };
    case 'component':
    case 'modal-submit':
      return { kind: task.kind, customId: task.customId, userId: task.userId };
    case 'autocomplete':
      return { kind: task.kind, name: task.name };
    case 'page':
      return { kind: task.kind, path: task.request.path };
    case 'inline':
      return { kind: task.kind };
  }
}

/** The page answering a page task that failed or ran too long: a sentence, no stack trace, never cached. */
function failedPage(timedOut: boolean): PageResponse {
  const sentence = timedOut ? 'This page took too long to work out, so it was stopped. Try again, or a narrower page (nearer dates).' : 'Sorry: this page failed. The problem was logged.';
  return { status: 500, html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Error · Arbiter</title></head><body><main><h1>Error</h1><p>${sentence}</p></main></body></html>`, cache: 'none' };
}
