import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Stops the run once, first, with what to create when ../shared (the real test data) is missing.
    globalSetup: ['test/support/check-shared-data.ts'],
    // Imports of whole CR releases and end-to-end bot runs take seconds, not milliseconds.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
