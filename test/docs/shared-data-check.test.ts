/** The test run's first check (test/support/check-shared-data.ts): ../shared must be there. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingSharedData } from '../support/check-shared-data.js';
import { tempDirectory } from '../support/rules-db-fixture.js';
import { SHARED_DIR } from '../support/shared-data.js';

describe('the check for ../shared', () => {
  it('passes with the real ../shared', () => {
    expect(missingSharedData(SHARED_DIR)).toBeNull();
  });

  it('names what is missing and what to create', () => {
    const shared = tempDirectory();
    mkdirSync(path.join(shared, 'data/cr'), { recursive: true });
    expect(missingSharedData(shared)).toBe(
      `The tests read real rules, documents and cards from ${shared}, beside this checkout, and it lacks data/tournament, data/cards. ` +
        'Put the shared/ folder there (with data/cr/cr-*.txt, data/tournament/*.pdf and data/cards/*.json) and run the tests again.',
    );
  });
});
