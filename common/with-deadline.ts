/**
 * Waiting for something that may never answer (a database frozen mid-query, a hung peer) for at
 * most a set time. The work itself is not cancelled — a promise cannot be — so whatever it holds
 * must have its own bound too (the state store's connect and query timeouts); this only stops the
 * caller from waiting past the point where an answer is still useful.
 */

/** `what` did not finish within `ms` milliseconds. */
export class DeadlineExceeded extends Error {
  readonly code = 'DEADLINE_EXCEEDED';
  constructor(
    readonly what: string,
    readonly ms: number,
  ) {
    super(`${what} did not answer within ${ms} ms`);
    this.name = 'DeadlineExceeded';
  }
}

/** `work`'s result, or a DeadlineExceeded rejection once `ms` have passed. A late failure of `work` is ignored. */
export function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  // The caller has moved on once the deadline passes: a rejection after it must not be unhandled.
  work.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineExceeded(what, ms)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
