/** GET /healthz: ready when a Comprehensive Rules release is loaded and the state store answers. */

/** A state store that does not answer within this is unhealthy (a load balancer will not wait longer). */
export const STATE_STORE_TIMEOUT_MS = 2000;

export interface HealthChecks {
  /** The effective date of the CR release in use, or null when none is loaded. */
  crReleaseDate(): string | null;
  /** Resolves when the state store answers a trivial query; rejects (or hangs) when it does not. */
  pingStateStore(): Promise<void>;
}

export interface Health {
  ok: boolean;
  /** What is wrong, one sentence each; empty when ok. */
  problems: string[];
  crRelease: string | null;
}

/** Runs every check; never rejects. */
export async function checkHealth(checks: HealthChecks, timeoutMs = STATE_STORE_TIMEOUT_MS): Promise<Health> {
  const problems: string[] = [];
  let crRelease: string | null = null;
  try {
    crRelease = checks.crReleaseDate();
    if (!crRelease) problems.push('no Comprehensive Rules release is loaded (arbiter rules import or rules update)');
  } catch (error) {
    problems.push(`the content database could not be read: ${(error as Error).message}`);
  }
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      checks.pingStateStore(),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs))),
    ]);
  } catch (error) {
    problems.push(`the state store did not answer: ${(error as Error).message}`);
  } finally {
    clearTimeout(timer);
  }
  return { ok: problems.length === 0, problems, crRelease };
}
