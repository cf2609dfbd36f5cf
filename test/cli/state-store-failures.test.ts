/**
 * A PostgreSQL state store (DATABASE_URL) that a command cannot use: nothing listening, a host
 * that does not resolve, a wrong password, a database that does not exist, a user that may not
 * create the tables. Each was "an unexpected problem … This is a bug"; each is now a sentence
 * saying what to fix, exit 1, with the password never repeated. Against a real server.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../support/embedded-postgres.js';
import { freePort } from '../support/free-port.js';
import { createTestDb } from '../support/rules-db-fixture.js';
import { runArbiter } from '../support/run-cli.js';
import { spawnArbiter } from '../support/spawn-arbiter.js';

let postgres: TestPostgres;
let dbPath: string;

beforeAll(async () => {
  postgres = await startTestPostgres();
  const db = createTestDb('cr-20260116.txt');
  dbPath = db.name;
  db.close();
}, 60_000);

afterAll(async () => {
  await postgres.stop();
});

/** The server's URL with `change` made to it. */
function serverUrl(change: (url: URL) => void): string {
  const url = new URL(postgres.url);
  change(url);
  return url.toString();
}

async function rulingsCheck(databaseUrl: string): Promise<{ code: number; stderr: string }> {
  const run = await runArbiter(['rulings', 'check', '--db', dbPath], { env: { DATABASE_URL: databaseUrl } });
  return { code: run.code, stderr: run.stderr };
}

describe('a command whose DATABASE_URL it cannot use', () => {
  it('says nothing listens there, naming the server and what to do (arbiter serve)', async () => {
    const port = await freePort();
    const server = spawnArbiter(['serve', '--port', String(await freePort())], { RULES_DB: dbPath, DATABASE_URL: `postgres://arbiter:s3cret@127.0.0.1:${port}/arbiter`, DISCORD_PUBLIC_KEY: 'a'.repeat(64) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`Error: Cannot reach the PostgreSQL server that DATABASE_URL names (127.0.0.1:${port}, database "arbiter"): connect ECONNREFUSED 127.0.0.1:${port}. Start it or correct DATABASE_URL;`);
    expect(server.output()).not.toContain('This is a bug');
    expect(server.output()).not.toContain('s3cret');
  }, 60_000);

  it('says a host does not resolve', async () => {
    const run = await rulingsCheck('postgres://arbiter:s3cret@no-such-host.invalid/arbiter');
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^Error: Cannot reach the PostgreSQL server that DATABASE_URL names \(no-such-host\.invalid:5432, database "arbiter"\): getaddrinfo (ENOTFOUND|EAI_AGAIN) no-such-host\.invalid\./);
  });

  it('says the login was refused, without the password', async () => {
    const run = await rulingsCheck(serverUrl((url) => (url.password = 'not-the-password')));
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^Error: PostgreSQL at 127\.0\.0\.1:\d+ refused the login of arbiter that DATABASE_URL gives \(password authentication failed for user "arbiter"\)\. Check the user name and password in DATABASE_URL\.\n$/);
    expect(run.stderr).not.toContain('not-the-password');
  });

  it('says the database does not exist and how to create it', async () => {
    const run = await rulingsCheck(serverUrl((url) => (url.pathname = '/no_such_db')));
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^Error: The database "no_such_db" that DATABASE_URL names does not exist on 127\.0\.0\.1:\d+\. Create it \(createdb no_such_db\) or name an existing one in DATABASE_URL\.\n$/);
  });

  it('says the user has no schema to create the tables in, or may not create them there', async () => {
    const admin = new pg.Client(postgres.url);
    await admin.connect();
    await admin.query("CREATE ROLE reader LOGIN PASSWORD 'reader-pw'");
    await admin.query('CREATE SCHEMA locked');
    const readerUrl = serverUrl((target) => {
      target.username = 'reader';
      target.password = 'reader-pw';
      target.search = `?options=${encodeURIComponent('-c search_path=locked')}`;
    });
    try {
      const unusable = await rulingsCheck(readerUrl);
      expect(unusable.code).toBe(1);
      expect(unusable.stderr).toMatch(/^Error: reader has no schema to create Arbiter's tables in, in "postgres" on 127\.0\.0\.1:\d+ \(no schema has been selected to create in\): the search_path DATABASE_URL sets names a schema that does not exist or that reader may not use\. Create it and grant reader USAGE and CREATE on it, or leave search_path out\.\n$/);
      await admin.query('GRANT USAGE ON SCHEMA locked TO reader');
      const readOnly = await rulingsCheck(readerUrl);
      expect(readOnly.code).toBe(1);
      expect(readOnly.stderr).toMatch(/^Error: reader may not create Arbiter's tables in "postgres" on 127\.0\.0\.1:\d+ \(permission denied for schema locked\)\. Grant it CREATE on the schema, or give DATABASE_URL the database's owner\.\n$/);
    } finally {
      await admin.end();
    }
  });
});
