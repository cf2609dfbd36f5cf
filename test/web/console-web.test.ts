/**
 * `npm start` without a Discord token opens the console; with WEB_PORT it serves the web view too,
 * printing where to open it, until the console is left.
 */
import { describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port.js';
import { runArbiter } from '../support/run-cli.js';
import { tempDbPath } from '../support/rules-db-fixture.js';
import { crPath } from '../support/shared-data.js';
import { spawnArbiter } from '../support/spawn-arbiter.js';

describe('the console with WEB_PORT', () => {
  it('prints the web view\'s address, serves its pages while the console runs, and stops with it', async () => {
    const dbPath = tempDbPath();
    await runArbiter(['rules', 'import', crPath('cr-20260116.txt'), '--db', dbPath]);
    const port = await freePort();
    const consoleProcess = spawnArbiter(['start'], { RULES_DB: dbPath, WEB_PORT: String(port), RULES_CHECK_INTERVAL: 'off' });
    try {
      await consoleProcess.waitForOutput(`Web view: http://localhost:${port}/`, 30_000);
      const page = await fetch(`http://localhost:${port}/cr/latest/702.19b`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<h1><span class="num">702.19b</span> Trample</h1>');
      consoleProcess.child.stdin.end('/rule 702.19b\nquit\n');
      await expect(consoleProcess.exited).resolves.toBe(0);
      expect(consoleProcess.output()).toContain('702.19b · Trample');
      await expect(fetch(`http://localhost:${port}/`)).rejects.toThrow();
    } finally {
      if (consoleProcess.child.exitCode === null) consoleProcess.child.kill('SIGKILL');
    }
  });
});
