import { describe, expect, it } from 'vitest';
import { describeUnexpected } from '../../cli/main.js';

describe('an unexpected error on the command line', () => {
  const bug = new TypeError("Cannot read properties of undefined (reading 'number')");

  it('is one line without its stack by default, saying how to see more', () => {
    expect(describeUnexpected('rules show', bug, false)).toBe(
      `Error: an unexpected problem stopped "arbiter rules show" (TypeError: Cannot read properties of undefined (reading 'number')). This is a bug; run it again with DEBUG=1 to see the details to report.\n`,
    );
  });

  it('carries the stack trace with DEBUG=1', () => {
    const text = describeUnexpected('rules show', bug, true);
    expect(text).toContain('Error: an unexpected problem stopped "arbiter rules show". Details:\nTypeError: Cannot read');
    expect(text).toContain('unexpected-error.test.ts');
  });
});
