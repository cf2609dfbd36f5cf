/** Keeps every REST request the fake answered, and lets tests wait for the one they expect. */

export interface RecordedFile {
  /** The multipart field, e.g. `files[0]`. */
  field: string;
  name: string;
  contentType: string;
  data: Buffer;
}

export interface RecordedRequest {
  method: string;
  /** The path below the API version, e.g. `/interactions/1300…/aW50…/callback`. */
  path: string;
  query: Record<string, string>;
  /** The JSON body (for multipart requests: the decoded `payload_json`); null when there was none. */
  body: unknown;
  /** Files of a multipart request; empty for JSON requests. */
  files: RecordedFile[];
  /** The status the fake answered with. */
  status: number;
  /** The route pattern that answered, e.g. `/webhooks/:applicationId/:token/messages/@original`; null when none matched (404). */
  route: string | null;
}

export type RequestPredicate = (request: RecordedRequest) => boolean;

interface Waiter {
  predicate: RequestPredicate;
  fromIndex: number;
  resolve: (found: { request: RecordedRequest; index: number }) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

export const DEFAULT_WAIT_MS = 5_000;

/** One line per request, for error messages that show what the bot did instead. */
export function describeRequests(requests: readonly RecordedRequest[]): string {
  if (requests.length === 0) return '  (no requests)';
  return requests.map((r) => `  ${r.method} ${r.path} → ${r.status}`).join('\n');
}

export class RequestRecorder {
  readonly requests: RecordedRequest[] = [];
  readonly #waiters = new Set<Waiter>();

  /** Appends a request and wakes the waiters it satisfies. */
  record(request: RecordedRequest): void {
    const index = this.requests.push(request) - 1;
    for (const waiter of this.#waiters) {
      if (index >= waiter.fromIndex && waiter.predicate(request)) this.#settle(waiter).resolve({ request, index });
    }
  }

  /**
   * The first request at or after `fromIndex` that satisfies `predicate`: one already recorded,
   * or the next one to arrive within `timeoutMs`.
   */
  waitFor(
    predicate: RequestPredicate,
    { fromIndex = 0, timeoutMs = DEFAULT_WAIT_MS, description = 'a matching request' } = {},
  ): Promise<{ request: RecordedRequest; index: number }> {
    const index = this.requests.findIndex((request, i) => i >= fromIndex && predicate(request));
    const found = this.requests[index];
    if (found) return Promise.resolve({ request: found, index });
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        predicate,
        fromIndex,
        resolve,
        reject,
        timer: setTimeout(() => {
          this.#settle(waiter).reject(
            new Error(`fake Discord: no ${description} within ${timeoutMs} ms. Requests so far:\n${describeRequests(this.requests)}`),
          );
        }, timeoutMs),
      };
      this.#waiters.add(waiter);
    });
  }

  /** Fails every pending wait (the fake is stopping), so no test hangs on a timer. */
  rejectAll(reason: string): void {
    for (const waiter of this.#waiters) this.#settle(waiter).reject(new Error(`fake Discord: ${reason}`));
  }

  #settle(waiter: Waiter): Waiter {
    clearTimeout(waiter.timer);
    this.#waiters.delete(waiter);
    return waiter;
  }
}
