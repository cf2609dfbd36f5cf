/**
 * An error the user caused and can fix: its message says what was wrong and what works.
 * Anything that is not a UserError is a bug, logged with context and never shown raw.
 */
export class UserError extends Error {
  constructor(
    /** Stable identifier for tests and logs, e.g. "rule-not-found". */
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'UserError';
  }
}

export function isUserError(error: unknown): error is UserError {
  return error instanceof UserError;
}

/** Runs `lookup`; null when it throws a UserError (a document or release not imported, say), other errors pass. */
export function unlessUserError<T>(lookup: () => T): T | null {
  try {
    return lookup();
  } catch (error) {
    if (isUserError(error)) return null;
    throw error;
  }
}
