/**
 * What Prometheus scrapes from GET /metrics (prom-client): interactions by command and outcome, a
 * latency histogram, the content in use, the last update checks, and Node's process metrics. One
 * registry per service, not prom-client's global one, so tests and replicas in one process never
 * share counts.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { UpdateStatus } from '../commands/framework/command-module.js';
import type { InteractionRecord } from './answer-interaction.js';
import type { ThreadMemory } from '../commands/framework/handler-task.js';

/** Where the gauges read their values at scrape time. */
export interface MetricSources {
  /** The effective date (YYYY-MM-DD) of the CR release in use; null before the first import. */
  crReleaseDate(): string | null;
  /** The date of the card data in use; null before the first import. */
  cardDataDate(): string | null;
  /** The scheduled checks for new releases and card data; undefined when off. */
  updateChecks(): { rules?: UpdateStatus | undefined; cards?: UpdateStatus | undefined };
  /** Each handler thread's memory as it last reported it; none when absent. */
  threadMemory?(): ThreadMemory[];
  /** The shared indexes this process holds (common/shared-memory/shared-indexes.ts); none when absent. */
  sharedIndexes?(): { count: number; bytes: number };
}

/** Seconds: Discord's 3-second limit sits between 2 and 5, the deferral at 2. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 10, 15];

const unixSeconds = (isoDate: string) => Date.parse(isoDate) / 1000;

export class ServiceMetrics {
  readonly registry = new Registry();
  private readonly interactions: Counter<'command' | 'outcome'>;
  private readonly latency: Histogram<'kind'>;
  private readonly inlineLookups: Counter<'outcome'>;

  constructor(sources: MetricSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: 'arbiter_' });
    this.interactions = new Counter({
      name: 'arbiter_interactions_total',
      help: 'Interactions answered, by command (or command:action for a button) and outcome.',
      labelNames: ['command', 'outcome'],
      registers,
    });
    this.inlineLookups = new Counter({
      name: 'arbiter_inline_lookups_total',
      help: 'Messages whose [[card]] or {{rule}} references were answered inline, by outcome (posted, edited, deleted, rate_limited, rate_quiet, reply_gone, failed).',
      labelNames: ['outcome'],
      registers,
    });
    this.latency = new Histogram({
      name: 'arbiter_interaction_duration_seconds',
      help: 'Time from receiving an interaction to sending its answer, by kind (command, component, autocomplete, ping).',
      labelNames: ['kind'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    new Gauge({
      name: 'arbiter_cr_release_date_seconds',
      help: 'Effective date of the Comprehensive Rules release in use (Unix time); the date is also a label.',
      labelNames: ['date'],
      registers,
      collect() {
        this.reset();
        const date = sources.crReleaseDate();
        if (date) this.set({ date }, unixSeconds(date));
      },
    });
    new Gauge({
      name: 'arbiter_card_data_date_seconds',
      help: 'Date of the Scryfall card data in use (Unix time); the date is also a label.',
      labelNames: ['date'],
      registers,
      collect() {
        this.reset();
        const date = sources.cardDataDate();
        if (date) this.set({ date }, unixSeconds(date));
      },
    });
    new Gauge({
      name: 'arbiter_update_check_success',
      help: 'Whether the last scheduled check for new content succeeded (1) or failed (0), by subject (rules, cards); its result is a label.',
      labelNames: ['subject', 'result'],
      registers,
      collect() {
        this.reset();
        for (const [subject, status] of Object.entries(sources.updateChecks())) {
          if (status?.lastResult) this.set({ subject, result: status.lastResult.slice(0, 200) }, status.lastResult.startsWith('failed') ? 0 : 1);
        }
      },
    });
    new Gauge({
      name: 'arbiter_update_check_last_seconds',
      help: 'When the last scheduled check for new content ran (Unix time), by subject.',
      labelNames: ['subject'],
      registers,
      collect() {
        this.reset();
        for (const [subject, status] of Object.entries(sources.updateChecks())) {
          if (status?.lastCheckAt) this.set({ subject }, unixSeconds(status.lastCheckAt));
        }
      },
    });
    new Gauge({
      name: 'arbiter_handler_thread_memory_bytes',
      help: "Each handler thread's own memory as it last reported it, by thread and kind (heap_used, heap_total, external, array_buffers; shared indexes count in every thread holding them).",
      labelNames: ['thread', 'kind'],
      registers,
      collect() {
        this.reset();
        for (const memory of sources.threadMemory?.() ?? []) {
          const thread = String(memory.threadId);
          this.set({ thread, kind: 'heap_used' }, memory.heapUsed);
          this.set({ thread, kind: 'heap_total' }, memory.heapTotal);
          this.set({ thread, kind: 'external' }, memory.external);
          this.set({ thread, kind: 'array_buffers' }, memory.arrayBuffers);
        }
      },
    });
    new Gauge({
      name: 'arbiter_shared_index_bytes',
      help: 'Shared memory held by the search indexes every handler thread reads (one copy per process).',
      registers,
      collect() {
        const held = sources.sharedIndexes?.();
        if (held) this.set(held.bytes);
      },
    });
  }

  /** Counts one answered interaction and its latency. */
  record(record: InteractionRecord): void {
    this.interactions.inc({ command: record.command, outcome: record.outcome });
    this.latency.observe({ kind: record.kind }, record.ms / 1000);
  }

  /** Counts what happened to one message with inline references. */
  recordInline(outcome: string): void {
    this.inlineLookups.inc({ outcome });
  }

  /** The exposition text and its content type. */
  async exposition(): Promise<{ contentType: string; text: string }> {
    return { contentType: this.registry.contentType, text: await this.registry.metrics() };
  }
}
