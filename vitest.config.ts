import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Stops the run once, first, with what to create when ../shared (the real test data) is missing.
    // Then makes the folder where database fixtures are built once per run (fixture-cache.ts).
    globalSetup: ['test/support/check-shared-data.ts', 'test/support/fixture-cache.ts'],
    // Vitest runs one file at a time on a 2-core machine (cores − 1); most of a file's time is
    // waiting on child processes, servers and SQLite, so two at once took the suite from about
    // 13½ to about 9 minutes here, and every end-to-end test already passed under such load.
    maxWorkers: 2,
    // Imports of whole CR releases and end-to-end bot runs take seconds, not milliseconds.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
