import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Stops the run once, first, with what to create when ../shared (the real test data) is missing.
    // Then makes the folder where database fixtures are built once per run (fixture-cache.ts).
    globalSetup: ['test/support/check-shared-data.ts', 'test/support/fixture-cache.ts'],
    // Imports of whole CR releases and end-to-end bot runs take seconds, not milliseconds.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
