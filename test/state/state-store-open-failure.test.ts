/**
 * The sentence for a PostgreSQL store that cannot be opened, from the error as node-postgres and
 * Node give it. The real server's refusals are tested end to end in test/cli/state-store-failures.test.ts;
 * these are the shapes that one machine cannot produce at will.
 */
import { describe, expect, it } from 'vitest';
import { stateStoreOpenFailure } from '../../state/state-store-open-failure.js';

const URL = 'postgres://arbiter:s3cret@localhost:5433/arbiter';

function coded(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('stateStoreOpenFailure', () => {
  it('names the first refusal when every address of a host refused (AggregateError, which has no message of its own)', () => {
    const refused = Object.assign(new AggregateError([coded('connect ECONNREFUSED ::1:5433', 'ECONNREFUSED'), coded('connect ECONNREFUSED 127.0.0.1:5433', 'ECONNREFUSED')], ''), { code: 'ECONNREFUSED' });
    const failure = stateStoreOpenFailure(refused, URL);
    expect(failure?.code).toBe('state-store-unreachable');
    expect(failure?.message).toBe(
      'Cannot reach the PostgreSQL server that DATABASE_URL names (localhost:5433, database "arbiter"): connect ECONNREFUSED ::1:5433. Start it or correct DATABASE_URL; without DATABASE_URL, Arbiter keeps its state in the content database\'s file (RULES_DB).',
    );
  });

  it('reads the error behind a failed migration, with its own message', () => {
    const denied = coded('permission denied for schema public', '42501');
    const failure = stateStoreOpenFailure(new Error(`The state store's migrations failed: ${denied.message}`, { cause: denied }), URL);
    expect(failure?.message).toBe('arbiter may not create Arbiter\'s tables in "arbiter" on localhost:5433 (permission denied for schema public). Grant it CREATE on the schema, or give DATABASE_URL the database\'s owner.');
  });

  it('leaves a bug a bug, and SQLite to its own sentences', () => {
    expect(stateStoreOpenFailure(new TypeError('Cannot read properties of undefined'), URL)).toBeNull();
    expect(stateStoreOpenFailure(coded('connect ECONNREFUSED 127.0.0.1:5433', 'ECONNREFUSED'), undefined)).toBeNull();
  });

  it('never repeats the password, even from a URL it cannot read', () => {
    const failure = stateStoreOpenFailure(coded('password authentication failed for user "arbiter"', '28P01'), URL);
    expect(failure?.message).not.toContain('s3cret');
    expect(stateStoreOpenFailure(coded('getaddrinfo ENOTFOUND', 'ENOTFOUND'), 'postgres://arbiter:s3cret@[bad')?.message).not.toContain('s3cret');
  });
});
